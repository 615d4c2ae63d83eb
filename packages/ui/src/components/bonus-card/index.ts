export {
  BonusCard,
  bonusTypes,
  claimableBonusStatuses,
  cancellableBonusStatuses,
  type BonusCardProps,
  type BonusType,
  type BonusWagering,
} from "./bonus-card.tsx";
