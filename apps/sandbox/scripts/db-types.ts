/**
 * Generates `src/db/tables.gen.ts`, the Kysely table interfaces, from the migrations: runs them on
 * an in-memory PGlite and introspects it with kysely-codegen (its PostgreSQL dialect, over the
 * sandbox's PGlite Kysely: no server needed). What the catalogue cannot say comes from the
 * overrides below: the values a `check` constraint allows and the shapes of JSON columns (named in
 * `src/db/column-types.ts`), and insert types the code relies on (a JSON column takes the
 * `JSON.stringify`ed text; a nullable column without a default may be left out); what a column
 * means comes from `db-column-docs.ts`.
 * Usage: `pnpm --filter @casino/sandbox db:types` writes it; `db:types --check` (the `check` task)
 * fails when a migration changed and the file was not regenerated.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { generate, PostgresDialect } from "kysely-codegen";
import { format, resolveConfig } from "prettier";
import { openDatabase } from "../src/db/connection.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { columnDocs } from "./db-column-docs.ts";

const outFile = fileURLToPath(new URL("../src/db/tables.gen.ts", import.meta.url));
const check = process.argv.includes("--check");

/** The named column types of `column-types.ts`, and where the JSON shapes come from. */
const namedTypes = [
  "BetListener",
  "BetSource",
  "BonusStatus",
  "BonusType",
  "GameEngine",
  "GameKind",
  "GameTransactionType",
  "GamingLimitPeriod",
  "GamingLimitType",
  "LedgerAccountKind",
  "LoyaltyCreditKind",
  "NotificationAmountRow",
  "PrizeKind",
  "PrizeSource",
  "RankingRuleKind",
  "SiteBuyCrypto",
  "SiteOperator",
  "TournamentScopeKind",
  "WalletTransactionType",
];
const customImports = {
  ...Object.fromEntries(namedTypes.map((name) => [name, "./column-types.ts"])),
  ContentTranslations: "../lib/content-language.ts",
};

