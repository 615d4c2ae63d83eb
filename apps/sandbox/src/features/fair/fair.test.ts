/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely, as JSON */
/**
 * Seed pairs and the public verifier over HTTP: a client seed change closes the pair (and never
 * rewrites an earlier bet), what a client seed may be, the verifier's formula versions and paid
 * cells, and the published payout tables.
 */
import { createHmac } from "node:crypto";
import { useSandbox } from "../../test/harness.ts";
import { fundedPlayer } from "../../test/play.ts";

const sandbox = useSandbox();

const serverSeed = "5f8c1e2d3b4a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0";

function firstFloat(clientSeed: string, nonce: number): number {
  const b = createHmac("sha256", serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  return b[0]! / 256 + b[1]! / 256 ** 2 + b[2]! / 256 ** 3 + b[3]! / 256 ** 4;
}

it("closes the pair on a client seed change: the server seed is revealed, a new pair starts at nonce 0, earlier bets keep their seeds", async () => {
  const p = await fundedPlayer(sandbox, "seedchange", "100");
  const call = (method: string, path: string, body?: object) =>
    sandbox.call(method, path, { token: p.token, ...(body ? { body } : {}) });
  const first = (await call("GET", "/api/fair/seeds")).body.data;
  const bet = await call("POST", "/api/originals/dice/bet", {
    entity_wallet_code: "USDT",
    amount: "1",
    target: 50,
    condition: "under",
  });
  expect(bet.body.data.fairness).toMatchObject({ client_seed: first.client_seed, nonce: 0 });

  const changed = await call("PUT", "/api/fair/seeds/client-seed", { client_seed: "my new seed" });
  expect(changed.status).toBe(200);
  expect(changed.body.data).toMatchObject({ client_seed: "my new seed", nonce: 0 });
  expect(changed.body.data.server_seed_hash).not.toBe(first.server_seed_hash);

  const revealed = (await call("GET", "/api/fair/seeds/revealed")).body.data.data;
  expect(revealed).toHaveLength(1);
  expect(revealed[0]).toMatchObject({
    server_seed_hash: first.server_seed_hash,
    client_seed: first.client_seed,
    nonce: 1,
  });

  // The earlier bet still shows the seeds it was played with, now with its server seed.
  for (const path of [`/api/bets/${bet.body.data.id}`, `/api/originals/bets/${bet.body.data.id}`]) {
    const shown = (await sandbox.call("GET", path)).body.data;
    expect(shown.fairness).toEqual({
      server_seed_hash: first.server_seed_hash,
      server_seed: revealed[0].server_seed,
      client_seed: first.client_seed,
      nonce: 0,
      formula_version: 2,
    });
  }

  // Refused while a mines round is in play (the round's seed decides the rest of it).
  await call("POST", "/api/originals/mines/start", {
    entity_wallet_code: "USDT",
    amount: "1",
    mines: 1,
  });
  const refused = await call("PUT", "/api/fair/seeds/client-seed", { client_seed: "later" });
  expect(refused.status).toBe(422);
  expect(refused.body).toMatchObject({ code: "mines_round_active" });
  expect((await call("GET", "/api/fair/seeds")).body.data.client_seed).toBe("my new seed");
});

it("takes any 1 to 64 characters without control characters as a client seed, counted in code points", async () => {
  const p = await fundedPlayer(sandbox, "seedrules", "10");
  const set = (client_seed: string) =>
    sandbox.call("PUT", "/api/fair/seeds/client-seed", { token: p.token, body: { client_seed } });
  const unicode = "Счастливый 🎲🍀 seed";
  expect((await set(unicode)).body.data.client_seed).toBe(unicode);
  expect((await set("with:colon:0")).body.data.client_seed).toBe("with:colon:0");
  const emoji64 = "🎲".repeat(64);
  expect((await set(emoji64)).status).toBe(200);
  expect((await set("a".repeat(64))).status).toBe(200);

  const tooLong = await set("a".repeat(65));
  expect(tooLong.status).toBe(422);
  expect(tooLong.body.errors).toEqual({ client_seed: ["max_length"] });
  expect((await set("🎲".repeat(65))).status).toBe(422);
  for (const control of ["tab\there", "new\nline", "bell\u0007", "del\u007f", "c1\u0085"]) {
    const refused = await set(control);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ client_seed: ["invalid_value"] });
  }
  expect((await set("")).status).toBe(422);
  const rotateRefused = await sandbox.call("POST", "/api/fair/seeds/rotate", {
    token: p.token,
    body: { client_seed: "tab\there" },
  });
  expect(rotateRefused.status).toBe(422);
  expect(
    (await sandbox.call("GET", "/api/fair/seeds", { token: p.token })).body.data.client_seed,
  ).toBe("a".repeat(64));
});

