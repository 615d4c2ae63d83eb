import type { components } from "@casino/api";

/** The site's Buy Crypto hand-off (contract `SiteSettings.buy_crypto`). */
export type SiteBuyCryptoProvider = components["schemas"]["BuyCryptoProvider"];

/**
 * A Buy Crypto provider configured by the shell for its site: `urlTemplate` may hold `{address}`,
 * `{currency}`, `{network}` and `{amount}`, filled (URL-encoded) when the player opens it.
 */
export interface BuyCryptoProviderConfig {
  name: string;
  urlTemplate: string;
  /** Coins the provider sells; omit for every coin. */
  coins?: readonly string[];
}

/** A provider the Buy Crypto tab lists, with how to build its address. */
export interface BuyCryptoOption {
  name: string;
  href: (values: BuyCryptoValues) => string | null;
  coins: readonly string[] | null;
}

/** What the hand-off passes to the provider. */
export interface BuyCryptoValues {
  address: string;
  currency: string;
  network: string;
  amount: string;
}

/** Only http(s) addresses may be opened (no `javascript:` or `data:` from configuration). */
function safeUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** The site provider's address: its URL with `address`, `currency` and `amount` appended (contract). */
export function siteProviderHref(
  provider: SiteBuyCryptoProvider,
  values: BuyCryptoValues,
): string | null {
  const url = safeUrl(provider.url);
  if (!url) return null;
  url.searchParams.set("address", values.address);
  url.searchParams.set("currency", values.currency);
  if (values.amount) url.searchParams.set("amount", values.amount);
  return url.toString();
}

/** A configured provider's address: its template with the values filled in, URL-encoded. */
export function templateHref(template: string, values: BuyCryptoValues): string | null {
  const filled = template.replace(
    /\{(address|currency|network|amount)\}/g,
    (_match, name: keyof BuyCryptoValues) => encodeURIComponent(values[name]),
  );
  return safeUrl(filled)?.toString() ?? null;
}

/** Every provider of the site (server settings first, then the shell's), for one coin. */
export function buyCryptoOptions(
  site: SiteBuyCryptoProvider | null | undefined,
  configured: readonly BuyCryptoProviderConfig[],
  coin: string,
): BuyCryptoOption[] {
  const options: BuyCryptoOption[] = [];
  if (site)
    options.push({
      name: site.provider_name,
      coins: site.entity_wallet_codes,
      href: (values) => siteProviderHref(site, values),
    });
  for (const provider of configured) {
    options.push({
      name: provider.name,
      coins: provider.coins ?? null,
      href: (values) => templateHref(provider.urlTemplate, values),
    });
  }
  return options.filter(
    (option) => !option.coins || option.coins.length === 0 || option.coins.includes(coin),
  );
}
