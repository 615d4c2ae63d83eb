import { createHash, createHmac } from "node:crypto";
import { fairBetOf, verifySteps } from "./verify-steps.ts";

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
