/**
 * Account security: limiter state shared by every instance (fixed-window counters and
 * failure throttles), the Telegram init data a session was minted from (so it cannot mint
 * another once that session is logged out) and the client IP a session started from (a
 * throttled account still signs in from an address it used before). Recovery codes are kept
 * only as hashes.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("reset_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limits_reset_at")
    .on("rate_limits")
    .column("reset_at")
    .execute();

  await db.schema
    .createTable("failure_throttles")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("last_failure_at", "timestamptz", (c) => c.notNull())
    .addColumn("blocked_until", "timestamptz")
    .execute();

  await db.schema.alterTable("auth_tokens").addColumn("telegram_init_hash", "text").execute();
  await db.schema.alterTable("auth_tokens").addColumn("ip", "text").execute();
  await db.schema
    .createIndex("auth_tokens_telegram_init_hash")
    .on("auth_tokens")
    .column("telegram_init_hash")
    .execute();
  await db.schema
    .alterTable("two_factor_challenges")
    .addColumn("telegram_init_hash", "text")
    .execute();
  await db.schema.alterTable("two_factor_challenges").addColumn("ip", "text").execute();

  // Codes shown once: only their hashes stay.
  await db.schema.alterTable("recovery_codes").dropColumn("code_encrypted").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("recovery_codes").addColumn("code_encrypted", "text").execute();
  await db.schema.alterTable("two_factor_challenges").dropColumn("ip").execute();
  await db.schema.alterTable("two_factor_challenges").dropColumn("telegram_init_hash").execute();
  await db.schema.alterTable("auth_tokens").dropColumn("ip").execute();
  await db.schema.alterTable("auth_tokens").dropColumn("telegram_init_hash").execute();
  await db.schema.dropTable("failure_throttles").execute();
  await db.schema.dropTable("rate_limits").execute();
}
