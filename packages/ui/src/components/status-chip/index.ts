export { StatusChip, type StatusChipProps } from "./status-chip.tsx";
export {
  statusTone,
  withdrawalStatuses,
  depositStatuses,
  transactionStatuses,
  bonusStatuses,
  payoutStatuses,
  challengeStatuses,
  type StatusKind,
  type StatusTone,
  type StatusOf,
  type WithdrawalStatus,
  type DepositStatus,
  type TransactionStatus,
  type BonusStatus,
  type PayoutStatus,
  type ChallengeStatus,
} from "./status-tone.ts";
