/**
 * The demo game catalogue, generated from word lists with a fixed PRNG so that every start seeds
 * the same catalogue: the in-house originals (fixed slugs), 24 invented providers, ~600 slots on
 * the slot engine, live and table games on the roulette engine, categories (global and one lobby
 * row per demo site) and the lobby's page-slot items per site. Written once (its own
 * `sandbox_meta` key), like the other seeds, after the site's own slot items. No name here is a real brand.
 */
import { sql } from "kysely";
import type { Db, GameKind } from "../../db/types.ts";
import { isSeeded, markSeeded } from "../../db/seeded.ts";
import {
  originalDescriptionTranslations,
  rouletteDescriptionTranslations,
  seedTranslations,
  slotDescriptionTranslations,
} from "../../db/seed-translations.ts";
import type { ContentTranslations } from "../../lib/content-language.ts";
import type { GameRecord } from "./repository.ts";

/** A deterministic 32-bit PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The catalogue's "today": `is_new` and release dates are relative to it, never to the clock. */
export const CATALOGUE_DATE = "2026-11-15";
export const ORIGINALS_PROVIDER = "casino-originals";
export const ORIGINAL_SLUGS = ["dice", "limbo", "mines", "plinko", "keno"] as const;

export interface ProviderSeed {
  slug: string;
  name: string;
  color: string;
}

export interface CategorySeed {
  slug: string;
  name: string;
  section: "casino" | "live_casino";
  position: number;
  site_hostname: string | null;
  /** Its name in the other languages. */
  translations: ContentTranslations;
}

/**
 * A generated game: every catalogue field of a {@link GameRecord} filled in (none null), its
 * provider by slug, and the categories it is listed in.
 */
export type GameSeed = {
  [K in Exclude<keyof GameRecord, "id" | "likes_count" | "provider">]: NonNullable<GameRecord[K]>;
} & {
  provider: string;
  categories: string[];
  /** Its description in the other languages. */
  translations: ContentTranslations;
};

export interface Catalogue {
  providers: ProviderSeed[];
  categories: CategorySeed[];
  games: GameSeed[];
}

const PROVIDER_NAMES = [
  "Nebula Forge",
  "Copperleaf Gaming",
  "Moonwell Studios",
  "Redtide Reels",
  "Quartzline",
  "Hollow Pine Games",
  "Brightmoor Play",
  "Velvet Anvil",
  "Sunspire Interactive",
  "Kestrel Bay",
  "Ironlotus",
  "Glimmerfox",
  "Tidecall Studios",
  "Amberclock",
  "Northwind Reels",
  "Cobalt Crown",
  "Pixelharbor",
  "Wildmarsh Games",
  "Silverquill",
  "Ember Lantern",
  "Stormveil Live",
  "Marble Hall Live",
  "Opaline Tables",
  "Duskfeather",
];
/** Providers of the live and table games (the rest make slots). */
const LIVE_PROVIDERS = ["stormveil-live", "marble-hall-live", "opaline-tables"];

const PALETTE = [
  "#e11d48",
  "#7c3aed",
  "#2563eb",
  "#0891b2",
  "#059669",
  "#65a30d",
  "#d97706",
  "#dc2626",
  "#db2777",
  "#9333ea",
  "#4f46e5",
  "#0284c7",
  "#0d9488",
  "#16a34a",
  "#ca8a04",
  "#ea580c",
];

