import { useCallback, useRef, useState } from "react";
import {
  cashOutFunMines,
  creditFunMines,
  funActions,
  originalsApi,
  revealFunMines,
  selectFunSession,
  startFunMines,
  startFunSession,
  type FunMinesRound,
  type FunSession,
  type MinesRound,
} from "@casino/core";
import { useAppDispatch, useAppSelector, useMutation, useQuery } from "@casino/core/react";
import { useOriginalsSession } from "../session.ts";

/** What the mines screen shows of a round (real or fun). */
export type MinesView = Pick<
  MinesRound,
  "id" | "status" | "amount" | "mines" | "revealed" | "multiplier" | "next_multiplier" | "payout"
> & { mine_positions: number[] | null };

/** A move of the round: the round after it, or null when refused (the reason went to `fail`). */
export interface MinesPlay {
  /** A round still in play on the server (a reload, another tab); fun rounds never survive. */
  restored: MinesView | null;
  start: (mines: number, amount: string) => Promise<MinesView | null>;
  reveal: (tile: number) => Promise<MinesView | null>;
  cashOut: () => Promise<MinesView | null>;
  starting: boolean;
  cashing: boolean;
}

/** A random seed as hex (the browser's cryptographic random source). */
function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  crypto.getRandomValues(values);
  return Array.from(values, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The guest's fun session in the store (its first round draws one). */
function useFunBank() {
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectFunSession);
  const latest = useRef<FunSession | null>(null);
  latest.current = stored;
  return {
    current: () => latest.current ?? startFunSession(randomHex(32), randomHex(10)),
    update: (next: FunSession) => {
      latest.current = next;
      dispatch(funActions.sessionMoved(next));
    },
  };
}

/**
 * The mines round of the screen: on the server for a player, in the browser with the fun seeds
 * for a guest (the stake leaves the fun balance at the start, the payout comes back at the end).
 */
export function useMinesPlay(): MinesPlay {
  const session = useOriginalsSession();
  const bank = useFunBank();
  const { fail } = session;
  const fun = session.fun ? bank : null;
  const current = useQuery(originalsApi.endpoints.getMinesRound, undefined, {
    skip: session.fun,
  });
  const [start, startState] = useMutation(originalsApi.endpoints.startMinesRound);
  const [reveal] = useMutation(originalsApi.endpoints.revealMinesTile);
  const [cashOut, cashOutState] = useMutation(originalsApi.endpoints.cashOutMinesRound);
  const funRound = useRef<FunMinesRound | null>(null);
  const [, rerender] = useState(0);
  const code = session.wallet.code;

  const settleFun = useCallback(
    (round: FunMinesRound) => {
      funRound.current = round;
      if (fun && round.status !== "active") {
        fun.update(creditFunMines(fun.current(), round));
      }
      rerender((n) => n + 1);
      return round;
    },
    [fun],
  );

  const real = {
    start: async (mines: number, amount: string) => {
      const result = await start({ entity_wallet_code: code, amount, mines });
      if ("error" in result) {
        fail(result.error);
        return null;
      }
      return result.data;
    },
    reveal: async (tile: number) => {
      const result = await reveal(tile);
      if ("error" in result) {
        fail(result.error);
        return null;
      }
      return result.data;
    },
    cashOut: async () => {
      const result = await cashOut();
      if ("error" in result) {
        fail(result.error);
        return null;
      }
      return result.data;
    },
  };

  if (!fun)
    return {
      restored: current.data?.status === "active" ? current.data : null,
      ...real,
      starting: startState.isLoading,
      cashing: cashOutState.isLoading,
    };

  return {
    restored: null,
    start: (mines, amount) => {
      const started = startFunMines(fun.current(), mines, amount);
      if ("error" in started) {
        fail(started.error);
        return Promise.resolve(null);
      }
      fun.update(started.session);
      return Promise.resolve(settleFun(started.round));
    },
    reveal: (tile) =>
      Promise.resolve(funRound.current ? settleFun(revealFunMines(funRound.current, tile)) : null),
    cashOut: () =>
      Promise.resolve(funRound.current ? settleFun(cashOutFunMines(funRound.current)) : null),
    starting: false,
    cashing: false,
  };
}
