import type { RequestError } from "@casino/core";

/** Why a game cannot be played here and now (the spec's three messages, plus the launch's own). */
export type Unavailable =
  "LOCATION_BLOCKED" | "HIDDEN_WHEN_BONUS" | "INACTIVE" | "NO_DEMO" | "CURRENCY" | "NOT_FOUND";

const refusals: Record<string, Unavailable> = {
  game_location_blocked: "LOCATION_BLOCKED",
  game_hidden_when_bonus: "HIDDEN_WHEN_BONUS",
  game_inactive: "INACTIVE",
  demo_unavailable: "NO_DEMO",
};

/** The refusal a launch answered with, or null for other failures (network, server). */
export function unavailableFromError(error: RequestError | null): Unavailable | null {
  if (!error) return null;
  if (error.code && refusals[error.code]) return refusals[error.code]!;
  if (error.status === 404) return "NOT_FOUND";
  if (error.status === 422 && error.fieldErrors.currency) return "CURRENCY";
  return null;
}

/** Real or fun play. */
export type PlayMode = "real" | "fun";

/**
 * The mode the page plays in: guests only for fun; players for real unless they asked for fun
 * (`?mode=fun`) and the game has a demo.
 */
export function playModeOf(
  loggedIn: boolean,
  requested: string | null,
  hasDemo: boolean,
): PlayMode {
  if (!loggedIn) return "fun";
  return requested === "fun" && hasDemo ? "fun" : "real";
}

/**
 * The currency the game shows amounts in (`?currency=`): the requested one when the game takes it,
 * else the wallet's coin, else the player's display currency, else the game's first currency.
 */
export function gameCurrencyOf(
  gameCurrencies: readonly string[],
  requested: string | null,
  walletCode: string | null,
  displayCurrency: string | null,
): string | null {
  for (const candidate of [requested, walletCode, displayCurrency]) {
    if (candidate && gameCurrencies.includes(candidate)) return candidate;
  }
  return gameCurrencies[0] ?? null;
}

/**
 * The wallet that funds a real game (`?entity_wallet_code=`): the requested one when the player
 * has it, else the selected wallet, else the first.
 */
export function walletCodeOf(
  walletCodes: readonly string[],
  requested: string | null,
  selected: string | null,
): string | null {
  if (requested && walletCodes.includes(requested)) return requested;
  if (selected && walletCodes.includes(selected)) return selected;
  return walletCodes[0] ?? null;
}
