/**
 * A settled original bet as `GET /api/originals/bets/{id}` (and a placed bet's answer) shows it:
 * the round with what it played and the inputs it recorded, from the one presenter of a fair round
 * (`presentOriginal`, features/fair/played.ts) that the public `GET /api/bets/{id}` shows too.
 */
import type { Db, GameRound } from "../../db/types.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { dec, fmt } from "@casino/rules";
import { coinDecimals } from "../wallets/index.ts";
import { presentOriginal } from "../fair/index.ts";
import { gameInfos } from "../bets/index.ts";
import { publicName } from "../users/index.ts";

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
