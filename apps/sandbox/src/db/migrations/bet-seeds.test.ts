/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely, as JSON */
/**
 * Migration 0015 (per-bet seeds): a limbo bet settled before it, with the limbo formula of the
 * time, keeps verifying afterwards: it is backfilled with its pair's client seed and hash and
 * formula version 1, `GET /api/bets/{id}` shows them, and the verifier recomputes it with
 * version 1 (the current version would not).
 */
import { createHash, createHmac } from "node:crypto";
import { Migrator } from "kysely/migration";
import { useSandbox } from "../../test/harness.ts";
import { fundedPlayer } from "../../test/play.ts";
import { migrations } from "./index.ts";

const sandbox = useSandbox();

const migrator = () =>
  new Migrator({ db: sandbox.db, provider: { getMigrations: async () => migrations } });
const migrateTo = async (name: string) => {
  const { error } = await migrator().migrateTo(name);
  if (error) throw error;
};

it("keeps a limbo bet settled before per-bet seeds verifiable with the formula it was played with", async () => {
  const p = await fundedPlayer(sandbox, "oldlimbo", "10");
  await sandbox.call("GET", "/api/fair/seeds", { token: p.token });
  const serverSeed = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
  const hash = createHash("sha256").update(serverSeed).digest("hex");
  const clientSeed = "old-client_seed";
  const pair = await sandbox.db
    .updateTable("fair_seed_pairs")
    .set({ server_seed: serverSeed, server_seed_hash: hash, client_seed: clientSeed, nonce: 1 })
    .where("user_id", "=", p.id)
    .where("active", "=", true)
    .returning("id")
    .executeTakeFirstOrThrow();

  // The database before the migration, with a limbo bet as the code of the time stored it.
  await migrateTo("0014_cashback_periods");
  const b = createHmac("sha256", serverSeed).update(`${clientSeed}:0:0`).digest();
  const float = b[0]! / 256 + b[1]! / 256 ** 2 + b[2]! / 256 ** 3 + b[3]! / 256 ** 4;
  const oldResult = Math.max(1, Math.floor(99 / (1 - float)) / 100);
  const publishedResult = Math.max(Math.floor((1e8 / (float * 1e8)) * 0.99 * 100) / 100, 1);
  expect(publishedResult).not.toBe(oldResult);
  const target = 1.5;
  const win = oldResult >= target;
  const limbo = await sandbox.db
    .selectFrom("games")
    .select(["id", "slug"])
    .where("slug", "=", "limbo")
    .executeTakeFirstOrThrow();
  const at = new Date(sandbox.clock.now());
  const { id } = await (sandbox.db as any)
    .insertInto("game_rounds")
    .values({
      user_id: p.id,
      source: "original",
      round_id: "limbo-before-per-bet-seeds",
      game_id: limbo.id,
      game_slug: "limbo",
      code: "USDT",
      stake: "1",
      payout: win ? "1.5" : "0",
      multiplier: win ? "1.5" : "0",
      stake_usd: "1",
      payout_usd: win ? "1.5" : "0",
      status: "settled",
      seed_pair_id: pair.id,
      nonce: 0,
      params: JSON.stringify({ target }),
      outcome: JSON.stringify({
        result: oldResult,
        payout_multiplier: win ? "1.5000" : "0.0000",
      }),
      created_at: at,
      settled_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  // Per-bet seeds, then whatever came after them: the server reads the latest schema.
  await migrateTo("0015_bet_seeds");
  const { error } = await migrator().migrateToLatest();
  if (error) throw error;

  const before = (await sandbox.call("GET", `/api/bets/${id}`)).body.data;
  expect(before.fairness).toEqual({
    server_seed_hash: hash,
    server_seed: null,
    client_seed: clientSeed,
    nonce: 0,
    formula_version: 1,
  });
  expect(before.original).toEqual({
    game: "limbo",
    params: { target },
    outcome: { result: oldResult, payout_multiplier: win ? "1.5000" : "0.0000" },
  });

  await sandbox.call("POST", "/api/fair/seeds/rotate", { token: p.token });
  const shown = (await sandbox.call("GET", `/api/bets/${id}`)).body.data;
  expect(shown.fairness.server_seed).toBe(serverSeed);
  const verify = (formula_version?: number) =>
    sandbox.call("POST", "/api/fair/verify", {
      body: {
        game: "limbo",
        server_seed: shown.fairness.server_seed,
        client_seed: shown.fairness.client_seed,
        nonce: shown.fairness.nonce,
        params: shown.original.params,
        ...(formula_version === undefined ? {} : { formula_version }),
      },
    });
  const asPlayed = await verify(shown.fairness.formula_version);
  expect(asPlayed.body.data.outcome).toEqual(shown.original.outcome);
  expect((await verify()).body.data.outcome.result).toBe(publishedResult);
});
