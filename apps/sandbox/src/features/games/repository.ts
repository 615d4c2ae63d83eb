/**
 * Reading the game catalogue: one game by id or slug with its provider, the
 * types other features (bets, game sessions) use to refer to a game.
 */
import type { Db, GameEngine, GameKind, GameRow } from "../../db/types.ts";
import { numericId } from "../../lib/ids.ts";

export type { GameEngine, GameKind } from "../../db/types.ts";

/** A catalogue game with its provider, as the games, bets and play features read it. */
export interface GameRecord {
  id: number;
  slug: string;
  name: string;
  engine: GameEngine;
  engine_params: Record<string, unknown>;
  kind: GameKind;
  description: string | null;
  /** Percent, decimal string (`96.50`). */
  rtp: string | null;
  volatility: "low" | "medium" | "high" | null;
  /** USD, decimal strings. */
  min_bet: string;
  max_bet: string;
  status: "active" | "inactive";
  blocked_countries: string[];
  hidden_when_bonus: boolean;
  has_demo: boolean;
  tags: string[];
  /** `YYYY-MM-DD`. */
  release_date: string;
  popularity: number;
  is_new: boolean;
  is_hot: boolean;
  likes_count: number;
  provider: { id: number; slug: string; name: string; color: string };
}

/** The columns of a {@link GameRecord}, selected from `games` joined with `game_providers`. */
export const gameColumns = [
  "games.id",
  "games.slug",
  "games.name",
  "games.engine",
  "games.engine_params",
  "games.kind",
  "games.description",
  "games.rtp",
  "games.volatility",
  "games.min_bet",
  "games.max_bet",
  "games.status",
  "games.blocked_countries",
  "games.hidden_when_bonus",
  "games.has_demo",
  "games.tags",
  "games.release_date",
  "games.popularity",
  "games.is_new",
  "games.is_hot",
  "games.likes_count",
  "game_providers.id as provider_id",
  "game_providers.slug as provider_slug",
  "game_providers.name as provider_name",
  "game_providers.color as provider_color",
] as const;

type JoinedRow = Omit<GameRow, "provider_id" | "created_at" | "release_date"> & {
  release_date: Date | string;
  provider_id: number;
  provider_slug: string;
  provider_name: string;
  provider_color: string;
};

/** A joined row as a {@link GameRecord}. */
export function toGameRecord(row: JoinedRow): GameRecord {
  const { provider_id, provider_slug, provider_name, provider_color, release_date, ...game } = row;
  return {
    ...game,
    release_date:
      release_date instanceof Date ? release_date.toISOString().slice(0, 10) : release_date,
    provider: { id: provider_id, slug: provider_slug, name: provider_name, color: provider_color },
  };
}

/** The games query with the provider joined (add where/order/limit). */
export function selectGames(db: Db) {
  return db
    .selectFrom("games")
    .innerJoin("game_providers", "game_providers.id", "games.provider_id")
    .select(gameColumns);
}

/** Whether a path parameter is a numeric id (else it is a slug). */
export function parseId(idOrSlug: string | number): number | undefined {
  if (typeof idOrSlug === "number") return idOrSlug;
  const id = numericId(idOrSlug);
  return id !== undefined && id >= 1 ? id : undefined;
}

/** One game by numeric id or by slug (an id wins over a slug of the same digits). */
export async function findGame(db: Db, idOrSlug: string | number): Promise<GameRecord | undefined> {
  const id = parseId(idOrSlug);
  const rows = await selectGames(db)
    .where((eb) =>
      id !== undefined
        ? eb.or([eb("games.id", "=", id), eb("games.slug", "=", String(idOrSlug))])
        : eb("games.slug", "=", String(idOrSlug)),
    )
    .execute();
  const row = rows.find((r) => r.id === id) ?? rows[0];
  return row && toGameRecord(row as JoinedRow);
}

/** Several games by id (any order). */
export async function findGamesById(db: Db, ids: readonly number[]): Promise<GameRecord[]> {
  if (ids.length === 0) return [];
  const rows = await selectGames(db).where("games.id", "in", ids).execute();
  return rows.map((row) => toGameRecord(row as JoinedRow));
}
