import { useCallback, useMemo, useRef, useState } from "react";
import {
  originalsApi,
  revealHoldActions,
  startFunSession,
  playFunRound,
  type AutoBetParams,
  type FunRefusal,
  type FunSession,
  type OriginalsBet,
  type PlayedBet,
} from "@casino/core";
import { useAppDispatch } from "@casino/core/react";

/** Places one bet of a one-shot original; null when refused (the reason went to `fail`). */
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

const endpoints = {
  dice: originalsApi.endpoints.placeDiceBet,
  limbo: originalsApi.endpoints.placeLimboBet,
  plinko: originalsApi.endpoints.placePlinkoBet,
  keno: originalsApi.endpoints.placeKenoBet,
} as const;

let holds = 0;

/**
 * Real play: bets go to the server; while a bet's reveal runs, the shown balance of the wallet
 * waits (`revealHoldActions`, released when the reveal ends or by the core's cap).
 */
export function useRealPlay(
  wallet: { code: string; balance: string },
  fail: (error: unknown) => void,
): { place: Place; hold: Hold } {
  const dispatch = useAppDispatch();
  const walletRef = useRef(wallet);
  walletRef.current = wallet;
  const place = useCallback<Place>(
    async (bet, amount) => {
      const body = { ...bet.params, entity_wallet_code: walletRef.current.code, amount };
      const initiate = endpoints[bet.game].initiate as unknown as (arg: unknown) => never;
      const request = dispatch(initiate(body)) as unknown as { unwrap(): Promise<OriginalsBet> };
      try {
        return await request.unwrap();
      } catch (error) {
        fail(error);
        return null;
      }
    },
    [dispatch, fail],
  );
  const hold = useCallback<Hold>(
    async (run) => {
      const id = `reveal:${++holds}`;
      const { code, balance } = walletRef.current;
      dispatch(revealHoldActions.revealStarted({ id, code, balance }));
      try {
        return await run();
      } finally {
        dispatch(revealHoldActions.revealEnded({ id }));
      }
    },
    [dispatch],
  );
  return { place, hold };
}

/**
 * Fun play: each round is computed here with the provably fair code and the fun seeds; no
 * request leaves the browser. The shown fun balance moves when the reveal ended.
 */
export function useFunPlay(
  bank: FunBank,
  refuse: (reason: FunRefusal) => void,
): { place: Place; hold: Hold } {
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
  return { place, hold };
}
