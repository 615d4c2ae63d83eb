export { RewardCard, type RewardCardProps, type RewardCardTone } from "./reward-card.tsx";
