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

/** Multipliers by risk, rows, bucket. */
export const PLINKO_TABLES: Record<PlinkoRisk, Record<number, readonly number[]>> = {
  low: {
    8: [3.48, 2, 1.23, 0.85, 0.72, 0.85, 1.23, 2, 3.48],
    9: [3.63, 2.19, 1.41, 0.98, 0.77, 0.77, 0.98, 1.41, 2.19, 3.63],
    10: [3.72, 2.34, 1.56, 1.11, 0.86, 0.76, 0.86, 1.11, 1.56, 2.34, 3.72],
    11: [3.85, 2.51, 1.72, 1.24, 0.95, 0.8, 0.8, 0.95, 1.24, 1.72, 2.51, 3.85],
    12: [3.95, 2.65, 1.85, 1.36, 1.05, 0.86, 0.8, 0.86, 1.05, 1.36, 1.85, 2.65, 3.95],
    13: [3.98, 2.74, 1.98, 1.49, 1.15, 0.95, 0.81, 0.81, 0.95, 1.15, 1.49, 1.98, 2.74, 3.98],
    14: [4.04, 2.88, 2.1, 1.59, 1.25, 1.02, 0.87, 0.81, 0.87, 1.02, 1.25, 1.59, 2.1, 2.88, 4.04],
    15: [
      4.03, 2.96, 2.2, 1.72, 1.34, 1.11, 0.93, 0.83, 0.83, 0.93, 1.11, 1.34, 1.72, 2.2, 2.96, 4.03,
    ],
    16: [
      4.12, 3.04, 2.35, 1.8, 1.46, 1.18, 0.99, 0.87, 0.84, 0.87, 0.99, 1.18, 1.46, 1.8, 2.35, 3.04,
      4.12,
    ],
  },
  medium: {
    8: [13.61, 3.84, 1.32, 0.58, 0.37, 0.58, 1.32, 3.84, 13.61],
    9: [15.09, 4.89, 1.84, 0.82, 0.47, 0.47, 0.82, 1.84, 4.89, 15.09],
    10: [16.57, 5.93, 2.41, 1.12, 0.62, 0.46, 0.62, 1.12, 2.41, 5.93, 16.57],
    11: [17.71, 6.97, 3, 1.46, 0.8, 0.54, 0.54, 0.8, 1.46, 3, 6.97, 17.71],
    12: [18.84, 8, 3.65, 1.83, 1.02, 0.65, 0.54, 0.65, 1.02, 1.83, 3.65, 8, 18.84],
    13: [19.84, 8.94, 4.3, 2.23, 1.27, 0.81, 0.58, 0.58, 0.81, 1.27, 2.23, 4.3, 8.94, 19.84],
    14: [
      20.72, 9.86, 4.97, 2.66, 1.55, 0.97, 0.68, 0.58, 0.68, 0.97, 1.55, 2.66, 4.97, 9.86, 20.72,
    ],
    15: [
      21.38, 10.65, 5.61, 3.1, 1.83, 1.16, 0.8, 0.63, 0.63, 0.8, 1.16, 1.83, 3.1, 5.61, 10.65,
      21.38,
    ],
    16: [
      22.22, 11.54, 6.25, 3.57, 2.16, 1.38, 0.94, 0.7, 0.62, 0.7, 0.94, 1.38, 2.16, 3.57, 6.25,
      11.54, 22.22,
    ],
  },
  high: {
    8: [46.34, 5.27, 0.84, 0.2, 0.1, 0.2, 0.84, 5.27, 46.34],
    9: [61.59, 8.77, 1.62, 0.41, 0.16, 0.16, 0.41, 1.62, 8.77, 61.59],
    10: [77.91, 13.35, 2.83, 0.75, 0.27, 0.17, 0.27, 0.75, 2.83, 13.35, 77.91],
    11: [94.27, 18.83, 4.45, 1.27, 0.46, 0.23, 0.23, 0.46, 1.27, 4.45, 18.83, 94.27],
    12: [110.62, 25.12, 6.57, 2, 0.74, 0.34, 0.23, 0.34, 0.74, 2, 6.57, 25.12, 110.62],
    13: [126.05, 31.92, 9.1, 2.97, 1.12, 0.51, 0.29, 0.29, 0.51, 1.12, 2.97, 9.1, 31.92, 126.05],
    14: [
      141.2, 39.27, 12.08, 4.17, 1.64, 0.73, 0.4, 0.29, 0.4, 0.73, 1.64, 4.17, 12.08, 39.27, 141.2,
    ],
    15: [
      154.82, 46.73, 15.42, 5.6, 2.26, 1.03, 0.54, 0.36, 0.36, 0.54, 1.03, 2.26, 5.6, 15.42, 46.73,
      154.82,
    ],
    16: [
      168.2, 54.62, 19.17, 7.31, 3.06, 1.41, 0.74, 0.44, 0.36, 0.44, 0.74, 1.41, 3.06, 7.31, 19.17,
      54.62, 168.2,
    ],
  },
};

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
