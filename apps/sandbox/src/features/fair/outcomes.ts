/**
 * The fair maths in the contract's words: a request's game and params as a `@casino/fair` bet
 * (checked), and a fair result as the contract's outcome. The originals play with them and the
 * public verifier recomputes with them.
 */
import {
  validDice,
  validKeno,
  validLimbo,
  validMines,
  validPlinko,
  type FairBet,
  type FairOutcome,
} from "@casino/fair";
import type { Schemas } from "../../lib/contract-types.ts";
import { fieldError } from "../../lib/errors.ts";

type Outcome = Schemas["OriginalsOutcome"];
type Params = Schemas["OriginalsParams"];

/** The fair bet and the contract's params of a request, or 422 `invalid_value`. */
export function fairBet(game: FairBet["game"], params: Params): FairBet {
  const bad = () => fieldError("params", "invalid_value");
  switch (game) {
    case "dice": {
      const p = { target: params.target ?? NaN, condition: params.condition ?? "under" };
      if (!params.condition || !validDice(p)) throw bad();
      return { game, params: p };
    }
    case "limbo": {
      const p = { target: params.target ?? NaN };
      if (!validLimbo(p)) throw bad();
      return { game, params: p };
    }
    case "plinko": {
      const p = { rows: params.rows ?? 0, risk: params.risk ?? "low" };
      if (!params.risk || !validPlinko(p)) throw bad();
      return { game, params: p };
    }
    case "keno": {
      const p = { picks: params.picks ?? [] };
      if (!validKeno(p)) throw bad();
      return { game, params: p };
    }
    case "mines": {
      if (!validMines(params.mines ?? 0)) throw bad();
      return { game, params: { mines: params.mines! } };
    }
  }
}

/** The contract's outcome of a fair result, with the multiplier it pays. */
export function presentOutcome(result: FairOutcome): Outcome {
  switch (result.game) {
    case "dice":
      return { roll: result.outcome.roll, payout_multiplier: result.outcome.payoutMultiplier };
    case "limbo":
      return {
        // Infinite at float = 0 (every target wins): JSON has no infinity, the contract says null.
        result: Number.isFinite(result.outcome.result) ? result.outcome.result : null,
        payout_multiplier: result.outcome.payoutMultiplier,
      };
    case "plinko":
      return {
        path: result.outcome.path,
        bucket: result.outcome.bucket,
        payout_multiplier: result.outcome.payoutMultiplier,
      };
    case "keno":
      return {
        drawn: result.outcome.drawn,
        hits: result.outcome.hits,
        payout_multiplier: result.outcome.payoutMultiplier,
      };
    case "mines":
      return { mine_positions: result.outcome.mines };
  }
}
