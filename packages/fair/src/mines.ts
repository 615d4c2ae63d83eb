/**
 * Mines: 25 tiles (0 to 24, row by row), 1 to 24 mines. The mines are the first `mines` tiles of
 * a Fisher-Yates draw over the 25 tiles with the round's floats (float i picks
 * `floor(float * (25 - i))` among the tiles left). After `k` safe reveals the multiplier is
 * `0.99 * C(25, k) / C(25 - mines, k)` (the fair odds with a 1% house edge), truncated to 4
 * decimals. The player may cash out after any safe reveal.
 */
import { e4, shuffle, uints, type Seeds } from "./seeds.ts";

export const MINES_HOUSE_EDGE = "0.01";
export const MINES_TILES = 25;

function choose(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

export function validMines(mines: number): boolean {
  return Number.isInteger(mines) && mines >= 1 && mines <= 24;
}

/** The mine positions of a round (sorted). */
export function minePositions(seeds: Seeds, mines: number): number[] {
  return shuffle(uints(seeds, MINES_TILES - 1), MINES_TILES, mines).sort((a, b) => a - b);
}

/** The multiplier after `revealed` safe tiles (4 decimals); "0.0000" when impossible. */
export function minesMultiplier(mines: number, revealed: number): string {
  if (revealed < 0 || revealed > MINES_TILES - mines) return "0.0000";
  return e4((9900n * choose(MINES_TILES, revealed)) / choose(MINES_TILES - mines, revealed));
}
