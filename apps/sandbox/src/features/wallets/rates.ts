/**
 * Exchange rates. Each coin and fiat currency has a USD price in
 * `coin_prices`; the price of coin C in currency X is `usd(C) / usd(X)`.
 * The rate ticker moves the prices a little at a time.
 */
import type { Db } from "../../db/types.ts";
import { dec, div, fmt, mul, round, type Dec } from "@casino/rules";
import type { Schemas } from "../../lib/contract-types.ts";
import { coins, currencies, pricePegs } from "./catalog.ts";

/** Decimals of a rate in the rate map. */
export const RATE_DECIMALS = 8;

/** USD prices by code, and when they last moved. */
export interface Prices {
  usd: Map<string, Dec>;
  updatedAt: Date;
}

/**
 * How old the prices a bet uses may be: the money paths (bets, their limits and stakes, the
 * balance announcements) read them through {@link recentPrices}, a copy kept in the process
 * instead of a `select` per use. A copy younger than this is served as is; an older one (up to
 * {@link PRICE_STALE_MS}) is served while one read in the background renews it. The instance whose
 * rate ticker moves the prices has the new ones at once ({@link tickPrices} replaces the copy);
 * another instance on the same database uses them within about this long, at most
 * PRICE_STALE_MS. docs/sandbox.md, "Money".
 */
export const PRICE_MAX_AGE_MS = 1_000;

/** Past this age the copy is not served: the caller reads the prices itself. */
export const PRICE_STALE_MS = 5_000;

/** The process's copy of the prices and when it was read (wall time). */
let recent: { prices: Prices; readAt: number } | undefined;
/** The background read renewing the copy, if one runs. */
let renewing: Promise<void> | undefined;

function keep(prices: Prices, readAt: number): void {
  if (!recent || recent.readAt <= readAt) recent = { prices, readAt };
}

/**
 * The prices, read at most {@link PRICE_MAX_AGE_MS} (rarely up to {@link PRICE_STALE_MS}) ago by
 * this process. For the hot money paths; screens that show rates read {@link loadPrices}. A
 * caller never waits for a read on another connection (inside a transaction that could wait for
 * the pool connection the transaction holds): without a usable copy it reads on its own
 * executor; the background renewal runs on `renewWith` (the pool, never a transaction, which may
 * end before the read), and nobody waits for it. Without `renewWith` an old copy is read anew.
 */
export async function recentPrices(
  db: Pick<Db, "selectFrom">,
  renewWith?: Pick<Db, "selectFrom">,
): Promise<Prices> {
  const now = Date.now();
  const age = recent ? now - recent.readAt : Infinity;
  if (age < PRICE_MAX_AGE_MS) return recent!.prices;
  if (renewWith && age < PRICE_STALE_MS) {
    renewing ??= loadPrices(renewWith)
      .then((prices) => keep(prices, now))
      .catch(() => undefined)
      .finally(() => {
        renewing = undefined;
      });
    return recent!.prices;
  }
  const prices = await loadPrices(db);
  keep(prices, now);
  return prices;
}

/** Replaces the process's copy of the prices (after they moved), or drops it. */
export function rememberPrices(prices: Prices | undefined): void {
  recent = prices ? { prices, readAt: Date.now() } : undefined;
}

/** Reads the current prices. */
export async function loadPrices(db: Pick<Db, "selectFrom">): Promise<Prices> {
  const rows = await db.selectFrom("coin_prices").selectAll().execute();
  const usd = new Map(rows.map((row) => [row.code, dec(row.usd_price)]));
  for (const [coin, peg] of Object.entries(pricePegs)) {
    const price = usd.get(peg);
    if (price !== undefined) usd.set(coin, price);
  }
  const updatedAt = rows.reduce(
    (latest, row) => (row.updated_at > latest ? row.updated_at : latest),
    new Date(0),
  );
  return { usd, updatedAt };
}

/**
 * The price of one unit of `code` in `currency` (18 decimals).
 * @throws Error when either has no price
 */
export function price(prices: Prices, code: string, currency: string): Dec {
  const from = prices.usd.get(code);
  const to = prices.usd.get(currency);
  if (from === undefined || to === undefined)
    throw new Error(`No price for ${code} in ${currency}`);
  return div(from, to);
}

/** `amount` of `code` in a fiat currency, as a 2-decimal string. */
export function fiatAmount(prices: Prices, amount: Dec, code: string, fiat: string): string {
  return fmt(mul(amount, price(prices, code, fiat)), 2);
}

/** The contract's rate map: every coin in every listed currency. */
export function rateMap(prices: Prices): Schemas["RateMap"] {
  const map: Schemas["RateMap"] = {};
  for (const coin of coins) {
    map[coin.code] = Object.fromEntries(
      currencies.map((currency) => [
        currency.code,
        fmt(price(prices, coin.code, currency.code), RATE_DECIMALS),
      ]),
    );
  }
  return map;
}

/** The contract's currency list (`image` of game currencies is their coin image). */
export function currencyList(imageBase: string): Schemas["Currency"][] {
  return currencies.map((currency) => ({
    code: currency.code,
    name: currency.name,
    symbol: currency.symbol,
    image: currency.is_fiat ? null : `${imageBase}/static/coins/${currency.code}.svg`,
    is_default: currency.is_default,
    is_fiat: currency.is_fiat,
    is_game_currency: currency.is_game_currency,
    dot_format: currency.dot_format,
  }));
}

/**
 * Moves every price by a random step of at most `maxStepBasisPoints` (stablecoins and the
 * fiat currencies by a tenth of it; USD stays 1) and stores them.
 * @param random a source of integers in [0, n) (tests pass a fixed one)
 */
export async function tickPrices(
  db: Db,
  at: Date,
  maxStepBasisPoints: number,
  random: (n: number) => number,
): Promise<Prices> {
  const rows = await db.selectFrom("coin_prices").selectAll().execute();
  for (const row of rows) {
    if (row.code === "USD") continue;
    const calm = row.code === "USDT" || row.code === "USDC" || row.code === "EUR";
    const bound = calm ? Math.max(1, Math.floor(maxStepBasisPoints / 10)) : maxStepBasisPoints;
    const step = BigInt(random(2 * bound + 1) - bound);
    const factor = dec(1) + (dec(1) * step) / 10_000n;
    const next = round(mul(dec(row.usd_price), factor), 12);
    if (next > 0n)
      await db
        .updateTable("coin_prices")
        .set({ usd_price: fmt(next), updated_at: at })
        .where("code", "=", row.code)
        .execute();
  }
  const prices = await loadPrices(db);
  rememberPrices(prices);
  return prices;
}
