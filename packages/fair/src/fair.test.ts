/**
 * The originals against fixed seeds. Every expected value is computed here from the published
 * formulas with node:crypto's HMAC and plain floats, not with this package's code, so the test is
 * an independent verifier of the scheme.
 */
import { createHash, createHmac } from "node:crypto";
import {
  dice,
  diceMultiplier,
  hashServerSeed,
  keno,
  KENO_TABLE,
  limbo,
  minePositions,
  minesMultiplier,
  plinko,
  PLINKO_TABLES,
  validDice,
  validKeno,
  validLimbo,
  validPlinko,
  verify,
  type PlinkoRisk,
} from "./index.ts";

const seeds = {
  serverSeed: "9b1c3f8e2a7d4c6b0e5f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d",
  clientSeed: "lucky-client",
  nonce: 42,
};

/** Independent floats: HMAC per round, 4 bytes per float by the published sum. */
function refFloats(s: typeof seeds, count: number): number[] {
  const out: number[] = [];
  for (let round = 0; out.length < count; round++) {
    const bytes = createHmac("sha256", s.serverSeed)
      .update(`${s.clientSeed}:${s.nonce}:${round}`)
      .digest();
    for (let i = 0; i < 32 && out.length < count; i += 4)
      out.push(
        bytes[i]! / 256 +
          bytes[i + 1]! / 256 ** 2 +
          bytes[i + 2]! / 256 ** 3 +
          bytes[i + 3]! / 256 ** 4,
      );
  }
  return out;
}

function refFisherYates(fs: number[], size: number, count: number): number[] {
  const left = Array.from({ length: size }, (_, i) => i);
  return fs.slice(0, count).map((f, i) => left.splice(Math.floor(f * (size - i)), 1)[0]!);
}

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

it("shows the SHA-256 of the server seed", () => {
  expect(hashServerSeed(seeds.serverSeed)).toBe(
    createHash("sha256").update(seeds.serverSeed).digest("hex"),
  );
});

it.each([0, 1, 7, 1000])("rolls dice as floor(float * 10001) / 100 (nonce %i)", (nonce) => {
  const s = { ...seeds, nonce };
  const roll = Math.floor(refFloats(s, 1)[0]! * 10001) / 100;
  const under = dice(s, { target: 50.5, condition: "under" });
  const over = dice(s, { target: 50.5, condition: "over" });
  expect(under.roll).toBe(roll);
  expect(under.win).toBe(roll < 50.5);
  expect(over.win).toBe(roll > 50.5);
  expect(under.payoutMultiplier).toBe(roll < 50.5 ? "1.9603" : "0.0000");
});

it("pays dice 99 / chance, truncated to 4 decimals", () => {
  expect(diceMultiplier({ target: 50, condition: "under" })).toBe("1.9800");
  expect(diceMultiplier({ target: 50, condition: "over" })).toBe("1.9800");
  expect(diceMultiplier({ target: 2, condition: "under" })).toBe("49.5000");
  expect(diceMultiplier({ target: 75.25, condition: "over" })).toBe("4.0000");
  expect(diceMultiplier({ target: 33.33, condition: "under" })).toBe("2.9702");
  expect(validDice({ target: 1.99, condition: "under" })).toBe(false);
  expect(validDice({ target: 50.123, condition: "under" })).toBe(false);
  expect(validDice({ target: 98, condition: "over" })).toBe(true);
});

it.each([0, 3, 99])("crashes limbo at max(1, floor(99 / (1 - float)) / 100) (nonce %i)", (n) => {
  const s = { ...seeds, nonce: n };
  const expected = Math.max(1, Math.floor(99 / (1 - refFloats(s, 1)[0]!)) / 100);
  const outcome = limbo(s, { target: 2 });
  expect(outcome.result).toBe(expected);
  expect(outcome.win).toBe(expected >= 2);
  expect(outcome.payoutMultiplier).toBe(expected >= 2 ? "2.0000" : "0.0000");
  expect(validLimbo({ target: 1 })).toBe(false);
  expect(validLimbo({ target: 1000000 })).toBe(true);
});

