/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely, as JSON */
/**
 * A player's fairness journey over HTTP: plays every original with a Unicode client seed holding
 * a colon, changes the client seed (the pair closes), plays again, rotates, and then verifies
 * EVERY bet purely from what the public `GET /api/bets/{id}` shows, with a small implementation
 * of the published scheme written here (node:crypto), not the server's code. The plinko and keno
 * multipliers are read from the published tables (`GET /api/fair/tables`).
 */
import { createHash, createHmac } from "node:crypto";
import { useSandbox } from "../../test/harness.ts";
import { fundedPlayer } from "../../test/play.ts";

const sandbox = useSandbox();

// ---------------------------------------------------------------- the published scheme, here

/** The first `count` floats: HMAC-SHA256(serverSeed, `client:nonce:round`), 4 bytes a float. */
function floats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = [];
  for (let round = 0; out.length < count; round++) {
    const b = createHmac("sha256", Buffer.from(serverSeed, "utf8"))
      .update(Buffer.from(`${clientSeed}:${nonce}:${round}`, "utf8"))
      .digest();
    for (let i = 0; i < 32 && out.length < count; i += 4)
      out.push(b[i]! / 256 + b[i + 1]! / 256 ** 2 + b[i + 2]! / 256 ** 3 + b[i + 3]! / 256 ** 4);
  }
  return out;
}

function fisherYates(fs: number[], size: number, count: number): number[] {
  const left = Array.from({ length: size }, (_, i) => i);
  return fs.slice(0, count).map((f, i) => left.splice(Math.floor(f * (size - i)), 1)[0]!);
}

/** Ten-thousandths as the API's 4-decimal multiplier text. */
const e4 = (v: bigint) => `${v / 10000n}.${(v % 10000n).toString().padStart(4, "0")}`;

