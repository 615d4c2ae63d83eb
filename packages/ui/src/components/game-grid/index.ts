export { GameGrid, type GameGridProps } from "./game-grid.tsx";
