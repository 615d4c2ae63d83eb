export { PromotionCard, type PromotionCardProps } from "./promotion-card";
export { CardSkeleton, type CardSkeletonProps } from "./card-skeleton";
