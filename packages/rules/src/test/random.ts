/**
 * Seeded random inputs for the property tests: the same run every time, many shapes per run.
 */

/** A deterministic pseudo-random source (mulberry32). */
export function seeded(seed = 20_261_101): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `count` samples drawn from `draw` with one seeded source. */
export function samples<T>(count: number, draw: (random: () => number) => T): T[] {
  const random = seeded();
  return Array.from({ length: count }, () => draw(random));
}

/** Up to `max` characters picked from `alphabet`. */
export function text(random: () => number, alphabet: string, max: number): string {
  const length = Math.floor(random() * (max + 1));
  let out = "";
  for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

/** A decimal string: optional sign, up to 25 integer digits, up to 12 fraction digits. */
export function decimal(random: () => number): string {
  const sign = random() < 0.3 ? "-" : "";
  const integer = text(random, "0123456789", 25) || "0";
  const fraction = text(random, "0123456789", 12);
  return fraction ? `${sign}${integer}.${fraction}` : `${sign}${integer}`;
}
