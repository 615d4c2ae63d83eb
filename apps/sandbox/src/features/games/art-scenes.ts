/**
 * What a slot tile shows behind and around its reels: a palette and a backdrop per theme (a
 * starfield and a ringed planet for space, dunes and a pyramid for egypt, waves for the ocean...)
 * and a large hero emblem per theme. Everything is drawn in a 300 x 400 box, in SVG shapes only
 * (an SVG shown as an image cannot load fonts, so no glyph other than digits and Latin letters).
 */

const hsl = (h: number, s: number, l: number, a = 1) =>
  a === 1
    ? `hsl(${Math.round(h) % 360} ${s}% ${l}%)`
    : `hsl(${Math.round(h) % 360} ${s}% ${l}% / ${a})`;

/** A theme's look: its base hues (the slug's hash picks one) and drawings. */
export interface ThemeLook {
  /** Candidate base hues: games of one theme look related but not identical. */
  hues: readonly number[];
  /** The backdrop behind everything (drawn over the gradient). */
  backdrop: (hue: number, h: number) => string;
  /** A large emblem centred on (x, y) with size s. */
  hero: (x: number, y: number, s: number, hue: number) => string;
}

/** Pseudo-random points from a hash (stable per game). */
function scatter(h: number, count: number, w: number, hgt: number): [number, number, number][] {
  const out: [number, number, number][] = [];
  let x = h || 1;
  for (let i = 0; i < count; i++) {
    x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) >>> 0;
    const a = x % w;
    x = Math.imul(x ^ (x >>> 12), 0x297a2d39) >>> 0;
    const b = x % hgt;
    out.push([a, b, (x >>> 8) % 3]);
  }
  return out;
}

const stars = (h: number, color = "#fff") =>
  scatter(h, 28, 300, 260)
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${0.8 + r * 0.7}" fill="${color}"/>`)
    .join("");

