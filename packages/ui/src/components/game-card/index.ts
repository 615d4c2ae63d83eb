export {
  GameCard,
  type GameCardProps,
  type GameAvailability,
  type GameUnavailableLabels,
} from "./game-card.tsx";
export { GameCardSkeleton, type GameCardSkeletonProps } from "./game-card-skeleton.tsx";
