/**
 * The trademark check of the source tree (`src/trademarks.test.ts`): no real-world casino,
 * game provider or game name in any tracked file. The demo catalogue, seeds, stories, fixtures
 * and tests use invented names only.
 *
 * Each name is a case-insensitive pattern between word boundaries; the words of a name may be
 * joined by spaces, `-`, `_` or nothing (`Sweet Bonanza`, `sweet-bonanza`, `SweetBonanza`).
 * English words that are also brands stay allowed unless the brand's form is unambiguous:
 * "stake" (a bet's amount) is allowed, `Stake.com` / `stake.us` are not; "evolution" is
 * allowed, `Evolution Gaming` is not; "pragmatic" is allowed, `Pragmatic Play` is not;
 * "lightning" (the Bitcoin network) is allowed, `Lightning Roulette` is not.
 */

export type TrademarkKind = "provider" | "game" | "casino";

interface Trademark {
  name: string;
  kind: TrademarkKind;
  /** The pattern's source when the name alone is not enough (else built from the name). */
  pattern?: string;
}

const provider = (name: string, pattern?: string): Trademark => ({
  name,
  kind: "provider",
  ...(pattern ? { pattern } : {}),
});
const game = (name: string, pattern?: string): Trademark => ({
  name,
  kind: "game",
  ...(pattern ? { pattern } : {}),
});
const casino = (name: string, pattern?: string): Trademark => ({
  name,
  kind: "casino",
  ...(pattern ? { pattern } : {}),
});

/** Well-known names of studios, games and casinos (one brand each). */
export const TRADEMARKS: readonly Trademark[] = [
  provider("NetEnt", "net[\\s_-]?ent(?:ertainment)?"),
  provider("Pragmatic Play"),
  provider("Evolution Gaming"),
  provider("Play'n GO", "play['’]?n[\\s_-]*go"),
  provider("Microgaming"),
  provider("Hacksaw"),
  provider("Nolimit City", "nolimit(?:[\\s_-]*city)?"),
  provider("Push Gaming"),
  provider("Relax Gaming"),
  provider("Yggdrasil"),
  provider("Red Tiger"),
  provider("Big Time Gaming"),
  provider("Quickspin"),
  provider("Playtech"),
  provider("Betsoft"),
  provider("Thunderkick"),
  provider("ELK Studios"),
  provider("Blueprint Gaming"),
  provider("Wazdan"),
  provider("Endorphina"),
  provider("BGaming"),
  provider("Booongo"),
  provider("Playson"),
  provider("Spinomenal"),
  provider("Ezugi"),
  provider("Spribe"),
  provider("Novomatic"),
  provider("Aristocrat Gaming"),
  provider("PG Soft"),
  provider("iSoftBet"),
  provider("Megaways"),
  provider("Dream Drop"),
  game("Sweet Bonanza"),
  game("Gates of Olympus"),
  game("Book of Dead"),
  game("Book of Ra"),
  game("Starburst", "starbursts?"),
  game("Gonzo's Quest", "gonzo['’]?s?[\\s_-]*quest"),
  game("Crazy Time"),
  game("Lightning Roulette"),
  game("Mega Moolah"),
  game("Wanted Dead or a Wild"),
  game("Sugar Rush"),
  game("Big Bass", "big[\\s_-]*bass"),
  game("Starlight Princess"),
  game("Fire Joker"),
  game("Legacy of Dead"),
  game("The Dog House"),
  game("Wolf Gold"),
  game("Money Train"),
  game("Reactoonz"),
  game("Jammin' Jars", "jammin['’]?[\\s_-]*jars"),
  game("Razor Shark"),
  game("Dead or Alive"),
  game("Immortal Romance"),
  game("Thunderstruck"),
  game("Monopoly Live"),
  game("Dream Catcher"),
  game("Aviator Spribe", "spribe[\\s_-]*aviator"),
  casino("Stake.com", "stake\\.(?:com|us)"),
  casino("BC.Game", "bc\\.game"),
  casino("Roobet"),
  casino("Rollbit"),
  casino("Gamdom"),
  casino("Shuffle.com", "shuffle\\.com"),
  casino("Duelbits"),
  casino("BitStarz"),
  casino("Cloudbet"),
  casino("Thunderpick"),
  casino("Primedice"),
  casino("BetFury"),
  casino("Bet365"),
  casino("Betway"),
  casino("1xBet"),
  casino("Lucky Star Casino"),
  casino("LuckyStar"),
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The pattern of a name: its words joined by spaces, `-`, `_` or nothing. */
function patternOf(mark: Trademark): string {
  if (mark.pattern) return mark.pattern;
  return mark.name
    .split(/\s+/)
    .map((word) => escape(word).replace(/'/g, "['’]?"))
    .join("[\\s_-]*");
}

const compiled = TRADEMARKS.map((mark) => ({
  mark,
  // Word boundaries that also hold next to `_` and digits (`sweet_bonanza_1`): not a letter.
  regex: new RegExp(`(?<![a-z])(?:${patternOf(mark)})(?![a-z])`, "gi"),
}));

/** One trademark found in a text. */
export interface TrademarkHit {
  name: string;
  kind: TrademarkKind;
  /** The text as written. */
  found: string;
  /** 1-based line. */
  line: number;
}

/** The trademarks in a text, in order. */
export function findTrademarks(text: string): TrademarkHit[] {
  const hits: (TrademarkHit & { index: number })[] = [];
  for (const { mark, regex } of compiled) {
    regex.lastIndex = 0;
    for (const match of text.matchAll(regex)) {
      const line = text.slice(0, match.index).split("\n").length;
      hits.push({ name: mark.name, kind: mark.kind, found: match[0], line, index: match.index });
    }
  }
  return hits.sort((a, b) => a.index - b.index).map(({ index: _index, ...hit }) => hit);
}

/**
 * Files that are not scanned: the list above (it names them to forbid them), lockfiles (package
 * names of the registry), binary art and fonts.
 */
export const SKIPPED = [
  /(^|\/)pnpm-lock\.yaml$/,
  /^apps\/sandbox\/src\/test\/trademarks\.ts$/,
  /\.(png|jpe?g|gif|webp|ico|woff2?|ttf|otf|pdf|zip|gz)$/i,
];

/**
 * Where a name may appear: documentation may say where a published provably fair formula comes
 * from, which names the casino that published it (a citation, not a brand of this product).
 * Only casino names, only in the Markdown documentation under `docs/`.
 */
export function allowed(path: string, hit: TrademarkHit): boolean {
  return hit.kind === "casino" && /^docs\/[^/]+\.md$/.test(path);
}

/** The trademarks of one file that are not allowed there. */
export function forbiddenIn(path: string, text: string): TrademarkHit[] {
  if (SKIPPED.some((pattern) => pattern.test(path))) return [];
  return findTrademarks(text).filter((hit) => !allowed(path, hit));
}
