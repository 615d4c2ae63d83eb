/**
 * A settled original bet as the public, shareable `OriginalsBet`: who (public name), game,
 * amount, multiplier, payout, parameters, outcome and seeds (server seed once rotated).
 */
import type { Db, GameRound } from "../../db/types.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { dec, fmt } from "../../lib/decimal.ts";
import { coinDecimals } from "../wallets/wallets.ts";
import { pairById } from "../fair/seeds.ts";
import { fairness } from "./originals.ts";
import { gameInfos } from "../bets/game-refs.ts";
import { publicName } from "../users/public-name.ts";

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
  const pair = await pairById(db, round.seed_pair_id!);
  const games = await gameInfos(
    db,
    [{ gameId: round.game_id, gameSlug: round.game_slug }],
    imageBase,
  );
  const decimals = coinDecimals(round.code);
  const payout = dec(round.payout);
  return {
    id: round.id,
    game: games.get(round.game_id)!.game,
    username: publicName(user),
    entity_wallet_code: round.code,
    amount: fmt(dec(round.stake), decimals),
    payout: fmt(payout, decimals),
    multiplier: fmt(dec(round.multiplier ?? "0")),
    win: payout > 0n,
    params: (round.params ?? {}) as Schemas["OriginalsParams"],
    outcome: (round.outcome ?? {}) as Schemas["OriginalsOutcome"],
    fairness: fairness(pair, round.nonce!),
    created_at: round.created_at.toISOString(),
  };
}
