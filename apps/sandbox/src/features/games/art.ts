/**
 * Generated game art: a casino tile per game (300 x 400 SVG) with its title, the provider's
 * mark, a colour scheme from the slug's hash and a motif per engine (reels with the slot's
 * symbol set, a roulette wheel, a die, a rocket curve, a mines grid, a plinko board, keno
 * balls), and the providers' logos. Every text is escaped.
 */
import { createHash } from "node:crypto";
import { escapeHtml } from "../../lib/html.ts";
import type { GameRecord } from "./repository.ts";
import { themeLook } from "./art-scenes.ts";

/** A stable 32-bit hash of a string (FNV-1a). */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** An ETag for a body (strong, quoted). */
export function etagOf(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;

/** Splits a title into at most two lines of about `width` characters. */
function wrap(title: string, width: number): string[] {
  const words = title.split(/\s+/);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    if (line && (line + " " + word).length > width && lines.length === 0) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines;
}

type Symbol = (x: number, y: number, s: number, color: string) => string;

const star: Symbol = (x, y, s, c) => {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? s : s * 0.45;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(" ")}" fill="${c}" stroke="#fff" stroke-width="2"/>`;
};
const diamond: Symbol = (x, y, s, c) =>
  `<polygon points="${x},${y - s} ${x + s * 0.8},${y - s * 0.25} ${x},${y + s} ${x - s * 0.8},${y - s * 0.25}" fill="${c}" stroke="#fff" stroke-width="2"/><polygon points="${x},${y - s} ${x + s * 0.35},${y - s * 0.25} ${x},${y + s * 0.6} ${x - s * 0.35},${y - s * 0.25}" fill="#fff" opacity="0.35"/>`;
const cherry: Symbol = (x, y, s, c) =>
  `<path d="M${x - s * 0.4} ${y + s * 0.2} Q${x} ${y - s * 1.1} ${x + s * 0.5} ${y - s * 0.9} M${x + s * 0.4} ${y + s * 0.2} Q${x + s * 0.3} ${y - s * 0.5} ${x + s * 0.5} ${y - s * 0.9}" stroke="#15803d" stroke-width="3" fill="none"/><circle cx="${x - s * 0.4}" cy="${y + s * 0.45}" r="${s * 0.45}" fill="${c}" stroke="#fff" stroke-width="2"/><circle cx="${x + s * 0.4}" cy="${y + s * 0.45}" r="${s * 0.45}" fill="${c}" stroke="#fff" stroke-width="2"/>`;
const seven: Symbol = (x, y, s, c) =>
  `<text x="${x}" y="${y + s * 0.7}" text-anchor="middle" font-family="'Arial Black', Arial, sans-serif" font-size="${s * 2.2}" font-weight="900" fill="${c}" stroke="#1f2937" stroke-width="1.5">7</text>`;
const heart: Symbol = (x, y, s, c) =>
  `<path d="M${x} ${y + s * 0.9} C${x - s * 1.4} ${y - s * 0.1} ${x - s * 0.7} ${y - s * 1.2} ${x} ${y - s * 0.4} C${x + s * 0.7} ${y - s * 1.2} ${x + s * 1.4} ${y - s * 0.1} ${x} ${y + s * 0.9}Z" fill="${c}" stroke="#fff" stroke-width="2"/>`;
const coin: Symbol = (x, y, s, c) =>
  `<circle cx="${x}" cy="${y}" r="${s}" fill="${c}" stroke="#fff" stroke-width="2"/><circle cx="${x}" cy="${y}" r="${s * 0.7}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="2"/><text x="${x}" y="${y + s * 0.35}" text-anchor="middle" font-family="Arial, sans-serif" font-size="${s}" font-weight="700" fill="#fff">$</text>`;
const moon: Symbol = (x, y, s, c) =>
  `<circle cx="${x}" cy="${y}" r="${s}" fill="${c}" stroke="#fff" stroke-width="2"/><circle cx="${x + s * 0.45}" cy="${y - s * 0.3}" r="${s * 0.8}" fill="#f3f4f6"/>`;
const bar: Symbol = (x, y, s, c) =>
  `<rect x="${x - s}" y="${y - s * 0.45}" width="${s * 2}" height="${s * 0.9}" rx="${s * 0.2}" fill="${c}" stroke="#fff" stroke-width="2"/><text x="${x}" y="${y + s * 0.28}" text-anchor="middle" font-family="Arial, sans-serif" font-size="${s * 0.75}" font-weight="900" fill="#fff">BAR</text>`;
