import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import {
  limboWinChance,
  payoutFor,
  type PlayedBet,
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
} from "@casino/core";
import { LimboDisplay, NumericField } from "@casino/ui";
import { GameLayout } from "../game-layout.tsx";
import { useOriginalsSession, useWalletAmount } from "../session.ts";
import { wait } from "../motion.ts";
import { useRevealMs } from "../reveal.ts";
import { beep } from "../sound.ts";
import { Outcome, Stat, Stats } from "./stats.tsx";
import { useMoney } from "../../../shared/use-money.ts";

const COUNT_MS = 700;

/** Limbo: pick a target multiplier; the crash point must reach it. */
export function LimboGame() {
  const session = useOriginalsSession();
  const amount = useWalletAmount();
  const { t } = useLingui();
  const { multiplier: formatMultiplier, percent, figure } = useMoney();
  const [targetText, setTargetText] = useState("2.00");
  const [last, setLast] = useState<{
    id: number;
    result: number;
    win: boolean;
    payout: string;
  } | null>(null);
  const parsed = Math.round(Number(targetText) * 100) / 100;
  const target = Number.isFinite(parsed)
    ? Math.min(LIMBO_MAX_TARGET, Math.max(LIMBO_MIN_TARGET, parsed))
    : 2;
  const duration = useRevealMs(COUNT_MS, session.turbo);

  /** Shows a settled bet: the display counts up to the crash point (manual and auto-bet). */
  const show = async (bet: PlayedBet) => {
    setLast({ id: bet.id, result: bet.outcome.result ?? 1, win: bet.win, payout: bet.payout });
    await wait(duration > 0 ? duration + 50 : 0);
    beep(bet.win ? "win" : "loss", session.sound);
    session.record(bet);
  };

  return (
    <GameLayout
      title={t`Limbo`}
      bet={{ params: { game: "limbo", params: { target } }, show }}
      controls={
        <NumericField
          label={t`Target multiplier`}
          mode="decimal"
          value={targetText}
          onValueChange={setTargetText}
          onBlur={() => setTargetText(target.toFixed(2))}
          hint={t`From ${LIMBO_MIN_TARGET} to ${LIMBO_MAX_TARGET}`}
        />
      }
      stats={
        <Stats>
          <Stat label={t`Win chance`} value={percent(limboWinChance(target))} />
          <Stat
            label={t`Payout on win`}
            value={`${amount(payoutFor(session.amount || "0", String(target), session.wallet.decimals))}\u00a0${session.wallet.code}`}
          />
        </Stats>
      }
      stage={
        <>
          <LimboDisplay
            result={last?.result ?? null}
            win={last?.win ?? null}
            runId={last?.id ?? null}
            duration={duration}
            label={t`Result`}
            formatNumber={figure}
          />
          <Outcome win={last?.win ?? false}>
            {t`Target`} {formatMultiplier(target)}
          </Outcome>
        </>
      }
    />
  );
}
