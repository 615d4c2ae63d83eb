/**
 * Generated promotion covers (1280 x 720 SVG, the cards' 16:9): a gradient from the slug's hash
 * and a motif for the kind of bonus the promotion gives (a gift for the welcome offer, a rising
 * stack of coins for a deposit bonus, falling coins for money without a deposit, reels for free
 * spins, a returning arrow for cashback). No text: the card and the page carry the translated
 * title, and a cover reads the same in every language.
 */
import type { BonusType } from "../../db/types.ts";
import { hash32 } from "../games/index.ts";

export const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;

const coin = (x: number, y: number, r: number, hue: number) =>
  `<g><ellipse cx="${x}" cy="${y + r * 0.18}" rx="${r}" ry="${r * 0.92}" fill="${hsl(hue, 85, 32)}"/><circle cx="${x}" cy="${y}" r="${r}" fill="${hsl(hue, 95, 55)}" stroke="#fff" stroke-width="${r * 0.08}"/><circle cx="${x}" cy="${y}" r="${r * 0.68}" fill="none" stroke="${hsl(hue, 90, 80)}" stroke-width="${r * 0.08}"/></g>`;

function motif(type: BonusType | null, hue: number): string {
  const gold = 45;
  switch (type) {
    case "welcome_bonus_offer":
      return `<g transform="translate(900 380)"><rect x="-190" y="-60" width="380" height="260" rx="24" fill="${hsl(hue + 180, 80, 50)}" stroke="#fff" stroke-width="10"/><rect x="-215" y="-130" width="430" height="90" rx="20" fill="${hsl(hue + 180, 85, 58)}" stroke="#fff" stroke-width="10"/><rect x="-32" y="-130" width="64" height="330" fill="${hsl(gold, 95, 60)}"/><path d="M0 -130 C-60 -260 -200 -200 -110 -135Z M0 -130 C60 -260 200 -200 110 -135Z" fill="${hsl(gold, 95, 60)}" stroke="#fff" stroke-width="8"/></g>`;
    case "deposit_bonus_offer":
      return `<g>${[0, 1, 2, 3, 4].map((i) => coin(820, 540 - i * 46, 95, gold)).join("")}${[0, 1, 2].map((i) => coin(1020, 540 - i * 46, 95, gold)).join("")}<path d="M1120 300 V120 M1060 180 L1120 120 L1180 180" stroke="#fff" stroke-width="26" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`;
    case "non_deposit_bonus":
      return `<g>${[
        [760, 200, 60],
        [900, 330, 90],
        [1060, 180, 70],
        [1120, 420, 100],
        [840, 520, 75],
      ]
        .map(([x, y, r]) => coin(x!, y!, r!, gold))
        .join("")}</g>`;
    case "free_spins_offer":
      return `<g transform="translate(930 360)"><rect x="-300" y="-170" width="600" height="340" rx="36" fill="#000" opacity="0.35"/><rect x="-300" y="-170" width="600" height="340" rx="36" fill="none" stroke="${hsl(gold, 95, 65)}" stroke-width="10"/>${[
        -1, 0, 1,
      ]
        .map(
          (i) =>
            `<rect x="${i * 190 - 80}" y="-140" width="160" height="280" rx="20" fill="#fff"/><polygon points="${i * 190},-60 ${i * 190 + 24},-14 ${i * 190 + 74},-8 ${i * 190 + 36},26 ${i * 190 + 46},76 ${i * 190},52 ${i * 190 - 46},76 ${i * 190 - 36},26 ${i * 190 - 74},-8 ${i * 190 - 24},-14" fill="${hsl(hue + 120 + i * 40, 85, 50)}"/>`,
        )
        .join("")}</g>`;
    case "cash_back_bonus":
      return `<g transform="translate(930 360)">${coin(0, 0, 130, gold)}<path d="M-230 -40 A240 240 0 0 1 200 -120" stroke="#fff" stroke-width="26" fill="none" stroke-linecap="round"/><path d="M200 -120 l-10 -70 M200 -120 l-70 10" stroke="#fff" stroke-width="26" stroke-linecap="round"/><path d="M230 40 A240 240 0 0 1 -200 120" stroke="#fff" stroke-width="26" fill="none" stroke-linecap="round"/><path d="M-200 120 l10 70 M-200 120 l70 -10" stroke="#fff" stroke-width="26" stroke-linecap="round"/></g>`;
    default:
      return `<g>${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${760 + i * 80}" cy="${500 - (i % 3) * 120}" r="${40 + (i % 2) * 30}" fill="${hsl(hue + i * 35, 85, 60)}" stroke="#fff" stroke-width="6"/>`).join("")}</g>`;
  }
}

/** The cover of a promotion, from its slug and the type of its bonus offer (null: none). */
export const promotionCoverSvg = (slug: string, type: BonusType | null): string =>
  coverSvg(slug, (hue) => motif(type, hue));

/**
 * A 1280 x 720 cover: a gradient and confetti from the slug's hash, and `drawMotif`'s picture
 * (drawn for a hue, centred on x 930) on the right half.
 */
export function coverSvg(slug: string, drawMotif: (hue: number) => string): string {
  const h = hash32(slug);
  const hue = h % 360;
  const confetti = Array.from({ length: 24 }, (_, i) => {
    const x = (Math.imul(h ^ i, 2654435761) >>> 0) % 1280;
    const y = (Math.imul(h + i * 97, 40503) >>> 0) % 720;
    return `<rect x="${x}" y="${y}" width="14" height="26" rx="4" fill="${hsl(hue + i * 47, 90, 70)}" transform="rotate(${(i * 37) % 180} ${x} ${y})" opacity="0.55"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720" role="img" aria-hidden="true">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 30)}"/><stop offset="1" stop-color="${hsl(hue + 50, 75, 12)}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${hsl(hue + 30, 100, 70)}" stop-opacity="0.6"/><stop offset="1" stop-color="${hsl(hue + 30, 100, 70)}" stop-opacity="0"/></radialGradient></defs>
<rect width="1280" height="720" fill="url(#bg)"/>
<rect width="1280" height="720" fill="url(#glow)"/>
${confetti}
<g transform="translate(-290 0)">${drawMotif(hue)}</g>
</svg>`;
}
