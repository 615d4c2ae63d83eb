/**
 * The double-entry ledger. Money only moves by transfers whose entries sum to
 * zero, so the total over all accounts of a coin is always zero: deposits
 * come from the house `world` account, paid-out withdrawals go back to it.
 * A player's wallet is two accounts, `available` (the balance) and `locked`
 * (held by pending withdrawals); the database refuses to take either below
 * zero. Each account's `balance` equals the sum of its entries
 * ({@link auditLedger} checks it).
 */
import { sql, type Transaction } from "kysely";
import type { Database, Db, LedgerAccountKind } from "../db/types.ts";
import { dec, fmt, sum, type Dec } from "@casino/rules";

/** A database handle or an open transaction. */
export type Tx = Db | Transaction<Database>;

/** A player's wallet and its two ledger accounts. */
export interface WalletAccounts {
  walletId: number;
  code: string;
  available: number;
  locked: number;
}

/** A transfer would take a player account below zero. */
export class InsufficientFunds extends Error {
  constructor() {
    super("Insufficient funds");
    this.name = "InsufficientFunds";
  }
}

/**
 * Creates the player's wallets of `codes` (the coins: the ledger knows no catalogue, the caller
 * passes it) and their ledger accounts where missing. Idempotent: called at sign-up, when the
 * wallets are listed, and lazily by {@link walletAccounts} for the one coin it needs.
 */
export async function ensureWallets(
  db: Tx,
  userId: number,
  codes: readonly string[],
): Promise<void> {
  if (codes.length === 0) return;
  const existing = await db
    .selectFrom("user_wallets")
    .select("code")
    .where("user_id", "=", userId)
    .where("code", "in", codes)
    .execute();
  if (existing.length >= codes.length) return;
  await db
    .insertInto("user_wallets")
    .values(codes.map((code) => ({ user_id: userId, code })))
    .onConflict((oc) => oc.columns(["user_id", "code"]).doNothing())
    .execute();
  const wallets = await db
    .selectFrom("user_wallets")
    .select(["id", "code"])
    .where("user_id", "=", userId)
    .execute();
  const accounts = wallets.flatMap((wallet) =>
    (["available", "locked"] as const).map((kind) => ({
      wallet_id: wallet.id,
      code: wallet.code,
      kind,
    })),
  );
  await db
    .insertInto("ledger_accounts")
    .values(accounts)
    .onConflict((oc) =>
      oc.columns(["wallet_id", "kind"]).where("wallet_id", "is not", null).doNothing(),
    )
    .execute();
}

/**
 * The ledger accounts of one player wallet (creating that wallet when missing). `code` is a coin
 * of the catalogue: callers check it first.
 */
export async function walletAccounts(
  db: Tx,
  userId: number,
  code: string,
): Promise<WalletAccounts> {
  const load = () =>
    db
      .selectFrom("user_wallets as w")
      .innerJoin("ledger_accounts as a", "a.wallet_id", "w.id")
      .select(["w.id as walletId", "a.id as accountId", "a.kind"])
      .where("w.user_id", "=", userId)
      .where("w.code", "=", code)
      .execute();
  let rows = await load();
  if (rows.length < 2) {
    await ensureWallets(db, userId, [code]);
    rows = await load();
  }
  const account = (kind: LedgerAccountKind) => {
    const row = rows.find((r) => r.kind === kind);
    if (!row) throw new Error(`Wallet ${code} of player ${userId} has no ${kind} account`);
    return row.accountId;
  };
  return {
    walletId: rows[0]!.walletId,
    code,
    available: account("available"),
    locked: account("locked"),
  };
}

/** The house account of a kind for a coin (created on first use). */
export async function houseAccount(
  db: Tx,
  code: string,
  kind: Exclude<LedgerAccountKind, "available" | "locked">,
): Promise<number> {
  const find = () =>
    db
      .selectFrom("ledger_accounts")
      .select("id")
      .where("wallet_id", "is", null)
      .where("code", "=", code)
      .where("kind", "=", kind);
  const found = await find().executeTakeFirst();
  if (found) return found.id;
  await db
    .insertInto("ledger_accounts")
    .values({ wallet_id: null, code, kind })
    .onConflict((oc) => oc.columns(["code", "kind"]).where("wallet_id", "is", null).doNothing())
    .execute();
  return (await find().executeTakeFirstOrThrow()).id;
}

