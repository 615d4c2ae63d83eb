/**
 * Per-site settings by hostname (the contract's `SiteSettings`): branding,
 * licence seal and analytics scripts, and behaviour. An unknown hostname gets
 * the default site. Script URLs are served only when they are https (or, in
 * development, http on localhost / 127.0.0.1).
 */
import type { Db, NewSite, Site, SiteBuyCrypto, SiteOperator } from "../../db/types.ts";
import type { SandboxConfig } from "../../env.ts";
import type { Schemas } from "../../lib/contract-types.ts";

/** What a site row holds, as written by the migration and the seed (JSON columns as objects). */
export type SiteSeed = Omit<
  NewSite,
  "id" | "is_default" | "buy_crypto" | "operator" | "created_at" | "updated_at"
> & {
  buy_crypto: SiteBuyCrypto | null;
  /** Written by migration 0017 for the default site (0003 predates the column). */
  operator?: SiteOperator | null;
};

/**
 * The sandbox's operator: a fictional company with a fictional licence, said plainly (the sandbox
 * is a reference server; it claims no real licence). Written by migration 0017 to the default site.
 */
export const sandboxOperator: SiteOperator = {
  name: "Sandbox Gaming N.V.",
  licence_number: "SBX-0001",
  licence_authority: "Sandbox Gaming Authority (fictional)",
  licence_text:
    "Sandbox Gaming N.V. is a fictional company and SBX-0001 is a sandbox licence, not a real one: this development casino takes no real money.",
  support_email: "support@sandbox.test",
  about_page_slug: "about-us",
  contacts_page_slug: "contacts",
};

/** The default site (`localhost`): what an unknown hostname gets. Inserted by migration 0003. */
export const defaultSite: SiteSeed = {
  hostname: "localhost",
  title: "Casino Sandbox",
  description:
    "A development casino lobby: crypto wallets with sandbox money, simulated games and no real payments.",
  author: "Casino Sandbox",
  locale: "en",
  accent_color: "#2a6fdb",
  logo_url: null,
  favicon_url: null,
  seal_script_url: null,
  analytics_site_id: null,
  analytics_website_url: null,
  analytics_website_id: null,
  telegram_bot_username: null,
  buy_crypto: null,
  support_url: null,
};

/** A site row ready to insert. */
export function siteRow(seed: SiteSeed): NewSite {
  return {
    ...seed,
    buy_crypto: seed.buy_crypto ? JSON.stringify(seed.buy_crypto) : null,
    operator: seed.operator ? JSON.stringify(seed.operator) : null,
  };
}

/** `value` without its trailing dots, in one pass (a `/\.+$/` regex is quadratic on many dots). */
function withoutTrailingDots(value: string): string {
  let end = value.length;
  while (end > 0 && value.charCodeAt(end - 1) === 0x2e) end -= 1;
  return value.slice(0, end);
}

/**
 * The bare, lower-case hostname of a `hostname` query value, an `X-Domain` header or a Host
 * header: no port, no trailing dot, IPv6 without brackets. Undefined when nothing usable is given.
 */
export function normalizeHostname(value: unknown): string | undefined {
  // 253 characters, a port and brackets at most: longer input is not a hostname (checked first).
  if (typeof value !== "string" || value.length > 512) return undefined;
  let host = value.trim().toLowerCase();
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d+)?$/.exec(host);
  if (bracketed) host = bracketed[1]!;
  else if (/^[^:]+:\d+$/.test(host)) host = host.slice(0, host.lastIndexOf(":"));
  host = withoutTrailingDots(host);
  return host && host.length <= 253 ? host : undefined;
}

/** The site of `hostname`, else the default site (never undefined while migration 0003 stands). */
export async function findSite(db: Db, hostname: string | undefined): Promise<Site | undefined> {
  if (hostname) {
    const site = await db
      .selectFrom("sites")
      .selectAll()
      .where("hostname", "=", hostname)
      .executeTakeFirst();
    if (site) return site;
  }
  return db.selectFrom("sites").selectAll().where("is_default", "=", true).executeTakeFirst();
}

/**
 * A URL the client may load as a script: https, or — when `allowLocalHttp` (development) — http on
 * localhost or 127.0.0.1. Anything else is null.
 */
export function safeScriptUrl(value: string | null, allowLocalHttp: boolean): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === "https:") return url.href;
  if (
    allowLocalHttp &&
    url.protocol === "http:" &&
    (url.hostname === "localhost" || url.hostname === "127.0.0.1")
  )
    return url.href;
  return null;
}

/** The social sign-in ids: the configured provider ids, else `sandbox` where the dev provider serves. */
function socialSignIn(config: SandboxConfig): Schemas["SocialSignIn"] {
  const sandbox = config.dev ? "sandbox" : null;
  return {
    google_client_id: config.googleClientId ?? sandbox,
    facebook_app_id:
      config.facebookAppId && config.facebookAppSecret ? config.facebookAppId : sandbox,
  };
}

/**
 * The contract's `SiteSettings` for a site row. Logo and favicon default to the images the sandbox
 * draws for the site (`/static/sites/{hostname}/logo.svg`, `favicon.svg`) under `imageBase`.
 */
export function presentSite(
  site: Site | SiteSeed,
  config: SandboxConfig,
  imageBase: string,
): Schemas["SiteSettings"] {
  const allowLocalHttp = !config.production;
  const images = `${imageBase}/static/sites/${encodeURIComponent(site.hostname)}`;
  const buyCrypto = site.buy_crypto as SiteBuyCrypto | null;
  return {
    hostname: site.hostname,
    title: site.title,
    description: site.description,
    author: site.author,
    locale: site.locale as Schemas["Locale"],
    logo: site.logo_url ?? `${images}/logo.svg`,
    favicon: site.favicon_url ?? `${images}/favicon.svg`,
    seal_script: safeScriptUrl(site.seal_script_url ?? null, allowLocalHttp),
    analytics: {
      site_id: site.analytics_site_id ?? null,
      website_url: safeScriptUrl(site.analytics_website_url ?? null, allowLocalHttp),
      website_id: site.analytics_website_id ?? null,
    },
    email_verification_enabled: config.emailVerification,
    social_sign_in: socialSignIn(config),
    telegram_bot_username: site.telegram_bot_username ?? null,
    buy_crypto: buyCrypto
      ? {
          provider_name: buyCrypto.provider_name,
          url: buyCrypto.url,
          entity_wallet_codes: buyCrypto.entity_wallet_codes as Schemas["EntityWalletCode"][],
        }
      : null,
    support_url: site.support_url ?? null,
    operator: presentOperator((site.operator as SiteOperator | null | undefined) ?? null),
  };
}

/** The contract's `SiteOperator`: the licence fields all or none, empty strings as null. */
export function presentOperator(operator: SiteOperator | null): Schemas["SiteOperator"] | null {
  const name = operator?.name.trim();
  if (!operator || !name) return null;
  const text = (value: string | null) => value?.trim() || null;
  const licensed = Boolean(text(operator.licence_number) && text(operator.licence_authority));
  return {
    name,
    licence_number: licensed ? text(operator.licence_number) : null,
    licence_authority: licensed ? text(operator.licence_authority) : null,
    licence_text: licensed ? text(operator.licence_text) : null,
    support_email: text(operator.support_email),
    about_page_slug: text(operator.about_page_slug),
    contacts_page_slug: text(operator.contacts_page_slug),
  };
}
