export {
  ChallengeCard,
  type ChallengeCardProps,
  type ChallengePrize,
  type ChallengeProgress,
} from "./challenge-card.tsx";
