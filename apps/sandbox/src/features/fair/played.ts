/**
 * What a settled provably fair round shows: the inputs it recorded (`OriginalsFairness`, the
 * server seed once its pair is revealed) and what it played (`OriginalsPlay`, by game). The public
 * bet (features/bets/feeds.ts) and the originals' own answers show it.
 */
import { isFormulaVersion, type FormulaVersion } from "@casino/fair";
import type { GameRound } from "../../db/types.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import type { Tx } from "../../lib/ledger.ts";
import { pairById, type SeedPair } from "./seeds.ts";

/** The inputs an original round recorded (see migration 0015: every original has them). */
export type RecordedRound = Pick<
  GameRound,
  "seed_pair_id" | "server_seed_hash" | "client_seed" | "nonce" | "formula_version"
>;

/** The recorded inputs of a round, or a thrown error when a round lacks them (a data defect). */
export function recorded(round: RecordedRound) {
  const { seed_pair_id, server_seed_hash, client_seed, nonce, formula_version } = round;
  if (
    seed_pair_id === null ||
    server_seed_hash === null ||
    client_seed === null ||
    nonce === null ||
    !isFormulaVersion(formula_version)
  )
    throw new Error("An original round lacks the inputs it was played with");
  return {
    seedPairId: seed_pair_id,
    serverSeedHash: server_seed_hash,
    clientSeed: client_seed,
    nonce,
    formulaVersion: formula_version as FormulaVersion,
  };
}

/**
 * The inputs a round was played with, as recorded with it; the server seed once its pair is
 * revealed (rotation or a client seed change), null before.
 */
export function fairness(round: RecordedRound, pair: SeedPair): Schemas["OriginalsFairness"] {
  const r = recorded(round);
  return {
    server_seed_hash: r.serverSeedHash,
    server_seed: pair.revealed_at ? pair.server_seed : null,
    client_seed: r.clientSeed,
    nonce: r.nonce,
    formula_version: r.formulaVersion,
  };
}

/** A settled original's round as the presenter reads it. */
export type PlayedRound = RecordedRound & Pick<GameRound, "game_slug" | "params" | "outcome">;

type Loose = Record<string, unknown>;

/** The game, parameters and outcome of a settled original, discriminated by game. */
export function presentPlay(round: PlayedRound): Schemas["OriginalsPlay"] {
  const params = (round.params ?? {}) as Loose;
  const outcome = (round.outcome ?? {}) as Loose;
  const payout_multiplier = String(outcome.payout_multiplier ?? "0.0000");
  switch (round.game_slug) {
    case "dice":
      return {
        game: "dice",
        params: {
          target: params.target as number,
          condition: params.condition as "over" | "under",
        },
        outcome: { roll: outcome.roll as number, payout_multiplier },
      };
    case "limbo":
      return {
        game: "limbo",
        params: { target: params.target as number },
        outcome: { result: (outcome.result as number | null) ?? null, payout_multiplier },
      };
    case "mines":
      return {
        game: "mines",
        params: { mines: params.mines as number, revealed: (params.revealed as number[]) ?? [] },
        outcome: { mine_positions: outcome.mine_positions as number[], payout_multiplier },
      };
    case "plinko":
      return {
        game: "plinko",
        params: { rows: params.rows as number, risk: params.risk as "low" | "medium" | "high" },
        outcome: {
          path: outcome.path as number[],
          bucket: outcome.bucket as number,
          payout_multiplier,
        },
      };
    case "keno":
      return {
        game: "keno",
        params: { picks: params.picks as number[] },
        outcome: {
          drawn: outcome.drawn as number[],
          hits: outcome.hits as number[],
          payout_multiplier,
        },
      };
    default:
      throw new Error(`Not an original: ${round.game_slug}`);
  }
}

/** What a settled original shows to anyone: its play and the inputs it was played with. */
export async function presentOriginal(
  db: Tx,
  round: PlayedRound,
): Promise<{ original: Schemas["OriginalsPlay"]; fairness: Schemas["OriginalsFairness"] }> {
  const pair = await pairById(db, round.seed_pair_id!);
  return { original: presentPlay(round), fairness: fairness(round, pair) };
}
