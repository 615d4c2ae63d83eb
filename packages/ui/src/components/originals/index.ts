export { DiceTrack, type DiceTrackProps } from "./dice-track.tsx";
export {
  KenoBoard,
  kenoCellState,
  type KenoBoardProps,
  type KenoCellState,
} from "./keno-board.tsx";
export { FunModeBanner, type FunModeBannerProps } from "./fun-mode-banner.tsx";
export { LimboDisplay, type LimboDisplayProps } from "./limbo-display.tsx";
export {
  MinesGrid,
  minesTileState,
  type MinesGridProps,
  type MinesTileState,
} from "./mines-grid.tsx";
export {
  bucketLabel,
  PlinkoBoard,
  plinkoGeometry,
  type PlinkoBall,
  type PlinkoBoardProps,
} from "./plinko-board.tsx";
export { roundToneColor, type RoundTone } from "./round-tone.ts";
export { ResultStrip, type ResultStripItem, type ResultStripProps } from "./result-strip.tsx";
export { BetModeSwitch, type BetModeSwitchProps } from "./bet-mode-switch.tsx";
export { OriginalsFrame, type OriginalsFrameProps } from "./game-frame.tsx";
