/**
 * The live-style roulette table: one shared sequence of rounds per catalogue game, against a
 * simulated dealer. A round takes bets for its betting window, then "no more bets": the server
 * draws the pocket and the wheel spins for {@link SPIN_MS}; then the round is settled through the
 * seamless wallet (a real session through the bet pipeline) and the next round opens. Every
 * player of the table sees the same round (`GET /api/play/roulette`).
 *
 * The rounds and their bets are stored, so a restart loses nothing: an unfinished round is
 * voided at start-up and its bets rolled back ({@link recoverRouletteRounds}). The table advances
 * from the clock whenever it is read or bet on, so no timer is needed for correctness.
 */
import { randomInt, randomUUID } from "node:crypto";
import { dec, div, fmt, mul, sum, truncate, type Dec } from "@casino/rules";
import { unprocessable, validationError } from "../../lib/errors.ts";
import type { RouletteRoundsTable } from "../../db/types.ts";
import type { Selectable } from "kysely";
import type { Services } from "../../services.ts";
import { balanceOf, sessionById, type GameSession } from "../game-sessions/index.ts";
import { findGame, type GameRecord } from "../games/index.ts";
import { price, recentPrices } from "../wallets/index.ts";
import { sessionDecimals, walletBet, walletRollback, walletWin } from "../seamless-wallet/index.ts";
import {
  covered,
  pocketColour,
  pocketLabel,
  pockets,
  returnMultiplier,
  rouletteVariant,
  type RouletteBet,
} from "./roulette-maths.ts";

export type RouletteRound = Selectable<RouletteRoundsTable>;

/** The betting window when the catalogue gives none (RNG tables). */
export const DEFAULT_BETTING_MS = 15_000;
/** The betting window's bounds. */
export const MIN_BETTING_MS = 5_000;
export const MAX_BETTING_MS = 60_000;
/** How long the wheel spins after "no more bets". */
export const SPIN_MS = 6_000;
/** At most this many spots in one placement. */
export const MAX_SPOTS = 20;
/** Settled rounds shown as the table's history. */
export const HISTORY_LENGTH = 12;

/** The betting window of a table, from its `round_seconds`. */
export function bettingMs(game: GameRecord): number {
  const seconds = Number(game.engine_params["round_seconds"]);
  if (!Number.isFinite(seconds) || seconds <= 0) return DEFAULT_BETTING_MS;
  return Math.min(MAX_BETTING_MS, Math.max(MIN_BETTING_MS, seconds * 1000));
}

/** The table's per-spot limits in USD. */
export function tableLimits(game: GameRecord): { min: Dec; max: Dec } {
  const limits = game.engine_params["table_limits"] as { min?: string; max?: string } | undefined;
  const min = limits?.min ?? game.min_bet;
  const max = limits?.max ?? game.max_bet;
  return { min: dec(String(min)), max: dec(String(max)) };
}

const pipelineRoundId = (round: number, session: number) => `roulette-${round}-${session}`;

/** Draws a pocket (the simulated dealer's spin). */
export type DrawPocket = (count: number) => number;
const cryptoDraw: DrawPocket = (count) => randomInt(count);

/**
 * Brings a table's rounds up to the clock: opens a round when none is open, closes betting and
 * draws the pocket when the window is over, settles the round when the spin is over.
 * @returns the current round
 */
export function advanceTable(
  services: Services,
  game: GameRecord,
  draw: DrawPocket = cryptoDraw,
): Promise<RouletteRound> {
  tableTicker(services).touch(game.id);
  // One advance of a table at a time (the ticker and requests may race).
  const previous = advancing.get(game.id) ?? Promise.resolve();
  const next = previous.then(
    () => advanceOnce(services, game, draw),
    () => advanceOnce(services, game, draw),
  );
  const tail = next.then(
    () => undefined,
    () => undefined,
  );
  advancing.set(game.id, tail);
  void tail.then(() => {
    if (advancing.get(game.id) === tail) advancing.delete(game.id);
  });
  return next;
}

const advancing = new Map<number, Promise<void>>();

