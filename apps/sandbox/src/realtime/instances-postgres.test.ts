/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely, as JSON */
/**
 * Several instances on one PostgreSQL: two sandboxes (`buildApp` twice, each with its own pool,
 * job runner, built-in Pusher server and port) share one database, as behind a load balancer.
 * An event raised on A reaches a socket on B (LISTEN/NOTIFY fan-out), a tournament finishes once
 * with the competitions job running on both, two concurrent withdrawals over the balance through
 * A and B leave exactly one accepted, and the sign-in rate limit and two-factor attempt counters
 * are shared (they live in the database). Runs when SANDBOX_TEST_DATABASE_URL names a database
 * (`apps/sandbox/scripts/test-postgres.sh` makes one); skipped otherwise.
 */
import Pusher from "pusher-js";
import { openDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { seed } from "../db/seed.ts";
import { loadConfig, type SandboxConfig } from "../env.ts";
import { finishDueTournaments } from "../features/tournaments/index.ts";
import { endingDiceCup, tournamentNotices } from "../test/competitions.ts";
import { auditLedger } from "../lib/ledger.ts";
import { newPlayer, totp } from "../test/accounts.ts";
import { usdtWithdrawal } from "../test/play.ts";
import { serveSandbox, type Sandbox } from "../test/harness.ts";
import { describeOnPostgres } from "../test/postgres.ts";
import { portOf, until } from "../test/realtime-client.ts";
import { MAX_NOTIFY_BYTES, PgFanoutBroadcaster } from "./pg-fanout.ts";
import type { PusherServer } from "./pusher-server.ts";

const url = process.env.SANDBOX_TEST_DATABASE_URL;
if (!url)
  console.info(
    "instances-postgres.test.ts skipped: set SANDBOX_TEST_DATABASE_URL (or run apps/sandbox/scripts/test-postgres.sh)",
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One instance: its own pool, app, realtime server and port, on the shared database. */
async function startInstance(databaseUrl: string): Promise<Sandbox> {
  const { db } = await openDatabase({ dataDir: "", databaseUrl });
  const base = loadConfig({});
  const config: SandboxConfig = {
    ...base,
    databaseUrl,
    logLevel: "silent",
    emailVerification: false,
    trustProxy: ["127.0.0.1"],
    rateTickSeconds: 0,
    withdrawalStepSeconds: 0,
    depositConfirmSeconds: 0,
    jobIntervalMs: 200,
    rateLimits: {
      ...base.rateLimits,
      register: { max: 1_000_000, windowMs: 60_000 },
      login: { max: 3, windowMs: 60_000 },
    },
  };
  return serveSandbox(config, db);
}

describeOnPostgres("two instances on one PostgreSQL", () => {
  let a: Sandbox;
  let b: Sandbox;
  const clients: Pusher[] = [];
  const run = Date.now().toString(36);
  // A client address of this run (the rate-limit table outlives a run on a kept database).
  const ip = `198.18.${Date.now() % 250}.${Math.floor(Math.random() * 250) + 1}`;

  beforeAll(async () => {
    const { db } = await openDatabase({ dataDir: "", databaseUrl: url });
    await migrateToLatest(db);
    await seed(db);
    await db.destroy();
    [a, b] = await Promise.all([startInstance(url!), startInstance(url!)]);
    // Two apps start (the contract compiled twice): slow on a loaded machine.
  }, 120_000);
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await Promise.all([a?.close(), b?.close()]);
  });

  /** Signs a player up through `via` and returns the id and token. */
  async function player(via: Sandbox, prefix: string) {
    const body = newPlayer(prefix);
    const registered = await via.call("POST", "/api/register", { body });
    expect(registered.status).toBe(201);
    const { id } = await via.db
      .selectFrom("users")
      .select("id")
      .where("username", "=", body.username)
      .executeTakeFirstOrThrow();
    const { token } = await via.app.services.sessions.issue(id, "email");
    return { id, token, ...body };
  }

  it("fans the built-in realtime server out through PostgreSQL", () => {
    expect(a.app.realtime.broadcaster).toBeInstanceOf(PgFanoutBroadcaster);
    expect(b.app.realtime.broadcaster).toBeInstanceOf(PgFanoutBroadcaster);
  });

  it("delivers a deposit confirmed through A to the player's socket on B, once", async () => {
    const alice = await player(a, "instdep");
    // Behind a load balancer: the socket sits on B, its channel authorisation is served by A.
    const pusher = new Pusher(b.config.pusher.key, {
      cluster: "mt1",
      wsHost: "127.0.0.1",
      wsPort: portOf(b),
      forceTLS: false,
      enabledTransports: ["ws"],
      disableStats: true,
      channelAuthorization: {
        endpoint: `${a.base}/broadcasting/auth`,
        transport: "ajax",
        headers: { Authorization: `Bearer ${alice.token}`, Accept: "application/json" },
      },
    });
    clients.push(pusher);
    const received: { event: string; data: any }[] = [];
    const channel = pusher.subscribe(`private-player.${alice.id}`);
    for (const event of ["player_deposit", "wallet_balance"])
      channel.bind(event, (data: unknown) => received.push({ event, data }));
    let subscribed = false;
    channel.bind("pusher:subscription_succeeded", () => (subscribed = true));
    await until(() => subscribed, 5_000, "subscription on B");

    const deposit = await a.call("POST", "/dev/deposits", {
      body: { user_id: alice.id, entity_wallet_code: "USDT", network: "TRC20", amount: "75" },
    });
    expect(deposit.status).toBe(201);
    await until(
      () => received.some((r) => r.event === "wallet_balance"),
      5_000,
      "wallet_balance on B",
    );
    expect(received.find((r) => r.event === "player_deposit")!.data.transaction).toMatchObject({
      id: deposit.body.data.id,
      status: "confirmed",
    });
    expect(received.find((r) => r.event === "wallet_balance")!.data).toMatchObject({
      reason: "deposit",
      wallet: { entity_wallet_code: "USDT", balance: "75.000000" },
    });
    await sleep(300);
    expect(received.filter((r) => r.event === "player_deposit")).toHaveLength(1);

    // Signing out through A ends the private subscription held on B.
    const errors: unknown[] = [];
    channel.bind("pusher:subscription_error", (error: unknown) => errors.push(error));
    expect((await a.call("GET", "/api/logout", { token: alice.token })).status).toBe(200);
    await until(() => errors.length === 1, 5_000, "subscription ended on B");
    expect(b.app.realtime.broadcaster).toBeInstanceOf(PgFanoutBroadcaster);
    const local = (b.app.realtime.broadcaster as PgFanoutBroadcaster).local;
    const held = local.connections().flatMap((c) => c.channels);
    expect(held).not.toContain(`private-player.${alice.id}`);
  });

  it("refuses to fan out an event too large for one NOTIFY, with a logged error", async () => {
    const published: string[] = [];
    const errors: string[] = [];
    const local = {
      description: "fake",
      publish: async (channel: string) => void published.push(channel),
      close: async () => undefined,
    } as unknown as PusherServer;
    const fanout = new PgFanoutBroadcaster({
      local,
      databaseUrl: url!,
      log: { error: (_obj, msg) => errors.push(msg), warn: () => undefined },
    });
    try {
      await fanout.publish("bets", "transaction_latest_bet", {
        text: "x".repeat(MAX_NOTIFY_BYTES),
      });
      // This instance's sockets get it; the other instances are not told (logged).
      expect(published).toEqual(["bets"]);
      expect(errors).toEqual([
        "realtime: event not fanned out (too large for NOTIFY), delivered on this instance only",
      ]);
      await fanout.publish("bets", "transaction_latest_bet", { text: "x".repeat(7_000) });
      expect(published).toEqual(["bets", "bets"]);
      expect(errors).toHaveLength(1);
    } finally {
      await fanout.close();
    }
  });

  it("fans out a burst of events, sent together while a NOTIFY is in flight, complete and in order", async () => {
    const recorder = (into: string[]) =>
      ({
        description: "fake",
        publish: async (_channel: string, _event: string, data: { n: number }) =>
          void into.push(String(data.n)),
        close: async () => undefined,
      }) as unknown as PusherServer;
    const log = { error: () => undefined, warn: () => undefined };
    const sent: string[] = [];
    const received: string[] = [];
    const sender = new PgFanoutBroadcaster({ local: recorder(sent), databaseUrl: url!, log });
    const receiver = new PgFanoutBroadcaster({
      local: recorder(received),
      databaseUrl: url!,
      log,
    });
    await receiver.start();
    try {
      const burst = Array.from({ length: 50 }, (_, n) =>
        sender.publish(`burst-${run}`, "transaction_latest_bet", { n }),
      );
      await Promise.all(burst);
      const expected = Array.from({ length: 50 }, (_, n) => String(n));
      expect(sent).toEqual(expected);
      await until(() => received.length === 50, 5_000, "the burst on the other instance");
      expect(received).toEqual(expected);
    } finally {
      await sender.close();
      await receiver.close();
    }
  });

  it("finishes a tournament once with the competitions job running on both instances", async () => {
    // Three players on dice, through A and B alternately; funded before the tournament starts
    // its clock, so their bets settle before the end even on a loaded machine.
    const players = await Promise.all([0, 1, 2].map((i) => player(i % 2 ? b : a, "instcup")));
    for (const [i, p] of players.entries()) {
      await (i % 2 ? b : a).call("PUT", "/dev/wallets/balance", {
        body: { user_id: p.id, entity_wallet_code: "USDT", balance: "10" },
      });
    }
    const ends = Date.now() + 3_000;
    const tournament = await endingDiceCup(a.db, `inst-cup-${run}`, "Instances Cup", ends);
    for (const [i, p] of players.entries()) {
      const bet = await (i % 2 ? b : a).call("POST", "/api/originals/dice/bet", {
        token: p.token,
        body: { amount: "1", entity_wallet_code: "USDT", target: 50, condition: "over" },
      });
      expect(bet.status).toBe(201);
    }
    // Past the end: the job of both instances and direct runs on both race to finish it.
    await sleep(Math.max(0, ends - Date.now()) + 50);
    const direct = await Promise.all([
      finishDueTournaments(a.app.services, new Date()),
      finishDueTournaments(b.app.services, new Date()),
    ]);
    expect(direct.reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(1);
    let prizes: { user_id: number }[] = [];
    for (let i = 0; i < 100 && prizes.length < 3; i += 1) {
      prizes = await a.db
        .selectFrom("prizes")
        .select("user_id")
        .where("source", "=", "tournament")
        .where("source_id", "=", tournament.id)
        .execute();
      if (prizes.length < 3) await sleep(50);
    }
    // Give a second (wrong) finish a chance to show up.
    await sleep(600);
    const final = await a.db
      .selectFrom("prizes")
      .select("user_id")
      .where("source", "=", "tournament")
      .where("source_id", "=", tournament.id)
      .execute();
    expect(final.map((p) => p.user_id).sort()).toEqual(players.map((p) => p.id).sort());
    const notes = await tournamentNotices(
      a.db,
      players.map((p) => p.id),
    );
    expect(notes).toHaveLength(3);
  });

  it("accepts exactly one of two concurrent withdrawals over the balance, one through A and one through B", async () => {
    const p = await player(a, "instwd");
    await a.call("PUT", "/dev/wallets/balance", {
      body: { user_id: p.id, entity_wallet_code: "USDT", balance: "30" },
    });
    const withdraw = (via: Sandbox) =>
      via.call("POST", "/api/user/withdrawal", {
        token: p.token,
        body: usdtWithdrawal("20"),
      });
    const results = await Promise.all([withdraw(a), withdraw(b)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(results.find((r) => r.status === 422)!.body.errors).toEqual({
      amount: ["insufficient_balance"],
    });
    const wallets = await b.call("GET", "/api/wallets/user-wallets", { token: p.token });
    const usdt = wallets.body.data.find(
      (w: { entity_wallet_code: string }) => w.entity_wallet_code === "USDT",
    );
    expect(usdt).toMatchObject({ balance: "10.000000", locked_balance: "20.000000" });
    const audit = await auditLedger(a.db);
    expect(audit.mismatchedAccounts).toEqual([]);
    expect(audit.unbalancedTransfers).toEqual([]);
  });

  it("shares the sign-in rate limit across instances", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const via = i % 2 ? b : a;
      const response = await via.call("POST", "/api/login", {
        body: { username_or_email: `nobody${run}`, password: "Wrong-pass1" },
        headers: { "x-forwarded-for": ip },
      });
      statuses.push(response.status);
    }
    // Three attempts a minute per address: the fourth is refused whichever instance serves it.
    expect(statuses).toEqual([422, 422, 422, 429, 429]);
  });

  it("shares the two-factor challenge's wrong-code counter across instances", async () => {
    const p = await player(a, "inst2fa");
    const { secret } = (
      await a.call("POST", "/api/user/two-factor-authentication", { token: p.token })
    ).body.data;
    const confirmed = await a.call("POST", "/api/user/confirmed-two-factor-authentication", {
      token: p.token,
      body: { code: await totp(a, secret) },
    });
    expect(confirmed.status).toBe(200);
    const challenge = await b.call("POST", "/api/login", {
      body: { username_or_email: p.username, password: p.password },
      headers: { "x-forwarded-for": `10.9.${Date.now() % 250}.1` },
    });
    const authId = challenge.body.data.auth_id;
    expect(authId).toEqual(expect.any(String));
    // Five wrong codes, alternating instances (and addresses): the challenge dies everywhere.
    for (let i = 0; i < 5; i += 1) {
      const wrong = await (i % 2 ? b : a).call("POST", "/api/two-factor-challenge", {
        body: { auth_id: authId, code: "000000" },
        headers: { "x-forwarded-for": `10.9.1.${i + 1}` },
      });
      expect(wrong.body.errors).toEqual({ code: ["two_factor_invalid"] });
    }
    const right = await b.call("POST", "/api/two-factor-challenge", {
      body: { auth_id: authId, code: await totp(a, secret, 1) },
      headers: { "x-forwarded-for": "10.9.2.1" },
    });
    expect(right.status).toBe(422);
    expect(right.body.code).toBe("token_expired");
  });
});
