import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import {
  diceWinChance,
  payoutFor,
  type PlayedBet,
  DICE_MAX_TARGET,
  DICE_MIN_TARGET,
  diceMultiplier,
} from "@casino/core";
import { Button, DiceTrack, NumericField, VisuallyHidden } from "@casino/ui";
import { GameLayout } from "../game-layout.tsx";
import { useOriginalsSession, useWalletAmount } from "../session.ts";
import { wait } from "../motion.ts";
import { useRevealMs } from "../reveal.ts";
import { beep } from "../sound.ts";
import { BigNumber, Outcome, Stat, Stats } from "./stats.tsx";
import { useMoney } from "../../../shared/use-money.ts";

const clampTarget = (value: number) =>
  Math.min(DICE_MAX_TARGET, Math.max(DICE_MIN_TARGET, Math.round(value * 100) / 100));

/** Dice: roll under or over a target from 0.00 to 100.00. */
export function DiceGame() {
  const session = useOriginalsSession();
  const amount = useWalletAmount();
  const { t } = useLingui();
  const { multiplier: formatMultiplier, percent, figure } = useMoney();
  const [target, setTarget] = useState(50.5);
  const [targetText, setTargetText] = useState("50.50");
  const [condition, setCondition] = useState<"over" | "under">("under");
  const [last, setLast] = useState<{ roll: number; win: boolean; payout: string } | null>(null);
  const revealMs = useRevealMs(450, session.turbo);

  const multiplier = diceMultiplier({ target, condition });
  const chance = diceWinChance(target, condition);
  const updateTarget = (value: number) => {
    const next = clampTarget(value);
    setTarget(next);
    setTargetText(next.toFixed(2));
  };
  const flip = () => {
    setCondition((c) => (c === "under" ? "over" : "under"));
    updateTarget(100 - target);
  };

  /** Shows a settled bet: the marker slides to the roll (manual and auto-bet). */
  const show = async (bet: PlayedBet) => {
    setLast({ roll: bet.outcome.roll ?? 0, win: bet.win, payout: bet.payout });
    await wait(revealMs);
    beep(bet.win ? "win" : "loss", session.sound);
    session.record(bet);
  };

  const conditionLabel = condition === "under" ? t`Roll under` : t`Roll over`;
  return (
    <GameLayout
      title={t`Dice`}
      bet={{ params: { game: "dice", params: { target, condition } }, show }}
      hotkeys={[{ key: "o", keyLabel: "O", label: t`Switch over / under`, run: flip }]}
      controls={
        <>
          <NumericField
            label={conditionLabel}
            mode="decimal"
            value={targetText}
            onValueChange={setTargetText}
            onBlur={() => updateTarget(Number(targetText) || DICE_MIN_TARGET)}
            hint={t`From ${DICE_MIN_TARGET} to ${DICE_MAX_TARGET}`}
          />
          <Button variant="secondary" onClick={flip}>
            {condition === "under" ? t`Switch to roll over` : t`Switch to roll under`}
          </Button>
        </>
      }
      stats={
        <Stats>
          <Stat label={t`Multiplier`} value={formatMultiplier(multiplier)} />
          <Stat label={t`Win chance`} value={percent(chance)} />
          <Stat
            label={t`Payout on win`}
            value={`${amount(payoutFor(session.amount || "0", multiplier, session.wallet.decimals))}\u00a0${session.wallet.code}`}
          />
        </Stats>
      }
      stage={
        <>
          <BigNumber
            tone={last ? (last.win ? "win" : "loss") : "idle"}
            aria-live="polite"
            data-testid="dice-roll"
          >
            {last ? (
              figure(last.roll)
            ) : (
              // Before the first roll: no figure that could read as a result.
              <>
                <span aria-hidden="true">–</span>
                <VisuallyHidden>{t`No roll yet`}</VisuallyHidden>
              </>
            )}
          </BigNumber>
          <DiceTrack
            target={target}
            condition={condition}
            roll={last?.roll ?? null}
            win={last?.win ?? null}
            onTargetChange={updateTarget}
            label={conditionLabel}
            rollLabel={last ? t`Last roll ${figure(last.roll)}` : undefined}
            formatNumber={figure}
          />
          <Outcome win={last?.win ?? false}>
            {last
              ? last.win
                ? t`You won ${amount(last.payout)} ${session.wallet.code}`
                : t`No win this time`
              : null}
          </Outcome>
        </>
      }
    />
  );
}