const skull: Symbol = (x, y, s, c) =>
  `<circle cx="${x}" cy="${y - s * 0.15}" r="${s * 0.8}" fill="${c}" stroke="#fff" stroke-width="2"/><rect x="${x - s * 0.45}" y="${y + s * 0.4}" width="${s * 0.9}" height="${s * 0.5}" rx="${s * 0.1}" fill="${c}" stroke="#fff" stroke-width="2"/><circle cx="${x - s * 0.3}" cy="${y - s * 0.15}" r="${s * 0.2}" fill="#111"/><circle cx="${x + s * 0.3}" cy="${y - s * 0.15}" r="${s * 0.2}" fill="#111"/>`;

/** The three symbols each slot theme shows on its reels. */
const THEME_SYMBOLS: Record<string, Symbol[]> = {
  space: [star, moon, diamond],
  fruit: [cherry, seven, bar],
  egypt: [diamond, coin, star],
  myth: [star, coin, seven],
  gems: [diamond, diamond, heart],
  candy: [heart, cherry, star],
  ocean: [coin, moon, diamond],
  wild: [moon, star, coin],
  asia: [coin, seven, diamond],
  west: [star, bar, coin],
  horror: [skull, moon, heart],
  pirate: [skull, coin, bar],
};

/**
 * The reels of a slot: its own grid (`reels` x `rows`, at most 5 x 4, or only the pay line's
 * row) of its theme's symbols.
 */
function reels(
  game: GameRecord,
  h: number,
  hue: number,
  top: number,
  height: number,
  onlyRows?: number,
): string {
  const theme = String(game.engine_params.symbol_set ?? "fruit");
  const symbols = THEME_SYMBOLS[theme] ?? THEME_SYMBOLS.fruit!;
  const columns = Math.min(5, Math.max(3, Number(game.engine_params.reels) || 3));
  const rows = onlyRows ?? Math.min(4, Math.max(1, Number(game.engine_params.rows) || 3));
  const width = 244;
  const cell = Math.min((width - 16) / columns, (height - 16) / rows);
  const left = 150 - (cell * columns) / 2;
  const parts: string[] = [
    `<rect x="${left - 8}" y="${top - 8}" width="${cell * columns + 16}" height="${cell * rows + 16}" rx="16" fill="#000" opacity="0.4"/>`,
    `<rect x="${left - 8}" y="${top - 8}" width="${cell * columns + 16}" height="${cell * rows + 16}" rx="16" fill="none" stroke="${hsl(hue + 40, 90, 70)}" stroke-width="3"/>`,
  ];
  let x = h || 1;
  for (let c = 0; c < columns; c++) {
    parts.push(
      `<rect x="${(left + c * cell + 2).toFixed(1)}" y="${top}" width="${(cell - 4).toFixed(1)}" height="${(cell * rows).toFixed(1)}" rx="8" fill="url(#reel)"/>`,
    );
    for (let r = 0; r < rows; r++) {
      x = Math.imul(x ^ (x >>> 13), 0x5bd1e995) >>> 0;
      const symbol = symbols[x % symbols.length]!;
      const color = hsl(hue + 150 + ((x >>> 7) % 3) * 50, 85, 48);
      parts.push(symbol(left + c * cell + cell / 2, top + r * cell + cell / 2, cell * 0.32, color));
    }
  }
  return parts.join("");
}

/** How a provider lays out its slot tiles and sets its titles: the provider's house style. */
interface HouseStyle {
  layout: "hero" | "reels" | "split";
  titleFont: { family: string; width: number };
  frame: "round" | "deco" | "neon";
}

/** Title faces (system faces: an image cannot load fonts) and their average glyph width in em. */
const TITLE_FONTS = [
  { family: "Impact, 'Arial Black', Arial, sans-serif", width: 0.58 },
  { family: "Georgia, 'Times New Roman', 'DejaVu Serif', serif", width: 0.6 },
  { family: "'Trebuchet MS', Verdana, 'DejaVu Sans', sans-serif", width: 0.58 },
  { family: "'Arial Black', 'Helvetica Neue', Arial, sans-serif", width: 0.74 },
];

/** A provider's house style, from its slug. */
export function houseStyle(providerSlug: string): HouseStyle {
  const h = hash32(providerSlug);
  return {
    layout: (["hero", "reels", "split"] as const)[h % 3]!,
    titleFont: TITLE_FONTS[(h >>> 4) % TITLE_FONTS.length]!,
    frame: (["round", "deco", "neon"] as const)[(h >>> 8) % 3]!,
  };
}

