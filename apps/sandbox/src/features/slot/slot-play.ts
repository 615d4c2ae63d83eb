/**
 * Playing the demo slot: the page asks for a spin, the server's engine decides it and moves the
 * money through the seamless wallet (bet, then win; a real session through the bet pipeline).
 * A spin that awards free spins keeps its round open: the free spins pay into it, retriggers add
 * to it, and the last one closes it (one history row per paid spin and its feature).
 */
import { randomInt, randomUUID } from "node:crypto";
import { dec, div, fmt, mul, truncate, type Dec } from "@casino/rules";
import { unprocessable } from "../../lib/errors.ts";
import type { Services } from "../../services.ts";
import { balanceOf, sessionById, type GameSession } from "../game-sessions/index.ts";
import type { GameRecord } from "../games/index.ts";
import { price, recentPrices } from "../wallets/index.ts";
import { sessionDecimals, walletBet, walletWin } from "../seamless-wallet/index.ts";
import {
  payTable,
  slotConfig,
  slotParams,
  spin,
  type RandomInt,
  type SpinResult,
} from "./slot-maths.ts";

/** The bet ladder (USD); a game offers the steps within its min/max bet. */
export const BET_LADDER = [
  "0.10",
  "0.20",
  "0.25",
  "0.50",
  "1",
  "2",
  "2.50",
  "5",
  "10",
  "20",
  "25",
  "50",
  "100",
  "200",
  "250",
  "500",
  "1000",
];

/** Free spins in progress, kept in the session's state. */
export interface FreeSpinState {
  left: number;
  played: number;
  stake: string;
  roundId: string;
  betTransactionId: string;
  /** What the feature has paid so far (the triggering spin included). */
  totalWin: string;
}

export interface BetLevel {
  usd: string;
  /** The stake in the session's currency. */
  amount: string;
}

/** The game's bet levels, converted to the session's currency (play money counts in USD). */
export async function betLevels(
  services: Services,
  session: GameSession,
  game: GameRecord,
): Promise<BetLevel[]> {
  const min = dec(game.min_bet);
  const max = dec(game.max_bet);
  const levels = BET_LADDER.map(dec).filter((usd) => usd >= min && usd <= max);
  const rate =
    session.mode === "fun"
      ? dec(1)
      : price(await recentPrices(services.db, services.db), session.wallet_code!, "USD");
  return levels
    .map((usd) => ({
      usd: fmt(usd),
      amount: fmt(truncate(div(usd, rate), sessionDecimals(session))),
    }))
    .filter((level) => dec(level.amount) > 0n);
}

export const slotConfigOf = (game: GameRecord) =>
  slotConfig(slotParams(game.engine_params, game.rtp));

/** The page's view of a slot session: pay table, bet levels, balance, free spins in progress. */
export async function slotState(services: Services, session: GameSession, game: GameRecord) {
  const config = slotConfigOf(game);
  return {
    game: {
      id: game.id,
      slug: game.slug,
      name: game.name,
      symbol_set: String(game.engine_params["symbol_set"] ?? "classic"),
    },
    mode: session.mode,
    currency: session.currency ?? "",
    balance: await balanceOf(services, session),
    bet_levels: await betLevels(services, session, game),
    rows: config.params.rows,
    pay_table: payTable(config),
    free_spins: freeSpinsOf(session),
  };
}

function freeSpinsOf(session: GameSession): FreeSpinState | null {
  const state = session.state["freeSpins"] as FreeSpinState | undefined;
  return state && state.left > 0 ? state : null;
}

const locks = new Map<number, Promise<unknown>>();

/** Runs one spin of a session at a time (a double click never spends one free spin twice). */
async function serialised<T>(sessionId: number, work: () => Promise<T>): Promise<T> {
  const previous = locks.get(sessionId) ?? Promise.resolve();
  const next = previous.then(work, work);
  const tail = next.catch(() => undefined);
  locks.set(sessionId, tail);
  try {
    return await next;
  } finally {
    if (locks.get(sessionId) === tail) locks.delete(sessionId);
  }
}

const cryptoRandom: RandomInt = (n) => randomInt(n);

function winOf(stake: Dec, result: SpinResult, decimals: number): Dec {
  return truncate(mul(stake, dec(result.multiplier.toFixed(12))), decimals);
}

/**
 * One spin: a paid one at `betUsd`, or the next free spin when a feature is in progress (the
 * stake then is the feature's).
 * @throws ApiError 422 `bet_out_of_range`, `insufficient_balance`
 */
export function playSpin(
  services: Services,
  sessionId: number,
  game: GameRecord,
  betUsd: string | undefined,
  random: RandomInt = cryptoRandom,
) {
  return serialised(sessionId, async () => {
    const session = await sessionById(services.db, sessionId);
    const config = slotConfigOf(game);
    const decimals = sessionDecimals(session);
    const feature = freeSpinsOf(session);
    let state: FreeSpinState | null;
    let result: SpinResult;
    let stake: Dec;
    let win: Dec;
    let roundId: string;
    if (feature) {
      stake = dec(feature.stake);
      roundId = feature.roundId;
      result = spin(config, random, true);
      win = winOf(stake, result, decimals);
      const left = feature.left - 1 + result.freeSpinsAwarded;
      state = {
        ...feature,
        left,
        played: feature.played + 1,
        totalWin: fmt(dec(feature.totalWin) + win),
      };
      await walletWin(services, session, {
        transactionId: `${roundId}:fs${state.played}`,
        betTransactionId: feature.betTransactionId,
        roundId,
        amount: win,
        finished: left === 0,
      });
    } else {
      const level = (await betLevels(services, session, game)).find(
        (l) => betUsd !== undefined && dec(l.usd) === dec(betUsd),
      );
      if (!level) throw unprocessable("bet_out_of_range");
      stake = dec(level.amount);
      roundId = `slot-${randomUUID()}`;
      const betTransactionId = `${roundId}:bet`;
      await walletBet(services, session, {
        transactionId: betTransactionId,
        roundId,
        amount: stake,
      });
      result = spin(config, random, false);
      win = winOf(stake, result, decimals);
      state =
        result.freeSpinsAwarded > 0
          ? {
              left: result.freeSpinsAwarded,
              played: 0,
              stake: fmt(stake),
              roundId,
              betTransactionId,
              totalWin: fmt(win),
            }
          : null;
      await walletWin(services, session, {
        transactionId: `${roundId}:win`,
        betTransactionId,
        roundId,
        amount: win,
        finished: state === null,
      });
    }
    const kept = state && state.left > 0 ? state : null;
    await services.db
      .updateTable("game_sessions")
      .set({ state: JSON.stringify({ freeSpins: kept }) })
      .where("id", "=", session.id)
      .execute();
    return {
      round_id: roundId,
      free_spin: feature !== null,
      stake: fmt(stake),
      grid: result.grid,
      line_wins: result.lineWins.map((w) => ({
        line: w.line,
        symbol: w.symbol,
        count: w.count,
        win: fmt(truncate(mul(stake, dec(w.multiplier.toFixed(12))), decimals)),
      })),
      scatters: result.scatters,
      free_spins_awarded: result.freeSpinsAwarded,
      win: fmt(win),
      free_spins: kept,
      feature_win: state ? state.totalWin : null,
      balance: await balanceOf(services, session),
      currency: session.currency ?? "",
    };
  });
}
