/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely, as JSON */
/**
 * The originals over HTTP: all five played for real money (balance moves by exactly stake and
 * payout), amount and parameter checks, the mines round across a reconnect and a server restart,
 * seeds rotated and a past bet verified from the revealed seeds by an independent HMAC.
 */
import { createHash, createHmac } from "node:crypto";
import { buildApp } from "../../app.ts";
import { dec, fmt } from "@casino/rules";
import { signedInPlayer } from "../../test/accounts.ts";
import { maskUsername } from "../users/public-name.ts";
import { startSandbox, useSandbox } from "../../test/harness.ts";
import { fundedPlayer as playerWithUsdt, usdtBalance } from "../../test/play.ts";

const sandbox = useSandbox();

const fundedPlayer = (prefix: string, balance = "1000") => playerWithUsdt(sandbox, prefix, balance);

const usdt = async (token: string): Promise<bigint> => dec(await usdtBalance(sandbox, token));

/** The first float of a bet, computed independently from the published scheme. */
function firstFloat(serverSeed: string, clientSeed: string, nonce: number): number {
  const b = createHmac("sha256", serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  return b[0]! / 256 + b[1]! / 256 ** 2 + b[2]! / 256 ** 3 + b[3]! / 256 ** 4;
}

it("plays dice, limbo, plinko and keno for real money; rotates seeds and verifies a past bet", async () => {
  const p = await fundedPlayer("origplay");
  const seeds = await sandbox.call("GET", "/api/fair/seeds", { token: p.token });
  expect(seeds.body.data).toMatchObject({ nonce: 0, server_seed_hash: expect.any(String) });
  const set = await sandbox.call("PUT", "/api/fair/seeds/client-seed", {
    token: p.token,
    body: { client_seed: "my-own-seed" },
  });
  expect(set.body.data).toMatchObject({ client_seed: "my-own-seed", nonce: 0 });

  let expected = await usdt(p.token);
  const bets = [
    ["dice", { target: 50.5, condition: "under" }],
    ["limbo", { target: 2 }],
    ["plinko", { rows: 12, risk: "medium" }],
    ["keno", { picks: [3, 7, 11, 19, 23, 31, 40] }],
  ] as const;
  const placed = [];
  for (const [game, params] of bets) {
    const res = await sandbox.call("POST", `/api/originals/${game}/bet`, {
      token: p.token,
      body: { entity_wallet_code: "USDT", amount: "10", ...params },
    });
    expect(res.status).toBe(201);
    const bet = res.body.data;
    expect(bet).toMatchObject({ game: { slug: game }, amount: "10.000000", params });
    expect(bet.fairness).toMatchObject({ server_seed: null, client_seed: "my-own-seed" });
    expect(dec(bet.payout)).toBe((dec(bet.multiplier) * dec("10")) / 10n ** 18n);
    expected += dec(bet.payout) - dec("10");
    placed.push(bet);
  }
  expect(placed.map((b) => b.fairness.nonce)).toEqual([0, 1, 2, 3]);
  expect(fmt(await usdt(p.token))).toBe(fmt(expected));

  // The dice roll is checked against the published formula once the seed is revealed.
  const hash = placed[0].fairness.server_seed_hash;
  const rotated = await sandbox.call("POST", "/api/fair/seeds/rotate", {
    token: p.token,
    body: { client_seed: "next-seed" },
  });
  expect(rotated.status).toBe(200);
  const { revealed, active } = rotated.body.data;
  expect(revealed).toMatchObject({ server_seed_hash: hash, client_seed: "my-own-seed", nonce: 4 });
  expect(createHash("sha256").update(revealed.server_seed).digest("hex")).toBe(hash);
  expect(active).toMatchObject({ client_seed: "next-seed", nonce: 0 });
  expect(active.server_seed_hash).not.toBe(hash);

  // A shared bet link is a public place: the name is masked as in the feeds.
  const shared = await sandbox.call("GET", `/api/originals/bets/${placed[0].id}`);
  expect(shared.status).toBe(200);
  expect(shared.body.data).toMatchObject({
    username: maskUsername(p.username),
    fairness: { server_seed: revealed.server_seed, nonce: 0 },
  });
  const roll = Math.floor(firstFloat(revealed.server_seed, "my-own-seed", 0) * 10001) / 100;
  expect(shared.body.data.outcome.roll).toBe(roll);
  expect(shared.body.data.win).toBe(roll < 50.5);

  const verified = await sandbox.call("POST", "/api/fair/verify", {
    body: {
      game: "limbo",
      server_seed: revealed.server_seed,
      client_seed: "my-own-seed",
      nonce: 1,
      params: { target: 2 },
    },
  });
  // The published scheme's limbo, in doubles in the published order.
  const float = firstFloat(revealed.server_seed, "my-own-seed", 1);
  const crash = Math.max(Math.floor((1e8 / (float * 1e8)) * 0.99 * 100) / 100, 1);
  expect(verified.body.data).toMatchObject({
    formula_version: 2,
    outcome: { result: crash },
    paid_cell: null,
  });
  expect(placed[1].outcome.result).toBe(crash);
  expect(placed[1].fairness.formula_version).toBe(2);
});

it("checks amounts and parameters before taking any money", async () => {
  const p = await fundedPlayer("origcheck", "20");
  const bet = (body: object) =>
    sandbox.call("POST", "/api/originals/dice/bet", {
      token: p.token,
      body: { entity_wallet_code: "USDT", target: 50, condition: "over", ...body },
    });
  expect((await bet({ amount: "1.1234567" })).body.errors).toEqual({ amount: ["amount_invalid"] });
  expect((await bet({ amount: "0.001" })).body.errors).toEqual({
    amount: ["amount_below_minimum"],
  });
  expect((await bet({ amount: "5001" })).body.errors).toEqual({
    amount: ["amount_above_maximum"],
  });
  expect((await bet({ amount: "21" })).body).toMatchObject({ code: "insufficient_balance" });
  expect((await bet({ amount: "1", target: 50.555 })).body.errors).toEqual({
    params: ["invalid_value"],
  });
  expect(await usdt(p.token)).toBe(dec("20"));
  const seeds = await sandbox.call("GET", "/api/fair/seeds", { token: p.token });
  expect(seeds.body.data.nonce).toBe(0);
});

it("keeps a mines round across a reconnect and a restart, then cashes out", async () => {
  const p = await fundedPlayer("origmines", "100");
  const start = await sandbox.call("POST", "/api/originals/mines/start", {
    token: p.token,
    body: { entity_wallet_code: "USDT", amount: "10", mines: 3 },
  });
  expect(start.status).toBe(201);
  expect(start.body.data).toMatchObject({ status: "active", revealed: [], mine_positions: null });
  expect(await usdt(p.token)).toBe(dec("90"));
  const again = await sandbox.call("POST", "/api/originals/mines/start", {
    token: p.token,
    body: { entity_wallet_code: "USDT", amount: "10", mines: 3 },
  });
  expect(again.body).toMatchObject({ code: "mines_round_active" });
  const rotate = await sandbox.call("POST", "/api/fair/seeds/rotate", { token: p.token, body: {} });
  expect(rotate.body).toMatchObject({ code: "mines_round_active" });

  // Find two safe tiles with an independent Fisher-Yates once the seed is known: play on a
  // second server over the same database (a restart), revealing tiles the player picks.
  const restarted = await buildApp({
    config: sandbox.config,
    db: sandbox.db,
    clock: sandbox.clock,
  });
  await restarted.listen({ port: 0, host: "127.0.0.1" });
  const address = restarted.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const call = async (method: string, path: string, body?: object) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${p.token}`,
        ...(body ? { "content-type": "application/json" } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  try {
    const current = await call("GET", "/api/originals/mines");
    expect(current.body.data).toMatchObject({ id: start.body.data.id, status: "active" });
    // The server seed is secret; the server keeps it, so read it as the test's oracle.
    const round = await sandbox.db
      .selectFrom("game_rounds as r")
      .innerJoin("fair_seed_pairs as s", "s.id", "r.seed_pair_id")
      .select(["s.server_seed", "s.client_seed", "r.nonce"])
      .where("r.id", "=", start.body.data.id)
      .executeTakeFirstOrThrow();
    const floats: number[] = [];
    for (let r = 0; floats.length < 24; r++) {
      const b = createHmac("sha256", round.server_seed)
        .update(`${round.client_seed}:${round.nonce}:${r}`)
        .digest();
      for (let i = 0; i < 32; i += 4)
        floats.push(
          b[i]! / 256 + b[i + 1]! / 256 ** 2 + b[i + 2]! / 256 ** 3 + b[i + 3]! / 256 ** 4,
        );
    }
    const left = Array.from({ length: 25 }, (_, i) => i);
    const mines = floats.slice(0, 3).map((f, i) => left.splice(Math.floor(f * (25 - i)), 1)[0]!);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((t) => !mines.includes(t));

    const first = await call("POST", "/api/originals/mines/reveal", { tile: safe[0] });
    expect(first.body.data).toMatchObject({ status: "active", revealed: [safe[0]] });
    const second = await call("POST", "/api/originals/mines/reveal", { tile: safe[1] });
    expect(second.body.data).toMatchObject({ multiplier: "1.2857", next_multiplier: "1.4785" });
    const cash = await call("POST", "/api/originals/mines/cashout");
    expect(cash.body.data).toMatchObject({
      status: "cashed_out",
      payout: "12.857000",
      mine_positions: [...mines].sort((a, b) => a - b),
    });
    expect(await usdt(p.token)).toBe(dec("102.857"));
    expect((await call("GET", "/api/originals/mines")).body.data).toBeNull();

    // A new round lost on a mine pays nothing.
    await call("POST", "/api/originals/mines/start", {
      entity_wallet_code: "USDT",
      amount: "2",
      mines: 24,
    });
    const tiles = await call("POST", "/api/originals/mines/reveal", { tile: 0 });
    expect(["lost", "cashed_out"]).toContain(tiles.body.data.status);
  } finally {
    await restarted.close();
  }
});

it("rate-limits a player's bets", async () => {
  const limited = await startSandbox({
    rateLimits: { ...sandbox.config.rateLimits, bets: { max: 3, windowMs: 60_000 } },
  });
  try {
    const player = await signedInPlayer(limited, "origrate");
    const me = await limited.call("GET", "/api/user/information", { token: player.token });
    await limited.call("PUT", "/dev/wallets/balance", {
      body: { user_id: me.body.data.id, entity_wallet_code: "USDT", balance: "100" },
    });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await limited.call("POST", "/api/originals/limbo/bet", {
            token: player.token,
            body: { entity_wallet_code: "USDT", amount: "1", target: 2 },
          })
        ).status,
      );
    expect(statuses).toEqual([201, 201, 201, 429]);
  } finally {
    await limited.close();
  }
});

it("lists the player's revealed seed pairs, newest first and paginated; never the active one nor another player's", async () => {
  const p = await fundedPlayer("revealedlist");
  const other = await fundedPlayer("revealedother");
  await sandbox.call("POST", "/api/fair/seeds/rotate", { token: other.token });
  const empty = await sandbox.call("GET", "/api/fair/seeds/revealed", { token: p.token });
  expect(empty.body.data).toEqual({
    data: [],
    current_page: 1,
    per_page: 10,
    total: 0,
    last_page: 1,
  });

  const hashes: string[] = [];
  for (let i = 0; i < 3; i++) {
    await sandbox.call("POST", "/api/originals/dice/bet", {
      token: p.token,
      body: { entity_wallet_code: "USDT", amount: "1", target: 50.5, condition: "under" },
    });
    sandbox.clock.advance(1000);
    const rotated = await sandbox.call("POST", "/api/fair/seeds/rotate", {
      token: p.token,
      body: { client_seed: `round-${i}` },
    });
    hashes.unshift(rotated.body.data.revealed.server_seed_hash);
  }
  const first = await sandbox.call("GET", "/api/fair/seeds/revealed?per_page=2", {
    token: p.token,
  });
  expect(first.status).toBe(200);
  expect(first.body.data).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
  const second = await sandbox.call("GET", "/api/fair/seeds/revealed?per_page=2&page=2", {
    token: p.token,
  });
  const listed = [...first.body.data.data, ...second.body.data.data];
  expect(listed.map((pair: any) => pair.server_seed_hash)).toEqual(hashes);
  for (const pair of listed) {
    expect(createHash("sha256").update(pair.server_seed).digest("hex")).toBe(pair.server_seed_hash);
    expect(pair).toMatchObject({ nonce: 1, revealed_at: expect.any(String) });
  }
  const active = await sandbox.call("GET", "/api/fair/seeds", { token: p.token });
  expect(hashes).not.toContain(active.body.data.server_seed_hash);

  expect((await sandbox.call("GET", "/api/fair/seeds/revealed")).status).toBe(401);
  const tooMany = await sandbox.call("GET", "/api/fair/seeds/revealed?per_page=51", {
    token: p.token,
  });
  expect(tooMany.status).toBe(422);
});