/** Slot themes: first words, second words and the tags a theme gives. */
const THEMES: { key: string; first: string[]; second: string[]; tags: string[] }[] = [
  {
    key: "space",
    first: ["Cosmic", "Stellar", "Galactic", "Nova", "Orbit", "Nebula", "Astro", "Comet"],
    second: ["Supernovas", "Voyager", "Drift", "Riches", "Frontier", "Odyssey", "Lasers", "Gems"],
    tags: ["space"],
  },
  {
    key: "fruit",
    first: ["Juicy", "Hot", "Frosty", "Lucky", "Sizzling", "Golden", "Wild", "Crazy"],
    second: ["Cherries", "Melons", "Fruits", "Lemons", "Sevens", "Plums", "Berries", "Grapes"],
    tags: ["fruit", "classic"],
  },
  {
    key: "egypt",
    first: ["Pharaoh's", "Desert", "Sacred", "Sun God's", "Nile", "Sphinx", "Scarab", "Temple"],
    second: ["Treasure", "Secrets", "Tomb", "Fortune", "Scrolls", "Dynasty", "Eye", "Sands"],
    tags: ["egyptian", "adventure"],
  },
  {
    key: "myth",
    first: ["Thunder", "Titan", "Olympian", "Valkyrie", "Rune", "Odin's", "Storm", "Mythic"],
    second: ["Hammer", "Legends", "Realm", "Ascent", "Wrath", "Halls", "Saga", "Gods"],
    tags: ["mythology"],
  },
  {
    key: "gems",
    first: ["Crystal", "Ruby", "Emerald", "Sapphire", "Diamond", "Opal", "Jade", "Amethyst"],
    second: ["Cascade", "Vault", "Mine", "Shine", "Cluster", "Heist", "Crown", "Spark"],
    tags: ["gems", "cluster-pays"],
  },
  {
    key: "candy",
    first: ["Sugar", "Candy", "Sweet", "Jelly", "Lollipop", "Cupcake", "Toffee", "Marshmallow"],
    second: ["Rumble", "Pop", "Land", "Party", "Drops", "Blast", "Factory", "Swirl"],
    tags: ["candy", "cluster-pays"],
  },
  {
    key: "ocean",
    first: ["Deep Sea", "Coral", "Tidal", "Kraken's", "Pearl", "Mermaid's", "Reef", "Sunken"],
    second: ["Bounty", "Catch", "Kingdom", "Lagoon", "Waves", "Depths", "Harbor", "Chest"],
    tags: ["ocean", "animals"],
  },
  {
    key: "wild",
    first: ["Savanna", "Buffalo", "Wolf", "Lion's", "Eagle", "Jungle", "Panda", "Tiger"],
    second: ["Stampede", "Moon", "Pride", "Run", "Peak", "Roar", "Trail", "Spirit"],
    tags: ["animals", "nature"],
  },
  {
    key: "asia",
    first: [
      "Dragon",
      "Jade Lotus",
      "Koi",
      "Lantern",
      "Fortune",
      "Bamboo",
      "Golden Ox",
      "Lucky Cat",
    ],
    second: ["Pearls", "Festival", "Palace", "Blessings", "Dynasty", "Garden", "Coins", "Gate"],
    tags: ["asian", "jackpot"],
  },
  {
    key: "west",
    first: [
      "Outlaw",
      "Gold Rush",
      "Dusty",
      "Sheriff's",
      "Frontier",
      "Canyon",
      "Rattlesnake",
      "Bandit",
    ],
    second: ["Showdown", "Saloon", "Bounty", "Trail", "Nuggets", "Express", "Ridge", "Revolver"],
    tags: ["western", "adventure"],
  },
  {
    key: "horror",
    first: ["Haunted", "Crimson", "Midnight", "Grave", "Witching", "Vampire", "Phantom", "Shadow"],
    second: ["Manor", "Moon", "Hour", "Keeper", "Coven", "Night", "Carnival", "Crypt"],
    tags: ["horror"],
  },
  {
    key: "pirate",
    first: ["Pirate", "Buccaneer", "Captain's", "Skull", "Black Sail", "Parrot", "Cutlass", "Rum"],
    second: ["Plunder", "Cove", "Gold", "Map", "Mutiny", "Island", "Doubloons", "Voyage"],
    tags: ["pirates", "adventure"],
  },
];
const SUFFIXES = ["Deluxe", "Ultraways", "Hold & Win", "Xtreme", "Remastered", "Star Drop", "II"];
const FEATURE_TAGS = [
  "bonus-buy",
  "all-ways",
  "jackpot",
  "free-spins",
  "multiplier",
  "hold-and-win",
];

