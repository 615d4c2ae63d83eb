import { useCallback, useMemo, useRef, useState } from "react";
import {
  startFunSession,
  playFunRound,
  type AutoBetParams,
  type FunRefusal,
  type FunSession,
  type PlayedBet,
} from "@casino/core";

/** Plays one fun round of a one-shot original; null when refused (the reason went to `refuse`). */
export type Place = (bet: AutoBetParams, amount: string) => Promise<PlayedBet | null>;
/** Runs a reveal while the shown balance waits for it. */
export type Hold = <T>(run: () => Promise<T>) => Promise<T>;

/** The fun money of a guest: the session (its balance moves at once) and what is shown. */
export interface FunBank {
  current(): FunSession;
  update(next: FunSession): void;
  /** The shown fun balance catches up (a reveal ended, a mines round moved). */
  reveal(): void;
  /** A new fun session with the starting balance and new fun seeds. */
  refill(): void;
}

/** A random seed as hex (the browser's cryptographic random source). */
function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  crypto.getRandomValues(values);
  return Array.from(values, (b) => b.toString(16).padStart(2, "0")).join("");
}

const newFunSession = () => startFunSession(randomHex(32), randomHex(10));

/** The guest's fun session (new fun seeds each visit) and its shown balance. */
export function useFunBank(): { bank: FunBank; balance: string } {
  const session = useRef<FunSession | null>(null);
  session.current ??= newFunSession();
  const [shown, setShown] = useState(session.current.balance);
  const bank = useMemo<FunBank>(
    () => ({
      current: () => session.current!,
      update: (next) => {
        session.current = next;
      },
      reveal: () => setShown(session.current!.balance),
      refill: () => {
        session.current = newFunSession();
        setShown(session.current.balance);
      },
    }),
    [],
  );
  return { bank, balance: shown };
}

/** The fun money and its rounds: what a guest's screen plays with. */
export interface FunPlay extends FunBank {
  place: Place;
  hold: Hold;
}

/**
 * Fun play: each round is computed here with the provably fair code and the fun seeds; no
 * request leaves the browser. The shown fun balance moves when the reveal ended. (Real bets are
 * the core's play saga's.)
 */
export function useFunPlay(bank: FunBank, refuse: (reason: FunRefusal) => void): FunPlay {
  const place = useCallback<Place>(
    (bet, amount) => {
      const played = playFunRound(bank.current(), bet, amount);
      if ("error" in played) {
        refuse(played.error);
        return Promise.resolve(null);
      }
      bank.update(played.session);
      return Promise.resolve(played.bet);
    },
    [bank, refuse],
  );
  const hold = useCallback<Hold>(
    async (run) => {
      try {
        return await run();
      } finally {
        bank.reveal();
      }
    },
    [bank],
  );
  return useMemo(() => ({ ...bank, place, hold }), [bank, place, hold]);
}
