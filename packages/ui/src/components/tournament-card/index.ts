export {
  TournamentCard,
  type TournamentCardProps,
  type TournamentStatus,
  type TournamentPrizePool,
} from "./tournament-card.tsx";
