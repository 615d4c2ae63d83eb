import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { OriginalsFrame } from "@casino/ui";
import { AutoBetFields } from "./auto-bet-form.tsx";
import { useBetControls, type PrimaryAction } from "./bet-controls.ts";
import { BetPanel } from "./bet-panel.tsx";
import { isDesktop } from "./motion.ts";
import { useOriginalsSession } from "./session.ts";
import { RecentResults } from "./recent-results.tsx";
import { StageTools } from "./stage-tools.tsx";
import { useHotkeys, type Hotkey } from "./use-hotkeys.ts";
import type { GameBet } from "./use-play.ts";

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
  primary?: PrimaryAction;
  /** The stake and game controls are locked (a mines round in play). */
  locked?: boolean;
  hotkeys?: Hotkey[];
}

/**
 * The frame of every original: the stage (tools, the game, recent results) and the bet panel
 * (stake, bet button, manual or auto mode, the game's controls), with desktop hotkeys. The bets
 * themselves are the core's sagas' (`bet-controls.ts`, `use-play.ts`): this screen dispatches
 * and reveals.
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
  const { stake, main, mode, autoBet } = useBetControls(bet, primary, locked);
  const desktop = isDesktop();

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
  useHotkeys(allKeys, { enabled: desktop, stakeLocked: stake.locked });

  return (
    <OriginalsFrame
      labelledBy="original-title"
      tools={<StageTools title={title} hotkeys={allKeys} desktop={desktop} />}
      stage={stage}
      results={<RecentResults />}
      panel={
        <BetPanel stake={stake} main={main} mode={mode}>
          {controls}
          {autoBet ? <AutoBetFields {...autoBet} wallet={session.wallet} /> : null}
          {stats}
        </BetPanel>
      }
    />
  );
}