it("verifies limbo with the formula version asked for, the published one by default", async () => {
  const clientSeed = "Ключ: 🔑";
  // The published scheme in doubles, and the version-1 formula, computed here.
  let nonce = 0;
  let published = 0;
  let old = 0;
  for (; ; nonce++) {
    const float = firstFloat(clientSeed, nonce);
    published = Math.max(Math.floor((1e8 / (float * 1e8)) * 0.99 * 100) / 100, 1);
    old = Math.max(1, Math.floor(99 / (1 - float)) / 100);
    if (published !== old) break;
  }
  const verify = (formula_version?: number) =>
    sandbox.call("POST", "/api/fair/verify", {
      body: {
        game: "limbo",
        server_seed: serverSeed,
        client_seed: clientSeed,
        nonce,
        params: { target: 1.01 },
        ...(formula_version === undefined ? {} : { formula_version }),
      },
    });
  expect((await verify()).body.data).toMatchObject({
    formula_version: 2,
    outcome: { result: published },
    paid_cell: null,
  });
  expect((await verify(2)).body.data.outcome.result).toBe(published);
  expect((await verify(1)).body.data).toMatchObject({
    formula_version: 1,
    outcome: { result: old },
  });
  expect((await verify(3)).status).toBe(422);

  const control = await sandbox.call("POST", "/api/fair/verify", {
    body: {
      game: "dice",
      server_seed: serverSeed,
      client_seed: "a\u0000b",
      nonce: 0,
      params: { target: 50, condition: "under" },
    },
  });
  expect(control.status).toBe(422);
});

it("names the paid cell of plinko's and keno's tables in a verification", async () => {
  const plinko = await sandbox.call("POST", "/api/fair/verify", {
    body: {
      game: "plinko",
      server_seed: serverSeed,
      client_seed: "c",
      nonce: 3,
      params: { rows: 14, risk: "high" },
    },
  });
  const { outcome, paid_cell } = plinko.body.data;
  expect(paid_cell).toEqual({ table: "plinko", risk: "high", rows: 14, bucket: outcome.bucket });
  const tables = (await sandbox.call("GET", "/api/fair/tables")).body.data;
  const table = tables.plinko.find((t: any) => t.risk === "high" && t.rows === 14);
  expect(Number(table.multipliers[outcome.bucket]).toFixed(4)).toBe(outcome.payout_multiplier);

  const picks = [2, 4, 6, 8, 10];
  const keno = await sandbox.call("POST", "/api/fair/verify", {
    body: { game: "keno", server_seed: serverSeed, client_seed: "c", nonce: 3, params: { picks } },
  });
  expect(keno.body.data.paid_cell).toEqual({
    table: "keno",
    picks: 5,
    hits: keno.body.data.outcome.hits.length,
  });
});

it("publishes every plinko and keno payout table with its return to player", async () => {
  const res = await sandbox.call("GET", "/api/fair/tables");
  expect(res.status).toBe(200);
  const { plinko, keno } = res.body.data;
  expect(plinko).toHaveLength(27);
  for (const t of plinko) {
    expect(t.multipliers).toHaveLength(t.rows + 1);
    expect(t.rtp).toBe("0.990000");
  }
  expect(plinko.find((t: any) => t.risk === "low" && t.rows === 8).multipliers).toEqual([
    "3.48",
    "2.00",
    "1.23",
    "0.85",
    "0.72",
    "0.85",
    "1.23",
    "2.00",
    "3.48",
  ]);
  expect(keno.map((t: any) => t.picks)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(keno[0]).toEqual({ picks: 1, multipliers: ["0.00", "3.96"], rtp: "0.990000" });
  for (const t of keno) {
    expect(t.multipliers).toHaveLength(t.picks + 1);
    expect(Math.abs(Number(t.rtp) - 0.99)).toBeLessThanOrEqual(0.00001);
  }
});
