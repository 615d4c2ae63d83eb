import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { doubleAmount, halveAmount } from "@casino/core";
import { emptyAutoBetForm, type AutoBetForm, type AutoBetView } from "./auto-bet-form.tsx";
import type { BetMode, MainAction, StakeControls } from "./bet-panel.tsx";
import { useOriginalsSession } from "./session.ts";
import { usePlay, type GameBet } from "./use-play.ts";

/** A game's own main button (mines: start, then cash out). */
export interface PrimaryAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
}

/** What the bet panel shows: the stake, the main button, the mode switch, the auto-bet rules. */
export interface BetControls {
  stake: StakeControls;
  main: MainAction;
  /** The manual/auto switch, or null when the game offers no auto-bet. */
  mode: { current: BetMode; set: (mode: BetMode) => void; locked: boolean } | null;
  /** The auto-bet rules and the session's progress (auto mode only). */
  autoBet: {
    form: AutoBetForm;
    onChange: (form: AutoBetForm) => void;
    session: AutoBetView;
  } | null;
}

/**
 * The bet panel's controls of a game: the stake helpers, the main button (the game's own, start
 * or stop auto-bet, or bet) and the betting mode. The bets are `usePlay`'s (the play saga's).
 */
export function useBetControls(
  bet: GameBet | undefined,
  primary: PrimaryAction | undefined,
  locked: boolean,
): BetControls {
  const { t } = useLingui();
  const { wallet, amount, setAmount } = useOriginalsSession();
  const play = usePlay(bet);
  const [mode, setMode] = useState<BetMode>("manual");
  const [form, setForm] = useState(emptyAutoBetForm);
  const { auto } = play;
  const offersAuto = play.offersAuto && !primary;
  const autoMode = mode === "auto" && offersAuto;

  const stake: StakeControls = {
    halve: () => setAmount(halveAmount(amount || "0", wallet.decimals)),
    double: () => setAmount(doubleAmount(amount || "0", wallet.decimals, wallet.balance)),
    max: () => setAmount(doubleAmount(wallet.balance, wallet.decimals, wallet.balance)),
    locked: locked || auto.running,
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

  return {
    stake,
    main,
    mode: offersAuto ? { current: mode, set: setMode, locked: auto.running } : null,
    autoBet: autoMode ? { form, onChange: setForm, session: auto } : null,
  };
}
