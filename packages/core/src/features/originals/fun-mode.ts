import {
  MINES_TILES,
  minePositions,
  minesMultiplier,
  validDice,
  validKeno,
  validLimbo,
  validMines,
  validPlinko,
  verify,
  type Seeds,
} from "@casino/fair";
import { fmt, toDec, truncate } from "@casino/rules";
import type { OriginalsBet } from "./api.ts";
import type { AutoBetParams } from "./play-slice.ts";
import { payoutFor } from "./bet-math.ts";

/**
 * Fun mode: a guest plays the originals with pretend money. Each round is computed in the
 * browser by the same provably fair code the server plays with (`@casino/fair`), from a fun
 * seed pair the browser draws; the fun session lives in the store (`fun-slice.ts`, played by
 * the play saga) only and never reaches the server, its ledger or any feed.
 */

/** The fun balance a guest starts with (pretend money, shown as such). */
export const FUN_BALANCE_START = "1000";
/** The decimals of the fun balance. */
export const FUN_DECIMALS = 2;

/** What the screen shows of a played round (a real bet has the same fields). */
export type PlayedBet = Pick<
  OriginalsBet,
  "id" | "amount" | "payout" | "multiplier" | "win" | "outcome"
>;

/** A fun session: the pretend balance, the fun seed pair and its next nonce. */
export interface FunSession {
  balance: string;
  seeds: Seeds;
  /** Rounds played (each one's id). */
  played: number;
}

/** Why a fun round was refused (the same keys the server answers with). */
export type FunRefusal = "amount_invalid" | "insufficient_balance" | "invalid_value";

