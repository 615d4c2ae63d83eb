/**
 * The one presenter of a settled original bet: what it was played with and what the seeds
 * decided (`OriginalsPlay`, by game) and the inputs it recorded (`OriginalsFairness`). The public
 * `GET /api/bets/{id}` and `GET /api/originals/bets/{id}` (and a placed bet's answer) all show it.
 */
import type { Db, GameRound } from "../../db/types.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { dec, fmt } from "@casino/rules";
import type { Tx } from "../../lib/ledger.ts";
import { coinDecimals } from "../wallets/wallets.ts";
import { pairById } from "../fair/seeds.ts";
import { fairness, type RecordedRound } from "./originals.ts";
import { gameInfos } from "../bets/game-refs.ts";
import { publicName } from "../users/public-name.ts";

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

/** The bet, or undefined when there is no settled original with that id. */
export async function findOriginalsBet(
  db: Db,
  id: number,
  imageBase: string,
): Promise<Schemas["OriginalsBet"] | undefined> {
  const round = await db
    .selectFrom("game_rounds")
    .selectAll()
    .where("id", "=", id)
    .where("source", "=", "original")
    .where("status", "=", "settled")
    .executeTakeFirst();
  return round ? presentOriginalsBet(db, round, imageBase) : undefined;
}

export async function presentOriginalsBet(
  db: Db,
  round: GameRound,
  imageBase: string,
): Promise<Schemas["OriginalsBet"]> {
  const user = await db
    .selectFrom("users")
    .select(["username", "hide_name"])
    .where("id", "=", round.user_id)
    .executeTakeFirstOrThrow();
  const games = await gameInfos(
    db,
    [{ gameId: round.game_id, gameSlug: round.game_slug }],
    imageBase,
  );
  const decimals = coinDecimals(round.code);
  const payout = dec(round.payout);
  const { original, fairness } = await presentOriginal(db, round);
  return {
    id: round.id,
    game: games.get(round.game_id)!.game,
    username: publicName(user),
    entity_wallet_code: round.code,
    amount: fmt(dec(round.stake), decimals),
    payout: fmt(payout, decimals),
    multiplier: fmt(dec(round.multiplier ?? "0")),
    win: payout > 0n,
    params: original.params,
    outcome: original.outcome,
    original,
    fairness,
    created_at: round.created_at.toISOString(),
  };
}