/** Tells the table's players (public `tables` channel) that a round changed phase. */
async function announce(
  services: Services,
  round: RouletteRound,
  phase: "betting" | "spinning" | "settled",
) {
  await services.realtime.toPublic("tables", "roulette_round", {
    game_id: round.game_id,
    round_id: round.id,
    phase,
    closes_at: round.closes_at.toISOString(),
    spin_ends_at: new Date(round.closes_at.getTime() + SPIN_MS).toISOString(),
    result: phase === "settled" && round.result !== null ? pocketLabel(round.result) : null,
  });
}

async function advanceOnce(
  services: Services,
  game: GameRecord,
  draw: DrawPocket,
): Promise<RouletteRound> {
  const { db } = services;
  for (let step = 0; step < 4; step++) {
    const now = new Date(services.clock.now());
    const round = await db
      .selectFrom("roulette_rounds")
      .selectAll()
      .where("game_id", "=", game.id)
      .where("status", "in", ["betting", "spinning"])
      .orderBy("id", "desc")
      .executeTakeFirst();
    if (!round) {
      const opened = await db
        .insertInto("roulette_rounds")
        .values({
          game_id: game.id,
          game_slug: game.slug,
          status: "betting",
          opens_at: now,
          closes_at: new Date(now.getTime() + bettingMs(game)),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await announce(services, opened, "betting");
      continue;
    }
    if (round.status === "betting" && now >= round.closes_at) {
      const wheel = pockets(rouletteVariant(game.engine_params));
      const closed = await db
        .updateTable("roulette_rounds")
        .set({ status: "spinning", result: wheel[draw(wheel.length)]! })
        .where("id", "=", round.id)
        .where("status", "=", "betting")
        .returningAll()
        .executeTakeFirst();
      if (closed) await announce(services, closed, "spinning");
      continue;
    }
    if (round.status === "spinning" && now.getTime() >= round.closes_at.getTime() + SPIN_MS) {
      await settleRouletteRound(services, game, round.id);
      continue;
    }
    return round;
  }
  throw new Error(`Roulette table ${game.id} did not settle`);
}

const settling = new Map<number, Promise<void>>();

/** Settles a spun round once: each placement's win through the wallet, then the round. */
export function settleRouletteRound(
  services: Services,
  game: GameRecord,
  roundId: number,
): Promise<void> {
  const running = settling.get(roundId);
  if (running) return running;
  const work = (async () => {
    const { db } = services;
    const round = await db
      .selectFrom("roulette_rounds")
      .selectAll()
      .where("id", "=", roundId)
      .executeTakeFirstOrThrow();
    if (round.status !== "spinning" || round.result === null) return;
    const variant = rouletteVariant(game.engine_params);
    const bets = await db
      .selectFrom("roulette_bets as b")
      .innerJoin("game_sessions as s", "s.id", "b.session_id")
      .selectAll("b")
      .select(["s.mode", "s.wallet_code"])
      .where("b.round_id", "=", round.id)
      .where("b.status", "=", "placed")
      .orderBy("b.id")
      .execute();
    const lastOfSession = new Map(bets.map((b) => [b.session_id, b.id]));
    for (const bet of bets) {
      const session = await sessionById(db, bet.session_id);
      const decimals = sessionDecimals(session);
      const payout = sum(
        (bet.bets as RouletteBet[]).map((spot) =>
          truncate(
            mul(dec(spot.amount), dec(String(returnMultiplier(variant, spot, round.result!)))),
            decimals,
          ),
        ),
      );
      await walletWin(services, session, {
        transactionId: `${bet.transaction_id}:win`,
        betTransactionId: bet.transaction_id,
        roundId: pipelineRoundId(round.id, session.id),
        amount: payout,
        finished: lastOfSession.get(session.id) === bet.id,
      });
      await db
        .updateTable("roulette_bets")
        .set({ status: "settled", payout: fmt(payout) })
        .where("id", "=", bet.id)
        .execute();
    }
    const settled = await db
      .updateTable("roulette_rounds")
      .set({ status: "settled", settled_at: new Date(services.clock.now()) })
      .where("id", "=", round.id)
      .where("status", "=", "spinning")
      .returningAll()
      .executeTakeFirst();
    if (settled) await announce(services, settled, "settled");
  })();
  settling.set(roundId, work);
  return work.finally(() => settling.delete(roundId));
}

/** A table is kept moving (and announcing) this long after its last player's call. */
export const TABLE_IDLE_MS = 60_000;
/** How often the ticker advances the active tables. */
export const TICK_MS = 1_000;

/**
 * Advances the tables players are at, every second, so rounds open, close and settle (and are
 * announced on the `tables` channel) even between the players' calls.
 */
export class TableTicker {
  readonly #services: Services;
  readonly #lastSeen = new Map<number, number>();
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(services: Services) {
    this.#services = services;
  }

  touch(gameId: number): void {
    this.#lastSeen.set(gameId, this.#services.clock.now());
  }

  /** The tables advanced on the next tick. */
  active(): number[] {
    const now = this.#services.clock.now();
    for (const [id, seen] of this.#lastSeen)
      if (now - seen > TABLE_IDLE_MS) this.#lastSeen.delete(id);
    return [...this.#lastSeen.keys()];
  }

  /** One tick: advances every active table (errors are the next tick's to retry). */
  async tick(): Promise<void> {
    for (const id of this.active()) {
      const game = await findGame(this.#services.db, id);
      if (game) {
        const seen = this.#lastSeen.get(id)!;
        await advanceTable(this.#services, game).catch(() => undefined);
        this.#lastSeen.set(id, seen);
      }
    }
  }

  start(): void {
    this.#timer ??= setInterval(() => void this.tick(), TICK_MS);
    this.#timer.unref?.();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}

const tickers = new WeakMap<Services, TableTicker>();

/** The table ticker of an app's services. */
export function tableTicker(services: Services): TableTicker {
  let ticker = tickers.get(services);
  if (!ticker) tickers.set(services, (ticker = new TableTicker(services)));
  return ticker;
}

/**
 * Places a session's bets on the round taking bets.
 * @throws ApiError 422 `betting_closed`, `bet_out_of_range`, `insufficient_balance`, field errors
 */
export async function placeRouletteBets(
  services: Services,
  session: GameSession,
  game: GameRecord,
  spots: RouletteBet[],
) {
  const variant = rouletteVariant(game.engine_params);
  if (spots.length === 0 || spots.length > MAX_SPOTS)
    throw validationError({ bets: ["invalid_value"] });
  const decimals = sessionDecimals(session);
  const rate =
    session.mode === "fun"
      ? dec(1)
      : price(await recentPrices(services.db, services.db), session.wallet_code!, "USD");
  const limits = tableLimits(game);
  spots.forEach((spot, index) => {
    if (typeof covered(variant, spot) === "string")
      throw validationError({ [`bets.${index}`]: ["invalid_value"] });
    const amount = dec(spot.amount);
    if (amount <= 0n || truncate(amount, decimals) !== amount)
      throw validationError({ [`bets.${index}.amount`]: ["amount_invalid"] });
    const usd = mul(amount, rate);
    if (usd < limits.min || usd > limits.max) throw unprocessable("bet_out_of_range");
  });
  const round = await advanceTable(services, game);
  if (round.status !== "betting" || services.clock.now() >= round.closes_at.getTime())
    throw unprocessable("betting_closed");
  const total = sum(spots.map((spot) => dec(spot.amount)));
  const transactionId = `roulette-${round.id}-${randomUUID()}`;
  const stored = spots.map((spot) => ({
    kind: spot.kind,
    ...(spot.numbers ? { numbers: spot.numbers } : {}),
    amount: fmt(dec(spot.amount)),
  }));
  const row = await services.db
    .insertInto("roulette_bets")
    .values({
      round_id: round.id,
      session_id: session.id,
      transaction_id: transactionId,
      bets: JSON.stringify(stored),
      amount: fmt(total),
      status: "placed",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  try {
    await walletBet(services, session, {
      transactionId,
      roundId: pipelineRoundId(round.id, session.id),
      amount: total,
    });
  } catch (error) {
    await services.db.deleteFrom("roulette_bets").where("id", "=", row.id).execute();
    throw error;
  }
  return { round, transactionId, total: fmt(total) };
}

/**
 * Voids every unfinished round (betting or spinning) and rolls its bets back: run at start-up,
 * so a restart never loses a placed bet.
 * @returns how many placements were refunded
 */
export async function recoverRouletteRounds(services: Services): Promise<number> {
  const { db } = services;
  const open = await db
    .selectFrom("roulette_rounds")
    .selectAll()
    .where("status", "in", ["betting", "spinning"])
    .execute();
  let refunded = 0;
  for (const round of open) {
    const bets = await db
      .selectFrom("roulette_bets")
      .selectAll()
      .where("round_id", "=", round.id)
      .where("status", "=", "placed")
      .execute();
    for (const bet of bets) {
      const session = await sessionById(db, bet.session_id);
      await walletRollback(services, session, {
        transactionId: `${bet.transaction_id}:void`,
        betTransactionId: bet.transaction_id,
      });
      await db
        .updateTable("roulette_bets")
        .set({ status: "refunded" })
        .where("id", "=", bet.id)
        .execute();
      refunded++;
    }
    await db
      .updateTable("roulette_rounds")
      .set({ status: "void", settled_at: new Date(services.clock.now()) })
      .where("id", "=", round.id)
      .execute();
  }
  return refunded;
}

/**
 * The table's per-spot limits in the session's currency (what a bet's `amount` is in): the
 * minimum rounded up and the maximum down to the coin's decimals, so that both are accepted by
 * `placeRouletteBets` (fun play counts one unit as one dollar, as it does).
 */
export async function limitsInCurrency(
  services: Services,
  session: GameSession,
  limits: { min: Dec; max: Dec },
): Promise<{ min: string; max: string }> {
  const decimals = sessionDecimals(session);
  const rate =
    session.mode === "fun"
      ? dec(1)
      : price(await recentPrices(services.db, services.db), session.wallet_code!, "USD");
  const min = div(limits.min, rate);
  const floored = truncate(min, decimals);
  const step = 10n ** BigInt(18 - decimals);
  return {
    min: fmt(floored === min ? min : floored + step),
    max: fmt(truncate(div(limits.max, rate), decimals)),
  };
}

/** What a player of the table sees: the shared round, their bets on it, the table's history. */
export async function rouletteState(services: Services, session: GameSession, game: GameRecord) {
  const { db } = services;
  const round = await advanceTable(services, game);
  const now = services.clock.now();
  const [mine, history] = await Promise.all([
    db
      .selectFrom("roulette_bets")
      .select(["bets", "amount", "payout", "status"])
      .where("round_id", "=", round.id)
      .where("session_id", "=", session.id)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("roulette_rounds")
      .select(["id", "result"])
      .where("game_id", "=", game.id)
      .where("status", "=", "settled")
      .orderBy("id", "desc")
      .limit(HISTORY_LENGTH)
      .execute(),
  ]);
  const limits = tableLimits(game);
  return {
    game: { id: game.id, slug: game.slug, name: game.name },
    variant: rouletteVariant(game.engine_params),
    dealer: String(game.engine_params["dealer"] ?? "Dealer"),
    mode: session.mode,
    currency: session.currency ?? "",
    balance: await balanceOf(services, session),
    limits_usd: { min: fmt(limits.min), max: fmt(limits.max) },
    limits: await limitsInCurrency(services, session, limits),
    round: {
      id: round.id,
      phase: round.status,
      closes_at: round.closes_at.toISOString(),
      spin_ends_at: new Date(round.closes_at.getTime() + SPIN_MS).toISOString(),
      ms_left: Math.max(
        0,
        (round.status === "betting"
          ? round.closes_at.getTime()
          : round.closes_at.getTime() + SPIN_MS) - now,
      ),
    },
    my_bets: mine.map((b) => ({
      bets: b.bets as RouletteBet[],
      amount: fmt(dec(b.amount)),
      status: b.status,
    })),
    realtime: services.config.pusher.host
      ? null
      : {
          ws_path: `/app/${encodeURIComponent(services.config.pusher.key)}`,
          channel: "tables" as const,
          event: "roulette_round" as const,
        },
    history: history.map((h) => ({
      round_id: h.id,
      result: pocketLabel(h.result!),
      colour: pocketColour(h.result!),
    })),
  };
}
