export {
  GameRound,
  type GameRoundFact,
  type GameRoundMove,
  type GameRoundProps,
  type GameRoundResult,
} from "./game-round.tsx";