const LIVE_NAMES = {
  first: [
    "Tempest",
    "Grand",
    "Velvet",
    "Royal",
    "Speed",
    "Golden",
    "Imperial",
    "Emerald",
    "Midnight",
    "Crystal",
  ],
  second: ["Roulette", "Wheel", "Roulette Live", "Spin Table", "Roulette Lounge"],
};
const TABLE_NAMES = {
  first: [
    "Classic",
    "First Person",
    "Mini",
    "Double Ball",
    "Multi-Wheel",
    "Zero",
    "Royal",
    "Lucky",
  ],
  second: ["Roulette", "Wheel", "Roulette Pro", "Roulette Table"],
};

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
const between = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const ORIGINALS: { slug: (typeof ORIGINAL_SLUGS)[number]; name: string; params: object }[] = [
  { slug: "dice", name: "Dice", params: { house_edge: "1", min_chance: "0.01", max_chance: "98" } },
  { slug: "limbo", name: "Limbo", params: { house_edge: "1", max_multiplier: "1000000" } },
  { slug: "mines", name: "Mines", params: { tiles: 25, min_mines: 1, max_mines: 24 } },
  {
    slug: "plinko",
    name: "Plinko",
    params: { min_rows: 8, max_rows: 16, risks: ["low", "medium", "high"] },
  },
  { slug: "keno", name: "Keno", params: { numbers: 40, max_picks: 10 } },
];

const category = (
  slug: string,
  name: string,
  section: CategorySeed["section"],
  position: number,
  site_hostname: string | null = null,
): CategorySeed => ({
  slug,
  name,
  section,
  position,
  site_hostname,
  translations: seedTranslations({ name }),
});

/** The demo sites' own lobby rows (one per site). */
export const SITE_CATEGORIES: CategorySeed[] = [
  category("editors-choice", "Editor's choice", "casino", 6, "localhost"),
  category("local-heroes", "Local heroes", "casino", 6, "127.0.0.1"),
  category("lodestar-picks", "Lodestar picks", "casino", 6, "lucky.localhost"),
];