it.each([1, 3, 24])("places %i mines by Fisher-Yates over 25 tiles", (mines) => {
  const expected = refFisherYates(refFloats(seeds, 24), 25, mines).sort((a, b) => a - b);
  expect(minePositions(seeds, mines)).toEqual(expected);
  expect(verify(seeds, { game: "mines", params: { mines } })).toEqual({
    game: "mines",
    outcome: { mines: expected },
  });
});

it("pays mines 0.99 * C(25, k) / C(25 - mines, k), truncated to 4 decimals", () => {
  for (const [mines, k] of [
    [1, 1],
    [3, 2],
    [5, 5],
    [24, 1],
    [10, 15],
  ] as const) {
    const fair = Math.floor((0.99 * choose(25, k) * 10000) / choose(25 - mines, k) + 1e-7) / 10000;
    expect(Number(minesMultiplier(mines, k))).toBeCloseTo(fair, 4);
  }
  expect(minesMultiplier(3, 2)).toBe("1.2857");
  expect(minesMultiplier(24, 1)).toBe("24.7500");
  expect(minesMultiplier(3, 23)).toBe("0.0000");
});

it.each([
  [8, "low"],
  [12, "medium"],
  [16, "high"],
] as const)("drops plinko over %i rows (%s): right when floor(float * 2) == 1", (rows, risk) => {
  const path = refFloats(seeds, rows).map((f) => Math.floor(f * 2));
  const bucket = path.reduce((a, b) => a + b, 0);
  const outcome = plinko(seeds, { rows, risk });
  expect(outcome.path).toEqual(path);
  expect(outcome.bucket).toBe(bucket);
  expect(Number(outcome.payoutMultiplier)).toBe(PLINKO_TABLES[risk][rows]![bucket]);
});

it("publishes plinko tables that are symmetric and return 0.99", () => {
  for (const risk of ["low", "medium", "high"] as PlinkoRisk[])
    for (let rows = 8; rows <= 16; rows++) {
      const table = PLINKO_TABLES[risk][rows]!;
      expect(table).toHaveLength(rows + 1);
      expect([...table].reverse()).toEqual(table);
      const rtp = table.reduce((acc, m, k) => acc + (m * choose(rows, k)) / 2 ** rows, 0);
      expect(rtp).toBeGreaterThan(0.9899);
      expect(rtp).toBeLessThanOrEqual(0.99 + 1e-9);
    }
  expect(validPlinko({ rows: 7, risk: "low" })).toBe(false);
  expect(validPlinko({ rows: 16, risk: "high" })).toBe(true);
});

it("draws keno 10 of 40 by Fisher-Yates and pays by hits", () => {
  const drawn = refFisherYates(refFloats(seeds, 10), 40, 10).map((i) => i + 1);
  const picks = [1, 5, 9, 13, 17, 21, 25, 29, 33, 37];
  const hits = picks.filter((n) => drawn.includes(n));
  const outcome = keno(seeds, { picks });
  expect(outcome.drawn).toEqual(drawn);
  expect(outcome.hits).toEqual(hits);
  expect(Number(outcome.payoutMultiplier)).toBe(KENO_TABLE[10]![hits.length]);
  expect(new Set(outcome.drawn).size).toBe(10);
  expect(validKeno({ picks: [1, 1] })).toBe(false);
  expect(validKeno({ picks: [41] })).toBe(false);
  expect(validKeno({ picks: Array.from({ length: 11 }, (_, i) => i + 1) })).toBe(false);
});

it("publishes keno tables that return at most 0.99", () => {
  for (let p = 1; p <= 10; p++) {
    const rtp = KENO_TABLE[p]!.reduce(
      (acc, m, h) => acc + (m * choose(10, h) * choose(30, p - h)) / choose(40, p),
      0,
    );
    expect(rtp).toBeGreaterThan(0.9899);
    expect(rtp).toBeLessThanOrEqual(0.99 + 1e-9);
  }
});
