/**
 * Generated blog covers (1200 x 630 SVG, the usual social-card shape): a gradient from the
 * slug's hash, a motif per tag family and the post's title. Every text is escaped.
 */
import { escapeHtml } from "../../lib/html.ts";
import { hash32 } from "../games/index.ts";

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;

/** Splits a title into lines of about `width` characters (at most three). */
function lines(title: string, width: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of title.split(/\s+/)) {
    if (line && (line + " " + word).length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length > 3)
    return [
      ...out.slice(0, 2),
      `${out
        .slice(2)
        .join(" ")
        .slice(0, width - 1)}…`,
    ];
  return out;
}

/**
 * The bitcoin sign (₿) drawn as paths, centred on (960, 300): an SVG shown as an image cannot load
 * the page's fonts, and few system faces have U+20BF, so a text ₿ would be a missing-glyph box.
 */
const bitcoinSign =
  '<g fill="none" stroke="#fff" stroke-linejoin="round">' +
  '<path d="M912 218 V382 M896 218 H975 C1030 218 1030 300 975 300 H912 M912 300 H985 C1044 300 1044 382 985 382 H896" stroke-width="28"/>' +
  '<path d="M935 182 V218 M968 182 V218 M935 382 V418 M968 382 V418" stroke-width="18"/></g>';

/**
 * The cover's text faces: common system sans faces by platform, then the generic sans (an image
 * cannot use the page's web fonts).
 */
const coverFonts =
  "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'DejaVu Sans', sans-serif";

function motif(kind: string, hue: number): string {
  switch (kind) {
    case "crypto":
      return `<g opacity="0.9"><circle cx="960" cy="300" r="150" fill="${hsl(hue + 40, 90, 55)}" stroke="#fff" stroke-width="10"/>${bitcoinSign}</g>`;
    case "slots":
      return `<g><rect x="800" y="190" width="320" height="220" rx="30" fill="#000" opacity="0.35"/>${[
        0, 1, 2,
      ]
        .map(
          (i) =>
            `<rect x="${820 + i * 100}" y="210" width="80" height="180" rx="14" fill="#fff" opacity="0.9"/><text x="${860 + i * 100}" y="330" text-anchor="middle" font-family="${coverFonts}" font-size="80" font-weight="900" fill="${hsl(hue + i * 50, 80, 45)}">7</text>`,
        )
        .join("")}</g>`;
    case "safety":
      return `<path d="M960 150 L1090 200 V320 C1090 410 1030 460 960 490 C890 460 830 410 830 320 V200 Z" fill="${hsl(hue + 120, 60, 45)}" stroke="#fff" stroke-width="10"/><path d="M900 320 l45 45 l85 -95" stroke="#fff" stroke-width="22" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    default:
      return `<g>${[0, 1, 2, 3]
        .map(
          (i) =>
            `<circle cx="${860 + i * 70}" cy="${380 - i * 50}" r="${50 + i * 8}" fill="${hsl(hue + i * 30, 85, 60)}" stroke="#fff" stroke-width="6" opacity="0.9"/>`,
        )
        .join("")}</g>`;
  }
}

/** The cover of a post, from its slug, English title and first tag's slug. */
export function blogCoverSvg(slug: string, title: string, tag: string | undefined): string {
  const h = hash32(slug);
  const hue = h % 360;
  const kind = /crypto|bitcoin/.test(tag ?? "")
    ? "crypto"
    : /slot/.test(tag ?? "")
      ? "slots"
      : /responsible|security|safety/.test(tag ?? "")
        ? "safety"
        : "other";
  const text = lines(title, 22)
    .map(
      (line, i) =>
        `<text x="80" y="${250 + i * 80}" font-family="${coverFonts}" font-size="64" font-weight="800" fill="#fff">${escapeHtml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeHtml(title)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 28)}"/><stop offset="1" stop-color="${hsl(hue + 60, 75, 14)}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<circle cx="1100" cy="80" r="220" fill="#fff" opacity="0.05"/><circle cx="120" cy="600" r="160" fill="#fff" opacity="0.05"/>
${motif(kind, hue)}
<text x="80" y="140" font-family="${coverFonts}" font-size="28" font-weight="700" letter-spacing="6" fill="${hsl(hue + 40, 90, 75)}">BLOG</text>
${text}
</svg>`;
}
