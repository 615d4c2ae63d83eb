import { useEffect, useRef } from "react";
import {
  CONCURRENT_GAMES,
  playActions,
  selectAutoBet,
  selectBetsInPlay,
  type AutoBetGame,
  type AutoBetParams,
  type PlayedBet,
} from "@casino/core";
import { compareDecimal } from "@casino/rules";
import { useAppDispatch, useAppSelector } from "@casino/core/react";
import { toStrategy, type AutoBetForm, type AutoBetView } from "./auto-bet-form.tsx";
import { useOriginalsSession } from "./session.ts";
import { beep } from "./sound.ts";

/** What a one-shot game gives the layout to bet with. */
export interface GameBet {
  /** The game's parameters for the next bet; null when they cannot be played (`refusal` says why). */
  params: AutoBetParams | null;
  refusal?: string;
  /** Reveals a settled bet (manual or auto); the balance and the next auto bet wait for it. */
  show: (bet: PlayedBet) => Promise<void>;
}

/**
 * The bets of a one-shot game's screen. Every bet, manual and auto, real and fun (a guest's,
 * computed in the browser), is the core's play saga's: this hook dispatches them, reveals each
 * settled bet with the game's `show` and answers `resultShown`.
 */
export function usePlay(bet: GameBet | undefined) {
  const session = useOriginalsSession();
  const dispatch = useAppDispatch();
  const inPlay = useAppSelector(selectBetsInPlay);
  const autoSession = useAppSelector(selectAutoBet);
  const real = !session.fun;
  const game = (bet?.params?.game ?? session.slug) as AutoBetGame;
  const concurrent = CONCURRENT_GAMES.includes(game);
  const bets = inPlay.filter((b) => b.game === game);

  // An auto-bet session of another game, or one that ended by leaving or signing out, is not shown.
  const ours =
    autoSession.game === game &&
    (autoSession.running || (autoSession.end !== "left" && autoSession.end !== "signedOut"));
  const auto: AutoBetView = {
    running: ours && autoSession.running,
    played: ours ? autoSession.played : 0,
    profit: ours ? autoSession.profit : "0",
    stop: ours ? autoSession.end : null,
  };
  const pending = bets.filter((b) => !b.auto).length;
  const busy = (!concurrent && pending > 0) || auto.running;
  const canBet = Boolean(bet) && compareDecimal(session.amount, 0) > 0;

  // Each settled bet is revealed once; the saga waits for `resultShown`.
  const revealed = useRef(new Set<string>());
  useEffect(() => {
    for (const entry of bets) {
      const settled = entry.bet;
      if (!settled || revealed.current.has(entry.requestId)) continue;
      revealed.current.add(entry.requestId);
      const show = bet?.show ?? (() => Promise.resolve());
      void show(settled).finally(() => dispatch(playActions.resultShown({ id: settled.id })));
    }
  });

  // The stake follows the strategy while auto-bet runs.
  const nextAmount = auto.running ? autoSession.amount : null;
  const { setAmount } = session;
  useEffect(() => {
    if (nextAmount !== null) setAmount(nextAmount);
  }, [nextAmount, setAmount]);

  // Leaving the game's screen ends its auto-bet and the wait for its reveals.
  useEffect(() => () => void dispatch(playActions.left()), [dispatch]);

  /** The game's parameters, or null after showing why they cannot be played. */
  const ready = (): AutoBetParams | null => {
    if (!bet?.params) {
      if (bet?.refusal) session.fail(bet.refusal);
      return null;
    }
    session.clearError();
    return bet.params;
  };

  const betNow = () => {
    if (!bet || busy || !canBet) return;
    const params = ready();
    if (!params) return;
    beep("bet", session.sound);
    dispatch(
      playActions.betRequested({
        ...params,
        entityWalletCode: session.wallet.code,
        amount: session.amount,
      }),
    );
  };

  const startAuto = (form: AutoBetForm) => {
    if (!real || auto.running || !canBet) return;
    const params = ready();
    if (!params) return;
    dispatch(
      playActions.started({
        ...params,
        entityWalletCode: session.wallet.code,
        decimals: session.wallet.decimals,
        amount: session.amount,
        strategy: toStrategy(form),
      }),
    );
  };

  const stopAuto = () => {
    dispatch(playActions.stopRequested());
  };

  return {
    /** Auto-bet is offered (real play of a one-shot game). */
    offersAuto: real && Boolean(bet),
    auto,
    concurrent,
    pending,
    busy,
    canBet,
    betNow,
    startAuto,
    stopAuto,
  };
}