/** A slot's art between the header and the title band: backdrop, emblem and reels. */
function slotScene(game: GameRecord, h: number, hue: number, style: HouseStyle): string {
  const look = themeLook(String(game.engine_params.symbol_set ?? "fruit"));
  const backdrop = look.backdrop(hue, h);
  switch (style.layout) {
    case "hero":
      return `${backdrop}${look.hero(150, 150, 64, hue)}${reels(game, h, hue, 222, 60, 1)}`;
    case "split":
      return `${backdrop}${reels(game, h, hue, 170, 90)}${look.hero(220, 112, 44, hue)}`;
    default:
      return `${backdrop}${look.hero(64, 92, 30, hue)}${reels(game, h, hue, 118, 140)}`;
  }
}

/** A roulette wheel of `pockets` pockets centred on (cx, cy) with radius r, seen from above. */
function wheel(
  cx: number,
  cy: number,
  r: number,
  pockets: number,
  zeros: number,
  hue: number,
): string {
  const parts: string[] = [
    `<circle cx="${cx}" cy="${cy}" r="${r + 8}" fill="#3f2a14" stroke="#d4a94a" stroke-width="${r / 14}"/>`,
  ];
  const inner = r * 0.5;
  for (let i = 0; i < pockets; i++) {
    const a1 = (2 * Math.PI * i) / pockets;
    const a2 = (2 * Math.PI * (i + 1)) / pockets;
    const p = (a: number, radius: number) =>
      `${(cx + radius * Math.cos(a)).toFixed(1)} ${(cy + radius * Math.sin(a)).toFixed(1)}`;
    const fill = i < zeros ? "#16a34a" : (i - zeros) % 2 ? "#b91c1c" : "#111827";
    parts.push(
      `<path d="M${p(a1, inner)} L${p(a1, r)} A${r} ${r} 0 0 1 ${p(a2, r)} L${p(a2, inner)} A${inner} ${inner} 0 0 0 ${p(a1, inner)}Z" fill="${fill}"/>`,
    );
  }
  parts.push(
    `<circle cx="${cx}" cy="${cy}" r="${inner}" fill="${hsl(hue, 55, 28)}" stroke="#d4a94a" stroke-width="${r / 20}"/>`,
    `<path d="M${cx} ${cy - inner * 0.75} v${inner * 1.5} M${cx - inner * 0.75} ${cy} h${inner * 1.5}" stroke="#d4a94a" stroke-width="${r / 13}" stroke-linecap="round"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r / 9}" fill="#fde68a"/>`,
  );
  return parts.join("");
}

/** A roulette ball on the wheel's track at angle a. */
const ball = (cx: number, cy: number, r: number, a: number) =>
  `<circle cx="${(cx + r * 0.78 * Math.cos(a)).toFixed(1)}" cy="${(cy + r * 0.78 * Math.sin(a)).toFixed(1)}" r="${Math.max(4, r / 11)}" fill="#fff" stroke="#9ca3af" stroke-width="1"/>`;

/** The zero pockets a variant's wheel shows ("0", or "0" and "00" for the American wheel). */
function zeroLabel(variant: string): string {
  return variant === "american" ? "0 · 00" : "0";
}

/**
 * A roulette table's art. Live tables: the dealer's table in perspective (felt, the wheel at the
 * back, chips), a LIVE mark and the dealer's name; multiplier tables add lightning and their
 * multipliers. RNG tables: the wheel from above beside the betting layout, and as many wheels or
 * balls as the name promises (multi-wheel, double ball).
 */
