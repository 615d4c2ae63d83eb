/**
 * Game launches: each real or fun launch writes a `game_launches` row with a random token that
 * expires after {@link LAUNCH_TOKEN_TTL_SECONDS}; the URL points at the page the sandbox serves
 * for the game's engine (`/play/{engine}?token=`). The originals have no iframe page: they are played
 * on the lobby's native screen, so their URL is the lobby's play page (`{appUrl}/play-game/{slug}`).
 * The game pages and the seamless wallet resolve the token with {@link findLaunch}.
 */
import { randomBytes } from "node:crypto";
import type { Db, GameLaunchRow } from "../../db/types.ts";
import type { GameRecord } from "./repository.ts";

/** A launch token is valid this long. */
export const LAUNCH_TOKEN_TTL_SECONDS = 15 * 60;
/** At most this many launches per player (or guest IP) a minute. */
export const LAUNCH_RATE_LIMIT = { max: 30, windowMs: 60_000 };

/** The URL a launch token opens. */
export function launchUrl(
  base: string,
  game: Pick<GameRecord, "engine" | "slug">,
  token: string,
  appUrl: string,
) {
  if (game.engine !== "slot" && game.engine !== "roulette")
    return `${appUrl}/play-game/${encodeURIComponent(game.slug)}`;
  return `${base}/play/${game.engine}?token=${encodeURIComponent(token)}`;
}

/** Writes a launch and returns its token. */
export async function createLaunch(
  db: Db,
  launch: {
    gameId: number;
    userId: number | null;
    mode: "real" | "fun";
    entityWalletCode: string | null;
    currency: string | null;
    now: number;
  },
): Promise<GameLaunchRow> {
  const token = randomBytes(32).toString("base64url");
  return db
    .insertInto("game_launches")
    .values({
      token,
      user_id: launch.userId,
      game_id: launch.gameId,
      mode: launch.mode,
      entity_wallet_code: launch.entityWalletCode,
      currency: launch.currency,
      created_at: new Date(launch.now),
      expires_at: new Date(launch.now + LAUNCH_TOKEN_TTL_SECONDS * 1000),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The unexpired launch of a token, if any. */
export async function findLaunch(
  db: Db,
  token: string,
  now: number,
): Promise<GameLaunchRow | undefined> {
  return db
    .selectFrom("game_launches")
    .selectAll()
    .where("token", "=", token)
    .where("expires_at", ">", new Date(now))
    .executeTakeFirst();
}
