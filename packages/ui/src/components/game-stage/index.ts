export { GameStage, type GameStageLabels, type GameStageProps } from "./game-stage.tsx";
export { GameInfo, type GameFact, type GameInfoProps } from "./game-info.tsx";
