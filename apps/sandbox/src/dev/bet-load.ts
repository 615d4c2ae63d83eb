/**
 * Synthetic feed load for development (`POST /dev/bets`, the feed benchmark of `pnpm bench`) and
 * the sample bet of `POST /dev/realtime/emit`. Never real bets and never shown as such:
 *
 * - only published on the realtime `bets` channel, never written to `game_rounds`, so never in
 *   `GET /api/games/live-wins/list`, the highest wins, the gaming history or the ledger;
 * - always losses (payout 0): a client puts only wins into its cached highest-wins lists (the
 *   "Biggest wins" ticker), so a synthetic bet never reaches them;
 * - marked as development data: id `dev-load-…`, player {@link DEV_LOAD_PLAYER};
 * - on catalogue games only (the provably fair originals, named from the catalogue).
 */
import { randomInt } from "node:crypto";
import type { Schemas } from "../lib/contract-types.ts";
import { dec, fmt, mul, truncate, div } from "@casino/rules";
import { imageBase } from "../lib/public-url.ts";
import type { Services } from "../services.ts";
import { coins } from "../features/wallets/catalog.ts";
import { loadPrices, price } from "../features/wallets/rates.ts";
import { gameInfos } from "../features/bets/game-refs.ts";
import { originalGame, type OriginalSlug } from "../features/originals/games.ts";

/** The player name of every synthetic bet: plainly not a player. */
export const DEV_LOAD_PLAYER = "dev-load";

const SLUGS: OriginalSlug[] = ["dice", "limbo", "plinko", "keno", "mines"];
const playableCoins = coins.filter((coin) => coin.code !== "BTC_LIGHTNING");
let sequence = 0;

/** A stake between 0.10 and about 5,000 USD, skewed towards small ones (a decimal string). */
export function devLoadStakeUsd(random: (n: number) => number = (n) => randomInt(n)): string {
  const cents = 10 + Math.floor(Math.exp((random(1000) / 1000) * Math.log(50_000))) * 10;
  return fmt(dec(BigInt(cents)) / 100n, 2);
}

/**
 * One synthetic lost bet on a catalogue game, worth `stakeUsd` (a decimal string, USD) in a
 * random coin (`random(n)` gives an integer in [0, n)).
 */
export async function devLoadBet(
  services: Services,
  stakeUsd: string,
  random: (n: number) => number = (n) => randomInt(n),
): Promise<Schemas["BetFeedItem"]> {
  const prices = await loadPrices(services.db);
  const coin = playableCoins[random(playableCoins.length)]!;
  const ref = await originalGame(services.db, SLUGS[random(SLUGS.length)]!);
  const { game } = (await gameInfos(services.db, [ref], imageBase(services.config))).get(
    ref.gameId,
  )!;
  const usdPrice = price(prices, coin.code, "USD");
  const bet =
    truncate(div(dec(stakeUsd), usdPrice), coin.decimals) || dec(1) / 10n ** BigInt(coin.decimals);
  return {
    id: `dev-load-${Date.now().toString(36)}-${++sequence}`,
    game,
    username: DEV_LOAD_PLAYER,
    vip_level: 0,
    entity_wallet_code: coin.code,
    bet_amount: fmt(bet, coin.decimals),
    payout_amount: fmt(0n, coin.decimals),
    multiplier: fmt(0n, 2),
    fiat_bet_amount: fmt(mul(bet, usdPrice), 2),
    fiat_payout_amount: fmt(0n, 2),
    fiat_currency: "USD",
    created_at: new Date(services.clock.now()).toISOString(),
  };
}
