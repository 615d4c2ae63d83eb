export { PromotionCard, type PromotionCardProps } from "./promotion-card.tsx";
export { CardSkeleton, type CardSkeletonProps } from "./card-skeleton.tsx";