/** Generates the catalogue (pure: the same every call). */
export function generateCatalogue(): Catalogue {
  const random = prng(0x5eed_0005);
  const providers: ProviderSeed[] = [
    { slug: ORIGINALS_PROVIDER, name: "Casino Originals", color: "#f59e0b" },
    ...PROVIDER_NAMES.map((name, i) => ({
      slug: slugify(name),
      name,
      color: PALETTE[(i * 7) % PALETTE.length]!,
    })),
  ];
  const categories: CategorySeed[] = [
    category("provably-fair", "Provably fair", "casino", 0),
    category("popular", "Popular", "casino", 1),
    category("new", "New releases", "casino", 2),
    category("slots", "Slots", "casino", 3),
    category("jackpots", "Jackpots", "casino", 4),
    category("table-games", "Table games", "casino", 5),
    category("live-casino", "Live casino", "live_casino", 0),
    category("live-roulette", "Live roulette", "live_casino", 1),
    ...SITE_CATEGORIES,
  ];
  const games: GameSeed[] = [];
  const names = new Set<string>();
  const unique = (make: () => string): string => {
    for (let i = 0; i < 50; i++) {
      const name = make();
      if (!names.has(name) && !names.has(slugify(name))) {
        names.add(name);
        names.add(slugify(name));
        return name;
      }
    }
    throw new Error("generateCatalogue: ran out of names");
  };
  const releaseDate = () => addDays(CATALOGUE_DATE, -between(random, 0, 7 * 365));
  const popularity = () => Math.floor(100000 * random() ** 3);

  for (const original of ORIGINALS) {
    names.add(original.name);
    names.add(original.slug);
    games.push({
      slug: original.slug,
      provider: ORIGINALS_PROVIDER,
      name: original.name,
      engine: original.slug,
      engine_params: original.params as Record<string, unknown>,
      kind: "provably_fair",
      description: `${original.name}, a provably fair original: every result can be verified from the revealed server seed, your client seed and the nonce.`,
      translations: originalDescriptionTranslations(original.name),
      rtp: "99.00",
      volatility: "medium",
      min_bet: "0.01",
      max_bet: "1000",
      status: "active",
      blocked_countries: [],
      hidden_when_bonus: false,
      has_demo: true,
      tags: ["provably-fair", "originals"],
      release_date: "2024-01-15",
      popularity: 100000 + between(random, 0, 20000),
      is_new: false,
      is_hot: true,
      categories: ["provably-fair", "popular"],
    });
  }

  const slotProviders = providers.filter(
    (p) => p.slug !== ORIGINALS_PROVIDER && !LIVE_PROVIDERS.includes(p.slug),
  );
  const liveProviders = providers.filter((p) => LIVE_PROVIDERS.includes(p.slug));
  const availability = () => {
    const roll = random();
    return {
      status: (roll < 0.02 ? "inactive" : "active") as "active" | "inactive",
      blocked_countries:
        roll > 0.92 ? pick(random, [["US"], ["GB"], ["US", "GB"], ["DE"], ["US", "DE", "GB"]]) : [],
      hidden_when_bonus: random() < 0.08,
    };
  };

  for (let i = 0; i < 590; i++) {
    const theme = THEMES[i % THEMES.length]!;
    const name = unique(() => {
      const base = `${pick(random, theme.first)} ${pick(random, theme.second)}`;
      return random() < 0.3 || names.has(base) ? `${base} ${pick(random, SUFFIXES)}` : base;
    });
    const volatility = pick(random, ["low", "medium", "high"] as const);
    const features = FEATURE_TAGS.filter(() => random() < 0.2);
    if (name.includes("Ultraways") && !features.includes("all-ways")) features.push("all-ways");
    const release = releaseDate();
    const paylines = name.includes("Ultraways")
      ? 117649
      : pick(random, [10, 20, 25, 40, 50, 243, 1024]);
    games.push({
      slug: slugify(name),
      provider: pick(random, slotProviders).slug,
      name,
      engine: "slot",
      engine_params: {
        reels: 5,
        rows: pick(random, [3, 3, 3, 4]),
        paylines,
        symbol_set: theme.key,
        wilds: true,
        free_spins: pick(random, [8, 10, 12, 15]),
        volatility,
        max_win_x: pick(random, [500, 2500, 5000, 10000, 25000]),
      },
      kind: "slots",
      description: `A ${volatility}-volatility ${theme.key} video slot: 5 reels, ${paylines} ways, wilds and free spins.`,
      translations: slotDescriptionTranslations(theme.key, volatility, paylines),
      rtp: (94 + between(random, 0, 350) / 100).toFixed(2),
      volatility,
      min_bet: pick(random, ["0.10", "0.20", "0.25"]),
      max_bet: pick(random, ["100", "200", "250", "500"]),
      ...availability(),
      has_demo: random() > 0.08,
      tags: [...theme.tags, ...features],
      release_date: release,
      popularity: popularity(),
      is_new: false,
      is_hot: false,
      categories: ["slots", ...(features.includes("jackpot") ? ["jackpots"] : [])],
    });
  }

  const tables: [string, typeof LIVE_NAMES, number, GameKind][] = [
    ["live", LIVE_NAMES, 30, "live_casino"],
    ["table", TABLE_NAMES, 25, "table_games"],
  ];
  for (const [label, words, count, kind] of tables) {
    for (let i = 0; i < count; i++) {
      const name = unique(() => {
        const base = `${pick(random, words.first)} ${pick(random, words.second)}`;
        return names.has(base) ? `${base} ${between(random, 2, 9)}` : base;
      });
      const variant = pick(random, ["european", "european", "french", "american"] as const);
      const minBet = pick(random, ["0.20", "0.50", "1", "5"]);
      const maxBet = pick(random, ["1000", "2500", "5000", "10000"]);
      games.push({
        slug: slugify(name),
        provider: pick(random, liveProviders).slug,
        name,
        engine: "roulette",
        engine_params: {
          variant,
          round_seconds: kind === "live_casino" ? pick(random, [20, 25, 30, 35]) : 0,
          dealer:
            kind === "live_casino" ? pick(random, ["Ava", "Mika", "Lena", "Tomas", "Rui"]) : null,
          table_limits: { min: minBet, max: maxBet },
          multipliers: name.startsWith("Tempest") ? [50, 100, 200, 500] : [],
        },
        kind,
        description: `${variant[0]!.toUpperCase()}${variant.slice(1)} roulette${kind === "live_casino" ? " with a dealer, rounds on a timer" : ""}.`,
        translations: rouletteDescriptionTranslations(variant, kind === "live_casino"),
        rtp: variant === "american" ? "94.74" : variant === "french" ? "98.65" : "97.30",
        volatility: "low",
        min_bet: minBet,
        max_bet: maxBet,
        ...availability(),
        has_demo: kind === "table_games",
        tags: ["roulette", label === "live" ? "live-dealer" : "rng"],
        release_date: releaseDate(),
        popularity: popularity(),
        is_new: false,
        is_hot: false,
        categories: kind === "live_casino" ? ["live-casino", "live-roulette"] : ["table-games"],
      });
    }
  }

  // New: released in the catalogue's last 120 days. Popular/hot: the 60 most played.
  const newSince = addDays(CATALOGUE_DATE, -120);
  const byPopularity = [...games].sort((a, b) => b.popularity - a.popularity);
  const hot = new Set(byPopularity.slice(0, 60).map((g) => g.slug));
  for (const game of games) {
    if (game.kind !== "provably_fair" && game.release_date >= newSince) {
      game.is_new = true;
      game.categories.push("new");
    }
    if (hot.has(game.slug)) {
      game.is_hot = true;
      if (!game.categories.includes("popular")) game.categories.push("popular");
    }
  }
  for (const site of SITE_CATEGORIES) {
    const pool = games.filter((g) => g.kind === "slots" && g.status === "active");
    for (let i = 0; i < 24; i++) {
      const game = pool[Math.floor(random() * pool.length)]!;
      if (!game.categories.includes(site.slug)) game.categories.push(site.slug);
    }
  }
  return { providers, categories, games };
}

