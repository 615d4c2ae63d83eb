/**
 * The games' figures, from the kit: a row of labelled figures (`Stats` of `Stat`s), the big figure
 * on the stage (`BigNumber`) and the result line under it (`Outcome`).
 */
export {
  RoundFigure as BigNumber,
  RoundOutcome as Outcome,
  RoundStat as Stat,
  RoundStats as Stats,
} from "@casino/ui";
