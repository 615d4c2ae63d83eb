import type { EntityWallet } from "@casino/core";

/** One network of a coin (contract `Network`). */
export type Network = EntityWallet["networks"][number];

/** The Lightning coin: deposits use invoices instead of addresses. */
export const LIGHTNING_CODE = "BTC_LIGHTNING";

/** The coin with `code`, or null. */
export function findCoin(
  coins: readonly EntityWallet[],
  code: string | null | undefined,
): EntityWallet | null {
  return coins.find((coin) => coin.code === code) ?? null;
}

/** Networks of `coin` that take deposits (or withdrawals). */
export function networksFor(coin: EntityWallet | null, purpose: "deposit" | "withdraw"): Network[] {
  if (!coin) return [];
  return coin.networks.filter((network) =>
    purpose === "deposit" ? network.deposit_enabled : network.withdrawal_enabled,
  );
}

/** Whether an address matches the network's `address_pattern` (a pattern that does not compile lets the server decide). */
export function matchesAddressPattern(network: Network, address: string): boolean {
  try {
    return new RegExp(network.address_pattern, "u").test(address);
  } catch {
    return true; // The server checks again; a pattern we cannot compile must not block the player.
  }
}
