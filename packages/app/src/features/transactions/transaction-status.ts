import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { components } from "@casino/api";
import type { Transaction } from "@casino/core";
import type {
  BonusStatus as KitBonusStatus,
  ChallengeStatus as KitChallengeStatus,
  TransactionStatus as KitTransactionStatus,
  WithdrawalStatus as KitWithdrawalStatus,
} from "@casino/ui";

/** A transaction status (contract `TransactionStatus`). */
export type TransactionStatus = Transaction["status"];
/** The kit's status chip knows exactly the contract's statuses (a compile error otherwise). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Schemas = components["schemas"];
const kitCoversContract: [
  Same<TransactionStatus, KitTransactionStatus>,
  Same<Schemas["WithdrawalStatus"], KitWithdrawalStatus>,
  Same<Schemas["BonusStatus"], KitBonusStatus>,
  Same<Schemas["CompetitionStatus"], KitChallengeStatus>,
] = [true, true, true, true];
void kitCoversContract;

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
