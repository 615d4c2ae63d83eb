import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import {
  autoBetActions,
  doubleAmount,
  halveAmount,
  selectAutoBet,
  type AutoBetEnd,
  type AutoBetParams,
  type AutoBetStrategy,
  type PlayedBet,
} from "@casino/core";
import { compareDecimal } from "@casino/rules";
import {
  Button,
  media,
  NumericField,
  ResultStrip,
  VisuallyHidden,
  stack,
  textStyle,
} from "@casino/ui";
import { useAppDispatch, useAppSelector } from "@casino/core/react";
import { BetAlert } from "./bet-alert.tsx";
import { FunNotice } from "./fun-notice.tsx";
import { isDesktop } from "./motion.ts";
import type { OriginalsShell, Settled } from "./shell.ts";
import { StageTools } from "./stage-tools.tsx";
import { useMoney } from "../../shared/use-money.ts";

export type { OriginalsShell, Settled } from "./shell.ts";

export interface Hotkey {
  /** `KeyboardEvent.key`, lower case (" " for space). */
  key: string;
  /** Shown in the shortcuts list. */
  keyLabel: string;
  label: string;
  run: () => void;
}

export interface GameLayoutProps {
  shell: OriginalsShell;
  title: string;
  /** The game's own controls (under the stake). */
  controls: ReactNode;
  stage: ReactNode;
  /** Figures under the controls (multiplier, win chance, profit on win). */
  stats?: ReactNode;
  /** One bet at the current stake; resolves once its animation ended (null when refused). */
  play?: (amount: string) => Promise<Settled | null>;
  /**
   * Auto-bet (the core's saga plays the bets): the game's parameters (null: not ready, `refusal`
   * says why) and how to show a settled bet; the next bet waits until `show` resolves.
   */
  auto?: {
    bet: AutoBetParams | null;
    refusal?: string;
    show: (bet: PlayedBet) => Promise<void>;
  };
  /** Several bets may be in the air at once (plinko balls). */
  concurrent?: boolean;
  /** Replaces the bet button (mines: start, then cash out). */
  primary?: { label: string; onClick: () => void; disabled?: boolean; loading?: boolean };
  /** The stake and game controls are locked (a mines round in play). */
  locked?: boolean;
  hotkeys?: Hotkey[];
}

const Wrap = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  inline-size: 100%;
  max-inline-size: 80rem;
  margin-inline: auto;
  ${media.up("md")} {
    grid-template-columns: minmax(18rem, 22rem) minmax(0, 1fr);
    align-items: start;
  }