type SlotTarget = "category" | "provider" | "path" | "promotion";
/** A lobby page-slot item the catalogue seeds (position follows the slot's existing items). */
export interface SlotItemSeed {
  slot: string;
  title: string;
  target_type: SlotTarget;
  target: string;
  site_hostname: string | null;
  /** Its title in the other languages (none for a provider's name). */
  translations: ContentTranslations;
}

const item = (
  slot: string,
  title: string,
  target_type: SlotTarget,
  target: string,
  site_hostname: string | null = null,
): SlotItemSeed => ({
  slot,
  title,
  target_type,
  target,
  site_hostname,
  translations: target_type === "provider" ? {} : seedTranslations({ title }),
});

/**
 * The lobby's page slots filled per site: banners on top, category rows, provider strips below,
 * the same for the live-casino page; each demo site adds its own banner and its own row.
 */
export function lobbySlotItems(catalogue: Catalogue): SlotItemSeed[] {
  const slotProviders = catalogue.providers
    .filter((p) => !LIVE_PROVIDERS.includes(p.slug))
    .slice(0, 10);
  const liveProviders = catalogue.providers.filter((p) => LIVE_PROVIDERS.includes(p.slug));
  const perSite: [string, string, string][] = [
    ["localhost", "Editor's choice: this week's picks", "editors-choice"],
    ["127.0.0.1", "Local heroes: the sandbox's favourites", "local-heroes"],
    ["lucky.localhost", "Lodestar picks: spin the stars", "lodestar-picks"],
  ];
  return [
    ...perSite.map(([host, title, category]) =>
      item("in_top_lobby", title, "category", category, host),
    ),
    item("in_top_lobby", "600+ games from 24 studios", "path", "/?type=slots"),
    item("in_top_lobby", "Provably fair originals: verify every bet", "category", "provably-fair"),
    item("in_top_lobby", "Live tables open now", "path", "/live-casino"),
    ...perSite.map(([host, , category]) =>
      item(
        "in_lobby",
        catalogue.categories.find((c) => c.slug === category)!.name,
        "category",
        category,
        host,
      ),
    ),
    item("in_lobby", "Popular", "category", "popular"),
    item("in_lobby", "New releases", "category", "new"),
    item("in_lobby", "Provably fair", "category", "provably-fair"),
    item("in_lobby", "Slots", "category", "slots"),
    item("in_lobby", "Jackpots", "category", "jackpots"),
    item("in_lobby", "Table games", "category", "table-games"),
    ...slotProviders.map((p) => item("in_bottom_lobby", p.name, "provider", p.slug)),
    item("in_top_live_casino", "Live roulette with real dealers", "category", "live-roulette"),
    item(
      "in_top_live_casino",
      "Lodestar live nights",
      "category",
      "live-casino",
      "lucky.localhost",
    ),
    item("in_live_casino", "Live casino", "category", "live-casino"),
    item("in_live_casino", "Live roulette", "category", "live-roulette"),
    item("in_live_casino", "Table games", "category", "table-games"),
    ...liveProviders.map((p) => item("in_bottom_live_casino", p.name, "provider", p.slug)),
    item("in_lobby_nav", "Live casino", "category", "live-casino"),
    item("in_live_casino_nav", "Live roulette", "category", "live-roulette"),
  ];
}