/** `table.column` -> its TypeScript type, where the catalogue's type is not the one the code uses. */
const columns: Record<string, string> = {
  "bet_effects.listener": "BetListener",
  "blog_tags.names": "ColumnType<Record<string, string>, string, string>",
  "bonus_offers.contributions": "ColumnType<Record<string, number>, string | undefined, string>",
  "bonus_offers.status": 'Generated<"active" | "inactive">',
  "bonus_offers.translations": "ColumnType<ContentTranslations, string | undefined, string>",
  "bonus_offers.type": "BonusType",
  "bonuses.status": "BonusStatus",
  "cashback_periods.period_kind": '"daily" | "weekly"',
  "cashback_periods.status": '"claimable" | "claimed" | "expired"',
  "cashback_runs.period_kind": '"daily" | "weekly"',
  "challenges.prize_type": "PrizeKind",
  "challenges.target_type": '"multiplier" | "wager"',
  "challenges.translations": "ColumnType<ContentTranslations, string | undefined, string>",
  "competition_bets.kind": '"challenge" | "tournament"',
  "game_categories.section": '"casino" | "live_casino"',
  "game_categories.translations": "ColumnType<ContentTranslations, string | undefined, string>",
  "game_launches.mode": '"real" | "fun"',
  "game_rounds.bonus_id": "ColumnType<number | null, number | null | undefined, number | null>",
  "game_rounds.client_seed": "ColumnType<string | null, string | null | undefined, string | null>",
  "game_rounds.formula_version":
    "ColumnType<number | null, number | null | undefined, number | null>",
  "game_rounds.outcome": "ColumnType<unknown, string | null, string | null> | null",
  "game_rounds.params": "ColumnType<unknown, string | null, string | null> | null",
  "game_rounds.server_seed_hash":
    "ColumnType<string | null, string | null | undefined, string | null>",
  "game_rounds.source": "BetSource",
  "game_rounds.status": '"open" | "settled" | "rolled_back"',
  "game_sessions.mode": '"real" | "fun"',
  "game_sessions.state": "ColumnType<Record<string, unknown>, string | undefined, string>",
  "game_transactions.source": "BetSource",
  "game_transactions.status": '"done" | "rolled_back" | "tombstone"',
  "game_transactions.type": "GameTransactionType",
  "games.engine": "GameEngine",
  "games.engine_params": "ColumnType<Record<string, unknown>, string | undefined, string>",
  "games.kind": "GameKind",
  "games.status": 'Generated<"active" | "inactive">',
  "games.translations": "ColumnType<ContentTranslations, string | undefined, string>",
  "games.volatility": '"low" | "medium" | "high" | null',
  "gaming_limits.limit_type": "GamingLimitType",
  "gaming_limits.period": "GamingLimitPeriod",
  "ledger_accounts.kind": "LedgerAccountKind",
  "loyalty_credits.kind": "LoyaltyCreditKind",
  "mines_rounds.status": '"active" | "cashed_out" | "lost"',
  "notifications.amounts": "ColumnType<NotificationAmountRow[], string | undefined, string>",
  "outbox.channel": '"email" | "sms"',
  "outbox.links": "ColumnType<string[], string, string>",
  "page_slot_items.site_hostname": "Generated<string | null>",
  "page_slot_items.target_type": '"category" | "provider" | "page" | "promotion" | "path" | "url"',
  "page_slot_items.translations": "ColumnType<ContentTranslations, string | undefined, string>",
  "page_slot_items.visibility": '"logged_in" | "logged_out" | null',
  "prizes.bonus_id": "ColumnType<number | null, number | null | undefined, number | null>",
  "prizes.claim_status": "ColumnType<0 | 1 | -1, 0 | 1 | -1 | undefined, 0 | 1 | -1>",
  "prizes.prize_type": "PrizeKind",
  "prizes.source": "PrizeSource",
  "prizes.translations": "ColumnType<ContentTranslations, string | undefined, string>",
  "promotions.translations": "ColumnType<ContentTranslations, string | undefined, string>",
  "redirect_rules.target_type": '"internal" | "external"',
  "roulette_bets.bets": "ColumnType<unknown[], string, string>",
  "roulette_bets.status": '"placed" | "settled" | "refunded"',
  "roulette_rounds.status": '"betting" | "spinning" | "settled" | "void"',
  "seamless_wallet_operations.kind": '"bet" | "win" | "rollback"',
  "sites.buy_crypto": "ColumnType<SiteBuyCrypto | null, string | null, string | null>",
  "sites.operator": "ColumnType<SiteOperator | null, string | null | undefined, string | null>",
  "support_conversations.guest_lang":
    "ColumnType<string | null, string | null | undefined, string | null>",
  "support_conversations.status":
    'ColumnType<"open" | "closed", "open" | "closed" | undefined, "open" | "closed">',
  "support_messages.author": '"player" | "agent"',
  "tournament_prizes.prize_type": "PrizeKind",
  "tournaments.ranking_rule": "RankingRuleKind",
  "tournaments.scope": "TournamentScopeKind",
  "tournaments.translations": "ColumnType<ContentTranslations, string | undefined, string>",
  "wallet_transactions.type": "WalletTransactionType",
};

const { db } = await openDatabase({ dataDir: "memory://" });
let source: string;
try {
  await migrateToLatest(db);
  source = await generate({
    db,
    dialect: new PostgresDialect({ dateParser: "string" }),
    outFile: null,
    excludePattern: "kysely_*",
    customImports,
    overrides: { columns },
    typeOnlyImports: true,
    // The columns' doc comments.
    postprocess: async ({ metadata }) => {
      const known = new Set<string>();
      for (const table of metadata.tables)
        for (const column of table.columns) {
          known.add(`${table.name}.${column.name}`);
          column.comment ??= columnDocs[`${table.name}.${column.name}`] ?? null;
        }
      // An override or a doc of a column the migrations dropped or renamed is a mistake.
      const unknown = [...Object.keys(columns), ...Object.keys(columnDocs)].filter(
        (key) => !known.has(key),
      );
      if (unknown.length) throw new Error(`No such column: ${unknown.join(", ")}`);
      return metadata;
    },
  });
} finally {
  await db.destroy();
}
source = await format(source, { ...(await resolveConfig(outFile)), filepath: outFile });
if (!check) writeFileSync(outFile, source);
else if (readFileSync(outFile, "utf8") !== source) {
  console.error(
    "src/db/tables.gen.ts is not what the migrations generate: run `pnpm --filter @casino/sandbox db:types`.",
  );
  process.exitCode = 1;
}
