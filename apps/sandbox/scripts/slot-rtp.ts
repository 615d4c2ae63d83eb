/**
 * Slot RTP benchmark: simulates spins of the demo slot engine (free spins played out, as in the
 * game) and prints the measured RTP against the declared one, for each volatility and grid, and
 * for a sample of the catalogue's parameter sets.
 *
 *   node apps/sandbox/scripts/slot-rtp.ts [spins=1000000] [seed=20261123]
 */
import { slotConfig, spin, type SlotParams } from "../src/features/slot/slot-maths.ts";

const spins = Number(process.argv[2] ?? 1_000_000);
const seed = Number(process.argv[3] ?? 20261123);

/** sfc32: a small, fast, seeded generator (the server itself uses crypto). */
function sfc32(a: number, b: number, c: number, d: number) {
  return (n: number) => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return Math.floor(((t >>> 0) / 4294967296) * n);
  };
}

const sets: SlotParams[] = [
  { volatility: "low", rows: 3, lines: 20, freeSpins: 10, rtp: 0.96 },
  { volatility: "medium", rows: 3, lines: 20, freeSpins: 10, rtp: 0.96 },
  { volatility: "high", rows: 3, lines: 20, freeSpins: 10, rtp: 0.96 },
  { volatility: "medium", rows: 4, lines: 40, freeSpins: 12, rtp: 0.965 },
  { volatility: "high", rows: 4, lines: 25, freeSpins: 15, rtp: 0.9425 },
  { volatility: "low", rows: 3, lines: 10, freeSpins: 8, rtp: 0.9749 },
];

console.log(`spins per set: ${spins.toLocaleString("en")}, seed ${seed}`);
console.log(
  "volatility rows lines fs  declared  measured  diff(pp)  ±95%(pp)  hit-rate  fs-trigger  max-x",
);
for (const [i, params] of sets.entries()) {
  const config = slotConfig(params);
  const random = sfc32(seed, i, 0x9e3779b9, 1);
  let paid = 0;
  let sumSq = 0;
  let hits = 0;
  let triggers = 0;
  let maxX = 0;
  for (let n = 0; n < spins; n++) {
    const first = spin(config, random);
    let round = first.multiplier;
    let left = first.freeSpinsAwarded;
    if (left > 0) triggers++;
    while (left > 0) {
      left--;
      const free = spin(config, random, true);
      round += free.multiplier;
      left += free.freeSpinsAwarded;
    }
    if (round > 0) hits++;
    if (round > maxX) maxX = round;
    paid += round;
    sumSq += round * round;
  }
  const mean = paid / spins;
  const sd = Math.sqrt(sumSq / spins - mean * mean);
  const ci = (1.96 * sd) / Math.sqrt(spins);
  console.log(
    [
      params.volatility.padEnd(10),
      String(params.rows).padStart(4),
      String(config.paylines.length).padStart(5),
      String(params.freeSpins).padStart(3),
      `${(params.rtp * 100).toFixed(2)}%`.padStart(9),
      `${(mean * 100).toFixed(2)}%`.padStart(9),
      ((mean - params.rtp) * 100).toFixed(2).padStart(9),
      (ci * 100).toFixed(2).padStart(9),
      `${((hits / spins) * 100).toFixed(1)}%`.padStart(9),
      `1 in ${Math.round(spins / Math.max(triggers, 1))}`.padStart(11),
      maxX.toFixed(0).padStart(6),
    ].join(" "),
  );
}