export interface TransferInput {
  /** What the transfer is (`deposit`, `withdrawal_hold`, `withdrawal_release`, `withdrawal_payout`, `adjustment`, ...). */
  kind: string;
  code: string;
  transactionId?: number | null;
  /** Account id -> signed amount; the amounts must sum to zero. */
  legs: [number, Dec][];
  /**
   * Accounts whose balance the caller moves later in the same database transaction, summed into
   * this map (account id -> delta) instead of updated now; see {@link applyDeferred}. For a hot
   * house account (the bankroll every bet moves): its row stays locked only from that late
   * update to the commit. The entries are written now either way.
   */
  deferred?: Map<number, Dec>;
}

/**
 * Records a transfer and moves the account balances, inside the caller's transaction.
 * @throws InsufficientFunds when a player account would go below zero
 * @throws Error when the legs do not sum to zero
 */
export async function transfer(trx: Transaction<Database>, input: TransferInput): Promise<number> {
  const legs = input.legs.filter(([, amount]) => amount !== 0n);
  if (sum(legs.map(([, amount]) => amount)) !== 0n)
    throw new Error(`Unbalanced transfer ${input.kind}`);
  const { id } = await trx
    .insertInto("ledger_transfers")
    .values({ kind: input.kind, code: input.code, transaction_id: input.transactionId ?? null })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (legs.length === 0) return id;
  await trx
    .insertInto("ledger_entries")
    .values(
      legs.map(([account, amount]) => ({
        transfer_id: id,
        account_id: account,
        amount: fmt(amount),
      })),
    )
    .execute();
  const deferred = input.deferred;
  for (const [account, amount] of legs) {
    if (deferred?.has(account)) continue;
    try {
      await sql`update ledger_accounts set balance = balance + ${fmt(amount)}::numeric where id = ${account}`.execute(
        trx,
      );
    } catch (error) {
      if (/ledger_accounts_player_non_negative/.test(String((error as Error).message)))
        throw new InsufficientFunds();
      throw error;
    }
  }
  for (const [account, amount] of legs)
    if (deferred?.has(account)) deferred.set(account, deferred.get(account)! + amount);
  return id;
}

/**
 * Moves the balances a transaction's transfers deferred (see `TransferInput.deferred`), in
 * account id order; call it last in the transaction. Only for house accounts, which have no
 * lower bound.
 */
export async function applyDeferred(trx: Transaction<Database>, deferred: Map<number, Dec>) {
  for (const [account, amount] of [...deferred].sort(([a], [b]) => a - b)) {
    if (amount === 0n) continue;
    await sql`update ledger_accounts set balance = balance + ${fmt(amount)}::numeric where id = ${account}`.execute(
      trx,
    );
  }
}

/** Balances of a player wallet. */
export async function walletBalances(
  db: Tx,
  accounts: WalletAccounts,
): Promise<{ available: Dec; locked: Dec }> {
  const rows = await db
    .selectFrom("ledger_accounts")
    .select(["id", "balance"])
    .where("id", "in", [accounts.available, accounts.locked])
    .execute();
  const of = (id: number) => dec(rows.find((row) => row.id === id)?.balance ?? "0");
  return { available: of(accounts.available), locked: of(accounts.locked) };
}

export interface LedgerAudit {
  /** Accounts whose stored balance differs from the sum of their entries. */
  mismatchedAccounts: { id: number; balance: string; entries: string }[];
  /** Transfers whose entries do not sum to zero. */
  unbalancedTransfers: number[];
  /** Per coin, the sum of every account's balance (always "0" in a sound ledger). */
  totals: Record<string, string>;
}

/** Checks the ledger's invariants. */
export async function auditLedger(db: Db): Promise<LedgerAudit> {
  const accounts = await sql<{ id: number; code: string; balance: string; entries: string }>`
    select a.id, a.code, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as entries
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id order by a.id`.execute(db);
  const transfers = await sql<{ id: number }>`
    select t.id from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
    group by t.id having sum(e.amount) <> 0`.execute(db);
  const totals: Record<string, Dec> = {};
  for (const row of accounts.rows) totals[row.code] = (totals[row.code] ?? 0n) + dec(row.balance);
  return {
    mismatchedAccounts: accounts.rows
      .filter((row) => dec(row.balance) !== dec(row.entries))
      .map((row) => ({ id: row.id, balance: row.balance, entries: row.entries })),
    unbalancedTransfers: transfers.rows.map((row) => row.id),
    totals: Object.fromEntries(Object.entries(totals).map(([code, total]) => [code, fmt(total)])),
  };
}
