import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { Transaction } from "@casino/core";
import type { StatusChipProps } from "@casino/ui";

/** A transaction status (contract `TransactionStatus`). */
export type TransactionStatus = Transaction["status"];
/** A transaction type (contract `TransactionType`). */
export type TransactionType = Transaction["type"];

/** Translated names of the statuses. */
export const statusLabels: Record<TransactionStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  confirmed: msg`Confirmed`,
  approved: msg`Approved`,
  payout_pending: msg`Payout pending`,
  paid_out: msg`Paid out`,
  canceled: msg`Cancelled`,
  rejected: msg`Rejected`,
  fail: msg`Failed`,
};

/** Translated names of the types. */
export const typeLabels: Record<TransactionType, MessageDescriptor> = {
  deposit: msg`Deposit`,
  withdraw: msg`Withdrawal`,
};

/**
 * The kit's status chip for a transaction status: withdrawal statuses as they are; the two final
 * successes (`paid_out`, a `confirmed` deposit) as the payout chip's `paid_out` (success colour).
 */
export function statusChipOf(status: TransactionStatus, label: string): StatusChipProps {
  if (status === "paid_out" || status === "confirmed")
    return { kind: "payout", status: "paid_out", label };
  return { kind: "withdrawal", status, label };
}
