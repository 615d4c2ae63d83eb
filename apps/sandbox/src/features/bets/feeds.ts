/**
 * Subscribers of `betSettled` and the lists read from settled rounds: every real settled bet is
 * published as `transaction_latest_bet` on the public `bets` channel (and as
 * `transaction_high_roller_bet` when its stake is worth at least {@link HIGH_ROLLER_USD}), and on the player's own channel (the `user_lastest_bet` feed). The live-wins
 * feeds and the highest wins read the same settled rounds.
 */
import type { Db, GameRound } from "../../db/types.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { dec, fmt } from "@casino/rules";
import type { BetSettled } from "../../lib/events.ts";
import { imageBase } from "../../lib/public-url.ts";
import type { Services } from "../../services.ts";
import { coinDecimals } from "../wallets/index.ts";
import { presentOriginal } from "../fair/index.ts";
import { gameInfos } from "./game-refs.ts";
import { HIDDEN_NAME, publicName } from "../users/index.ts";

type FeedRound = Pick<
  GameRound,
  | "id"
  | "game_id"
  | "game_slug"
  | "code"
  | "stake"
  | "payout"
  | "multiplier"
  | "stake_usd"
  | "payout_usd"
  | "settled_at"
> & { username: string; hide_name: boolean; vip_level: number };

async function feedItems(
  db: Db,
  rounds: FeedRound[],
  base: string,
): Promise<Schemas["BetFeedItem"][]> {
  const infos = await gameInfos(
    db,
    rounds.map((r) => ({ gameId: r.game_id, gameSlug: r.game_slug })),
    base,
  );
  return rounds.map((r) => {
    const decimals = coinDecimals(r.code);
    return {
      id: String(r.id),
      game: infos.get(r.game_id)!.game,
      username: publicName(r),
      vip_level: Math.min(5, Math.max(0, r.vip_level)) as Schemas["VipLevel"],
      entity_wallet_code: r.code,
      bet_amount: fmt(dec(r.stake), decimals),
      payout_amount: fmt(dec(r.payout), decimals),
      multiplier: fmt(dec(r.multiplier ?? "0")),
      fiat_bet_amount: fmt(dec(r.stake_usd), 2),
      fiat_payout_amount: fmt(dec(r.payout_usd), 2),
      fiat_currency: "USD",
      created_at: (r.settled_at ?? new Date(0)).toISOString(),
    };
  });
}

function settledRounds(db: Db) {
  return db
    .selectFrom("game_rounds as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .select([
      "r.id",
      "r.game_id",
      "r.game_slug",
      "r.code",
      "r.stake",
      "r.payout",
      "r.multiplier",
      "r.stake_usd",
      "r.payout_usd",
      "r.settled_at",
      "u.username",
      "u.hide_name",
      "u.vip_level",
    ])
    .where("r.status", "=", "settled");
}

/** Stakes worth at least this many USD are high-roller bets. */
export const HIGH_ROLLER_USD = "500";

/** Sends one bet to the public feeds (`transaction_high_roller_bet` too for a high roller). */
export async function publishBet(services: Services, bet: Schemas["BetFeedItem"]): Promise<void> {
  await services.realtime.toPublic("bets", "transaction_latest_bet", { bet });
  if (dec(bet.fiat_bet_amount) >= dec(HIGH_ROLLER_USD))
    await services.realtime.toPublic("bets", "transaction_high_roller_bet", { bet });
}

/** Publishes one settled bet to the feeds. */
export async function publishSettled(services: Services, event: BetSettled): Promise<void> {
  const round = await settledRounds(services.db).where("r.id", "=", event.betId).executeTakeFirst();
  if (!round) return;
  const [bet] = await feedItems(services.db, [round], imageBase(services.config));
  await publishBet(services, bet!);
  await services.realtime.toPlayer(event.userId, "transaction_latest_bet", { bet: bet! });
}

/** Subscribes the feeds to `betSettled`; `onError` hears publishing failures. */
export function subscribeBetFeeds(services: Services, onError: (error: unknown) => void): void {
  services.events.on("betSettled", (event) => {
    publishSettled(services, event).catch(onError);
  });
}

/** The live-wins feeds: everyone's, high rollers', or the player's own latest settled bets. */
export async function listLiveWins(
  services: Services,
  type: Schemas["BetFeedType"],
  limit: number,
  userId: number | undefined,
  base: string,
): Promise<Schemas["BetFeedItem"][]> {
  let query = settledRounds(services.db);
  if (type === "high_roller") query = query.where("r.stake_usd", ">=", HIGH_ROLLER_USD);
  if (type === "user_lastest_bet") query = query.where("r.user_id", "=", userId!);
  const rounds = await query
    .orderBy("r.settled_at", "desc")
    .orderBy("r.id", "desc")
    .limit(limit)
    .execute();
  return feedItems(services.db, rounds, base);
}

const RANGES_MS: Record<Schemas["TimeRange"], number> = {
  live: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
};

/** The biggest wins (payout in USD) settled in the period. */
export async function listHighestWins(
  services: Services,
  range: Schemas["TimeRange"],
  limit: number,
  base: string,
): Promise<Schemas["HighestWin"][]> {
  const since = new Date(services.clock.now() - RANGES_MS[range]);
  const rounds = await settledRounds(services.db)
    .where("r.payout", ">", "0")
    .where("r.settled_at", ">=", since)
    .orderBy("r.payout_usd", "desc")
    .orderBy("r.id", "asc")
    .limit(limit)
    .execute();
  const items = await feedItems(services.db, rounds, base);
  return items.map((item, i) => ({
    rank: i + 1,
    game: item.game,
    username: item.username,
    vip_level: item.vip_level,
    entity_wallet_code: item.entity_wallet_code,
    win_amount: item.payout_amount,
    fiat_win_amount: item.fiat_payout_amount,
    fiat_currency: "USD",
    multiplier: item.multiplier,
    created_at: item.created_at,
  }));
}

/**
 * One settled bet by id as anyone may see it (`GET /api/bets/{id}`): game, masked player,
 * amounts and their USD values, time; for an original, its play (parameters and outcome) and the
 * inputs it recorded (server seed once the pair was revealed): all a verifier needs. Undefined
 * for an unknown or unsettled round.
 */
export async function findPublicBet(
  db: Db,
  id: number,
  base: string,
): Promise<Schemas["PublicBet"] | undefined> {
  const round = await settledRounds(db)
    .select([
      "r.source",
      "r.seed_pair_id",
      "r.server_seed_hash",
      "r.client_seed",
      "r.nonce",
      "r.formula_version",
      "r.params",
      "r.outcome",
    ])
    .where("r.id", "=", id)
    .executeTakeFirst();
  if (!round) return undefined;
  const [item] = await feedItems(db, [round], base);
  const { username, vip_level: _vip, ...rest } = item!;
  const fair =
    round.source === "original" && round.seed_pair_id !== null
      ? await presentOriginal(db, round)
      : { original: null, fairness: null };
  // `username` is already the public name (users/public-name.ts); the contract says null when hidden.
  return { ...rest, player: username === HIDDEN_NAME ? null : username, ...fair };
}