/** A random seed as hex, from the cryptographic random source (`crypto.getRandomValues`). */
function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  crypto.getRandomValues(values);
  return Array.from(values, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Where the play saga draws a fun session's seeds (a 32-byte server seed, a 10-byte client seed);
 * tests replace `draw` to play known rounds.
 */
export const funSeeds = {
  draw(): { serverSeed: string; clientSeed: string } {
    return { serverSeed: randomHex(32), clientSeed: randomHex(10) };
  },
};

/** A new fun session over a fun seed pair (the caller draws the seeds at random). */
export function startFunSession(serverSeed: string, clientSeed: string): FunSession {
  return { balance: FUN_BALANCE_START, seeds: { serverSeed, clientSeed, nonce: 0 }, played: 0 };
}

/** Takes `amount` (at most {@link FUN_DECIMALS} decimals) from the fun balance, or says why not. */
function stake(session: FunSession, amount: string): FunRefusal | bigint {
  const units = toDec(amount);
  if (units === null || units <= 0n || truncate(units, FUN_DECIMALS) !== units)
    return "amount_invalid";
  const balance = toDec(session.balance) ?? 0n;
  if (units > balance) return "insufficient_balance";
  return balance - units;
}

function validParams(bet: AutoBetParams): boolean {
  switch (bet.game) {
    case "dice":
      return validDice(bet.params);
    case "limbo":
      return validLimbo(bet.params);
    case "plinko":
      return validPlinko(bet.params);
    case "keno":
      return validKeno(bet.params);
  }
}

/**
 * One fun round of dice, limbo, plinko or keno: the outcome from the fun seeds at the session's
 * nonce, the payout floored to the fun decimals, the balance after it.
 */
export function playFunRound(
  session: FunSession,
  bet: AutoBetParams,
  amount: string,
): { error: FunRefusal } | { bet: PlayedBet; session: FunSession } {
  const left = stake(session, amount);
  if (typeof left === "string") return { error: left };
  if (!validParams(bet)) return { error: "invalid_value" };
  const result = verify(session.seeds, bet);
  const outcome: PlayedBet["outcome"] =
    result.game === "dice"
      ? { roll: result.outcome.roll, payout_multiplier: result.outcome.payoutMultiplier }
      : result.game === "limbo"
        ? { result: result.outcome.result, payout_multiplier: result.outcome.payoutMultiplier }
        : result.game === "plinko"
          ? {
              path: result.outcome.path,
              bucket: result.outcome.bucket,
              payout_multiplier: result.outcome.payoutMultiplier,
            }
          : result.game === "keno"
            ? {
                drawn: result.outcome.drawn,
                hits: result.outcome.hits,
                payout_multiplier: result.outcome.payoutMultiplier,
              }
            : {};
  const multiplier = outcome.payout_multiplier ?? "0";
  const payout = payoutFor(amount, multiplier, FUN_DECIMALS);
  const played = session.played + 1;
  return {
    bet: {
      id: played,
      amount,
      payout,
      multiplier,
      win: (toDec(multiplier) ?? 0n) > 0n,
      outcome,
    },
    session: {
      balance: fmt(truncate(left + (toDec(payout) ?? 0n), FUN_DECIMALS)),
      seeds: { ...session.seeds, nonce: session.seeds.nonce + 1 },
      played,
    },
  };
}

/** A fun mines round (the mines are known to the screen, which shows them only at the end). */
export interface FunMinesRound {
  id: number;
  status: "active" | "cashed_out" | "lost";
  amount: string;
  mines: number;
  revealed: number[];
  multiplier: string;
  next_multiplier: string | null;
  payout: string;
  /** Shown once the round ended (null in play, as the server's round). */
  mine_positions: number[] | null;
  /** The positions drawn from the fun seeds (kept off the board until the end). */
  hidden: number[];
}

/** Starts a fun mines round: the stake leaves the fun balance, the mines come from the seeds. */
export function startFunMines(
  session: FunSession,
  mines: number,
  amount: string,
): { error: FunRefusal } | { round: FunMinesRound; session: FunSession } {
  const left = stake(session, amount);
  if (typeof left === "string") return { error: left };
  if (!validMines(mines)) return { error: "invalid_value" };
  const played = session.played + 1;
  return {
    round: {
      id: played,
      status: "active",
      amount,
      mines,
      revealed: [],
      multiplier: minesMultiplier(mines, 0),
      next_multiplier: minesMultiplier(mines, 1),
      payout: "0",
      mine_positions: null,
      hidden: minePositions(session.seeds, mines),
    },
    session: {
      balance: fmt(truncate(left, FUN_DECIMALS)),
      seeds: { ...session.seeds, nonce: session.seeds.nonce + 1 },
      played,
    },
  };
}

function ended(round: FunMinesRound, status: "cashed_out" | "lost"): FunMinesRound {
  const multiplier =
    status === "lost" ? "0.0000" : minesMultiplier(round.mines, round.revealed.length);
  return {
    ...round,
    status,
    multiplier,
    next_multiplier: null,
    payout: payoutFor(round.amount, multiplier, FUN_DECIMALS),
    mine_positions: round.hidden,
  };
}

/** Reveals a tile of a fun mines round: a mine loses it, the last safe tile cashes it out. */
export function revealFunMines(round: FunMinesRound, tile: number): FunMinesRound {
  if (round.status !== "active" || round.revealed.includes(tile) || tile < 0 || tile >= MINES_TILES)
    return round;
  const next = { ...round, revealed: [...round.revealed, tile] };
  if (round.hidden.includes(tile)) return ended(next, "lost");
  if (next.revealed.length === MINES_TILES - round.mines) return ended(next, "cashed_out");
  return {
    ...next,
    multiplier: minesMultiplier(round.mines, next.revealed.length),
    next_multiplier: minesMultiplier(round.mines, next.revealed.length + 1),
  };
}

/** Cashes a fun mines round out (at least one safe tile revealed). */
export function cashOutFunMines(round: FunMinesRound): FunMinesRound {
  return round.status === "active" && round.revealed.length > 0
    ? ended(round, "cashed_out")
    : round;
}

/** The fun balance after a mines round ended (its payout credited). */
export function creditFunMines(session: FunSession, round: FunMinesRound): FunSession {
  const balance = (toDec(session.balance) ?? 0n) + (toDec(round.payout) ?? 0n);
  return { ...session, balance: fmt(truncate(balance, FUN_DECIMALS)) };
}
