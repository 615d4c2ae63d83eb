/**
 * Withdrawals: validated requests hold the amount (balance -> locked), then
 * move through `pending -> approved -> payout_pending -> paid_out`, or end
 * `canceled` (the player, while pending), `rejected` or `fail`, which
 * release the hold. Paying out moves the held amount to the house `world`
 * account (`amount - fee`) and `fees` account (`fee`).
 */
import { checkTotp } from "../two-factor/index.ts";
import type { User, WalletTransaction } from "../../db/types.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { dec, decimalsOf, isDecimal, type Dec } from "@casino/rules";
import { ApiError, fieldError, unprocessable } from "../../lib/errors.ts";
import { notify } from "../notifications/index.ts";
import type { Services } from "../../services.ts";
import {
  findCoin,
  findNetwork,
  fiatAmount,
  loadPrices,
  announceBalance,
  coinAmount,
  touchWallet,
  walletSettings,
} from "../wallets/index.ts";
import { fakeTxHash } from "../deposits/index.ts";
import {
  houseAccount,
  InsufficientFunds,
  transfer,
  walletAccounts,
  walletBalances,
} from "../../lib/ledger.ts";
import { onWithdrawalRequested } from "../bonuses/index.ts";
import { moneyText } from "../../lib/money-text.ts";
import { message, text } from "../../lib/player-texts.ts";

export type WithdrawalStatus = Schemas["WithdrawalStatus"];

/** Allowed moves from each status. */
export const withdrawalTransitions: Record<WithdrawalStatus, readonly WithdrawalStatus[]> = {
  pending: ["approved", "canceled", "rejected"],
  approved: ["payout_pending", "rejected", "fail"],
  payout_pending: ["paid_out", "fail"],
  paid_out: [],
  canceled: [],
  rejected: [],
  fail: [],
};

/** The next status of the automatic lifecycle (null at the end). */
export const nextAutomaticStatus: Partial<Record<WithdrawalStatus, WithdrawalStatus>> = {
  pending: "approved",
  approved: "payout_pending",
  payout_pending: "paid_out",
};

/** Statuses that give the held amount back. */
const RELEASING: readonly WithdrawalStatus[] = ["canceled", "rejected", "fail"];

/**
 * Validates a withdrawal request and holds the amount.
 * @throws ApiError 422 with the contract's keys, in the contract's order of checks
 */
/**
 * Checks the TOTP code of a withdrawal. Wrong codes are throttled per player; when the throttle
 * starts, the player is told by e-mail and by a notification.
 */
async function checkWithdrawalCode(services: Services, user: User, code: string): Promise<void> {
  const { db, config, clock, throttle } = services;
  const key = `withdrawal-code:user:${user.id}`;
  await throttle.assertAllowed(key);
  if (await checkTotp(db, config.appKey, user, code, clock.now())) {
    await throttle.clear(key);
    return;
  }
  const outcome = await throttle.fail(key, config.throttles.withdrawalCode);
  if (outcome.startedThrottling) {
    const values = { failures: outcome.failures, until: outcome.blockedUntil!.toISOString() };
    if (user.email)
      await services.outbox.send({
        channel: "email",
        to: user.email,
        ...message(user.lang, "mail.withdrawalCodes", { username: user.username, ...values }),
      });
    await notify(
      db,
      services.realtime,
      user.id,
      (locale) => ({
        type: "withdrawal",
        // The same words as the e-mail's subject.
        title: text(locale, "mail.withdrawalCodes.subject"),
        body: text(locale, "notice.withdrawalCodes.body", values),
      }),
      new Date(clock.now()),
    );
  }
  throw fieldError("code", "two_factor_invalid");
}