function rouletteScene(game: GameRecord, h: number, hue: number): string {
  const params = game.engine_params;
  const variant = String(params.variant ?? "european");
  const zeros = variant === "american" ? 2 : 1;
  const pockets = 36 + zeros;
  const multipliers = Array.isArray(params.multipliers) ? (params.multipliers as number[]) : [];
  const label = `<text x="150" y="262" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="14" font-weight="800" fill="#fde68a" letter-spacing="2">${escapeHtml(`${variant.toUpperCase()} ${zeroLabel(variant)}`)}</text>`;
  if (game.kind === "live_casino") {
    const dealer = typeof params.dealer === "string" ? params.dealer : null;
    const chips = [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<ellipse cx="${62 + ((h >>> i) % 3) * 4}" cy="${238 - i * 6}" rx="22" ry="8" fill="${["#dc2626", "#2563eb", "#16a34a", "#f59e0b", "#111827"][(i + h) % 5]}" stroke="#fff" stroke-width="2"/>`,
      )
      .join("");
    const lightning = multipliers.length
      ? `<path d="M212 70 L190 130 H208 L186 190 L236 112 H216 L236 70Z" fill="#facc15" stroke="#fff" stroke-width="2"/><text x="150" y="262" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="15" font-weight="900" fill="#facc15">${escapeHtml(`UP TO ${Math.max(...multipliers)}×`)}</text>`
      : label;
    const silhouette = `<g fill="#0b1020" opacity="0.85"><circle cx="150" cy="84" r="20"/><path d="M104 150 Q108 108 150 106 Q192 108 196 150Z"/></g>`;
    return `${silhouette}<path d="M-20 400 L40 150 H260 L320 400Z" fill="${hsl(150 + (h % 20), 55, 24)}" stroke="#d4a94a" stroke-width="4"/><path d="M40 150 H260" stroke="#7c2d12" stroke-width="12"/><g transform="translate(150 150) scale(1 0.42)">${wheel(0, 0, 80, pockets, zeros, hue)}${ball(0, 0, 80, h % 6)}</g>${chips}${lightning}<g><rect x="14" y="52" width="58" height="22" rx="11" fill="#dc2626"/><circle cx="28" cy="63" r="5" fill="#fff"/><text x="40" y="68" font-family="Arial, Helvetica, sans-serif" font-size="13" font-weight="800" fill="#fff">LIVE</text></g>${dealer ? `<text x="14" y="96" font-family="Arial, Helvetica, sans-serif" font-size="13" font-weight="700" fill="#fff" fill-opacity="0.9">${escapeHtml(dealer)}</text>` : ""}`;
  }
  const wheels = /multi-wheel/i.test(game.name) ? 3 : 1;
  const balls = /double ball/i.test(game.name) ? 2 : 1;
  const grid = Array.from({ length: 12 }, (_, i) => {
    const c = i % 3;
    const r = Math.floor(i / 3);
    const red = [0, 2, 4, 5, 7, 9, 11].includes(i);
    return `<rect x="${212 + c * 24}" y="${110 + r * 30}" width="22" height="28" rx="3" fill="${red ? "#b91c1c" : "#111827"}" stroke="#d4a94a" stroke-width="1"/>`;
  }).join("");
  const drawn =
    wheels === 3
      ? [
          [92, 120, 44],
          [62, 206, 40],
          [150, 206, 40],
        ]
          .map(
            ([x, y, r], i) =>
              `${wheel(x!, y!, r!, pockets, zeros, hue + i * 40)}${ball(x!, y!, r!, (h % 6) + i)}`,
          )
          .join("")
      : `${wheel(105, 170, 78, pockets, zeros, hue)}${Array.from({ length: balls }, (_, i) => ball(105, 170, 78, (h % 6) + i * 2.4)).join("")}`;
  return `<rect x="0" y="60" width="300" height="210" fill="${hsl(150 + (h % 20), 50, 22)}" opacity="0.8"/><rect x="208" y="${110 - 32}" width="76" height="28" rx="3" fill="#16a34a" stroke="#d4a94a" stroke-width="1"/>${grid}${drawn}${label}`;
}

