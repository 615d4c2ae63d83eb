export { GameGrid, type GameGridProps } from "./game-grid.tsx";
export { gameGridColumns, gameTileMinWidth, gameTileRule } from "./use-element-width.ts";
