/**
 * Game sessions: a game page exchanges its launch token (from `game-url` / `game-demo-url`) for
 * a short-lived session token, which every later call of the page and of the seamless wallet
 * carries (`X-Game-Session`). A fun session holds a play-money balance that never touches the
 * ledger; a real session plays the launch's wallet through the bet pipeline.
 */
import type { Db, GameSessionsTable } from "../../db/types.ts";
import type { Selectable } from "kysely";
import { randomToken } from "../../lib/crypto.ts";
import { ApiError, notFound, unauthenticated } from "../../lib/errors.ts";
import type { Services } from "../../services.ts";
import { dec, fmt } from "@casino/rules";
import { walletAccounts, walletBalances } from "../../lib/ledger.ts";
import { findLaunch } from "../games/index.ts";
import { findGame, type GameEngine, type GameRecord } from "../games/index.ts";

export type GameSession = Selectable<GameSessionsTable>;

/** A game session lasts this long from its launch (the page asks for a new launch after). */
export const SESSION_TTL_MS = 60 * 60 * 1000;
/** A fun session starts with this much play money. */
export const FUN_BALANCE = "1000";
/** Play money is counted in this unit. */
export const FUN_CURRENCY = "FUN";
/** At most this many plays (spins, roulette placements) a session a minute. */
export const PLAY_RATE_LIMIT = { max: 600, windowMs: 60_000 };
/** The rate-limit key of a session's plays. */
export const playLimitKey = (sessionId: number) => `game-play:${sessionId}`;

/** The header that carries the session token. */
export const SESSION_HEADER = "x-game-session";

/**
 * Opens (or, for the same launch token, returns again: a page reload) the session of a launch.
 * @throws ApiError 401 `launch_invalid` when the launch token is unknown or expired
 */
export async function openSession(
  services: Services,
  launchToken: string,
): Promise<{ session: GameSession; game: GameRecord }> {
  const { db, clock } = services;
  const now = new Date(clock.now());
  const existing = await db
    .selectFrom("game_sessions")
    .selectAll()
    .where("launch_token", "=", launchToken)
    .executeTakeFirst();
  if (existing) {
    if (existing.expires_at <= now) throw new ApiError(401, "launch_invalid");
    const game = await findGame(db, existing.game_id);
    if (!game) throw new ApiError(401, "launch_invalid");
    return { session: existing, game };
  }
  const launch = await findLaunch(db, launchToken, now.getTime());
  if (!launch) throw new ApiError(401, "launch_invalid");
  const game = await findGame(db, launch.game_id);
  if (!game || game.status !== "active") throw new ApiError(401, "launch_invalid");
  const session = await db
    .insertInto("game_sessions")
    .values({
      token: randomToken(24),
      launch_token: launchToken,
      user_id: launch.user_id,
      game_id: game.id,
      game_slug: game.slug,
      engine: game.engine,
      mode: launch.mode,
      wallet_code: launch.mode === "real" ? launch.entity_wallet_code : null,
      // Amounts are in the wallet's coin (the launch's fiat currency is only for display).
      currency: launch.mode === "real" ? launch.entity_wallet_code : FUN_CURRENCY,
      fun_balance: launch.mode === "fun" ? FUN_BALANCE : null,
      expires_at: new Date(now.getTime() + SESSION_TTL_MS),
    })
    .onConflict((oc) => oc.column("launch_token").doNothing())
    .returningAll()
    .executeTakeFirst();
  // Two tabs opening the same launch at once: both get the one session.
  if (!session) return openSession(services, launchToken);
  return { session, game };
}

/** A session by its id (expired or not: a round it started is still settled or voided). */
export function sessionById(db: Db, id: number): Promise<GameSession> {
  return db.selectFrom("game_sessions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/**
 * The live session behind a token.
 * @throws ApiError 401 `unauthenticated` (unknown) or `session_expired`
 */
export async function requireSession(
  db: Db,
  now: number,
  token: string | string[] | undefined,
): Promise<GameSession> {
  if (typeof token !== "string" || token.length === 0 || token.length > 128)
    throw unauthenticated();
  const session = await db
    .selectFrom("game_sessions")
    .selectAll()
    .where("token", "=", token)
    .executeTakeFirst();
  if (!session) throw unauthenticated();
  if (session.expires_at.getTime() <= now) throw new ApiError(401, "session_expired");
  return session;
}

/**
 * The live session of a game page's call (its {@link SESSION_HEADER}) and its game, which runs on
 * `engine` (the slot's calls for a slot session, the roulette table's for a roulette one).
 * @throws ApiError 401 as {@link requireSession}; 404 `not_found` when the game runs on another engine
 */
export async function requireEngineSession(
  services: Services,
  headers: Record<string, string | string[] | undefined>,
  engine: GameEngine,
): Promise<{ session: GameSession; game: GameRecord }> {
  const session = await requireSession(services.db, services.clock.now(), headers[SESSION_HEADER]);
  const game = session.engine === engine ? await findGame(services.db, session.game_id) : undefined;
  if (!game) throw notFound();
  return { session, game };
}

/** The session's balance: play money, or the real wallet's available balance. */
export async function balanceOf(services: Services, session: GameSession): Promise<string> {
  if (session.mode === "fun") {
    const row = await services.db
      .selectFrom("game_sessions")
      .select("fun_balance")
      .where("id", "=", session.id)
      .executeTakeFirstOrThrow();
    return fmt(dec(row.fun_balance ?? "0"));
  }
  const accounts = await walletAccounts(services.db, session.user_id!, session.wallet_code!);
  return fmt((await walletBalances(services.db, accounts)).available);
}
