/**
 * Money: coin prices, players' wallets and display settings, a double-entry
 * ledger (accounts, transfers, entries; every transfer sums to zero and an
 * account's balance is the sum of its entries), deposit addresses, Lightning
 * invoices, deposits and withdrawals; notifications gain a UUID, a type, an
 * image and a link. Amounts are NUMERIC (exact decimals).
 */
import { sql, type Kysely } from "kysely";
import { coins, currencies, pricePegs } from "../../features/wallets/catalog.ts";

const now = sql`now()`;
const AMOUNT = "numeric(38, 18)";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("coin_prices")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("usd_price", AMOUNT, (c) => c.notNull().check(sql`usd_price > 0`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  const prices = [
    ...coins
      .filter((coin) => !pricePegs[coin.code])
      .map((coin) => ({ code: coin.code, usd_price: coin.usd })),
    ...currencies
      .filter((currency) => currency.usd)
      .map((currency) => ({ code: currency.code, usd_price: currency.usd! })),
  ];
  await db.insertInto("coin_prices").values(prices).execute();

  await db.schema
    .createTable("user_wallets")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("user_wallets_user_code", ["user_id", "code"])
    .execute();

  await db.schema
    .createTable("wallet_settings")
    .addColumn("user_id", "integer", (c) =>
      c.primaryKey().references("users.id").onDelete("cascade"),
    )
    .addColumn("display_currency", "text", (c) => c.notNull().defaultTo("USD"))
    .addColumn("hide_zero_balances", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("display_in_fiat", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();

  // Ledger. Player accounts: `available` and `locked` (held by pending withdrawals), one pair
  // per user wallet. House accounts (no wallet), per coin: `world` (money outside the casino:
  // deposits come from it, paid-out withdrawals go to it), `fees`, `adjustments` (dev balance
  // corrections), `bankroll` (bets and wins). Player accounts can never go negative.
  await db.schema
    .createTable("ledger_accounts")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("wallet_id", "integer", (c) => c.references("user_wallets.id").onDelete("restrict"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("balance", AMOUNT, (c) => c.notNull().defaultTo(0))
    .addCheckConstraint(
      "ledger_accounts_kind",
      sql`kind in ('available', 'locked', 'world', 'fees', 'adjustments', 'bankroll')`,
    )
    .addCheckConstraint(
      "ledger_accounts_player_non_negative",
      sql`wallet_id is null or balance >= 0`,
    )
    .addCheckConstraint(
      "ledger_accounts_owner",
      sql`(wallet_id is null) = (kind not in ('available', 'locked'))`,
    )
    .execute();
  await sql`create unique index ledger_accounts_wallet_kind on ledger_accounts (wallet_id, kind) where wallet_id is not null`.execute(
    db,
  );
  await sql`create unique index ledger_accounts_house on ledger_accounts (code, kind) where wallet_id is null`.execute(
    db,
  );

  await db.schema
    .createTable("wallet_transactions")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull().check(sql`type in ('deposit', 'withdraw')`))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("network", "text", (c) => c.notNull())
    .addColumn("amount", AMOUNT, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("fee", AMOUNT, (c) => c.notNull().defaultTo(0))
    .addColumn("fiat_amount", "numeric(24, 2)", (c) => c.notNull())
    .addColumn("fiat_currency", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("address", "text")
    .addColumn("memo", "text")
    .addColumn("tx_hash", "text")
    .addColumn("confirmations", "integer")
    .addColumn("required_confirmations", "integer")
    .addColumn("due_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index wallet_transactions_user on wallet_transactions (user_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index wallet_transactions_due on wallet_transactions (due_at) where due_at is not null`.execute(
    db,
  );

  await db.schema
    .createTable("ledger_transfers")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("transaction_id", "integer", (c) =>
      c.references("wallet_transactions.id").onDelete("restrict"),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("ledger_entries")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("transfer_id", "integer", (c) =>
      c.notNull().references("ledger_transfers.id").onDelete("restrict"),
    )
    .addColumn("account_id", "integer", (c) =>
      c.notNull().references("ledger_accounts.id").onDelete("restrict"),
    )
    .addColumn("amount", AMOUNT, (c) => c.notNull().check(sql`amount <> 0`))
    .execute();
  await sql`create index ledger_entries_account on ledger_entries (account_id)`.execute(db);

  await db.schema
    .createTable("deposit_addresses")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("network", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("memo", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("deposit_addresses_user_coin_network", ["user_id", "code", "network"])
    .execute();
  await sql`create unique index deposit_addresses_target on deposit_addresses (code, network, address, coalesce(memo, ''))`.execute(
    db,
  );

  await db.schema
    .createTable("lightning_invoices")
    .addColumn("payment_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("amount", AMOUNT, (c) => c.notNull())
    .addColumn("fiat_amount", "numeric(24, 2)", (c) => c.notNull())
    .addColumn("fiat_currency", "text", (c) => c.notNull())
    .addColumn("payment_request", "text", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("paid_at", "timestamptz")
    .addColumn("transaction_id", "integer", (c) => c.references("wallet_transactions.id"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .alterTable("notifications")
    .addColumn("uuid", "uuid", (c) =>
      c
        .notNull()
        .defaultTo(sql`gen_random_uuid()`)
        .unique(),
    )
    .addColumn("type", "text", (c) => c.notNull().defaultTo("system"))
    .addColumn("image", "text")
    .addColumn("link", "text")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("notifications")
    .dropColumn("uuid")
    .dropColumn("type")
    .dropColumn("image")
    .dropColumn("link")
    .execute();
  for (const table of [
    "lightning_invoices",
    "deposit_addresses",
    "ledger_entries",
    "ledger_transfers",
    "wallet_transactions",
    "ledger_accounts",
    "wallet_settings",
    "user_wallets",
    "coin_prices",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
