import { createHash, createHmac } from "node:crypto";
import { fairBetOf, formulaVersionOf, verifiableClientSeed, verifySteps } from "./verify-steps.ts";

const seeds = { serverSeed: "a".repeat(64), clientSeed: "player-seed", nonce: 3 };

it("recomputes a dice bet step by step, as an independent HMAC does", () => {
  const bet = fairBetOf("dice", { target: 50.5, condition: "under" })!;
  const steps = verifySteps(seeds, bet);
  const digest = createHmac("sha256", seeds.serverSeed).update("player-seed:3:0").digest();
  expect(steps.messages).toEqual(["player-seed:3:0"]);
  expect(steps.floats[0]!.bytes).toEqual([...digest.subarray(0, 4)]);
  const float =
    digest[0]! / 256 + digest[1]! / 256 ** 2 + digest[2]! / 256 ** 3 + digest[3]! / 256 ** 4;
  expect(steps.floats[0]!.float).toBeCloseTo(float, 12);
  expect(steps.outcome).toMatchObject({
    game: "dice",
    outcome: { roll: Math.floor(float * 10001) / 100 },
  });
  expect(steps.serverSeedHash).toBe(createHash("sha256").update(seeds.serverSeed).digest("hex"));
});

it("uses as many rounds as the game needs floats", () => {
  const mines = verifySteps(seeds, fairBetOf("mines", { mines: 3 })!);
  expect(mines.floats).toHaveLength(24);
  expect(mines.messages).toHaveLength(3);
  const plinko = verifySteps(seeds, fairBetOf("plinko", { rows: 16, risk: "high" })!);
  expect(plinko.floats).toHaveLength(16);
  expect(plinko.outcome.game === "plinko" && plinko.outcome.outcome.path).toHaveLength(16);
});

it("refuses parameters that do not fit the game", () => {
  expect(fairBetOf("dice", { target: 50 })).toBeNull();
  expect(fairBetOf("keno", {})).toBeNull();
});

it("recomputes limbo with the formula version the bet shows: the published one, or version 1 for older bets", () => {
  const unicode = { ...seeds, clientSeed: "Ключ: 🎲" };
  const digest = createHmac("sha256", unicode.serverSeed).update("Ключ: 🎲:3:0").digest();
  const float =
    digest[0]! / 256 + digest[1]! / 256 ** 2 + digest[2]! / 256 ** 3 + digest[3]! / 256 ** 4;
  const bet = fairBetOf("limbo", { target: 2 })!;
  const published = Math.max(Math.floor((1e8 / (float * 1e8)) * 0.99 * 100) / 100, 1);
  const old = Math.max(1, Math.floor(99 / (1 - float)) / 100);
  expect(published).not.toBe(old);
  expect(verifySteps(unicode, bet).outcome).toMatchObject({ outcome: { result: published } });
  expect(verifySteps(unicode, bet, formulaVersionOf({ formula_version: 1 })).outcome).toMatchObject(
    { outcome: { result: old } },
  );
  expect(formulaVersionOf({ formula_version: 2 })).toBe(2);
  expect(formulaVersionOf(null)).toBe(2);
});

it("names the paid cell of plinko's and keno's tables", () => {
  const plinko = verifySteps(seeds, fairBetOf("plinko", { rows: 9, risk: "low" })!).outcome;
  expect(plinko.paidCell).toEqual({
    table: "plinko",
    risk: "low",
    rows: 9,
    bucket: plinko.game === "plinko" ? plinko.outcome.bucket : -1,
  });
  const keno = verifySteps(seeds, fairBetOf("keno", { picks: [1, 2, 3] })!).outcome;
  expect(keno.paidCell).toMatchObject({ table: "keno", picks: 3 });
});

it("verifies only client seeds the server could have set: 1 to 64 characters, no control characters", () => {
  expect(verifiableClientSeed("Счастливый 🎲 seed:1")).toBe(true);
  expect(verifiableClientSeed("🎲".repeat(64))).toBe(true);
  expect(verifiableClientSeed("🎲".repeat(65))).toBe(false);
  expect(verifiableClientSeed("line\nbreak")).toBe(false);
  expect(verifiableClientSeed("")).toBe(false);
});
