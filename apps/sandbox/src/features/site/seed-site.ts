/**
 * Demo site content, written once (its own `sandbox_meta` key, so databases
 * seeded before it existed get it too): the `127.0.0.1` site, a second branded
 * site (`lucky.localhost`, to see branding follow the hostname), two redirect
 * rules, the static pages and the lobby's slot items.
 */
import type { Db } from "../../db/types.ts";
import { pageContents } from "../pages/index.ts";
import { seedTranslationsJson } from "../../db/seed-translations.ts";
import type { PageSlotItem } from "../pages/index.ts";
import { defaultSite, sandboxOperator, siteRow, type SiteSeed } from "./sites.ts";
import { isSeeded, markSeeded } from "../../db/seeded.ts";

/** The second demo brand's operator: as fictional as the sandbox's, and said so. */
export const lodestarOperator = {
  name: "Lodestar Demo Ltd.",
  licence_number: "SBX-0042",
  licence_authority: "Sandbox Gaming Authority (fictional)",
  licence_text:
    "Lodestar Demo Ltd. is a fictional company and SBX-0042 is a sandbox licence, not a real one: this demo brand takes no real money.",
  support_email: "help@lodestar.example",
  about_page_slug: "about-us",
  contacts_page_slug: "contacts",
};

/** The demo sites (the default site, `localhost`, comes from migration 0003). */
export const demoSites: SiteSeed[] = [
  { ...defaultSite, hostname: "127.0.0.1", operator: sandboxOperator },
  {
    hostname: "lucky.localhost",
    title: "Lodestar Casino",
    description:
      "Lodestar Casino, a second demo brand of the sandbox: same lobby, its own name, colours, seal and analytics.",
    author: "Lodestar Demo",
    locale: "de",
    accent_color: "#c2410c",
    logo_url: null,
    favicon_url: null,
    // `.example` is reserved for examples (RFC 2606): the scripts never load anything.
    seal_script_url: "https://seal.lodestar.example/seal.js",
    analytics_site_id: "lodestar",
    analytics_website_url: "https://analytics.lodestar.example/script.js",
    analytics_website_id: "6f1f3c52-34a9-4d3e-9a51-0c8f4f0e2b7d",
    telegram_bot_username: null,
    buy_crypto: {
      provider_name: "Lucky Pay (demo)",
      url: "https://pay.lodestar.example/buy",
      entity_wallet_codes: ["BTC", "ETH", "USDT"],
    },
    support_url: "https://lodestar.example/support",
    operator: lodestarOperator,
  },
];

/** Rule 6 examples that leave the app's own routes alone. */
export const demoRedirectRules = [
  { path: "/promo", target_type: "internal", target: "/promotion" },
  { path: "/support-chat", target_type: "external", target: "https://example.com/support-chat" },
] as const;

type SlotSeed = Omit<PageSlotItem, "id" | "position" | "icon" | "visibility"> & {
  visibility?: PageSlotItem["visibility"];
};

const page = (slot: PageSlotItem["slot"], title: string, slug: string): SlotSeed => ({
  slot,
  title,
  target_type: "page",
  target: slug,
});
const path = (
  slot: PageSlotItem["slot"],
  title: string,
  target: string,
  visibility?: PageSlotItem["visibility"],
): SlotSeed => ({
  slot,
  title,
  target_type: "path",
  target,
  ...(visibility ? { visibility } : {}),
});
const footer = (slot: PageSlotItem["slot"]) => [
  page(slot, "Terms and conditions", "terms-and-conditions"),
  page(slot, "Privacy policy", "privacy-policy"),
  page(slot, "Responsible gaming", "responsible-gaming"),
];

/** The lobby's slot items, in order within each slot. */
export const demoSlotItems: SlotSeed[] = [
  path("in_menu", "Promotions", "/promotion"),
  path("in_menu", "VIP program", "/vip-program", "logged_in"),
  path("in_menu", "Blogs", "/blogs"),
  page("in_menu", "About us", "about-us"),
  page("in_menu", "FAQs", "faqs"),
  page("in_menu", "Contacts", "contacts"),
  path("in_lobby_nav", "Slots", "/?type=slots"),
  path("in_lobby_nav", "Provably fair", "/?type=provably-fair"),
  path("in_lobby_nav", "Live casino", "/live-casino"),
  path("in_live_casino_nav", "Casino lobby", "/"),
  path("in_live_casino_nav", "Favourites", "/favorite", "logged_in"),
  ...footer("in_casino_footer"),
  ...footer("in_live_casino_footer"),
];

const SEEDED_KEY = "site_seeded_at";

/**
 * Writes the demo site content unless it was written before.
 * @returns true when this call wrote it
 */
export async function seedSite(db: Db, now: Date = new Date()): Promise<boolean> {
  if (await isSeeded(db, SEEDED_KEY)) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("sites")
      .values(demoSites.map(siteRow))
      .onConflict((oc) => oc.column("hostname").doNothing())
      .execute();
    await trx
      .insertInto("redirect_rules")
      .values([...demoRedirectRules])
      .onConflict((oc) => oc.column("path").doNothing())
      .execute();
    await trx
      .insertInto("pages")
      .values(pageContents)
      .onConflict((oc) => oc.column("slug").doNothing())
      .execute();
    const positions = new Map<string, number>();
    const items = demoSlotItems.map((item) => {
      const position = positions.get(item.slot) ?? 0;
      positions.set(item.slot, position + 1);
      return {
        ...item,
        position,
        icon: null,
        visibility: item.visibility ?? null,
        translations: seedTranslationsJson({ title: item.title }),
      };
    });
    await trx.insertInto("page_slot_items").values(items).execute();
    await markSeeded(trx, SEEDED_KEY, now);
  });
  return true;
}
