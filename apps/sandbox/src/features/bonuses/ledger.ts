/**
 * Bonus money on the ledger: the player's `bonus` account of a coin, its balance, the credit
 * from the house `promotions` account, the sweep that empties it (released or forfeited), and the
 * bet pipeline's question of which money pays a stake (rules B9-B13, docs/bonuses.md).
 */
import type { Transaction } from "kysely";
import type { BonusRow, Database } from "../../db/types.ts";
import { dec, type Dec } from "@casino/rules";
import { unprocessable } from "../../lib/errors.ts";
import { houseAccount, transfer, walletAccounts, type Tx } from "../../lib/ledger.ts";
import { findCoin } from "../wallets/index.ts";

export type Trx = Transaction<Database>;

export const decimalsOf = (code: string) => findCoin(code)?.decimals ?? 8;

/** The player's bonus-money account of a coin (created on first use). */
export async function bonusAccount(db: Tx, userId: number, code: string): Promise<number> {
  const { walletId } = await walletAccounts(db, userId, code);
  const find = () =>
    db
      .selectFrom("ledger_accounts")
      .select("id")
      .where("wallet_id", "=", walletId)
      .where("kind", "=", "bonus")
      .executeTakeFirst();
  const found = await find();
  if (found) return found.id;
  await db
    .insertInto("ledger_accounts")
    .values({ wallet_id: walletId, code, kind: "bonus" })
    .onConflict((oc) =>
      oc.columns(["wallet_id", "kind"]).where("wallet_id", "is not", null).doNothing(),
    )
    .execute();
  return (await find())!.id;
}

/** The player's bonus money in a coin. */
export async function bonusBalance(db: Tx, userId: number, code: string): Promise<Dec> {
  const row = await db
    .selectFrom("ledger_accounts as a")
    .innerJoin("user_wallets as w", "w.id", "a.wallet_id")
    .select("a.balance")
    .where("w.user_id", "=", userId)
    .where("w.code", "=", code)
    .where("a.kind", "=", "bonus")
    .executeTakeFirst();
  return dec(row?.balance ?? "0");
}

export async function credit(trx: Trx, bonus: BonusRow, amount: Dec): Promise<void> {
  if (amount <= 0n) return;
  const code = bonus.entity_wallet_code;
  await transfer(trx, {
    kind: "bonus_credit",
    code,
    legs: [
      [await houseAccount(trx, code, "promotions"), -amount],
      [await bonusAccount(trx, bonus.user_id, code), amount],
    ],
  });
}

/**
 * Rule B9/B11: empties the bonus account, to the real balance (`release`) or back to the house
 * (`forfeit`). @returns the amount moved
 */
export async function sweep(
  trx: Trx,
  userId: number,
  code: string,
  to: "release" | "forfeit",
): Promise<Dec> {
  const account = await bonusAccount(trx, userId, code);
  const row = await trx
    .selectFrom("ledger_accounts")
    .select("balance")
    .where("id", "=", account)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const amount = dec(row.balance);
  if (amount <= 0n) return 0n;
  const target =
    to === "release"
      ? (await walletAccounts(trx, userId, code)).available
      : await houseAccount(trx, code, "promotions");
  await transfer(trx, {
    kind: to === "release" ? "bonus_release" : "bonus_forfeit",
    code,
    legs: [
      [account, -amount],
      [target, amount],
    ],
  });
  return amount;
}

/**
 * Rules B12-B13, called by the bet pipeline for every stake it takes: refuses a stake over the
 * active bonus's max bet, and says which money pays it. Real money first; bonus money only when
 * the real balance cannot cover the stake; a round keeps the money it started with.
 * @returns the id of the bonus whose money pays the stake, or null for real money
 * @throws ApiError 422 `bonus_max_bet_exceeded`
 */
export async function bonusFunding(
  trx: Trx,
  userId: number,
  code: string,
  amount: Dec,
  round: { bonus_id: number | null; stake: string },
): Promise<number | null> {
  const active = await trx
    .selectFrom("bonuses as b")
    .innerJoin("bonus_offers as o", "o.id", "b.offer_id")
    .select(["b.id", "b.entity_wallet_code", "o.max_bet"])
    .where("b.user_id", "=", userId)
    .where("b.status", "=", "active")
    .executeTakeFirst();
  if (active && active.entity_wallet_code === code && active.max_bet !== null)
    if (amount > dec(active.max_bet)) throw unprocessable("bonus_max_bet_exceeded");
  if (round.bonus_id !== null) return round.bonus_id;
  if (dec(round.stake) > 0n) return null;
  if (!active || active.entity_wallet_code !== code) return null;
  const accounts = await walletAccounts(trx, userId, code);
  const real = await trx
    .selectFrom("ledger_accounts")
    .select("balance")
    .where("id", "=", accounts.available)
    .executeTakeFirstOrThrow();
  if (dec(real.balance) >= amount) return null;
  return (await bonusBalance(trx, userId, code)) >= amount ? active.id : null;
}
