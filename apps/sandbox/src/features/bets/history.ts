/**
 * The player's gaming history (`GET /api/user/gaming-history`): every bet, win and rollback the
 * pipeline recorded, newest first, filtered by type, mode, coin, game, provider and whole UTC
 * days; and the same moves grouped by round (`GET /api/user/gaming-history/rounds`): each
 * round's stake, payout, multiplier and result with its transactions. Fun play never reaches
 * the pipeline, so `mode=fun` is always empty here.
 */
import { sql } from "kysely";
import type { Db, GameRound, GameTransactionRow } from "../../db/types.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { dec, fmt } from "@casino/rules";
import { createdInDays, newestFirst, type Page } from "../../lib/paginate.ts";
import { coinDecimals } from "../wallets/index.ts";
import { gameInfos, hasTable } from "./game-refs.ts";

export interface GamingHistoryFilters {
  types?: Schemas["GameTransactionType"][];
  mode?: Schemas["WalletMode"];
  entity_wallet_code?: string;
  game_id?: number;
  provider_id?: number;
  from?: string;
  to?: string;
  page?: number;
  per_page?: number;
}

/**
 * A page of the player's game transactions.
 * @throws ApiError 422 `date_range_invalid` when `from` is after `to`
 */
export async function listGamingHistory(
  db: Db,
  userId: number,
  filters: GamingHistoryFilters,
  imageBase: string,
): Promise<Page<Schemas["GameTransaction"]>> {
  let query = db
    .selectFrom("game_transactions")
    .where("user_id", "=", userId)
    .where("status", "<>", "tombstone")
    .where(await sharedFilters(db, filters));
  if (filters.types?.length) query = query.where("type", "in", filters.types);
  const page = await newestFirst(query, filters);
  const infos = await gameInfos(
    db,
    page.data.map((row) => ({ gameId: row.game_id, gameSlug: row.game_slug })),
    imageBase,
  );
  return { ...page, data: page.data.map((row) => present(row, infos.get(row.game_id)!)) };
}

/**
 * The filters both lists share (days, mode, coin, game, provider), as one condition on a table
 * with `created_at`, `code`, `game_id` and `game_slug` (game transactions or rounds).
 * @throws ApiError 422 `date_range_invalid` when `from` is after `to`
 */
async function sharedFilters(db: Db, filters: GamingHistoryFilters) {
  const conditions = [createdInDays(filters)];
  if (filters.mode === "fun") conditions.push(sql<boolean>`false`);
  if (filters.entity_wallet_code)
    conditions.push(sql<boolean>`code = ${filters.entity_wallet_code}`);
  if (filters.game_id) conditions.push(sql<boolean>`game_id = ${filters.game_id}`);
  if (filters.provider_id) {
    const providerId = filters.provider_id;
    conditions.push(
      (await hasTable(db, "games"))
        ? sql<boolean>`game_id in (select id from games where provider_id = ${providerId})`
        : sql<boolean>`(case when game_slug in ('dice', 'limbo', 'mines', 'plinko', 'keno') then 1 else 2 end) = ${providerId}`,
    );
  }
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/** At most this many transactions are listed under one round (the contract's `maxItems`). */
export const ROUND_TRANSACTIONS_MAX = 100;

/**
 * A page of the player's rounds, newest first, each with its transactions oldest first.
 * @throws ApiError 422 `date_range_invalid` when `from` is after `to`
 */
export async function listGamingRounds(
  db: Db,
  userId: number,
  filters: Omit<GamingHistoryFilters, "types">,
  imageBase: string,
): Promise<Page<Schemas["GamingRound"]>> {
  const query = db
    .selectFrom("game_rounds")
    .where("user_id", "=", userId)
    .where(await sharedFilters(db, filters));
  const page = await newestFirst(query, filters);
  const ids = page.data.map((round) => round.id);
  const moves = ids.length
    ? await db
        .selectFrom("game_transactions")
        .selectAll()
        // user_id first: the index game_transactions_user serves it (game_round_id has none).
        .where("user_id", "=", userId)
        .where("game_round_id", "in", ids)
        .where("status", "<>", "tombstone")
        .orderBy("created_at", "asc")
        .orderBy("id", "asc")
        .execute()
    : [];
  const byRound = new Map<number, GameTransactionRow[]>();
  for (const move of moves) {
    const list = byRound.get(move.game_round_id!) ?? [];
    if (list.length < ROUND_TRANSACTIONS_MAX) list.push(move);
    byRound.set(move.game_round_id!, list);
  }
  const infos = await gameInfos(
    db,
    page.data.map((round) => ({ gameId: round.game_id, gameSlug: round.game_slug })),
    imageBase,
  );
  return {
    ...page,
    data: page.data.map((round) =>
      presentRound(round, byRound.get(round.id) ?? [], infos.get(round.game_id)!),
    ),
  };
}

/** A round's result from its status and amounts (see the contract's `GamingRoundResult`). */
export function roundResult(
  round: Pick<GameRound, "status" | "stake" | "payout">,
): Schemas["GamingRoundResult"] {
  if (round.status === "open") return "open";
  if (round.status === "rolled_back") return "refunded";
  const stake = dec(round.stake);
  const payout = dec(round.payout);
  if (stake === 0n && payout === 0n) return "refunded";
  if (payout > stake) return "win";
  return payout < stake ? "loss" : "push";
}

function presentRound(
  round: GameRound,
  moves: GameTransactionRow[],
  info: { game: Schemas["GameSummary"]; provider: Schemas["ProviderSummary"] },
): Schemas["GamingRound"] {
  const decimals = coinDecimals(round.code);
  return {
    id: round.id,
    round_id: round.round_id,
    game: info.game,
    provider: info.provider,
    mode: "real",
    entity_wallet_code: round.code,
    stake: fmt(dec(round.stake), decimals),
    payout: fmt(dec(round.payout), decimals),
    multiplier:
      round.status === "settled" && round.multiplier !== null ? fmt(dec(round.multiplier)) : null,
    result: roundResult(round),
    created_at: round.created_at.toISOString(),
    settled_at: round.settled_at?.toISOString() ?? null,
    transactions: moves.map((move) => ({
      id: move.id,
      type: move.type,
      amount: fmt(dec(move.amount), decimals),
      created_at: move.created_at.toISOString(),
    })),
  };
}

function present(
  row: GameTransactionRow,
  info: { game: Schemas["GameSummary"]; provider: Schemas["ProviderSummary"] },
): Schemas["GameTransaction"] {
  return {
    id: row.id,
    bet_id: row.game_round_id,
    round_id: row.round_id,
    game: info.game,
    provider: info.provider,
    type: row.type,
    mode: "real",
    entity_wallet_code: row.code,
    amount: fmt(dec(row.amount), coinDecimals(row.code)),
    fiat_amount: fmt(dec(row.fiat_amount), 2),
    fiat_currency: row.fiat_currency as Schemas["FiatCurrency"],
    multiplier: row.type === "game_win" && row.multiplier ? fmt(dec(row.multiplier)) : null,
    created_at: row.created_at.toISOString(),
  };
}
