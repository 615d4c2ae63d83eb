import { useState, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { doubleAmount, halveAmount } from "@casino/core";
import { OriginalsFrame } from "@casino/ui";
import { AutoBetFields, emptyAutoBetForm } from "./auto-bet-form.tsx";
import { BetPanel, type BetMode, type MainAction } from "./bet-panel.tsx";
import { isDesktop } from "./motion.ts";
import { useOriginalsSession } from "./session.ts";
import { RecentResults } from "./recent-results.tsx";
import { StageTools } from "./stage-tools.tsx";
import { useHotkeys, type Hotkey } from "./use-hotkeys.ts";
import { usePlay, type GameBet } from "./use-play.ts";

export interface GameLayoutProps {
  title: string;
  /** The game's controls (under the stake). */
  controls: ReactNode;
  stage: ReactNode;
  /** Figures under the controls (multiplier, win chance, profit on win). */
  stats?: ReactNode;
  /** A one-shot game's bet (manual and auto-bet): its parameters and how to reveal a result. */
  bet?: GameBet;
  /** Replaces the bet button (mines: start, then cash out). */
  primary?: { label: string; onClick: () => void; disabled?: boolean; loading?: boolean };
  /** The stake and game controls are locked (a mines round in play). */
  locked?: boolean;
  hotkeys?: Hotkey[];
}

/**
 * The frame of every original: the stage (tools, the game, recent results) and the bet panel
 * (stake, bet button, manual or auto mode, the game's controls), with desktop hotkeys. The bets
 * themselves are the core's play saga's (`use-play.ts`): this screen dispatches and reveals.
 */
export function GameLayout({
  title,
  controls,
  stage,
  stats,
  bet,
  primary,
  locked = false,
  hotkeys = [],
}: GameLayoutProps) {
  const { t } = useLingui();
  const session = useOriginalsSession();
  const play = usePlay(bet);
  const [mode, setMode] = useState<BetMode>("manual");
  const [form, setForm] = useState(emptyAutoBetForm);
  const desktop = isDesktop();
  const { wallet, amount, setAmount } = session;
  const { auto } = play;
  const autoMode = mode === "auto" && play.offersAuto && !primary;
  const stakeLocked = locked || auto.running;

  const stake = {
    halve: () => setAmount(halveAmount(amount || "0", wallet.decimals)),
    double: () => setAmount(doubleAmount(amount || "0", wallet.decimals, wallet.balance)),
    max: () => setAmount(doubleAmount(wallet.balance, wallet.decimals, wallet.balance)),
    locked: stakeLocked,
  };

  let main: MainAction;
  if (primary)
    main = {
      label: primary.label,
      run: () => {
        if (!primary.disabled && !primary.loading) primary.onClick();
      },
      disabled: primary.disabled,
      loading: primary.loading ?? false,
      danger: false,
    };
  else if (autoMode)
    main = {
      label: auto.running ? t`Stop auto-bet` : t`Start auto-bet`,
      run: auto.running ? play.stopAuto : () => play.startAuto(form),
      disabled: !auto.running && !play.canBet,
      loading: false,
      danger: auto.running,
    };
  else
    main = {
      label: t`Bet`,
      run: play.betNow,
      disabled: !play.canBet || play.busy,
      loading: !play.concurrent && play.pending > 0,
      danger: false,
    };

  const allKeys: Hotkey[] = [
    { key: " ", keyLabel: t`Space`, label: t`Bet`, run: main.run },
    { key: "h", keyLabel: "H", label: t`Halve the stake`, run: stake.halve },
    { key: "d", keyLabel: "D", label: t`Double the stake`, run: stake.double },
    ...hotkeys,
    ...(session.openFairness
      ? [{ key: "f", keyLabel: "F", label: t`Fairness`, run: () => session.openFairness?.() }]
      : []),
    { key: "m", keyLabel: "M", label: t`Sound on or off`, run: session.toggleSound },
  ];
  useHotkeys(allKeys, { enabled: desktop, stakeLocked });

  return (
    <OriginalsFrame
      labelledBy="original-title"
      tools={<StageTools title={title} hotkeys={allKeys} desktop={desktop} />}
      stage={stage}
      results={<RecentResults />}
      panel={
        <BetPanel
          stake={stake}
          main={main}
          mode={
            play.offersAuto && !primary
              ? { current: mode, set: setMode, locked: auto.running }
              : null
          }
        >
          {controls}
          {autoMode ? (
            <AutoBetFields form={form} onChange={setForm} session={auto} wallet={wallet} />
          ) : null}
          {stats}
        </BetPanel>
      }
    />
  );
}
