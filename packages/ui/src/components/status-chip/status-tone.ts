/**
 * Status enumerations of the API contract (`packages/api/openapi.yaml`), in its order. The kit does
 * not import the contract; the app checks at compile time that these lists equal its enums.
 */
/** `WithdrawalStatus`. */
export const withdrawalStatuses = [
  "pending",
  "approved",
  "canceled",
  "rejected",
  "payout_pending",
  "fail",
  "paid_out",
] as const;
/** The deposit half of `TransactionStatus`: seen, credited, or never confirmed. */
export const depositStatuses = ["pending", "confirmed", "fail"] as const;
/** `TransactionStatus`: a deposit's or a withdrawal's. */
export const transactionStatuses = [
  "pending",
  "confirmed",
  "approved",
  "canceled",
  "rejected",
  "payout_pending",
  "fail",
  "paid_out",
] as const;
/** `BonusStatus`. */
export const bonusStatuses = [
  "available",
  "claimed",
  "active",
  "completed",
  "expired",
  "busted",
  "unclaimed",
] as const;
/** A prize's payout. */
export const payoutStatuses = ["paid_out", "pending"] as const;
/** `CompetitionStatus` (challenges and tournaments). */
export const challengeStatuses = ["live", "finished", "completed"] as const;

export type WithdrawalStatus = (typeof withdrawalStatuses)[number];
export type DepositStatus = (typeof depositStatuses)[number];
export type TransactionStatus = (typeof transactionStatuses)[number];
export type BonusStatus = (typeof bonusStatuses)[number];
export type PayoutStatus = (typeof payoutStatuses)[number];
export type ChallengeStatus = (typeof challengeStatuses)[number];

export type StatusKind =
  "withdrawal" | "deposit" | "transaction" | "bonus" | "payout" | "challenge";
export type StatusTone = "success" | "warning" | "danger" | "info" | "accent" | "neutral";

interface StatusesOf {
  withdrawal: WithdrawalStatus;
  deposit: DepositStatus;
  transaction: TransactionStatus;
  bonus: BonusStatus;
  payout: PayoutStatus;
  challenge: ChallengeStatus;
}
export type StatusOf<K extends StatusKind> = StatusesOf[K];

/**
 * One tone per money status, whatever the kind: waiting is a warning, a step passed is info, money
 * that arrived is a success, a failure or refusal is danger, the player's own cancel is neutral.
 */
const moneyTones: Record<TransactionStatus, StatusTone> = {
  pending: "warning",
  payout_pending: "warning",
  approved: "info",
  confirmed: "success",
  paid_out: "success",
  canceled: "neutral",
  rejected: "danger",
  fail: "danger",
};

const tones: { [K in StatusKind]: Record<StatusOf<K>, StatusTone> } = {
  withdrawal: moneyTones,
  deposit: moneyTones,
  transaction: moneyTones,
  bonus: {
    available: "accent",
    unclaimed: "accent",
    claimed: "info",
    active: "info",
    completed: "success",
    expired: "neutral",
    busted: "danger",
  },
  payout: { paid_out: "success", pending: "warning" },
  challenge: { live: "accent", finished: "neutral", completed: "success" },
};

/** The colour tone a status is shown in. */
export function statusTone<K extends StatusKind>(kind: K, status: StatusOf<K>): StatusTone {
  return (tones[kind] as Record<string, StatusTone>)[status] ?? "neutral";
}
