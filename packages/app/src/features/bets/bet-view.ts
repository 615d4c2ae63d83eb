import type { BetFeedItem } from "@casino/core";
import { compareDecimal, FIAT_DECIMALS, multiplyDecimal, parseDecimal } from "@casino/rules";
import type { LiveBet } from "@casino/ui";

/** The name the server sends for players who hide theirs. */
export const HIDDEN_PLAYER = "Hidden";

/**
 * A player's public name as the server sent it (already masked, `alice` -> `al***e`: docs/app.md,
 * "Public names"); null for players who hide it, so the screen shows its translated "Hidden".
 */
export function publicPlayer(username: string): string | null {
  if (!username || username === HIDDEN_PLAYER) return null;
  return username;
}

/** Coin -> currency -> price, as the core keeps the rates. */
export type Rates = Record<string, Record<string, string> | undefined>;

/**
 * A bet's stake and payout in the player's display currency: the server's fiat values when they
 * are in it (guests: the server's currency), else the coin amounts at the current rate, else the
 * server's fiat values.
 */
export function displayAmounts(
  bet: Pick<
    BetFeedItem,
    | "entity_wallet_code"
    | "bet_amount"
    | "payout_amount"
    | "fiat_bet_amount"
    | "fiat_payout_amount"
    | "fiat_currency"
  >,
  displayCurrency: string | null,
  rates: Rates,
): { currency: string; bet: string; payout: string } {
  const fiat = {
    currency: bet.fiat_currency,
    bet: bet.fiat_bet_amount,
    payout: bet.fiat_payout_amount,
  };
  if (!displayCurrency || displayCurrency === bet.fiat_currency) return fiat;
  const rate = rates[bet.entity_wallet_code]?.[displayCurrency];
  if (rate === undefined || !parseDecimal(rate) || compareDecimal(rate, 0) <= 0) return fiat;
  // Exact: the coin amount times the rate, rounded to the fiat's 2 decimals on the digits.
  const convert = (amount: string) => multiplyDecimal(amount, rate, FIAT_DECIMALS) ?? "0.00";
  return {
    currency: displayCurrency,
    bet: convert(bet.bet_amount),
    payout: convert(bet.payout_amount),
  };
}

/** A feed item as the kit's feed row. */
export function toLiveBet(bet: BetFeedItem, displayCurrency: string | null, rates: Rates): LiveBet {
  const amounts = displayAmounts(bet, displayCurrency, rates);
  return {
    id: bet.id,
    gameName: bet.game.name,
    player: publicPlayer(bet.username),
    time: bet.created_at,
    betAmount: amounts.bet,
    currency: amounts.currency,
    multiplier: bet.multiplier,
    payout: amounts.payout,
  };
}