`;

const Panel = styled.div`
  min-inline-size: 0;
  ${stack("md")}
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  order: 2;
  ${media.up("md")} {
    order: 1;
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Stage = styled.div`
  min-inline-size: 0;
  ${stack("sm")}
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.xl};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(120% 80% at 50% 0%, rgba(187, 36, 133, 0.18), transparent 60%),
    radial-gradient(100% 60% at 50% 100%, rgba(0, 200, 255, 0.08), transparent 60%),
    ${({ theme }) => theme.colors.surfaceSunken};
  order: 1;
  ${media.up("md")} {
    order: 2;
    min-block-size: 32rem;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const StageBody = styled.div`
  flex: 1;
  ${stack("sm")}
  justify-content: center;
  ${media.up("md")} {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const ModeSwitch = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

const ModeButton = styled.button<{ $active: boolean }>`
  min-block-size: ${({ theme }) => theme.sizes.controlSm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceRaised : "transparent")};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  cursor: pointer;
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focusRing};
  }
  &:disabled {
    cursor: default;
  }
`;

const StakeButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Balance = styled.p`
  margin: 0;
  ${textStyle("sm", "textMuted")}
  font-variant-numeric: tabular-nums;
  & strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Grid2 = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

const Summary = styled.p`
  margin: 0;
  ${textStyle("sm", "textMuted")}
  font-variant-numeric: tabular-nums;
`;

const emptyStrategy: AutoBetStrategy = {
  bets: 0,
  stopOnProfit: "",
  stopOnLoss: "",
  onWinIncrease: 0,
  onLossIncrease: 0,
};

/** Whether a key press belongs to a text field (hotkeys stay out of typing). */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return (
    target.isContentEditable ||
    tag === "TEXTAREA" ||
    tag === "SELECT" ||
    (tag === "INPUT" && (target as HTMLInputElement).type !== "range")
  );
}

/**
 * The frame of every original: the bet panel (manual or auto mode, stake with halve, double and
 * max, the game's controls, the bet button), the stage with the game, the results strip and the
 * tools (sound, keyboard shortcuts, fairness). Auto-bet runs in the core's saga (this screen only
 * starts and stops it and shows each settled bet); it stops on the bet count, on profit or on
 * loss, on a refused bet, when the player leaves the game or signs out.
 */
export function GameLayout({
  shell,
  title,
  controls,
  stage,
  stats,
  play,
  auto: realAuto,
  concurrent = false,
  primary,
  locked = false,
  hotkeys = [],
}: GameLayoutProps) {
  const { t } = useLingui();
  const { money } = useMoney();
  const { wallet, amount, setAmount } = shell;
  // Auto-bet plays real bets through the core's saga: fun mode is played by hand.
  const autoProps = shell.fun ? undefined : realAuto;
  const [mode, setMode] = useState<"manual" | "auto">("manual");
  const [pending, setPending] = useState(0);
  const [strategy, setStrategy] = useState({
    bets: "",
    stopOnProfit: "",
    stopOnLoss: "",
    onWinIncrease: "",
    onLossIncrease: "",
  });
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectAutoBet);
  const autoGame = autoProps?.bet?.game ?? (shell.slug as AutoBetParams["game"]);
  // A session of another game, or one that ended by leaving or signing out, is not shown.
  const ours =
    session.game === autoGame &&
    (session.running || (session.end !== "left" && session.end !== "signedOut"));
  const auto = {
    running: ours && session.running,
    played: ours ? session.played : 0,
    profit: ours ? session.profit : "0",
    stop: ours ? session.end : null,
  };
  const desktop = isDesktop();

  const busy = (!concurrent && pending > 0) || auto.running;
  const canBet = Boolean(play) && compareDecimal(amount, 0) > 0;

  const manualBet = useCallback(async () => {
    if (!play || busy || !canBet) return;
    shell.clearError();
    setPending((n) => n + 1);
    try {
      await shell.hold(() => play(amount));
    } finally {
      setPending((n) => n - 1);
    }
  }, [play, busy, canBet, amount, shell]);

  const startAuto = () => {
    if (!autoProps || auto.running || !canBet) return;
    if (!autoProps.bet) {
      if (autoProps.refusal) shell.fail(autoProps.refusal);
      return;
    }
    shell.clearError();
    const rules: AutoBetStrategy = {
      ...emptyStrategy,
      bets: Number(strategy.bets || 0),
      stopOnProfit: strategy.stopOnProfit,
      stopOnLoss: strategy.stopOnLoss,
      onWinIncrease: Number(strategy.onWinIncrease || 0),
      onLossIncrease: Number(strategy.onLossIncrease || 0),
    };
    dispatch(
      autoBetActions.started({
        ...autoProps.bet,
        entityWalletCode: wallet.code,
        decimals: wallet.decimals,
        amount,
        strategy: rules,
      }),
    );
  };

  const stopAuto = () => {
    dispatch(autoBetActions.stopRequested());
  };

  // Each bet the saga settles is shown (its animation), then the saga may play the next.
  const showRef = useRef(autoProps?.show);
  showRef.current = autoProps?.show;
  const shownRef = useRef<number | null>(null);
  const lastBet = ours && session.running ? session.lastBet : null;
  useEffect(() => {
    if (!lastBet || shownRef.current === lastBet.id) return;
    shownRef.current = lastBet.id;
    const show = showRef.current ?? (() => Promise.resolve());
    void show(lastBet).finally(() => dispatch(autoBetActions.resultShown({ id: lastBet.id })));
  }, [lastBet, dispatch]);
  // The stake follows the strategy while it runs.
  const nextAmount = auto.running ? session.amount : null;
  useEffect(() => {
    if (nextAmount !== null) setAmount(nextAmount);
  }, [nextAmount, setAmount]);
  // A refused bet ends the session: its reason shows like a manual bet's.
  const refusal = ours && session.end === "error" ? session.error : null;
  const failRef = useRef(shell.fail);
  failRef.current = shell.fail;
  useEffect(() => {
    if (refusal) failRef.current(refusal);
  }, [refusal]);
  // Leaving the game's screen ends its auto-bet.
  const runningRef = useRef(auto.running);
  runningRef.current = auto.running;
  useEffect(
    () => () => {
      if (runningRef.current) dispatch(autoBetActions.left());
    },
    [dispatch],
  );

  const halve = useCallback(
    () => setAmount(halveAmount(amount || "0", wallet.decimals)),
    [amount, wallet.decimals, setAmount],
  );
  const double = useCallback(
    () => setAmount(doubleAmount(amount || "0", wallet.decimals, wallet.balance)),
    [amount, wallet.decimals, wallet.balance, setAmount],
  );
  const max = useCallback(
    () => setAmount(doubleAmount(wallet.balance, wallet.decimals, wallet.balance)),
    [wallet.balance, wallet.decimals, setAmount],
  );

  const mainAction = primary
    ? () => {
        if (!primary.disabled && !primary.loading) primary.onClick();
      }
    : mode === "auto"
      ? auto.running
        ? stopAuto
        : startAuto
      : () => void manualBet();

  const allKeys: Hotkey[] = [
    { key: " ", keyLabel: t`Space`, label: t`Bet`, run: mainAction },
    { key: "h", keyLabel: "H", label: t`Halve the stake`, run: halve },
    { key: "d", keyLabel: "D", label: t`Double the stake`, run: double },
    ...hotkeys,
    ...(shell.openFairness
      ? [{ key: "f", keyLabel: "F", label: t`Fairness`, run: () => shell.openFairness?.() }]
      : []),
    { key: "m", keyLabel: "M", label: t`Sound on or off`, run: shell.toggleSound },
  ];
  const keysRef = useRef(allKeys);
  keysRef.current = allKeys;
  const lockedRef = useRef(locked);
  lockedRef.current = locked || auto.running;

  useEffect(() => {
    if (!desktop) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      if (document.querySelector("[role=dialog],[role=alertdialog]")) return;
      const key = event.key.toLowerCase();
      const hotkey = keysRef.current.find((k) => k.key === key);
      if (!hotkey) return;
      // Space on a focused button presses it already.
      if (key === " " && event.target instanceof HTMLButtonElement) return;
      const stakeKey = key === "h" || key === "d";
      if (stakeKey && lockedRef.current) return;
      event.preventDefault();
      hotkey.run();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [desktop]);

  const stopText = (stop: AutoBetEnd | null) => {
    switch (stop) {
      case "profit":
        return t`Stopped: the profit target was reached.`;
      case "loss":
        return t`Stopped: the loss limit was reached.`;
      case "count":
        return t`Stopped: all bets were played.`;
      case "manual":
        return t`Stopped.`;
      case "error":
        return t`Stopped: the bet was refused.`;
      default:
        return null;
    }
  };

  const controlsLocked = locked || auto.running;
  let mainLabel = primary?.label ?? t`Bet`;
  if (!primary && mode === "auto") mainLabel = auto.running ? t`Stop auto-bet` : t`Start auto-bet`;

  return (
    <Wrap aria-labelledby="original-title">
      <Stage>
        <StageTools shell={shell} title={title} hotkeys={allKeys} desktop={desktop} />
        <StageBody>{stage}</StageBody>
        <ResultStrip
          label={t`Recent results`}
          winLabel={t`Win`}
          lossLabel={t`Loss`}
          emptyLabel={t`Your results will show here.`}
          items={shell.history}
          onSelect={shell.openFairness ? (id) => shell.openFairness?.(Number(id)) : undefined}
        />
      </Stage>
      {/* Phones: the stage, then the stake and the bet button, then the settings. */}
      <Panel>
        <NumericField
          label={t`Bet amount (${wallet.code})`}
          mode="decimal"
          value={amount}
          onValueChange={setAmount}
          disabled={controlsLocked}
          endAdornment={
            <StakeButtons>
              <Button variant="ghost" size="sm" onClick={halve} disabled={controlsLocked}>
                <span aria-hidden="true">½</span>
                <VisuallyHidden>{t`Halve the stake`}</VisuallyHidden>
              </Button>
              <Button variant="ghost" size="sm" onClick={double} disabled={controlsLocked}>
                <span aria-hidden="true">2×</span>
                <VisuallyHidden>{t`Double the stake`}</VisuallyHidden>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                title={t`Maximum stake`}
                onClick={max}
                disabled={controlsLocked}
              >{t`Max`}</Button>
            </StakeButtons>
          }
        />
        <Button
          size="lg"
          fullWidth
          variant={mode === "auto" && auto.running ? "danger" : "primary"}
          onClick={mainAction}
          loading={primary?.loading ?? (!concurrent && pending > 0 && mode === "manual")}
          loadingLabel={t`Playing`}
          disabled={
            primary
              ? primary.disabled
              : mode === "auto"
                ? !auto.running && !canBet
                : !canBet || busy
          }
        >
          {mainLabel}
        </Button>
        <BetAlert shell={shell} />
        {shell.fun ? <FunNotice /> : null}
        {autoProps && !primary ? (
          <ModeSwitch role="group" aria-label={t`Betting mode`}>
            <ModeButton
              type="button"
              $active={mode === "manual"}
              aria-pressed={mode === "manual"}
              disabled={auto.running}
              onClick={() => setMode("manual")}
            >{t`Manual`}</ModeButton>
            <ModeButton
              type="button"
              $active={mode === "auto"}
              aria-pressed={mode === "auto"}
              disabled={auto.running}
              onClick={() => setMode("auto")}
            >{t`Auto`}</ModeButton>
          </ModeSwitch>
        ) : null}
        <Balance>
          {shell.fun ? t`Fun balance` : t`Balance`}:{" "}
          <strong data-testid="originals-balance">
            {money(wallet.balance, wallet.code, {
              unit: "none",
              // Fun money is counted in whole cents, never 8 decimals of a coin.
              ...(shell.fun ? { decimals: wallet.decimals } : {}),
            })}
          </strong>{" "}
          {wallet.code}
        </Balance>
        {controls}
        {mode === "auto" && autoProps && !primary ? (
          <>
            <Grid2>
              <NumericField
                label={t`Number of bets`}
                hint={t`0 plays until stopped`}
                value={strategy.bets}
                onValueChange={(v) => setStrategy((s) => ({ ...s, bets: v }))}
                disabled={auto.running}
              />
              <NumericField
                label={t`Stop on profit`}
                mode="decimal"
                value={strategy.stopOnProfit}
                onValueChange={(v) => setStrategy((s) => ({ ...s, stopOnProfit: v }))}
                disabled={auto.running}
              />
              <NumericField
                label={t`Stop on loss`}
                mode="decimal"
                value={strategy.stopOnLoss}
                onValueChange={(v) => setStrategy((s) => ({ ...s, stopOnLoss: v }))}
                disabled={auto.running}
              />
              <NumericField
                label={t`On win: increase by %`}
                value={strategy.onWinIncrease}
                onValueChange={(v) => setStrategy((s) => ({ ...s, onWinIncrease: v }))}
                disabled={auto.running}
              />
              <NumericField
                label={t`On loss: increase by %`}
                value={strategy.onLossIncrease}
                onValueChange={(v) => setStrategy((s) => ({ ...s, onLossIncrease: v }))}
                disabled={auto.running}
              />
            </Grid2>
            <Summary role="status">
              {auto.played > 0 || auto.running
                ? t`Bets played: ${auto.played} · Net profit: ${auto.profit} ${wallet.code}`
                : null}{" "}
              {stopText(auto.stop)}
            </Summary>
          </>
        ) : null}
        {stats}
      </Panel>
    </Wrap>
  );
}
