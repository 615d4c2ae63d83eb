/**
 * Accounts and security: players, bearer tokens, two-factor challenges and
 * recovery codes, e-mail and password-reset tokens, phone OTPs, social and
 * Telegram identities, referral and login-reward records, notifications, and
 * the development outbox.
 */
import { sql, type Kysely } from "kysely";

const now = sql`now()`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("password_hash", "text")
    .addColumn("email_verified_at", "timestamptz")
    .addColumn("email_verification_sent_at", "timestamptz")
    .addColumn("lang", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("avatar_url", "text")
    .addColumn("login_method", "text", (c) => c.notNull().defaultTo("email"))
    .addColumn("two_factor_secret", "text")
    .addColumn("two_factor_confirmed_at", "timestamptz")
    .addColumn("two_factor_last_step", "integer")
    .addColumn("vip_level", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("first_name", "text")
    .addColumn("last_name", "text")
    .addColumn("date_of_birth", "text")
    .addColumn("gender", "text")
    .addColumn("country_code", "text")
    .addColumn("state_id", "integer")
    .addColumn("city_id", "integer")
    .addColumn("address", "text")
    .addColumn("zipcode", "text")
    .addColumn("phone_code", "text")
    .addColumn("phone", "text")
    .addColumn("phone_verified_at", "timestamptz")
    .addColumn("wallet_currency", "text", (c) => c.notNull().defaultTo("USDT"))
    .addColumn("referral_code", "text", (c) => c.notNull().unique())
    .addColumn("referred_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("referral_qualified_at", "timestamptz")
    .addColumn("reference", "text")
    .addColumn("affiliate_token", "text")
    .addColumn("visitor_id", "text")
    .addColumn("voucher_code", "text")
    .addColumn("telegram_id", "text", (c) => c.unique())
    .addColumn("disabled_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index users_email_lower on users (lower(email))`.execute(db);
  await sql`create unique index users_username_lower on users (lower(username))`.execute(db);
  await sql`create unique index users_verified_phone on users (phone_code, phone) where phone_verified_at is not null`.execute(
    db,
  );

  await db.schema
    .createTable("auth_tokens")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("login_method", "text", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("revoked_at", "timestamptz")
    .addColumn("last_used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("two_factor_challenges")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("login_method", "text", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("failed_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("recovery_codes")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("code_encrypted", "text", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("password_resets")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("phone_otps")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("phone_code", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("failed_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sent_at", "timestamptz", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("social_accounts")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_user_id", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("social_accounts_provider_user", ["provider", "provider_user_id"])
    .execute();

  await db.schema
    .createTable("sandbox_social_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_user_id", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("name", "text")
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("login_rewards")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("claimed_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("login_rewards_user_day", ["user_id", "day"])
    .execute();

  await db.schema
    .createTable("referral_rewards")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("friend_id", "integer", (c) =>
      c.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("amount", "numeric(20, 8)", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("notifications")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("read_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("links", "jsonb", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("sandbox_meta")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "sandbox_meta",
    "outbox",
    "notifications",
    "referral_rewards",
    "login_rewards",
    "sandbox_social_tokens",
    "social_accounts",
    "phone_otps",
    "password_resets",
    "recovery_codes",
    "two_factor_challenges",
    "auth_tokens",
    "users",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
