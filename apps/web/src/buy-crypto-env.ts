import type { BuyCryptoProviderConfig } from "@casino/app";

/**
 * Reads `VITE_BUY_CRYPTO_PROVIDERS`: a JSON list of `{name, urlTemplate, coins?}` (the template may
 * hold `{address}`, `{currency}`, `{network}`, `{amount}`). Entries without a name or an http(s)
 * template are dropped; anything unreadable gives no providers (the Buy Crypto tab says so).
 */
export function parseBuyCryptoProviders(raw: string | undefined): BuyCryptoProviderConfig[] {
  if (!raw?.trim()) return [];
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return [];
    return list.flatMap((entry: unknown) => {
      if (typeof entry !== "object" || entry === null) return [];
      const { name, urlTemplate, coins } = entry as Record<string, unknown>;
      if (
        typeof name !== "string" ||
        !name.trim() ||
        typeof urlTemplate !== "string" ||
        !/^https?:\/\//.test(urlTemplate)
      )
        return [];
      const codes = Array.isArray(coins)
        ? coins.filter((code): code is string => typeof code === "string")
        : undefined;
      return [{ name: name.trim(), urlTemplate, ...(codes ? { coins: codes } : {}) }];
    });
  } catch {
    return [];
  }
}
