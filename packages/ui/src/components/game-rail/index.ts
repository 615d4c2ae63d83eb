export { GameRail, type GameRailProps, type GameRailItem } from "./game-rail.tsx";
