import {
  CURRENT_FORMULA_VERSION,
  KENO_DRAWN,
  TWO_32,
  hashServerSeed,
  isClientSeed,
  isFormulaVersion,
  roundBytes,
  verify,
  type FairBet,
  type FairOutcome,
  type FormulaVersion,
  type Seeds,
} from "@casino/fair";
import type { OriginalSlug, OriginalsBet } from "./api.ts";

/** One float of the recomputation: its 4 bytes, the 32-bit integer and the float. */
export interface VerifyFloat {
  round: number;
  index: number;
  bytes: number[];
  uint: number;
  float: number;
}

/** The whole recomputation of a bet, step by step, with `@casino/fair` (the server's code). */
export interface VerifySteps {
  serverSeedHash: string;
  /** `${clientSeed}:${nonce}:${round}` of each round used. */
  messages: string[];
  floats: VerifyFloat[];
  /** The outcome and, for plinko and keno, the paid cell of the table (`outcome.paidCell`). */
  outcome: FairOutcome;
}

/** How many floats each game takes (mines: one per shuffled tile, 24). */
export function floatsUsed(bet: FairBet): number {
  switch (bet.game) {
    case "dice":
    case "limbo":
      return 1;
    case "mines":
      return 24;
    case "plinko":
      return bet.params.rows;
    case "keno":
      return KENO_DRAWN;
  }
}

/** The fair parameters of a settled bet (as the contract gives them). */
export function fairBetOf(game: OriginalSlug, params: OriginalsBet["params"]): FairBet | null {
  switch (game) {
    case "dice":
      return params.target !== undefined && params.condition
        ? { game, params: { target: params.target, condition: params.condition } }
        : null;
    case "limbo":
      return params.target !== undefined ? { game, params: { target: params.target } } : null;
    case "mines":
      return params.mines !== undefined ? { game, params: { mines: params.mines } } : null;
    case "plinko":
      return params.rows !== undefined && params.risk
        ? { game, params: { rows: params.rows, risk: params.risk } }
        : null;
    case "keno":
      return params.picks ? { game, params: { picks: params.picks } } : null;
  }
}

/**
 * The formula version a bet shows (`fairness.formula_version`), the current one when there is
 * none (a verification typed in by hand).
 */
export function formulaVersionOf(
  fairness: { formula_version?: number } | null | undefined,
): FormulaVersion {
  const version = fairness?.formula_version;
  return isFormulaVersion(version) ? version : CURRENT_FORMULA_VERSION;
}

/** Whether a client seed may be verified: the rule the server sets seeds by (`isClientSeed`). */
export function verifiableClientSeed(clientSeed: string): boolean {
  return isClientSeed(clientSeed);
}

/**
 * Recomputes a bet from its seeds in the browser: the server seed's hash (to compare with the
 * one shown before the bet), each HMAC round's message, the bytes and floats in order, and the
 * outcome under the bet's formula version (default: the current one), all from `@casino/fair`.
 */
export function verifySteps(
  seeds: Seeds,
  bet: FairBet,
  version: FormulaVersion = CURRENT_FORMULA_VERSION,
): VerifySteps {
  const count = floatsUsed(bet);
  const floats: VerifyFloat[] = [];
  const messages: string[] = [];
  for (let round = 0; floats.length < count; round++) {
    messages.push(`${seeds.clientSeed}:${seeds.nonce}:${round}`);
    const bytes = roundBytes(seeds, round);
    for (let i = 0; i < 32 && floats.length < count; i += 4) {
      const four = [bytes[i]!, bytes[i + 1]!, bytes[i + 2]!, bytes[i + 3]!];
      const uint = four[0]! * 16777216 + four[1]! * 65536 + four[2]! * 256 + four[3]!;
      floats.push({ round, index: floats.length, bytes: four, uint, float: uint / TWO_32 });
    }
  }
  return {
    serverSeedHash: hashServerSeed(seeds.serverSeed),
    messages,
    floats,
    outcome: verify(seeds, bet, version),
  };
}
