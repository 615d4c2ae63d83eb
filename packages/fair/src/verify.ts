/**
 * One entry point for any original: the outcome of a bet from its seeds, parameters and formula
 * version (the server plays with it, the verifier recomputes with it), and the cell of the payout
 * table it was paid by (plinko and keno). Mines returns the mine positions; the multiplier then
 * depends on the revealed tiles.
 */
import { dice, type DiceOutcome, type DiceParams } from "./dice.ts";
import { keno, type KenoOutcome, type KenoParams } from "./keno.ts";
import { limbo, type LimboOutcome, type LimboParams } from "./limbo.ts";
import { minePositions } from "./mines.ts";
import { plinko, type PlinkoOutcome, type PlinkoParams, type PlinkoRisk } from "./plinko.ts";
import type { Seeds } from "./seeds.ts";
import { CURRENT_FORMULA_VERSION, type FormulaVersion } from "./versions.ts";

export type FairBet =
  | { game: "dice"; params: DiceParams }
  | { game: "limbo"; params: LimboParams }
  | { game: "mines"; params: { mines: number } }
  | { game: "plinko"; params: PlinkoParams }
  | { game: "keno"; params: KenoParams };

/** The cell of a payout table a bet was paid by. */
export type PaidCell =
  | { table: "plinko"; risk: PlinkoRisk; rows: number; bucket: number }
  | { table: "keno"; picks: number; hits: number };

export type FairOutcome =
  | { game: "dice"; outcome: DiceOutcome; paidCell: null }
  | { game: "limbo"; outcome: LimboOutcome; paidCell: null }
  | { game: "mines"; outcome: { mines: number[] }; paidCell: null }
  | {
      game: "plinko";
      outcome: PlinkoOutcome;
      paidCell: Extract<PaidCell, { table: "plinko" }>;
    }
  | { game: "keno"; outcome: KenoOutcome; paidCell: Extract<PaidCell, { table: "keno" }> };

export function verify(
  seeds: Seeds,
  bet: FairBet,
  version: FormulaVersion = CURRENT_FORMULA_VERSION,
): FairOutcome {
  switch (bet.game) {
    case "dice":
      return { game: "dice", outcome: dice(seeds, bet.params), paidCell: null };
    case "limbo":
      return { game: "limbo", outcome: limbo(seeds, bet.params, version), paidCell: null };
    case "mines":
      return {
        game: "mines",
        outcome: { mines: minePositions(seeds, bet.params.mines) },
        paidCell: null,
      };
    case "plinko": {
      const outcome = plinko(seeds, bet.params);
      const { risk, rows } = bet.params;
      return {
        game: "plinko",
        outcome,
        paidCell: { table: "plinko", risk, rows, bucket: outcome.bucket },
      };
    }
    case "keno": {
      const outcome = keno(seeds, bet.params);
      return {
        game: "keno",
        outcome,
        paidCell: { table: "keno", picks: bet.params.picks.length, hits: outcome.hits.length },
      };
    }
  }
}
