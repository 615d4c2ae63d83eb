/**
 * The background work on money: confirm deposits whose confirmation time has
 * come, and move withdrawals one automatic step (pending -> approved ->
 * payout_pending -> paid_out) when their step is due.
 */
import type { Services } from "../services.ts";
import { confirmDeposit } from "../features/deposits/deposits.ts";
import {
  moveWithdrawal,
  nextAutomaticStatus,
  type WithdrawalStatus,
} from "../features/withdrawals/withdrawals.ts";

/** What one run did. */
export interface DueWork {
  depositsConfirmed: number;
  withdrawalsMoved: number;
}

/**
 * Processes everything due at the services' clock.
 * @param onError called for an item that failed (the others still run)
 */
export async function processDueMoney(
  services: Services,
  onError: (error: unknown) => void = () => undefined,
): Promise<DueWork> {
  const { db, clock } = services;
  const now = new Date(clock.now());
  const due = await db
    .selectFrom("wallet_transactions")
    .select(["id", "type", "status"])
    .where("due_at", "<=", now)
    .where("status", "in", ["pending", "approved", "payout_pending"])
    .orderBy("due_at")
    .limit(200)
    .execute();
  const work: DueWork = { depositsConfirmed: 0, withdrawalsMoved: 0 };
  for (const row of due) {
    try {
      if (row.type === "deposit") {
        if (await confirmDeposit(services, row.id)) work.depositsConfirmed += 1;
      } else {
        const next = nextAutomaticStatus[row.status as WithdrawalStatus];
        if (next) {
          await moveWithdrawal(services, row.id, next);
          work.withdrawalsMoved += 1;
        }
      }
    } catch (error) {
      onError(error);
    }
  }
  return work;
}
