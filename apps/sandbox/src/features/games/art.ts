/**
 * Generated game art: a casino tile per game (300 x 400 SVG) with its title, the provider's
 * mark, a colour scheme from the slug's hash and a motif per engine (reels with the slot's
 * symbol set, a roulette wheel, a die, a rocket curve, a mines grid, a plinko board, keno
 * balls), and the providers' logos. Every text is escaped.
 */
import { createHash } from "node:crypto";
import { escapeHtml } from "../../lib/html.ts";
import type { GameRecord } from "./repository.ts";

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

function reels(game: GameRecord, h: number, hue: number): string {
  const theme = String(game.engine_params.symbol_set ?? "fruit");
  const symbols = THEME_SYMBOLS[theme] ?? THEME_SYMBOLS.fruit!;
  const parts: string[] = [
    `<rect x="28" y="128" width="244" height="124" rx="18" fill="#000" opacity="0.35"/>`,
    `<rect x="28" y="128" width="244" height="124" rx="18" fill="none" stroke="${hsl(hue + 40, 90, 70)}" stroke-width="3"/>`,
  ];
  for (let i = 0; i < 3; i++) {
    const x = 40 + i * 76;
    parts.push(`<rect x="${x}" y="138" width="68" height="104" rx="10" fill="url(#reel)"/>`);
    const symbol = symbols[(h >>> (i * 3)) % symbols.length]!;
    const color = hsl(hue + 150 + i * 40 + ((h >>> (i * 5)) % 60), 85, 50);
    parts.push(symbol(x + 34, 190, 22, color));
  }
  parts.push(
    `<path d="M24 190 h8 M268 190 h8" stroke="${hsl(hue + 40, 95, 70)}" stroke-width="6" stroke-linecap="round"/>`,
  );
  return parts.join("");
}

function wheel(hue: number): string {
  const parts: string[] = [
    `<circle cx="150" cy="190" r="88" fill="#3f2a14" stroke="#d4a94a" stroke-width="6"/>`,
  ];
  const n = 18;
  for (let i = 0; i < n; i++) {
    const a1 = (2 * Math.PI * i) / n;
    const a2 = (2 * Math.PI * (i + 1)) / n;
    const p = (a: number, r: number) =>
      `${(150 + r * Math.cos(a)).toFixed(1)} ${(190 + r * Math.sin(a)).toFixed(1)}`;
    const fill = i === 0 ? "#16a34a" : i % 2 ? "#b91c1c" : "#111827";
    parts.push(
      `<path d="M${p(a1, 40)} L${p(a1, 80)} A80 80 0 0 1 ${p(a2, 80)} L${p(a2, 40)} A40 40 0 0 0 ${p(a1, 40)}Z" fill="${fill}"/>`,
    );
  }
  parts.push(
    `<circle cx="150" cy="190" r="40" fill="${hsl(hue, 60, 30)}" stroke="#d4a94a" stroke-width="4"/>`,
    `<path d="M150 160 v60 M120 190 h60" stroke="#d4a94a" stroke-width="6" stroke-linecap="round"/>`,
    `<circle cx="150" cy="190" r="9" fill="#fde68a"/>`,
    `<circle cx="${150 + 62 * Math.cos(hue)}" cy="${190 + 62 * Math.sin(hue)}" r="7" fill="#fff"/>`,
  );
  return parts.join("");
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

/** A game's tile (300 x 400 SVG). */
export function gameSvg(game: GameRecord): string {
  const h = hash32(game.slug);
  const hue = h % 360;
  const hue2 = hue + 30 + ((h >>> 9) % 60);
  const title = escapeHtml(game.name);
  const lines = wrap(game.name, 15);
  const size = Math.max(
    22,
    Math.min(34, Math.floor(300 / Math.max(...lines.map((l) => l.length)) / 0.58)),
  );
  const motif =
    game.engine === "slot"
      ? reels(game, h, hue)
      : game.engine === "roulette"
        ? wheel(hue)
        : originalMotif(game.engine, hue);
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (Math.PI / 6) * i + (h % 30) / 30;
    return `<path d="M150 190 L${(150 + 420 * Math.cos(a)).toFixed(0)} ${(190 + 420 * Math.sin(a)).toFixed(0)} L${(150 + 420 * Math.cos(a + 0.22)).toFixed(0)} ${(190 + 420 * Math.sin(a + 0.22)).toFixed(0)}Z"/>`;
  }).join("");
  const badge = game.is_new
    ? `<rect x="226" y="18" width="58" height="24" rx="12" fill="#22c55e"/><text x="255" y="35" text-anchor="middle" font-family="Arial, sans-serif" font-size="13" font-weight="800" fill="#fff">NEW</text>`
    : game.is_hot
      ? `<rect x="226" y="18" width="58" height="24" rx="12" fill="#ef4444"/><text x="255" y="35" text-anchor="middle" font-family="Arial, sans-serif" font-size="13" font-weight="800" fill="#fff">HOT</text>`
      : "";
  const provider = escapeHtml(game.provider.name);
  const titleY = lines.length === 1 ? 338 : 322;
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
<g fill="#fff" opacity="0.07">${rays}</g>
<circle cx="150" cy="190" r="150" fill="url(#glow)"/>
${motif}
<rect y="270" width="300" height="130" fill="url(#band)"/>
</g>
<rect x="1.5" y="1.5" width="297" height="397" rx="23" fill="none" stroke="${hsl(hue + 40, 90, 70)}" stroke-opacity="0.8" stroke-width="3"/>
${providerMark(game.provider.name, game.provider.color, 34, 30, 16)}
<text x="56" y="35" font-family="Arial, Helvetica, sans-serif" font-size="13" font-weight="700" fill="#fff" fill-opacity="0.92">${provider}</text>
${badge}
<text x="150" y="${titleY}" text-anchor="middle" font-family="Impact, 'Arial Black', Arial, sans-serif" font-size="${size}" font-weight="900" fill="#fff" stroke="${hsl(hue2, 80, 20)}" stroke-width="1.5" paint-order="stroke">${lines.map((line, i) => `<tspan x="150" dy="${i === 0 ? 0 : size + 2}">${escapeHtml(line)}</tspan>`).join("")}</text>
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
