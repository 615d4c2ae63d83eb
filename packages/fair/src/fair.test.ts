/**
 * The originals against fixed seeds. Every expected value is computed here from the published
 * formulas with node:crypto's HMAC and plain floats, not with this package's code, so the test is
 * an independent verifier of the scheme.
 */
import { createHash, createHmac } from "node:crypto";
import {
  CLIENT_SEED_MAX_LENGTH,
  CURRENT_FORMULA_VERSION,
  dice,
  diceMultiplier,
  hashServerSeed,
  isClientSeed,
  keno,
  KENO_TABLE,
  kenoRtp,
  kenoTables,
  limbo,
  limboHundredths,
  minePositions,
  minesMultiplier,
  plinko,
  PLINKO_TABLES,
  plinkoRtp,
  plinkoTables,
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

/** The published limbo, in IEEE doubles in the published order. */
const refLimbo = (float: number) => {
  const floatPoint = (1e8 / (float * 1e8)) * 0.99;
  const crashPoint = Math.floor(floatPoint * 100) / 100;
  return Math.max(crashPoint, 1);
};
/** Formula version 1's limbo (bets played before the published one). */
const refOldLimbo = (float: number) => Math.max(1, Math.floor(99 / (1 - float)) / 100);

it.each([0, 3, 99])("crashes limbo at the published formula by default (nonce %i)", (n) => {
  const s = { ...seeds, nonce: n };
  const expected = refLimbo(refFloats(s, 1)[0]!);
  const outcome = limbo(s, { target: 2 });
  expect(CURRENT_FORMULA_VERSION).toBe(2);
  expect(outcome.result).toBe(expected);
  expect(limbo(s, { target: 2 }, 2)).toEqual(outcome);
  expect(outcome.win).toBe(expected >= 2);
  expect(outcome.payoutMultiplier).toBe(expected >= 2 ? "2.0000" : "0.0000");
  expect(validLimbo({ target: 1 })).toBe(false);
  expect(validLimbo({ target: 1000000 })).toBe(true);
});

it.each([0, 3, 99])(
  "keeps formula version 1's limbo, max(1, floor(99 / (1 - float)) / 100) (nonce %i)",
  (n) => {
    const s = { ...seeds, nonce: n };
    const expected = refOldLimbo(refFloats(s, 1)[0]!);
    expect(limbo(s, { target: 2 }, 1).result).toBe(expected);
    expect(verify(s, { game: "limbo", params: { target: 2 } }, 1)).toMatchObject({
      outcome: { result: expected },
    });
  },
);

it("tells float from 1 - float: the published limbo and version 1 differ on the same seeds", () => {
  // float = 0.11390882171690464 for this nonce: 0.99 / float = 8.69..., 0.99 / (1 - float) = 1.11...
  const s = { ...seeds, clientSeed: "lucky-client", nonce: 0 };
  expect(refFloats(s, 1)[0]).toBe(0.11390882171690464);
  expect(limbo(s, { target: 5 })).toEqual({ result: 8.69, win: true, payoutMultiplier: "5.0000" });
  expect(limbo(s, { target: 5 }, 1)).toEqual({
    result: 1.11,
    win: false,
    payoutMultiplier: "0.0000",
  });
});

it("computes the published limbo in doubles, as the public verifiers do, where exact arithmetic would differ", () => {
  // u = 402653184 is float 3/32 exactly: 0.99 / float is exactly 10.56, but in doubles
  // 1e8 / 9375000 * 0.99 = 10.559999999999999, so the published verifiers show 10.55.
  const u = 402653184;
  const float = u / 2 ** 32;
  expect(float).toBe(0.09375);
  expect(Number((99n * 2n ** 32n) / BigInt(u))).toBe(1056);
  expect(refLimbo(float)).toBe(10.55);
  expect(limboHundredths(u)).toBe(1055);
  expect(limboHundredths(u, 2)).toBe(1055);
  // u = 301989888 (float 0.0703125): exactly 14.08, published 14.07.
  expect(limboHundredths(301989888)).toBe(Math.round(refLimbo(301989888 / 2 ** 32) * 100));
  expect(limboHundredths(301989888)).toBe(1407);
});

it("makes limbo infinite at float = 0 under the published formula (every target wins)", () => {
  expect(limboHundredths(0)).toBe(Infinity);
  expect(refLimbo(0)).toBe(Infinity);
  expect(limboHundredths(0, 1)).toBe(100);
  expect(limboHundredths(2 ** 32 - 1)).toBe(100);
});

it.each([
  [
    "lucky-client",
    0,
    { dice: 11.39, limbo: 8.69, mines: [0, 2, 19], keno: [5, 32, 1, 37, 40, 39, 6, 12, 14, 33] },
  ],
  [
    "lucky-client",
    42,
    { dice: 38.01, limbo: 2.6, mines: [9, 17, 19], keno: [16, 31, 28, 21, 36, 20, 38, 15, 27, 8] },
  ],
  [
    "Ключ: 🎲🍀",
    0,
    { dice: 72.96, limbo: 1.35, mines: [11, 18, 19], keno: [30, 32, 20, 2, 17, 33, 40, 5, 35, 13] },
  ],
  [
    "Ключ: 🎲🍀",
    42,
    { dice: 90.04, limbo: 1.09, mines: [3, 11, 22], keno: [37, 20, 6, 39, 11, 4, 14, 27, 33, 28] },
  ],
  [
    "seed:with:colons",
    0,
    { dice: 23.63, limbo: 4.18, mines: [5, 6, 16], keno: [10, 11, 27, 2, 7, 17, 26, 40, 16, 4] },
  ],
  [
    "seed:with:colons",
    42,
    { dice: 64.3, limbo: 1.53, mines: [4, 6, 16], keno: [26, 9, 11, 8, 4, 31, 35, 1, 19, 28] },
  ],
] as const)(
  "decides every game for client seed %j, nonce %i as the published scheme does (fixed vectors)",
  (clientSeed, nonce, expected) => {
    const s = { ...seeds, clientSeed, nonce };
    // The fixed vectors were computed with node:crypto from the published formulas; recompute too.
    const fs = refFloats(s, 24);
    expect(Math.floor(fs[0]! * 10001) / 100).toBe(expected.dice);
    expect(refLimbo(fs[0]!)).toBe(expected.limbo);
    expect(refFisherYates(fs, 25, 3).sort((a, b) => a - b)).toEqual(expected.mines);
    expect(refFisherYates(fs, 40, 10).map((i) => i + 1)).toEqual(expected.keno);

    expect(dice(s, { target: 50, condition: "under" }).roll).toBe(expected.dice);
    expect(limbo(s, { target: 2 }).result).toBe(expected.limbo);
    expect(minePositions(s, 3)).toEqual(expected.mines);
    expect(keno(s, { picks: [1] }).drawn).toEqual(expected.keno);
    expect(plinko(s, { rows: 12, risk: "low" }).path).toEqual(
      fs.slice(0, 12).map((f) => Math.floor(f * 2)),
    );
  },
);

it("hashes a Unicode client seed as UTF-8 into the HMAC message", () => {
  const s = { ...seeds, clientSeed: "Ключ: 🎲🍀", nonce: 0 };
  const bytes = createHmac("sha256", Buffer.from(s.serverSeed, "utf8"))
    .update(Buffer.from("Ключ: 🎲🍀:0:0", "utf8"))
    .digest();
  const u = bytes.readUInt32BE(0);
  expect(dice(s, { target: 50, condition: "under" }).roll).toBe(
    Math.floor((u / 2 ** 32) * 10001) / 100,
  );
});

it("takes client seeds of 1 to 64 characters (code points) without control characters", () => {
  expect(CLIENT_SEED_MAX_LENGTH).toBe(64);
  for (const ok of [
    "a",
    "Ключ: 🎲🍀",
    "seed:with:colons",
    "spaces are fine",
    "café",
    "👨‍👩‍👧",
    "x".repeat(64),
    "🎲".repeat(64),
    "¿¡«»—…€",
  ])
    expect(isClientSeed(ok)).toBe(true);
  for (const bad of [
    "",
    "x".repeat(65),
    "🎲".repeat(65),
    "tab\t",
    "line\n",
    "nul\u0000",
    "del\u007f",
    "nel\u0085",
    "\ud800lone",
  ])
    expect(isClientSeed(bad)).toBe(false);
});

it.each([1, 3, 24])("places %i mines by Fisher-Yates over 25 tiles", (mines) => {
  const expected = refFisherYates(refFloats(seeds, 24), 25, mines).sort((a, b) => a - b);
  expect(minePositions(seeds, mines)).toEqual(expected);
  expect(verify(seeds, { game: "mines", params: { mines } })).toEqual({
    game: "mines",
    outcome: { mines: expected },
    paidCell: null,
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
  expect(verify(seeds, { game: "plinko", params: { rows, risk } })).toEqual({
    game: "plinko",
    outcome,
    paidCell: { table: "plinko", risk, rows, bucket },
  });
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
  expect(verify(seeds, { game: "keno", params: { picks } }).paidCell).toEqual({
    table: "keno",
    picks: 10,
    hits: hits.length,
  });
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

it("publishes each table with its return to player, exact to 6 decimals", () => {
  const plinkoAll = plinkoTables();
  expect(plinkoAll).toHaveLength(27);
  for (const t of plinkoAll) {
    const rtp = PLINKO_TABLES[t.risk][t.rows]!.reduce(
      (acc, m, k) => acc + (m * choose(t.rows, k)) / 2 ** t.rows,
      0,
    );
    expect(Number(t.rtp)).toBeCloseTo(rtp, 6);
    expect(t.rtp).toBe(plinkoRtp(t.risk, t.rows));
    expect(t.multipliers.map(Number)).toEqual(PLINKO_TABLES[t.risk][t.rows]);
  }
  expect(plinkoRtp("low", 8)).toBe("0.990000");
  const kenoAll = kenoTables();
  expect(kenoAll.map((t) => t.picks)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(kenoAll[0]).toEqual({ picks: 1, multipliers: ["0.00", "3.96"], rtp: "0.990000" });
  for (const t of kenoAll) {
    const rtp = KENO_TABLE[t.picks]!.reduce(
      (acc, m, h) => acc + (m * choose(10, h) * choose(30, t.picks - h)) / choose(40, t.picks),
      0,
    );
    expect(Number(t.rtp)).toBeCloseTo(rtp, 6);
    expect(t.rtp).toBe(kenoRtp(t.picks));
  }
});
