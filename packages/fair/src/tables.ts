/**
 * The payout tables of plinko and keno as published (`GET /api/fair/tables`), each with its
 * return to player computed exactly (bigint rationals) from the very tables the games pay with.
 */
import { KENO_DRAWN, KENO_MAX_PICKS, KENO_NUMBERS, KENO_TABLE } from "./keno.ts";
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  PLINKO_TABLES,
  type PlinkoRisk,
} from "./plinko.ts";

export interface PlinkoTable {
  risk: PlinkoRisk;
  rows: number;
  /** By bucket, 0 (all left) to `rows`; 2 decimals. */
  multipliers: string[];
  /** Expected return, rounded half up to 6 decimals. */
  rtp: string;
}

export interface KenoTable {
  picks: number;
  /** By hits, 0 to `picks`; 2 decimals. */
  multipliers: string[];
  /** Expected return, rounded half up to 6 decimals. */
  rtp: string;
}

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** A multiplier of a table (at most 2 decimals) in hundredths. */
const hundredths = (m: number) => BigInt(Math.round(m * 100));

/** `num / den` rounded half up to 6 decimals, as a decimal string. */
function sixDecimals(num: bigint, den: bigint): string {
  const v = (num * 2_000_000n + den) / (2n * den);
  return `${v / 1_000_000n}.${(v % 1_000_000n).toString().padStart(6, "0")}`;
}

/** The return to player of a plinko table under the binomial odds C(rows, k) / 2^rows. */
export function plinkoRtp(risk: PlinkoRisk, rows: number): string {
  const table = PLINKO_TABLES[risk][rows]!;
  const num = table.reduce((sum, m, k) => sum + choose(rows, k) * hundredths(m), 0n);
  return sixDecimals(num, 100n * 2n ** BigInt(rows));
}

/** The return to player of a keno row under the hypergeometric odds of 10 drawn of 40. */
export function kenoRtp(picks: number): string {
  const row = KENO_TABLE[picks]!;
  const num = row.reduce(
    (sum, m, h) =>
      sum + choose(KENO_DRAWN, h) * choose(KENO_NUMBERS - KENO_DRAWN, picks - h) * hundredths(m),
    0n,
  );
  return sixDecimals(num, 100n * choose(KENO_NUMBERS, picks));
}

/** Every plinko table: risks low, medium, high, each by rows 8 to 16. */
export function plinkoTables(): PlinkoTable[] {
  const tables: PlinkoTable[] = [];
  for (const risk of PLINKO_RISKS)
    for (let rows = PLINKO_MIN_ROWS; rows <= PLINKO_MAX_ROWS; rows++)
      tables.push({
        risk,
        rows,
        multipliers: PLINKO_TABLES[risk][rows]!.map((m) => m.toFixed(2)),
        rtp: plinkoRtp(risk, rows),
      });
  return tables;
}

/** Every keno row: 1 to 10 picks. */
export function kenoTables(): KenoTable[] {
  return Array.from({ length: KENO_MAX_PICKS }, (_, i) => i + 1).map((picks) => ({
    picks,
    multipliers: KENO_TABLE[picks]!.map((m) => m.toFixed(2)),
    rtp: kenoRtp(picks),
  }));
}
