import type { OriginalSlug, OriginalsBet, FairOutcome } from "@casino/core";

/**
 * One comparable text of an outcome (the server's, from a bet, or the verifier's): dice roll,
 * limbo result, mine tiles (1-based, sorted), plinko bucket, keno draw (sorted).
 */
export function serverOutcomeText(game: OriginalSlug, outcome: OriginalsBet["outcome"]): string {
  switch (game) {
    case "dice":
      return outcome.roll !== undefined ? outcome.roll.toFixed(2) : "";
    case "limbo":
      return outcome.result === undefined ? "" : limboText(outcome.result);
    case "mines":
      return tiles(outcome.mine_positions ?? []);
    case "plinko":
      return outcome.bucket !== undefined ? String(outcome.bucket) : "";
    case "keno":
      return numbers(outcome.drawn ?? []);
  }
}

export function fairOutcomeText(result: FairOutcome): string {
  switch (result.game) {
    case "dice":
      return result.outcome.roll.toFixed(2);
    case "limbo":
      return limboText(result.outcome.result);
    case "mines":
      return tiles(result.outcome.mines);
    case "plinko":
      return String(result.outcome.bucket);
    case "keno":
      return numbers(result.outcome.drawn);
  }
}

const tiles = (list: readonly number[]) =>
  [...list]
    .sort((a, b) => a - b)
    .map((t) => t + 1)
    .join(", ");
const numbers = (list: readonly number[]) => [...list].sort((a, b) => a - b).join(", ");

/** Limbo's result: 2 decimals, or infinite (float 0 under the published formula). */
const limboText = (result: number | null) =>
  result === null || !Number.isFinite(result) ? "∞×" : `${result.toFixed(2)}×`;
