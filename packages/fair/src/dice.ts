/**
 * Dice: the roll is `floor(float * 10001) / 100`, from 0.00 to 100.00. `under` wins when the
 * roll is below the target, `over` when it is above. Win chance (in %) is the target (under) or
 * `100 - target` (over); the multiplier is `99 / chance` (1% house edge), truncated to 4
 * decimals. Targets from 2.00 to 98.00 in steps of 0.01.
 */
import { e4, pick, uints, validTarget, type Seeds } from "./seeds.ts";

export const DICE_HOUSE_EDGE = "0.01";
export const DICE_MIN_TARGET = 2;
export const DICE_MAX_TARGET = 98;

export type DiceCondition = "over" | "under";

export interface DiceParams {
  /** 2.00 to 98.00, at most 2 decimals. */
  target: number;
  condition: DiceCondition;
}

export interface DiceOutcome {
  /** 0.00 to 100.00. */
  roll: number;
  win: boolean;
  /** The multiplier a win pays (4 decimals). */
  multiplier: string;
  /** What the bet pays: `multiplier` on a win, "0.0000" on a loss. */
  payoutMultiplier: string;
}

/** Whether dice params are valid. */
export function validDice(params: DiceParams): boolean {
  return (
    validTarget(params.target, DICE_MIN_TARGET, DICE_MAX_TARGET) &&
    (params.condition === "over" || params.condition === "under")
  );
}

/** The multiplier of a target (4 decimals). */
export function diceMultiplier(params: DiceParams): string {
  const target = Math.round(params.target * 100);
  const chance = params.condition === "under" ? target : 10000 - target;
  return e4(Math.floor((99 * 10000 * 100) / chance));
}

/** The outcome of a dice bet. */
export function dice(seeds: Seeds, params: DiceParams): DiceOutcome {
  const roll = pick(uints(seeds, 1)[0]!, 10001);
  const target = Math.round(params.target * 100);
  const win = params.condition === "under" ? roll < target : roll > target;
  const multiplier = diceMultiplier(params);
  return { roll: roll / 100, win, multiplier, payoutMultiplier: win ? multiplier : "0.0000" };
}