const SEEDED_KEY = "games_seeded_at";

/**
 * Writes the catalogue and the lobby's per-site slot items unless written before.
 * @returns true when this call wrote them
 */
export async function seedGames(db: Db, now: Date = new Date()): Promise<boolean> {
  if (await isSeeded(db, SEEDED_KEY)) return false;
  const catalogue = generateCatalogue();
  await db.transaction().execute(async (trx) => {
    const providers = await trx
      .insertInto("game_providers")
      .values(catalogue.providers.map((p, position) => ({ ...p, position })))
      .returning(["id", "slug"])
      .execute();
    const providerId = new Map(providers.map((p) => [p.slug, p.id]));
    const categories = await trx
      .insertInto("game_categories")
      .values(
        catalogue.categories.map((c) => ({
          ...c,
          icon: null,
          translations: JSON.stringify(c.translations),
        })),
      )
      .returning(["id", "slug"])
      .execute();
    const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
    const links: { category_id: number; game_id: number; position: number }[] = [];
    const positions = new Map<string, number>();
    for (let start = 0; start < catalogue.games.length; start += 200) {
      const chunk = catalogue.games.slice(start, start + 200);
      const rows = await trx
        .insertInto("games")
        .values(
          chunk.map(
            ({ provider, categories: _categories, engine_params, translations, ...game }) => ({
              ...game,
              provider_id: providerId.get(provider)!,
              engine_params: JSON.stringify(engine_params),
              translations: JSON.stringify(translations),
            }),
          ),
        )
        .returning(["id", "slug"])
        .execute();
      rows.forEach((row, i) => {
        for (const slug of chunk[i]!.categories) {
          const position = positions.get(slug) ?? 0;
          positions.set(slug, position + 1);
          links.push({ category_id: categoryId.get(slug)!, game_id: row.id, position });
        }
      });
    }
    for (let start = 0; start < links.length; start += 500)
      await trx
        .insertInto("game_category_games")
        .values(links.slice(start, start + 500))
        .execute();
    const existing = await trx
      .selectFrom("page_slot_items")
      .select(["slot", (eb) => eb.fn.max("position").as("last")])
      .groupBy("slot")
      .execute();
    const next = new Map(existing.map((row) => [row.slot, Number(row.last) + 1]));
    await trx
      .insertInto("page_slot_items")
      .values(
        lobbySlotItems(catalogue).map((slotItem) => {
          const position = next.get(slotItem.slot) ?? 0;
          next.set(slotItem.slot, position + 1);
          return {
            ...slotItem,
            position,
            icon: null,
            visibility: null,
            translations: JSON.stringify(slotItem.translations),
          };
        }),
      )
      .execute();
    await markSeeded(trx, SEEDED_KEY, now);
  });
  // Fresh planner statistics: without them PostgreSQL guesses a handful of rows per table and
  // picks nested loops over the whole catalogue (PGlite runs no autovacuum to fix that later).
  await sql`analyze game_providers, game_categories, games, game_category_games`.execute(db);
  return true;
}
