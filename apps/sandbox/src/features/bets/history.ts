/**
 * The player's gaming history (`GET /api/user/gaming-history`): every bet, win and rollback the
 * pipeline recorded, newest first, filtered by type, mode, coin, game, provider and whole UTC
 * days. Fun play never reaches the pipeline, so `mode=fun` is always empty here.
 */
import { sql } from "kysely";
import type { Db, GameTransactionRow } from "../../db/types.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { dec, fmt } from "../../lib/decimal.ts";
import { createdInDays, newestFirst, type Page } from "../../lib/paginate.ts";
import { coinDecimals } from "../wallets/wallets.ts";
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
    .where(createdInDays(filters));
  if (filters.mode === "fun") query = query.where(sql<boolean>`false`);
  if (filters.types?.length) query = query.where("type", "in", filters.types);
  if (filters.entity_wallet_code) query = query.where("code", "=", filters.entity_wallet_code);
  if (filters.game_id) query = query.where("game_id", "=", filters.game_id);
  if (filters.provider_id) {
    const providerId = filters.provider_id;
    query = (await hasTable(db, "games"))
      ? query.where(
          sql<boolean>`game_id in (select id from games where provider_id = ${providerId})`,
        )
      : query.where(
          sql<boolean>`(case when game_slug in ('dice', 'limbo', 'mines', 'plinko', 'keno') then 1 else 2 end) = ${providerId}`,
        );
  }
  const page = await newestFirst(query, filters);
  const infos = await gameInfos(
    db,
    page.data.map((row) => ({ gameId: row.game_id, gameSlug: row.game_slug })),
    imageBase,
  );
  return { ...page, data: page.data.map((row) => present(row, infos.get(row.game_id)!)) };
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
