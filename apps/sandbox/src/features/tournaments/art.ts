/**
 * Generated tournament covers (`/static/tournaments/{slug}.svg`, 1280 x 720 like the promotion
 * covers): a gold cup with a podium, on the slug's gradient. Used for tournaments whose scope has
 * no picture of its own (a category, or no game or provider). No text: the card carries the
 * translated title.
 */
import { coverSvg, hsl } from "../promotions/index.ts";

const GOLD = 45;

function trophy(hue: number): string {
  const gold = hsl(GOLD, 95, 58);
  const shade = hsl(GOLD, 90, 38);
  const podium = hsl(hue + 180, 70, 45);
  return `<g transform="translate(930 330)">
<rect x="-300" y="230" width="200" height="110" rx="12" fill="${podium}" stroke="#fff" stroke-width="8"/>
<rect x="-100" y="170" width="200" height="170" rx="12" fill="${podium}" stroke="#fff" stroke-width="8"/>
<rect x="100" y="260" width="200" height="80" rx="12" fill="${podium}" stroke="#fff" stroke-width="8"/>
<path d="M-150 -240 H150 V-120 A150 150 0 0 1 -150 -120 Z" fill="${gold}" stroke="#fff" stroke-width="10"/>
<path d="M-150 -210 C-260 -210 -250 -60 -120 -60 M150 -210 C260 -210 250 -60 120 -60" fill="none" stroke="${gold}" stroke-width="28" stroke-linecap="round"/>
<rect x="-28" y="20" width="56" height="80" fill="${shade}"/>
<rect x="-110" y="100" width="220" height="60" rx="12" fill="${gold}" stroke="#fff" stroke-width="8"/>
<polygon points="0,-205 20,-165 64,-160 31,-130 40,-86 0,-108 -40,-86 -31,-130 -64,-160 -20,-165" fill="#fff" opacity="0.9"/>
</g>`;
}

/** The cover of a tournament, from its slug. */
export const tournamentCoverSvg = (slug: string): string => coverSvg(slug, trophy);
