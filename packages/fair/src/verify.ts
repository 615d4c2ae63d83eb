/**
 * One entry point for any original: the outcome of a bet from its seeds and parameters (the
 * server plays with it, the verifier recomputes with it). Mines returns the mine positions; the
 * multiplier then depends on the revealed tiles.
 */
import { dice, type DiceOutcome, type DiceParams } from "./dice.ts";
import { keno, type KenoOutcome, type KenoParams } from "./keno.ts";
import { limbo, type LimboOutcome, type LimboParams } from "./limbo.ts";
import { minePositions } from "./mines.ts";
import { plinko, type PlinkoOutcome, type PlinkoParams } from "./plinko.ts";
import type { Seeds } from "./seeds.ts";

export type FairBet =
  | { game: "dice"; params: DiceParams }
  | { game: "limbo"; params: LimboParams }
  | { game: "mines"; params: { mines: number } }
  | { game: "plinko"; params: PlinkoParams }
  | { game: "keno"; params: KenoParams };

export type FairOutcome =
  | { game: "dice"; outcome: DiceOutcome }
  | { game: "limbo"; outcome: LimboOutcome }
  | { game: "mines"; outcome: { mines: number[] } }
  | { game: "plinko"; outcome: PlinkoOutcome }
  | { game: "keno"; outcome: KenoOutcome };

export function verify(seeds: Seeds, bet: FairBet): FairOutcome {
  switch (bet.game) {
    case "dice":
      return { game: "dice", outcome: dice(seeds, bet.params) };
    case "limbo":
      return { game: "limbo", outcome: limbo(seeds, bet.params) };
    case "mines":
      return { game: "mines", outcome: { mines: minePositions(seeds, bet.params.mines) } };
    case "plinko":
      return { game: "plinko", outcome: plinko(seeds, bet.params) };
    case "keno":
      return { game: "keno", outcome: keno(seeds, bet.params) };
  }
}
