import { type VipLevel } from "../../tokens/index.ts";

/**
 * A 9×9 pixel gem. `#` is the gem body, `+` its highlight; level pips are drawn
 * on the top row, one per level, so the emblem grows with the level.
 */
const GEM = [
  ".........",
  ".........",
  "..#####..",
  ".#++####.",
  "##+######",
  ".#######.",
  "..#####..",
  "...###...",
  "....#....",
];

const PIP_COLUMNS: Record<VipLevel, number[]> = {
  0: [],
  1: [4],
  2: [3, 5],
  3: [2, 4, 6],
  4: [1, 3, 5, 7],
  5: [0, 2, 4, 6, 8],
};

export interface PixelEmblemProps {
  level: VipLevel;
  /** Body and pip colour. */
  color: string;
  /** Highlight colour. */
  shade: string;
  size: string;
}

/** The decorative pixel-art gem of a VIP level (hidden from assistive technology). */
export function PixelEmblem({ level, color, shade, size }: PixelEmblemProps) {
  const cells: { x: number; y: number; fill: string }[] = [];
  GEM.forEach((row, y) => {
    [...row].forEach((cell, x) => {
      if (cell === "#") cells.push({ x, y, fill: color });
      if (cell === "+") cells.push({ x, y, fill: shade });
    });
  });
  for (const x of PIP_COLUMNS[level]) cells.push({ x, y: 0, fill: color });
  return (
    <svg
      viewBox="0 0 9 9"
      width={size}
      height={size}
      shapeRendering="crispEdges"
      aria-hidden="true"
      focusable="false"
    >
      {cells.map(({ x, y, fill }) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill={fill} />
      ))}
    </svg>
  );
}