function originalMotif(engine: string, hue: number): string {
  const accent = hsl(hue + 180, 90, 60);
  switch (engine) {
    case "dice":
      return `<g transform="rotate(-12 150 190)"><rect x="90" y="130" width="120" height="120" rx="22" fill="#fff" stroke="${accent}" stroke-width="5"/>${[
        [120, 160],
        [180, 160],
        [150, 190],
        [120, 220],
        [180, 220],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="#111827"/>`)
        .join("")}</g>`;
    case "limbo":
      return `<path d="M50 250 Q150 245 240 130" stroke="${accent}" stroke-width="8" fill="none" stroke-linecap="round"/><polygon points="240,112 256,140 226,136" fill="#fff"/><text x="150" y="215" text-anchor="middle" font-family="Arial, sans-serif" font-size="44" font-weight="900" fill="#fff">2.00×</text>`;
    case "mines": {
      const cells: string[] = [];
      for (let r = 0; r < 5; r++)
        for (let c = 0; c < 5; c++) {
          const x = 75 + c * 31;
          const y = 115 + r * 31;
          const gem = (r * 5 + c) % 7 === 3;
          const mine = (r * 5 + c) % 11 === 5;
          cells.push(
            `<rect x="${x}" y="${y}" width="26" height="26" rx="6" fill="${gem ? "#10b981" : mine ? "#ef4444" : "#ffffff"}" opacity="${gem || mine ? 1 : 0.25}"/>`,
          );
        }
      return cells.join("");
    }
    case "plinko": {
      const pegs: string[] = [];
      for (let r = 0; r < 7; r++)
        for (let c = 0; c <= r; c++)
          pegs.push(
            `<circle cx="${150 - r * 15 + c * 30}" cy="${118 + r * 20}" r="4" fill="#fff"/>`,
          );
      return `${pegs.join("")}<circle cx="165" cy="168" r="9" fill="${accent}"/>${[
        0, 1, 2, 3, 4, 5, 6, 7,
      ]
        .map(
          (i) =>
            `<rect x="${41 + i * 28}" y="262" width="24" height="12" rx="3" fill="${hsl(hue + 200 + Math.abs(3.5 - i) * 25, 85, 55)}"/>`,
        )
        .join("")}`;
    }
    default:
      return [0, 1, 2, 3, 4, 5, 6, 7]
        .map((i) => {
          const x = 75 + (i % 4) * 50;
          const y = 150 + Math.floor(i / 4) * 60;
          return `<circle cx="${x}" cy="${y}" r="21" fill="${i % 3 === 0 ? accent : "#fff"}"/><text x="${x}" y="${y + 7}" text-anchor="middle" font-family="Arial, sans-serif" font-size="19" font-weight="700" fill="#111827">${(i * 7 + 3) % 40 || 40}</text>`;
        })
        .join("");
  }
}

/** The provider's mark: a disc in its colour with its initials. */
function providerMark(name: string, color: string, x: number, y: number, r: number): string {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" stroke="#fff" stroke-width="2"/><text x="${x}" y="${y + r * 0.36}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${r}" font-weight="800" fill="#fff">${escapeHtml(initials)}</text>`;
}

/** The tile's border: a provider's frame (rounded, art-deco corners or a neon double line). */
function frame(style: HouseStyle["frame"], hue: number): string {
  const color = hsl(hue + 40, 90, 70);
  switch (style) {
    case "deco":
      return `<rect x="6" y="6" width="288" height="388" rx="10" fill="none" stroke="#fde68a" stroke-opacity="0.85" stroke-width="2"/>${[
        [6, 6, 1, 1],
        [294, 6, -1, 1],
        [6, 394, 1, -1],
        [294, 394, -1, -1],
      ]
        .map(
          ([x, y, dx, dy]) =>
            `<path d="M${x} ${y! + dy! * 34} V${y} H${x! + dx! * 34} M${x! + dx! * 8} ${y! + dy! * 22} V${y! + dy! * 8} H${x! + dx! * 22}" stroke="#fde68a" stroke-width="3" fill="none"/>`,
        )
        .join("")}`;
    case "neon":
      return `<rect x="3" y="3" width="294" height="394" rx="22" fill="none" stroke="${color}" stroke-width="4"/><rect x="10" y="10" width="280" height="380" rx="16" fill="none" stroke="${hsl(hue + 200, 95, 70)}" stroke-opacity="0.7" stroke-width="1.5"/>`;
    default:
      return `<rect x="1.5" y="1.5" width="297" height="397" rx="23" fill="none" stroke="${color}" stroke-opacity="0.8" stroke-width="3"/>`;
  }
}

/** A ribbon in the tile's top right corner (NEW, HOT, JACKPOT). */
function ribbon(text: string, fill: string): string {
  const width = 18 + text.length * 9;
  return `<rect x="${284 - width}" y="18" width="${width}" height="24" rx="12" fill="${fill}"/><text x="${284 - width / 2}" y="35" text-anchor="middle" font-family="Arial, sans-serif" font-size="13" font-weight="800" fill="#fff">${text}</text>`;
}

/**
 * A game's tile (300 x 400 SVG). Slots: their theme's backdrop and emblem, their own reel grid
 * and their provider's house style (layout, frame, title face). Roulette: the live table or the
 * RNG wheel and layout, as the game plays. Originals: their game's motif.
 */
