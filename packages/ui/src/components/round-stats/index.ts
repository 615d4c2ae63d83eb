export {
  RoundFigure,
  RoundOutcome,
  RoundStat,
  RoundStats,
  type RoundFigureProps,
  type RoundOutcomeProps,
  type RoundStatProps,
  type RoundStatsProps,
} from "./round-stats.tsx";
