/** Status enumerations of spec section 3. */
export const withdrawalStatuses = [
  "pending",
  "approved",
  "canceled",
  "rejected",
  "payout_pending",
  "fail",
] as const;
export const bonusStatuses = [
  "available",
  "claimed",
  "active",
  "completed",
  "expired",
  "busted",
  "unclaimed",
] as const;
export const payoutStatuses = ["paid_out", "pending"] as const;
export const challengeStatuses = ["live", "finished", "completed"] as const;

export type WithdrawalStatus = (typeof withdrawalStatuses)[number];
export type BonusStatus = (typeof bonusStatuses)[number];
export type PayoutStatus = (typeof payoutStatuses)[number];
export type ChallengeStatus = (typeof challengeStatuses)[number];

export type StatusKind = "withdrawal" | "bonus" | "payout" | "challenge";
export type StatusTone = "success" | "warning" | "danger" | "info" | "accent" | "neutral";

export type StatusOf<K extends StatusKind> = K extends "withdrawal"
  ? WithdrawalStatus
  : K extends "bonus"
    ? BonusStatus
    : K extends "payout"
      ? PayoutStatus
      : ChallengeStatus;

const tones: { [K in StatusKind]: Record<StatusOf<K>, StatusTone> } = {
  withdrawal: {
    pending: "warning",
    payout_pending: "warning",
    approved: "success",
    canceled: "neutral",
    rejected: "danger",
    fail: "danger",
  },
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
