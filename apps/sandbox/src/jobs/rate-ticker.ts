/**
 * The rate ticker: moves every price a little and broadcasts `update_rate`
 * on the public `rates` channel.
 */
import { randomInt } from "node:crypto";
import type { Services } from "../services.ts";
import { rateMap, tickPrices } from "../features/wallets/rates.ts";

/** Largest move of one tick, in basis points (0.5 %). */
export const RATE_STEP_BASIS_POINTS = 50;

/** Moves the rates once and announces them. */
export async function tickRates(
  services: Services,
  random: (n: number) => number = (n) => randomInt(n),
): Promise<void> {
  const prices = await tickPrices(
    services.db,
    new Date(services.clock.now()),
    RATE_STEP_BASIS_POINTS,
    random,
  );
  await services.realtime.toPublic("rates", "update_rate", {
    rate: rateMap(prices),
    updated_at: prices.updatedAt.toISOString(),
  });
}
