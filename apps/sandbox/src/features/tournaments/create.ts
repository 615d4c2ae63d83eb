/**
 * Creating a tournament with its prize bands (the seeds, the dev endpoints and the tests create them
 * this way): checked scope ids, ranks that do not overlap, a draw seed.
 */
import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type {
  Database,
  Db,
  RankingRuleKind,
  TournamentRow,
  TournamentScopeKind,
} from "../../db/types.ts";
import type { ContentTranslations } from "../../lib/content-language.ts";
import { dec } from "@casino/rules";
import { checkPrizeValue, prizeColumns, type PrizeValueRow } from "../prizes/index.ts";

export type Trx = Transaction<Database>;

export interface NewTournament {
  slug: string;
  title: string;
  summary?: string | null;
  description?: string | null;
  scope: TournamentScopeKind;
  scopeIds: number[];
  rankingRule: RankingRuleKind;
  minBetUsd: string;
  /** The coin the prize pool is shown in. */
  prizeCurrency: string;
  prizes: { rankFrom: number; rankTo: number; value: PrizeValueRow }[];
  startsAt: Date;
  endsAt: Date;
  announcedAt?: Date | null;
  /** Its title, summary and description in other languages (lib/content-language.ts). */
  translations?: ContentTranslations;
}

/** The table the ids of each kind of tournament scope refer to. */
export const scopeTables = {
  single_games: "games",
  providers: "game_providers",
  categories: "game_categories",
} as const satisfies Record<TournamentScopeKind, string>;

/** Creates a tournament with its prizes (checked: scope ids exist, ranks do not overlap). */
export async function createTournament(db: Db, input: NewTournament): Promise<TournamentRow> {
  if (input.endsAt <= input.startsAt) throw new Error("A tournament ends after it starts");
  if (!(dec(input.minBetUsd) > 0n)) throw new Error("min_bet_usd must be positive");
  const table = scopeTables[input.scope];
  const ids = [...new Set(input.scopeIds)];
  if (ids.length === 0)
    throw new Error("A tournament needs at least one game, provider or category");
  const found = await db.selectFrom(table).select("id").where("id", "in", ids).execute();
  if (found.length !== ids.length) throw new Error(`Unknown ${table} in the scope`);
  const ranks = [...input.prizes].sort((a, b) => a.rankFrom - b.rankFrom);
  let next = 1;
  for (const band of ranks) {
    if (band.rankFrom < next || band.rankTo < band.rankFrom)
      throw new Error("Prize ranks overlap or are reversed");
    next = band.rankTo + 1;
    checkPrizeValue(band.value);
  }
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("tournaments")
      .values({
        slug: input.slug,
        title: input.title,
        summary: input.summary ?? null,
        description: input.description ?? null,
        scope: input.scope,
        scope_ids: ids,
        ranking_rule: input.rankingRule,
        min_bet_usd: input.minBetUsd,
        prize_currency: input.prizeCurrency,
        draw_seed: randomBytes(32).toString("hex"),
        starts_at: input.startsAt,
        ends_at: input.endsAt,
        announced_at: input.announcedAt ?? null,
        translations: JSON.stringify(input.translations ?? {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (ranks.length > 0)
      await trx
        .insertInto("tournament_prizes")
        .values(
          ranks.map((band) => ({
            tournament_id: row.id,
            rank_from: band.rankFrom,
            rank_to: band.rankTo,
            ...prizeColumns(band.value),
          })),
        )
        .execute();
    return row;
  });
}