function choose(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** What the published scheme decides for a bet shown by `GET /api/bets/{id}`. */
function recompute(shown: any, tables: any): { outcome: any } {
  const { server_seed, client_seed, nonce, formula_version } = shown.fairness;
  const { game, params } = shown.original;
  const f = (count: number) => floats(server_seed, client_seed, nonce, count);
  switch (game) {
    case "dice": {
      const roll = Math.floor(f(1)[0]! * 10001) / 100;
      const win = params.condition === "under" ? roll < params.target : roll > params.target;
      const chance = BigInt(
        Math.round(
          params.condition === "under" ? params.target * 100 : 10000 - params.target * 100,
        ),
      );
      return {
        outcome: { roll, payout_multiplier: win ? e4((99n * 10000n * 100n) / chance) : "0.0000" },
      };
    }
    case "limbo": {
      const float = f(1)[0]!;
      const result =
        formula_version === 1
          ? Math.max(1, Math.floor(99 / (1 - float)) / 100)
          : Math.max(Math.floor((1e8 / (float * 1e8)) * 0.99 * 100) / 100, 1);
      const win = result >= params.target;
      return {
        outcome: { result, payout_multiplier: win ? params.target.toFixed(4) : "0.0000" },
      };
    }
    case "mines": {
      const mines = fisherYates(f(24), 25, params.mines).sort((a, b) => a - b);
      const lost = params.revealed.some((t: number) => mines.includes(t));
      const k = params.revealed.length;
      return {
        outcome: {
          mine_positions: mines,
          payout_multiplier: lost
            ? "0.0000"
            : e4((9900n * choose(25, k)) / choose(25 - params.mines, k)),
        },
      };
    }
    case "plinko": {
      const path = f(params.rows).map((x) => Math.floor(x * 2));
      const bucket = path.reduce((a, b) => a + b, 0);
      const table = tables.plinko.find(
        (t: any) => t.risk === params.risk && t.rows === params.rows,
      );
      return {
        outcome: {
          path,
          bucket,
          payout_multiplier: Number(table.multipliers[bucket]).toFixed(4),
        },
      };
    }
    case "keno": {
      const drawn = fisherYates(f(10), 40, 10).map((i) => i + 1);
      const hits = params.picks
        .filter((n: number) => drawn.includes(n))
        .sort((a: number, b: number) => a - b);
      const table = tables.keno.find((t: any) => t.picks === params.picks.length);
      return {
        outcome: {
          drawn,
          hits,
          payout_multiplier: Number(table.multipliers[hits.length]).toFixed(4),
        },
      };
    }
  }
  throw new Error(`unknown game ${game}`);
}

// ---------------------------------------------------------------- the journey

it("verifies every bet from its public page alone, across a client seed change and a rotation", async () => {
  const p = await fundedPlayer(sandbox, "fairjourney", "1000");
  const call = (method: string, path: string, body?: object) =>
    sandbox.call(method, path, { token: p.token, ...(body ? { body } : {}) });
  const firstSeed = "Привет: 🎲 seed";
  const secondSeed = "second: ✓ ünïcode";
  expect(
    (await call("PUT", "/api/fair/seeds/client-seed", { client_seed: firstSeed })).status,
  ).toBe(200);

  const ids: number[] = [];
  const playAll = async () => {
    for (const [game, params] of [
      ["dice", { target: 49.5, condition: "over" }],
      ["limbo", { target: 1.5 }],
      ["plinko", { rows: 10, risk: "medium" }],
      ["keno", { picks: [1, 5, 9, 13, 17, 21, 25, 29, 33, 37] }],
    ] as const) {
      const res = await call("POST", `/api/originals/${game}/bet`, {
        entity_wallet_code: "USDT",
        amount: "2",
        ...params,
      });
      expect(res.status).toBe(201);
      ids.push(res.body.data.id);
    }
    const start = await call("POST", "/api/originals/mines/start", {
      entity_wallet_code: "USDT",
      amount: "2",
      mines: 2,
    });
    expect(start.status).toBe(201);
    const revealed = await call("POST", "/api/originals/mines/reveal", { tile: 7 });
    if (revealed.body.data.status === "active") await call("POST", "/api/originals/mines/cashout");
    ids.push(start.body.data.id);
  };

  await playAll();
  const before = await call("GET", "/api/fair/seeds");
  expect(before.body.data).toMatchObject({ client_seed: firstSeed, nonce: 5 });

  // A client seed change closes the pair: its server seed is revealed, a new pair starts.
  const changed = await call("PUT", "/api/fair/seeds/client-seed", { client_seed: secondSeed });
  expect(changed.status).toBe(200);
  expect(changed.body.data).toMatchObject({ client_seed: secondSeed, nonce: 0 });
  expect(changed.body.data.server_seed_hash).not.toBe(before.body.data.server_seed_hash);
  const pastPairs = await call("GET", "/api/fair/seeds/revealed");
  expect(pastPairs.body.data.data[0]).toMatchObject({
    server_seed_hash: before.body.data.server_seed_hash,
    client_seed: firstSeed,
    nonce: 5,
  });

  await playAll();
  const rotated = await call("POST", "/api/fair/seeds/rotate", {});
  expect(rotated.body.data.revealed).toMatchObject({ client_seed: secondSeed, nonce: 5 });

  const tables = (await sandbox.call("GET", "/api/fair/tables")).body.data;
  expect(ids).toHaveLength(10);
  for (const [i, id] of ids.entries()) {
    // No token: what a stranger with the link sees is all the verifier uses.
    const shown = (await sandbox.call("GET", `/api/bets/${id}`)).body.data;
    expect(shown.fairness).toMatchObject({
      client_seed: i < 5 ? firstSeed : secondSeed,
      nonce: i % 5,
      formula_version: 2,
    });
    expect(createHash("sha256").update(shown.fairness.server_seed, "utf8").digest("hex")).toBe(
      shown.fairness.server_seed_hash,
    );
    expect(shown.fairness.server_seed_hash).toBe(
      i < 5 ? before.body.data.server_seed_hash : changed.body.data.server_seed_hash,
    );
    expect(shown.original.outcome).toEqual(recompute(shown, tables).outcome);
    // The bet paid what its outcome says: payout = amount * multiplier (USDT keeps 6 decimals).
    const paid =
      (BigInt(shown.bet_amount.replace(".", "")) *
        BigInt(shown.original.outcome.payout_multiplier.replace(".", ""))) /
      10000n;
    expect(BigInt(shown.payout_amount.replace(".", ""))).toBe(paid);
  }
});
