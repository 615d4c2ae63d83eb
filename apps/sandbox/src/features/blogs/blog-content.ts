/**
 * The demo blog: tags and a dozen posts, each written in English (`content/en.ts`) and
 * translated into the other eight languages (`content/<locale>.ts`). Bodies use only the tags
 * the server's sanitiser keeps (src/lib/html.ts).
 */
import type { Locale } from "../pages/index.ts";
import { de } from "./content/de.ts";
import { en } from "./content/en.ts";
import { es } from "./content/es.ts";
import { fr } from "./content/fr.ts";
import { ja } from "./content/ja.ts";
import { nl } from "./content/nl.ts";
import { pt } from "./content/pt.ts";
import { ru } from "./content/ru.ts";
import { tr } from "./content/tr.ts";

/** A post's text in one language. */
export interface BlogText {
  title: string;
  /** Plain text, one or two sentences. */
  excerpt: string;
  /** HTML. */
  body: string;
}

export interface BlogTagContent {
  slug: string;
  names: Record<Locale, string>;
}

export interface BlogPostContent {
  slug: string;
  author: string;
  /** Published this many days before the seed ran. */
  daysAgo: number;
  tags: string[];
  text: Partial<Record<Locale, BlogText>>;
}

export const blogTags: BlogTagContent[] = [
  {
    slug: "crypto",
    names: {
      en: "Crypto",
      de: "Krypto",
      es: "Cripto",
      fr: "Crypto",
      ja: "暗号資産",
      nl: "Crypto",
      pt: "Cripto",
      ru: "Криптовалюта",
      tr: "Kripto",
    },
  },
  {
    slug: "slots",
    names: {
      en: "Slots",
      de: "Slots",
      es: "Tragamonedas",
      fr: "Machines à sous",
      ja: "スロット",
      nl: "Gokkasten",
      pt: "Slots",
      ru: "Слоты",
      tr: "Slotlar",
    },
  },
  {
    slug: "live-casino",
    names: {
      en: "Live casino",
      de: "Live-Casino",
      es: "Casino en vivo",
      fr: "Casino en direct",
      ja: "ライブカジノ",
      nl: "Live casino",
      pt: "Cassino ao vivo",
      ru: "Live-казино",
      tr: "Canlı casino",
    },
  },
  {
    slug: "provably-fair",
    names: {
      en: "Provably fair",
      de: "Nachweislich fair",
      es: "Demostrablemente justo",
      fr: "Équité prouvable",
      ja: "プロバブリーフェア",
      nl: "Aantoonbaar eerlijk",
      pt: "Comprovadamente justo",
      ru: "Доказуемая честность",
      tr: "Kanıtlanabilir adil",
    },
  },
  {
    slug: "responsible-gaming",
    names: {
      en: "Responsible gaming",
      de: "Verantwortungsvolles Spielen",
      es: "Juego responsable",
      fr: "Jeu responsable",
      ja: "責任あるギャンブル",
      nl: "Verantwoord spelen",
      pt: "Jogo responsável",
      ru: "Ответственная игра",
      tr: "Sorumlu oyun",
    },
  },
  {
    slug: "security",
    names: {
      en: "Security",
      de: "Sicherheit",
      es: "Seguridad",
      fr: "Sécurité",
      ja: "セキュリティ",
      nl: "Beveiliging",
      pt: "Segurança",
      ru: "Безопасность",
      tr: "Güvenlik",
    },
  },
  {
    slug: "guides",
    names: {
      en: "Guides",
      de: "Ratgeber",
      es: "Guías",
      fr: "Guides",
      ja: "ガイド",
      nl: "Gidsen",
      pt: "Guias",
      ru: "Руководства",
      tr: "Rehberler",
    },
  },
];

/** Slug, author, age and tags of each post; the text comes from the language files. */
const posts: Omit<BlogPostContent, "text">[] = [
  {
    slug: "crypto-deposits-explained",
    author: "Mara Lindqvist",
    daysAgo: 2,
    tags: ["crypto", "guides"],
  },
  { slug: "rtp-and-volatility", author: "Jonas Weber", daysAgo: 5, tags: ["slots", "guides"] },
  {
    slug: "verify-a-provably-fair-bet",
    author: "Aiko Tanaka",
    daysAgo: 8,
    tags: ["provably-fair", "security"],
  },
  {
    slug: "live-roulette-for-beginners",
    author: "Lucas Moreau",
    daysAgo: 12,
    tags: ["live-casino", "guides"],
  },
  { slug: "set-your-limits", author: "Sofia Almeida", daysAgo: 15, tags: ["responsible-gaming"] },
  { slug: "two-factor-authentication", author: "Mara Lindqvist", daysAgo: 19, tags: ["security"] },
  { slug: "why-players-use-stablecoins", author: "Emre Kaya", daysAgo: 23, tags: ["crypto"] },
  { slug: "lightning-network-payments", author: "Emre Kaya", daysAgo: 27, tags: ["crypto"] },
  { slug: "bonus-wagering-explained", author: "Jonas Weber", daysAgo: 31, tags: ["guides"] },
  { slug: "free-spins-and-bonus-rounds", author: "Lucas Moreau", daysAgo: 36, tags: ["slots"] },
  { slug: "our-original-games", author: "Aiko Tanaka", daysAgo: 41, tags: ["provably-fair"] },
  { slug: "time-for-a-break", author: "Sofia Almeida", daysAgo: 46, tags: ["responsible-gaming"] },
];

const languages: Record<Locale, Record<string, BlogText>> = { en, de, es, fr, ja, nl, pt, ru, tr };

export const blogPosts: BlogPostContent[] = posts.map((post) => ({
  ...post,
  text: Object.fromEntries(
    Object.entries(languages).flatMap(([locale, texts]) =>
      texts[post.slug] ? [[locale, texts[post.slug]!]] : [],
    ),
  ),
}));