export function gameSvg(game: GameRecord): string {
  const h = hash32(game.slug);
  const style = houseStyle(game.provider.slug);
  const slot = game.engine === "slot";
  const look = slot ? themeLook(String(game.engine_params.symbol_set ?? "fruit")) : undefined;
  const hue = look ? look.hues[h % look.hues.length]! + ((h >>> 11) % 16) - 8 : h % 360;
  const hue2 = hue + 30 + ((h >>> 9) % 60);
  const title = escapeHtml(game.name);
  const lines = wrap(game.name, 15);
  const titleFont = slot ? style.titleFont : TITLE_FONTS[0]!;
  const size = Math.max(
    18,
    Math.min(34, Math.floor(276 / Math.max(...lines.map((l) => l.length)) / titleFont.width)),
  );
  const scene = slot
    ? slotScene(game, h, hue, style)
    : game.engine === "roulette"
      ? rouletteScene(game, h, hue)
      : `<circle cx="150" cy="190" r="150" fill="url(#glow)"/>${originalMotif(game.engine, hue)}`;
  const rays = slot
    ? ""
    : `<g fill="#fff" opacity="0.07">${Array.from({ length: 12 }, (_, i) => {
        const a = (Math.PI / 6) * i + (h % 30) / 30;
        return `<path d="M150 190 L${(150 + 420 * Math.cos(a)).toFixed(0)} ${(190 + 420 * Math.sin(a)).toFixed(0)} L${(150 + 420 * Math.cos(a + 0.22)).toFixed(0)} ${(190 + 420 * Math.sin(a + 0.22)).toFixed(0)}Z"/>`;
      }).join("")}</g>`;
  const badge = game.is_new
    ? ribbon("NEW", "#22c55e")
    : game.is_hot
      ? ribbon("HOT", "#ef4444")
      : game.tags.includes("jackpot")
        ? ribbon("JACKPOT", "#ca8a04")
        : "";
  const provider = escapeHtml(game.provider.name);
  const titleY = lines.length === 1 ? 338 : 322;
  const header =
    game.engine === "roulette" && game.kind === "live_casino"
      ? ""
      : `${providerMark(game.provider.name, game.provider.color, 34, 30, 16)}
<text x="56" y="35" font-family="Arial, Helvetica, sans-serif" font-size="13" font-weight="700" fill="#fff" fill-opacity="0.92">${provider}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400" role="img" aria-label="${title}">
<title>${title}</title>
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 75, 42)}"/><stop offset="1" stop-color="${hsl(hue2, 80, 18)}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.47" r="0.5"><stop offset="0" stop-color="${hsl(hue + 40, 100, 75)}" stop-opacity="0.75"/><stop offset="1" stop-color="${hsl(hue + 40, 100, 75)}" stop-opacity="0"/></radialGradient>
<linearGradient id="reel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e5e7eb"/><stop offset="0.5" stop-color="#ffffff"/><stop offset="1" stop-color="#d1d5db"/></linearGradient>
<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.35" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0.8"/></linearGradient>
<clipPath id="tile"><rect width="300" height="400" rx="24"/></clipPath>
</defs>
<g clip-path="url(#tile)">
<rect width="300" height="400" fill="url(#bg)"/>
${rays}
${scene}
<rect y="270" width="300" height="130" fill="url(#band)"/>
</g>
${frame(slot ? style.frame : "round", hue)}
${header}
${badge}
<text x="150" y="${titleY}" text-anchor="middle" font-family="${titleFont.family}" font-size="${size}" font-weight="900" fill="#fff" stroke="${hsl(hue2, 80, 20)}" stroke-width="1.5" paint-order="stroke">${lines.map((line, i) => `<tspan x="150" dy="${i === 0 ? 0 : size + 2}">${escapeHtml(line)}</tspan>`).join("")}</text>
<text x="150" y="384" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="12" font-weight="600" fill="#fff" fill-opacity="0.7">${game.rtp ? `RTP ${escapeHtml(Number(game.rtp).toFixed(2))}%` : ""}</text>
</svg>
`;
}

/** A provider's logo (240 x 96 SVG): its mark and its name. */
export function providerSvg(provider: { name: string; color: string }): string {
  const name = escapeHtml(provider.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img" aria-label="${name}">
<title>${name}</title>
<rect width="240" height="96" rx="16" fill="#111827"/>
${providerMark(provider.name, provider.color, 44, 48, 26)}
<text x="80" y="55" font-family="Arial, Helvetica, sans-serif" font-size="${provider.name.length > 16 ? 14 : 17}" font-weight="800" fill="#fff">${name}</text>
</svg>
`;
}
