/**
 * Simulated bets of other players for the public bet feeds: each bet is sent
 * as `transaction_latest_bet` on `bets`, and also as
 * `transaction_high_roller_bet` when its stake is worth at least
 * {@link HIGH_ROLLER_USD}.
 */
import { randomInt } from "node:crypto";
import type { Schemas } from "../lib/contract-types.ts";
import { dec, fmt, mul, truncate, div } from "../lib/decimal.ts";
import type { Services } from "../services.ts";
import { coins } from "../features/wallets/catalog.ts";
import { loadPrices, price } from "../features/wallets/rates.ts";
import { simulatedGames } from "./simulated-games.ts";
import { imageBase } from "../lib/public-url.ts";

/** Stakes worth at least this many USD are high-roller bets. */
export const HIGH_ROLLER_USD = "500";

const names = [
  "satoshi_fan",
  "lucky.luke",
  "moonwalker",
  "degen42",
  "hodl_queen",
  "whale.watch",
  "crashkid",
  "plinko_pro",
  "minesweeper",
  "dice.master",
];
const playableCoins = coins.filter((coin) => coin.code !== "BTC_LIGHTNING");

/** Builds one random settled bet (`random(n)` gives an integer in [0, n)). */
export async function randomBet(
  services: Services,
  random: (n: number) => number = (n) => randomInt(n),
): Promise<Schemas["BetFeedItem"]> {
  const prices = await loadPrices(services.db);
  const coin = playableCoins[random(playableCoins.length)]!;
  const game = simulatedGames[random(simulatedGames.length)]!;
  // Stake between 0.10 and about 5,000 USD, skewed towards small bets.
  const cents = BigInt(10 + Math.floor(Math.exp((random(1000) / 1000) * Math.log(50_000))) * 10);
  const stakeUsd = dec(cents) / 100n;
  const usdPrice = price(prices, coin.code, "USD");
  const bet =
    truncate(div(stakeUsd, usdPrice), coin.decimals) || dec(1) / 10n ** BigInt(coin.decimals);
  const won = random(100) < 45;
  const multiplier = won ? dec(100 + random(4900)) / 100n : 0n;
  const payout = truncate(mul(bet, multiplier), coin.decimals);
  const hidden = random(10) === 0;
  return {
    id: `sim-${Date.now().toString(36)}-${random(1_000_000)}`,
    game: {
      id: game.id,
      slug: game.slug,
      name: game.name,
      image: `${imageBase(services.config)}/static/games/${game.slug}.svg`,
    },
    username: hidden ? "Hidden" : names[random(names.length)]!,
    vip_level: random(6) as Schemas["VipLevel"],
    entity_wallet_code: coin.code,
    bet_amount: fmt(bet, coin.decimals),
    payout_amount: fmt(payout, coin.decimals),
    multiplier: fmt(multiplier, 2),
    fiat_bet_amount: fmt(mul(bet, usdPrice), 2),
    fiat_payout_amount: fmt(mul(payout, usdPrice), 2),
    fiat_currency: "USD",
    created_at: new Date(services.clock.now()).toISOString(),
  };
}

/** Sends one settled bet to the feeds. */
export async function publishBet(services: Services, bet: Schemas["BetFeedItem"]): Promise<void> {
  await services.realtime.toPublic("bets", "transaction_latest_bet", { bet });
  if (dec(bet.fiat_bet_amount) >= dec(HIGH_ROLLER_USD))
    await services.realtime.toPublic("bets", "transaction_high_roller_bet", { bet });
}