export async function requestWithdrawal(
  services: Services,
  user: User,
  input: Schemas["RequestWithdrawalRequest"],
): Promise<WalletTransaction> {
  const { db, clock, config } = services;
  const coin = findCoin(input.entity_wallet_code);
  if (!coin) throw fieldError("entity_wallet_code", "wallet_not_found");
  const network = findNetwork(coin, input.network);
  if (!network) throw fieldError("network", "network_unsupported");
  if (!network.withdrawal_enabled) throw fieldError("network", "withdrawal_disabled");
  if (
    !isDecimal(input.amount) ||
    decimalsOf(input.amount) > coin.decimals ||
    dec(input.amount) <= 0n
  )
    throw fieldError("amount", "amount_invalid");
  const amount = dec(input.amount);
  if (amount < dec(network.min_withdrawal)) throw fieldError("amount", "amount_below_minimum");
  if (amount > dec(network.max_withdrawal)) throw fieldError("amount", "amount_above_maximum");
  const accounts = await walletAccounts(db, user.id, coin.code);
  if ((await walletBalances(db, accounts)).available < amount)
    throw fieldError("amount", "insufficient_balance");
  if (!new RegExp(network.address_pattern, "u").test(input.address.trim()))
    throw fieldError("address", "address_invalid");
  let memo: string | null = null;
  if (network.memo_label) {
    memo = input.memo?.trim() || null;
    if (!memo) throw fieldError("memo", "memo_required");
    if (network.memo_pattern && !new RegExp(network.memo_pattern, "u").test(memo))
      throw fieldError("memo", "memo_invalid");
  }
  if (user.two_factor_confirmed_at) {
    if (!input.code) throw fieldError("code", "required");
    await checkWithdrawalCode(services, user, input.code);
  }

  const now = new Date(clock.now());
  const settings = await walletSettings(db, user.id);
  const prices = await loadPrices(db);
  const stepMs = config.withdrawalStepSeconds * 1000;
  let row: WalletTransaction;
  try {
    row = await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto("wallet_transactions")
        .values({
          user_id: user.id,
          type: "withdraw",
          code: coin.code,
          network: network.kind,
          amount: coinAmount(coin.code, amount),
          fee: network.withdrawal_fee,
          fiat_amount: fiatAmount(prices, amount, coin.code, settings.display_currency),
          fiat_currency: settings.display_currency,
          status: "pending",
          address: input.address.trim(),
          memo,
          due_at: stepMs > 0 ? new Date(now.getTime() + stepMs) : null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await transfer(trx, {
        kind: "withdrawal_hold",
        code: coin.code,
        transactionId: created.id,
        legs: [
          [accounts.available, -amount],
          [accounts.locked, amount],
        ],
      });
      await touchWallet(trx, user.id, coin.code, now);
      return created;
    });
  } catch (error) {
    if (error instanceof InsufficientFunds) throw fieldError("amount", "insufficient_balance");
    throw error;
  }
  await announceBalance(db, services.realtime, user.id, coin.code, "withdrawal");
  await onWithdrawalRequested(services, user.id, coin.code);
  return row;
}

/**
 * Moves a withdrawal to `status`, applying the ledger transfer that status implies.
 * @param expected when given, the move only happens from this status (the player's cancel)
 * @throws ApiError 404 for an unknown withdrawal, 422 `withdrawal_not_cancelable` / `invalid_value` for a move the lifecycle forbids
 */
export async function moveWithdrawal(
  services: Services,
  id: number,
  status: WithdrawalStatus,
  options: { userId?: number } = {},
): Promise<WalletTransaction> {
  const { db, clock, config, realtime } = services;
  const now = new Date(clock.now());
  const stepMs = config.withdrawalStepSeconds * 1000;
  const row = await db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom("wallet_transactions")
      .selectAll()
      .where("id", "=", id)
      .where("type", "=", "withdraw");
    if (options.userId !== undefined) query = query.where("user_id", "=", options.userId);
    const current = await query.forUpdate().executeTakeFirst();
    if (!current) throw new ApiError(404, "not_found");
    const from = current.status as WithdrawalStatus;
    if (!withdrawalTransitions[from].includes(status)) {
      throw status === "canceled"
        ? unprocessable("withdrawal_not_cancelable")
        : fieldError("status", "invalid_value");
    }
    const amount: Dec = dec(current.amount);
    const fee: Dec = dec(current.fee);
    const accounts = await walletAccounts(trx, current.user_id, current.code);
    const released = RELEASING.includes(status);
    if (released || status === "paid_out") {
      // The held amount leaves the locked account: back to the player, or out to the world (less
      // the fee, which goes to the house's fee account).
      const to: [number, Dec][] = released
        ? [[accounts.available, amount]]
        : [
            [await houseAccount(trx, current.code, "world"), amount - fee],
            [await houseAccount(trx, current.code, "fees"), fee],
          ];
      await transfer(trx, {
        kind: released ? "withdrawal_release" : "withdrawal_payout",
        code: current.code,
        transactionId: id,
        legs: [[accounts.locked, -amount], ...to],
      });
      await touchWallet(trx, current.user_id, current.code, now);
    }
    const automatic = stepMs > 0 && nextAutomaticStatus[status] !== undefined;
    return trx
      .updateTable("wallet_transactions")
      .set({
        status,
        updated_at: now,
        due_at: automatic ? new Date(now.getTime() + stepMs) : null,
        ...(status === "payout_pending" && !current.tx_hash
          ? { tx_hash: fakeTxHash(current.network) }
          : {}),
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  if (RELEASING.includes(status))
    await announceBalance(db, realtime, row.user_id, row.code, "withdrawal_released");
  if (status === "paid_out")
    await announceBalance(db, realtime, row.user_id, row.code, "withdrawal");
  if (status === "paid_out" || status === "rejected" || status === "fail") {
    const money = moneyText(row.amount, row.code);
    const texts = {
      paid_out: ["notice.withdrawalPaid.title", "notice.withdrawalPaid.body"],
      rejected: ["notice.withdrawalRejected.title", "notice.withdrawalRejected.body"],
      fail: ["notice.withdrawalFailed.title", "notice.withdrawalFailed.body"],
    } as const;
    const [title, body] = texts[status];
    await notify(
      db,
      realtime,
      row.user_id,
      (locale) => ({
        type: "withdrawal",
        title: text(locale, title),
        body: text(locale, body, { amount: money.text }),
        link: "/transaction-history",
        amounts: [money],
      }),
      now,
    );
  }
  return row;
}