const LOOKS: Record<string, ThemeLook> = {
  space: {
    hues: [235, 260, 280, 210],
    backdrop: (hue, h) =>
      `<g opacity="0.85">${stars(h)}</g><circle cx="236" cy="86" r="46" fill="${hsl(hue + 150, 70, 55)}"/><ellipse cx="236" cy="86" rx="76" ry="14" fill="none" stroke="${hsl(hue + 120, 80, 75)}" stroke-width="5" transform="rotate(-18 236 86)"/><circle cx="60" cy="300" r="90" fill="${hsl(hue + 200, 60, 30)}" opacity="0.6"/>`,
    hero: (x, y, s, hue) =>
      `<g transform="translate(${x} ${y}) rotate(35)"><path d="M0 ${-s} C${s * 0.45} ${-s * 0.55} ${s * 0.45} ${s * 0.35} ${s * 0.3} ${s * 0.6} H${-s * 0.3} C${-s * 0.45} ${s * 0.35} ${-s * 0.45} ${-s * 0.55} 0 ${-s}Z" fill="#e5e7eb" stroke="#fff" stroke-width="3"/><circle cy="${-s * 0.2}" r="${s * 0.18}" fill="${hsl(hue + 180, 90, 60)}" stroke="#1f2937" stroke-width="3"/><path d="M${-s * 0.3} ${s * 0.35} L${-s * 0.6} ${s * 0.8} L${-s * 0.25} ${s * 0.6}Z M${s * 0.3} ${s * 0.35} L${s * 0.6} ${s * 0.8} L${s * 0.25} ${s * 0.6}Z" fill="${hsl(hue + 10, 80, 55)}"/><path d="M${-s * 0.2} ${s * 0.65} Q0 ${s * 1.5} ${s * 0.2} ${s * 0.65}Z" fill="#fb923c"/></g>`,
  },
  fruit: {
    hues: [350, 10, 30, 330],
    backdrop: (hue) =>
      `<g opacity="0.16">${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 40 - 20}" y="-20" width="20" height="440" fill="#fff" transform="rotate(20 150 200)"/>`).join("")}</g><circle cx="150" cy="190" r="120" fill="${hsl(hue + 40, 100, 60)}" opacity="0.25"/>`,
    hero: (x, y, s, hue) =>
      `<g transform="translate(${x} ${y})"><path d="M${-s * 0.1} ${-s * 0.2} Q${s * 0.1} ${-s * 1.1} ${s * 0.6} ${-s * 1.0}" stroke="#15803d" stroke-width="${s * 0.1}" fill="none"/><path d="M${s * 0.35} ${-s * 0.15} Q${s * 0.45} ${-s * 0.7} ${s * 0.6} ${-s * 1.0}" stroke="#15803d" stroke-width="${s * 0.1}" fill="none"/><path d="M${s * 0.6} ${-s} q${s * 0.5} ${-s * 0.25} ${s * 0.7} ${s * 0.15} q${-s * 0.45} ${s * 0.1} ${-s * 0.7} ${-s * 0.15}Z" fill="#22c55e"/><circle cx="${-s * 0.25}" cy="${s * 0.2}" r="${s * 0.5}" fill="${hsl(hue, 85, 48)}" stroke="#fff" stroke-width="3"/><circle cx="${s * 0.45}" cy="${s * 0.3}" r="${s * 0.5}" fill="${hsl(hue - 8, 85, 42)}" stroke="#fff" stroke-width="3"/><ellipse cx="${-s * 0.4}" cy="${s * 0.02}" rx="${s * 0.12}" ry="${s * 0.08}" fill="#fff" opacity="0.7"/></g>`,
  },
  egypt: {
    hues: [38, 30, 45, 200],
    backdrop: (hue) =>
      `<circle cx="210" cy="110" r="52" fill="${hsl(45, 100, 70)}" opacity="0.85"/><path d="M-10 300 L110 150 L230 300Z" fill="${hsl(hue + 5, 55, 35)}"/><path d="M110 150 L230 300 L170 300Z" fill="${hsl(hue, 50, 25)}"/><path d="M150 300 L240 190 L330 300Z" fill="${hsl(hue + 10, 50, 30)}"/><path d="M0 290 Q75 270 150 292 T300 285 V400 H0Z" fill="${hsl(hue + 8, 60, 45)}"/>`,
    hero: (x, y, s) =>
      `<g transform="translate(${x} ${y})"><path d="M${-s} 0 Q0 ${-s * 0.9} ${s} 0 Q0 ${s * 0.9} ${-s} 0Z" fill="#fef3c7" stroke="#1e3a8a" stroke-width="${s * 0.1}"/><circle r="${s * 0.36}" fill="#1e3a8a"/><circle r="${s * 0.16}" fill="#0f172a"/><path d="M${-s * 0.2} ${s * 0.38} L${-s * 0.35} ${s * 0.95} M${-s * 0.35} ${s * 0.95} Q${-s * 0.1} ${s * 1.2} ${s * 0.1} ${s * 0.9}" stroke="#1e3a8a" stroke-width="${s * 0.1}" fill="none" stroke-linecap="round"/><path d="M${-s * 1.1} ${-s * 0.55} Q0 ${-s * 1.05} ${s * 1.1} ${-s * 0.55}" stroke="#1e3a8a" stroke-width="${s * 0.1}" fill="none" stroke-linecap="round"/></g>`,
  },
  myth: {
    hues: [215, 200, 250, 190],
    backdrop: (hue, h) =>
      `<path d="M0 60 Q80 20 150 60 T300 50 V0 H0Z" fill="#000" opacity="0.25"/><path d="M${60 + (h % 40)} 0 L${40 + (h % 40)} 70 L${62 + (h % 40)} 70 L${35 + (h % 40)} 150" stroke="#fde68a" stroke-width="4" fill="none"/>${[30, 250].map((x) => `<rect x="${x}" y="160" width="24" height="140" fill="${hsl(hue, 15, 80)}" opacity="0.5"/><rect x="${x - 6}" y="150" width="36" height="12" fill="${hsl(hue, 15, 85)}" opacity="0.5"/>`).join("")}`,
    hero: (x, y, s) =>
      `<g transform="translate(${x} ${y}) rotate(-30)"><rect x="${-s * 0.09}" y="${-s * 0.2}" width="${s * 0.18}" height="${s * 1.3}" rx="${s * 0.05}" fill="#92400e"/><rect x="${-s * 0.65}" y="${-s * 0.75}" width="${s * 1.3}" height="${s * 0.62}" rx="${s * 0.08}" fill="#cbd5e1" stroke="#fff" stroke-width="3"/><path d="M${-s * 0.1} ${-s * 0.68} L${-s * 0.25} ${-s * 0.42} H${-s * 0.05} L${-s * 0.2} ${-s * 0.18}" stroke="#facc15" stroke-width="${s * 0.07}" fill="none"/></g>`,
  },
  gems: {
    hues: [160, 280, 320, 190],
    backdrop: (hue, h) =>
      `<g opacity="0.22">${scatter(h, 10, 300, 300)
        .map(
          ([x, y, r]) =>
            `<polygon points="${x},${y - 14 - r * 4} ${x + 10 + r * 3},${y} ${x},${y + 14 + r * 4} ${x - 10 - r * 3},${y}" fill="${hsl(hue + r * 40, 90, 70)}"/>`,
        )
        .join("")}</g>`,
    hero: (x, y, s, hue) =>
      `<g transform="translate(${x} ${y})"><polygon points="${-s * 0.6},${-s * 0.5} ${s * 0.6},${-s * 0.5} ${s},${-s * 0.05} 0,${s * 0.95} ${-s},${-s * 0.05}" fill="${hsl(hue, 85, 50)}" stroke="#fff" stroke-width="3"/><polygon points="${-s * 0.6},${-s * 0.5} ${-s * 0.25},${-s * 0.05} ${s * 0.25},${-s * 0.05} ${s * 0.6},${-s * 0.5}" fill="#fff" opacity="0.35"/><polygon points="${-s * 0.25},${-s * 0.05} 0,${s * 0.95} ${s * 0.25},${-s * 0.05}" fill="#fff" opacity="0.2"/><path d="M${-s} ${-s * 0.05} H${s}" stroke="#fff" stroke-width="2" opacity="0.6"/></g>`,
  },
  candy: {
    hues: [320, 300, 340, 190],
    backdrop: (hue, h) =>
      `<g opacity="0.35">${scatter(h, 18, 300, 300)
        .map(
          ([x, y, r]) =>
            `<circle cx="${x}" cy="${y}" r="${4 + r * 3}" fill="${hsl(hue + r * 70, 90, 75)}"/>`,
        )
        .join("")}</g>`,
    hero: (x, y, s, hue) =>
      `<g transform="translate(${x} ${y})"><rect x="${-s * 0.06}" y="${s * 0.1}" width="${s * 0.12}" height="${s * 1.1}" fill="#f5f5f4"/><circle r="${s * 0.7}" fill="${hsl(hue, 90, 60)}" stroke="#fff" stroke-width="4"/><path d="M0 0 m${-s * 0.5} 0 a${s * 0.5} ${s * 0.5} 0 1 1 ${s * 0.5} ${s * 0.5} a${s * 0.35} ${s * 0.35} 0 1 1 ${-s * 0.35} ${-s * 0.35} a${s * 0.2} ${s * 0.2} 0 1 1 ${s * 0.2} ${s * 0.2}" stroke="#fff" stroke-width="${s * 0.1}" fill="none" stroke-linecap="round"/></g>`,
  },
  ocean: {
    hues: [195, 205, 180, 220],
    backdrop: (hue, h) =>
      `${[0, 1, 2].map((i) => `<path d="M0 ${250 + i * 35} Q37 ${235 + i * 35} 75 ${250 + i * 35} T150 ${250 + i * 35} T225 ${250 + i * 35} T300 ${250 + i * 35} V400 H0Z" fill="${hsl(hue + i * 6, 80, 40 - i * 8)}" opacity="0.7"/>`).join("")}<g opacity="0.5">${scatter(
        h,
        9,
        300,
        220,
      )
        .map(
          ([x, y, r]) =>
            `<circle cx="${x}" cy="${y + 30}" r="${3 + r * 2}" fill="none" stroke="#fff" stroke-width="1.5"/>`,
        )
        .join("")}</g>`,
    hero: (x, y, s) =>
      `<g transform="translate(${x} ${y})"><path d="M${-s} ${s * 0.6} Q${-s * 0.9} ${-s * 0.6} 0 ${-s * 0.8} Q${s * 0.9} ${-s * 0.6} ${s} ${s * 0.6}Z" fill="#fda4af" stroke="#fff" stroke-width="3"/>${[-0.6, -0.3, 0, 0.3, 0.6].map((t) => `<path d="M0 ${s * 0.6} L${t * s * 1.4} ${-s * 0.55}" stroke="#fff" stroke-width="2" opacity="0.7"/>`).join("")}<circle cy="${s * 0.55}" r="${s * 0.22}" fill="#f8fafc" stroke="#cbd5e1" stroke-width="2"/></g>`,
  },
  wild: {
    hues: [28, 90, 20, 110],
    backdrop: (hue) =>
      `<circle cx="150" cy="170" r="80" fill="${hsl(35, 100, 62)}" opacity="0.8"/><path d="M0 260 L60 180 L100 220 L170 130 L230 210 L270 170 L300 200 V400 H0Z" fill="${hsl(hue + 200, 25, 18)}" opacity="0.85"/><path d="M0 300 Q150 250 300 300 V400 H0Z" fill="${hsl(hue + 60, 40, 22)}"/>`,
    hero: (x, y, s) =>
      `<g transform="translate(${x} ${y})"><path d="M${-s * 0.7} ${-s * 0.2} Q${-s * 1.2} ${-s * 0.9} ${-s * 0.55} ${-s * 0.75} M${s * 0.7} ${-s * 0.2} Q${s * 1.2} ${-s * 0.9} ${s * 0.55} ${-s * 0.75}" stroke="#f5f5f4" stroke-width="${s * 0.16}" fill="none" stroke-linecap="round"/><path d="M${-s * 0.7} ${-s * 0.35} Q0 ${-s * 0.75} ${s * 0.7} ${-s * 0.35} L${s * 0.45} ${s * 0.55} Q0 ${s * 0.95} ${-s * 0.45} ${s * 0.55}Z" fill="#78350f" stroke="#fff" stroke-width="3"/><circle cx="${-s * 0.3}" cy="${-s * 0.05}" r="${s * 0.08}" fill="#fde68a"/><circle cx="${s * 0.3}" cy="${-s * 0.05}" r="${s * 0.08}" fill="#fde68a"/><ellipse cy="${s * 0.5}" rx="${s * 0.28}" ry="${s * 0.16}" fill="#451a03"/></g>`,
  },
  asia: {
    hues: [0, 350, 10, 45],
    backdrop: (hue) =>
      `${[40, 260].map((x, i) => `<g transform="translate(${x} ${70 + i * 30})"><path d="M0 -28 V-20" stroke="#fde68a" stroke-width="2"/><ellipse rx="20" ry="24" fill="${hsl(hue, 85, 45)}" stroke="#fde68a" stroke-width="2"/><path d="M-20 0 H20 M0 -24 V24" stroke="#fde68a" stroke-width="1.5" opacity="0.6"/><path d="M0 24 V36" stroke="#fde68a" stroke-width="2"/></g>`).join("")}<path d="M60 300 L90 250 H210 L240 300Z M80 250 L110 215 H190 L220 250Z" fill="#000" opacity="0.3"/>`,
    hero: (x, y, s) =>
      `<g transform="translate(${x} ${y})"><circle r="${s * 0.85}" fill="#facc15" stroke="#fff" stroke-width="4"/><circle r="${s * 0.65}" fill="none" stroke="#a16207" stroke-width="3"/><rect x="${-s * 0.22}" y="${-s * 0.22}" width="${s * 0.44}" height="${s * 0.44}" fill="#7f1d1d" stroke="#a16207" stroke-width="3"/></g>`,
  },
  west: {
    hues: [22, 15, 32, 8],
    backdrop: (hue) =>
      `<circle cx="80" cy="110" r="40" fill="${hsl(40, 100, 75)}" opacity="0.8"/><path d="M0 240 H70 V200 H120 V240 H300 V400 H0Z" fill="${hsl(hue, 60, 24)}" opacity="0.8"/><g fill="${hsl(130, 40, 25)}"><rect x="240" y="180" width="16" height="90" rx="8"/><rect x="222" y="200" width="12" height="34" rx="6"/><rect x="222" y="226" width="26" height="10" rx="5"/><rect x="262" y="190" width="12" height="30" rx="6"/><rect x="250" y="214" width="24" height="10" rx="5"/></g>`,
    hero: (x, y, s) =>
      `<g transform="translate(${x} ${y})">${star5(0, 0, s * 0.85, "#facc15")}<circle r="${s * 0.3}" fill="#ca8a04"/>${[
        0, 1, 2, 3, 4,
      ]
        .map((i) => {
          const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
          return `<circle cx="${(Math.cos(a) * s * 0.85).toFixed(1)}" cy="${(Math.sin(a) * s * 0.85).toFixed(1)}" r="${s * 0.1}" fill="#facc15" stroke="#fff" stroke-width="2"/>`;
        })
        .join("")}</g>`,
  },
  horror: {
    hues: [275, 0, 290, 260],
    backdrop: (hue, h) =>
      `<circle cx="210" cy="90" r="46" fill="#fef3c7" opacity="0.9"/>${scatter(h, 4, 260, 120)
        .map(
          ([x, y]) =>
            `<path d="M${x} ${y + 20} q8 -10 16 0 q8 -10 16 0 q-8 -3 -16 8 q-8 -11 -16 -8Z" fill="#0f0a1a"/>`,
        )
        .join(
          "",
        )}<path d="M0 300 Q150 270 300 300 V400 H0Z" fill="#0f0a1a"/><path d="M40 300 V260 Q55 240 70 260 V300Z M230 300 V270 Q242 255 254 270 V300Z" fill="${hsl(hue, 10, 40)}"/>`,
    hero: (x, y, s, hue) =>
      `<g transform="translate(${x} ${y})"><circle r="${s * 0.8}" fill="${hsl(hue + 20, 85, 45)}" stroke="#fff" stroke-width="3"/><path d="M${-s * 0.45} ${-s * 0.15} l${s * 0.25} ${s * 0.15} M${s * 0.45} ${-s * 0.15} l${-s * 0.25} ${s * 0.15}" stroke="#0f0a1a" stroke-width="${s * 0.1}" stroke-linecap="round"/><path d="M${-s * 0.45} ${s * 0.3} Q0 ${s * 0.65} ${s * 0.45} ${s * 0.3}" stroke="#0f0a1a" stroke-width="${s * 0.1}" fill="none"/><path d="M${-s * 0.2} ${s * 0.4} l${s * 0.07} ${s * 0.2} l${s * 0.07} ${-s * 0.17} M${s * 0.06} ${s * 0.44} l${s * 0.07} ${s * 0.18} l${s * 0.07} ${-s * 0.2}" fill="#fff"/></g>`,
  },
  pirate: {
    hues: [205, 25, 215, 190],
    backdrop: (hue) =>
      `<path d="M0 280 Q75 265 150 280 T300 280 V400 H0Z" fill="${hsl(hue + 5, 70, 28)}"/><g transform="translate(230 170)" opacity="0.8"><path d="M-40 60 H40 L28 85 H-28Z" fill="#451a03"/><path d="M0 -50 V60" stroke="#451a03" stroke-width="4"/><path d="M4 -45 Q40 -10 4 25Z M-4 -35 Q-38 0 -4 40Z" fill="#f5f5f4"/></g>`,
    hero: (x, y, s) =>
      `<g transform="translate(${x} ${y})"><path d="M${-s * 0.9} ${s * 0.7} L${s * 0.9} ${-s * 0.7} M${-s * 0.9} ${-s * 0.7} L${s * 0.9} ${s * 0.7}" stroke="#f5f5f4" stroke-width="${s * 0.18}" stroke-linecap="round"/><circle cy="${-s * 0.1}" r="${s * 0.55}" fill="#f5f5f4"/><rect x="${-s * 0.3}" y="${s * 0.3}" width="${s * 0.6}" height="${s * 0.3}" rx="${s * 0.06}" fill="#f5f5f4"/><circle cx="${-s * 0.2}" cy="${-s * 0.1}" r="${s * 0.14}" fill="#111827"/><circle cx="${s * 0.2}" cy="${-s * 0.1}" r="${s * 0.14}" fill="#111827"/></g>`,
  },
};

/** A five-pointed star centred on (x, y) with outer radius r. */
export function star5(x: number, y: number, r: number, color: string): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    points.push(
      `${(x + radius * Math.cos(a)).toFixed(1)},${(y + radius * Math.sin(a)).toFixed(1)}`,
    );
  }
  return `<polygon points="${points.join(" ")}" fill="${color}" stroke="#fff" stroke-width="2"/>`;
}

/** The look of a slot theme (the fruit machine's for an unknown theme). */
export function themeLook(theme: string): ThemeLook {
  return LOOKS[theme] ?? LOOKS.fruit!;
}

/** The theme keys that have a look of their own. */
export const THEME_KEYS = Object.keys(LOOKS);
