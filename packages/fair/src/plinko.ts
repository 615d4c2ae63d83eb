/**
 * Plinko: 8 to 16 rows, one float per row; the ball goes right when `floor(float * 2) == 1`.
 * The bucket is the number of rights (0 to rows) and pays the table's multiplier for the risk
 * and rows. Each table's expected return is 0.99 (1% house edge) under the binomial odds
 * C(rows, k) / 2^rows.
 */
import { pick, uints, type Seeds } from "./seeds.ts";

export const PLINKO_HOUSE_EDGE = "0.01";
export type PlinkoRisk = "low" | "medium" | "high";
export const PLINKO_RISKS: readonly PlinkoRisk[] = ["low", "medium", "high"];
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

/**
 * The left half of each table, by risk and rows, up to and including the middle bucket: a table
 * is symmetric (k and rows - k rights are equally likely), so its right half is the left mirrored.
 */
const PLINKO_HALF_TABLES: Record<PlinkoRisk, Record<number, readonly number[]>> = {
  low: {
    8: [3.48, 2, 1.23, 0.85, 0.72],
    9: [3.63, 2.19, 1.41, 0.98, 0.77],
    10: [3.72, 2.34, 1.56, 1.11, 0.86, 0.76],
    11: [3.85, 2.51, 1.72, 1.24, 0.95, 0.8],
    12: [3.95, 2.65, 1.85, 1.36, 1.05, 0.86, 0.8],
    13: [3.98, 2.74, 1.98, 1.49, 1.15, 0.95, 0.81],
    14: [4.04, 2.88, 2.1, 1.59, 1.25, 1.02, 0.87, 0.81],
    15: [4.03, 2.96, 2.2, 1.72, 1.34, 1.11, 0.93, 0.83],
    16: [4.12, 3.04, 2.35, 1.8, 1.46, 1.18, 0.99, 0.87, 0.84],
  },
  medium: {
    8: [13.61, 3.84, 1.32, 0.58, 0.37],
    9: [15.09, 4.89, 1.84, 0.82, 0.47],
    10: [16.57, 5.93, 2.41, 1.12, 0.62, 0.46],
    11: [17.71, 6.97, 3, 1.46, 0.8, 0.54],
    12: [18.84, 8, 3.65, 1.83, 1.02, 0.65, 0.54],
    13: [19.84, 8.94, 4.3, 2.23, 1.27, 0.81, 0.58],
    14: [20.72, 9.86, 4.97, 2.66, 1.55, 0.97, 0.68, 0.58],
    15: [21.38, 10.65, 5.61, 3.1, 1.83, 1.16, 0.8, 0.63],
    16: [22.22, 11.54, 6.25, 3.57, 2.16, 1.38, 0.94, 0.7, 0.62],
  },
  high: {
    8: [46.34, 5.27, 0.84, 0.2, 0.1],
    9: [61.59, 8.77, 1.62, 0.41, 0.16],
    10: [77.91, 13.35, 2.83, 0.75, 0.27, 0.17],
    11: [94.27, 18.83, 4.45, 1.27, 0.46, 0.23],
    12: [110.62, 25.12, 6.57, 2, 0.74, 0.34, 0.23],
    13: [126.05, 31.92, 9.1, 2.97, 1.12, 0.51, 0.29],
    14: [141.2, 39.27, 12.08, 4.17, 1.64, 0.73, 0.4, 0.29],
    15: [154.82, 46.73, 15.42, 5.6, 2.26, 1.03, 0.54, 0.36],
    16: [168.2, 54.62, 19.17, 7.31, 3.06, 1.41, 0.74, 0.44, 0.36],
  },
};

/** A whole table of `rows + 1` buckets from its left half. */
function mirrored(rows: number, half: readonly number[]): readonly number[] {
  return [...half, ...half.slice(0, rows + 1 - half.length).reverse()];
}

/** Multipliers by risk, rows, bucket. */
export const PLINKO_TABLES: Record<
  PlinkoRisk,
  Record<number, readonly number[]>
> = Object.fromEntries(
  PLINKO_RISKS.map((risk) => [
    risk,
    Object.fromEntries(
      Object.entries(PLINKO_HALF_TABLES[risk]).map(([rows, half]) => [
        rows,
        mirrored(Number(rows), half),
      ]),
    ),
  ]),
) as Record<PlinkoRisk, Record<number, readonly number[]>>;

export interface PlinkoParams {
  rows: number;
  risk: PlinkoRisk;
}

export interface PlinkoOutcome {
  /** Left (0) or right (1) at each row. */
  path: number[];
  bucket: number;
  payoutMultiplier: string;
}

export function validPlinko(params: PlinkoParams): boolean {
  return (
    Number.isInteger(params.rows) &&
    params.rows >= PLINKO_MIN_ROWS &&
    params.rows <= PLINKO_MAX_ROWS &&
    PLINKO_RISKS.includes(params.risk)
  );
}

export function plinko(seeds: Seeds, params: PlinkoParams): PlinkoOutcome {
  const path = uints(seeds, params.rows).map((u) => pick(u, 2));
  const bucket = path.reduce((a, b) => a + b, 0);
  return {
    path,
    bucket,
    payoutMultiplier: PLINKO_TABLES[params.risk][params.rows]![bucket]!.toFixed(4),
  };
}
