/**
 * The server under load (`pnpm bench:server`, or `pnpm --filter @casino/sandbox bench:server`).
 * Not a test: it prints figures, it asserts no targets.
 *
 * Starts the sandbox as a child process (this file with `--child`: a throw-away in-memory PGlite,
 * or DATABASE_URL's PostgreSQL), migrated and seeded, on BENCH_PORT (default: a free port) on
 * loopback, and drives it with autocannon:
 *
 * 1. the games list with filters and search (50 connections), then a game's detail;
 * 2. the seamless wallet's `bet`/`win` of the demo slot (50 connections, one real game session
 *    each, called with the provider's key as a provider's server would);
 * 3. dice bets from 200 concurrent players (one connection, token and funded wallet each).
 *
 * For each it prints requests per second, p50/p99 latency and errors (transport errors and
 * non-2xx answers). Then it runs the ledger audit (`GET /dev/ledger/audit`) and a money check over
 * the bench's players: balances before + deposits - bets + wins (+ rollbacks) = balances after,
 * with bets and wins taken from the bet pipeline's records (`game_transactions`), and every bet
 * the clients saw acknowledged found there once.
 *
 *   BENCH_SECONDS=5 pnpm bench:server
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55460/bench BENCH_SECONDS=5 pnpm bench:server
 *
 * Knobs: BENCH_SECONDS (per scenario, default 10), BENCH_ONLY (comma list of `list`, `detail`,
 * `wallet`, `dice`), BENCH_PLAYERS (default 200), BENCH_PORT, BENCH_VALIDATE=1 (validate every
 * response against the contract, as development does; off by default, as in production),
 * BENCH_CPU_PROF=dir (the sandbox runs with `node --cpu-prof` and writes its profile there).
 */
import { fork, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { sql } from "kysely";
import { buildApp } from "../src/app.ts";
import { openDatabase } from "../src/db/connection.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { seed } from "../src/db/seed.ts";
import { loadConfig } from "../src/env.ts";
import { providerKey } from "../src/features/seamless-wallet/handlers.ts";
import { dec, fmt, type Dec } from "@casino/rules";

/** The catalogue scenarios (formerly scripts/bench-catalog.ts). */
const listScenarios: [string, string][] = [
  ["list: popular, page 1", "/api/games/list"],
  [
    "list: kinds + 3 providers + 2 tags, newest",
    "/api/games/list?kinds[]=slots&provider_ids[]=2&provider_ids[]=3&provider_ids[]=4&tags[]=fruit&tags[]=all-ways&sort=newest",
  ],
  ["list: category, rtp_desc, page 3", "/api/games/list?category_ids[]=4&sort=rtp_desc&page=3"],
  ["list: search with a typo (supernvoas)", "/api/games/list?search=supernvoas"],
  [
    "list: search + filters (dragon, slots, asian)",
    "/api/games/list?search=dragon&kinds[]=slots&tags[]=asian&per_page=40",
  ],
];

// ---------------------------------------------------------------------------------------------
// The child: the sandbox, plus a control channel over IPC for the money check and the audit.
// ---------------------------------------------------------------------------------------------

type ChildRequest = { id: number; type: "money"; userIds: number[] } | { id: number; type: "stop" };

/** What the server's records say about the bench's players' USDT. */
interface MoneySnapshot {
  balance: string;
  bets: string;
  wins: string;
  rollbacks: string;
  betCount: number;
  /** Acknowledged-bet lookup: the dice rounds' ids and the seamless bets' external ids. */
  roundIds: number[];
  externalIds: string[];
}

async function runChild(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const config = {
    ...loadConfig({}),
    logLevel: "silent" as const,
    dataDir: databaseUrl ? "" : "memory://",
    databaseUrl,
    validateResponses: process.env.BENCH_VALIDATE === "1",
    // One machine signs up every player: e-mail verification off, the sign-up limit raised.
    emailVerification: false,
    rateTickSeconds: 0,
    withdrawalStepSeconds: 0,
    depositConfirmSeconds: 0,
  };
  config.rateLimits = { ...config.rateLimits, register: { max: 100_000, windowMs: 60_000 } };
  const { db, description } = await openDatabase(config);
  await migrateToLatest(db);
  await seed(db);
  const app = await buildApp({ config, db });
  await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  const money = async (userIds: number[]): Promise<MoneySnapshot> => {
    const balance = await sql<{ total: string }>`
      select coalesce(sum(a.balance), 0)::text as total
      from user_wallets w join ledger_accounts a on a.wallet_id = w.id and a.kind = 'available'
      where w.code = 'USDT' and w.user_id = any(${userIds})`.execute(db);
    const moves = await sql<{ type: string; total: string; count: string }>`
      select type, coalesce(sum(amount), 0)::text as total, count(*)::text as count
      from game_transactions
      where code = 'USDT' and status <> 'tombstone' and user_id = any(${userIds})
      group by type`.execute(db);
    const rounds = await sql<{ id: number }>`
      select id from game_rounds where source = 'original' and user_id = any(${userIds})`.execute(
      db,
    );
    const bets = await sql<{ external_id: string }>`
      select external_id from game_transactions
      where type = 'game_bet' and source <> 'original' and user_id = any(${userIds})`.execute(db);
    const of = (type: string) => moves.rows.find((row) => row.type === type);
    return {
      balance: balance.rows[0]!.total,
      bets: of("game_bet")?.total ?? "0",
      wins: of("game_win")?.total ?? "0",
      rollbacks: of("game_rollback")?.total ?? "0",
      betCount: Number(of("game_bet")?.count ?? 0),
      roundIds: rounds.rows.map((row) => row.id),
      externalIds: bets.rows.map((row) => row.external_id),
    };
  };

  // The bench died: so does its sandbox.
  process.on("disconnect", () => process.exit(0));
  process.on("message", (message: ChildRequest) => {
    void (async () => {
      if (message.type === "stop") {
        await app.close();
        await db.destroy();
        process.send!({ id: message.id, result: null }, () => process.exit(0));
        return;
      }
      process.send!({ id: message.id, result: await money(message.userIds) });
    })().catch((error: unknown) =>
      process.send!({ id: message.id, error: String((error as Error).stack ?? error) }),
    );
  });
  process.send!({
    type: "ready",
    base: `http://127.0.0.1:${port}`,
    description,
    appKey: config.appKey,
  });
}

// ---------------------------------------------------------------------------------------------
// The parent: set-up over HTTP, the load, the report.
// ---------------------------------------------------------------------------------------------

interface Ready {
  type: "ready";
  base: string;
  description: string;
  appKey: string;
}

interface Player {
  id: number;
  token: string;
}

/** The autocannon options a scenario adds (requests, setupClient). */
type LoadOptions = Record<string, unknown>;

interface Row {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

class Control {
  #next = 1;
  readonly #pending = new Map<number, (reply: { result?: unknown; error?: string }) => void>();

  readonly child: ChildProcess;

  constructor(child: ChildProcess) {
    this.child = child;
    child.on("message", (reply: { id?: number; result?: unknown; error?: string }) => {
      if (reply.id === undefined) return;
      this.#pending.get(reply.id)?.(reply);
      this.#pending.delete(reply.id);
    });
  }

  ask<T>(request: { type: "money"; userIds: number[] } | { type: "stop" }): Promise<T> {
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, (reply) =>
        reply.error ? reject(new Error(reply.error)) : resolve(reply.result as T),
      );
      this.child.send({ ...request, id });
    });
  }
}

async function runBench(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const playerCount = Number(process.env.BENCH_PLAYERS ?? 200);
  const only = new Set(
    (process.env.BENCH_ONLY ?? "list,detail,wallet,dice").split(",").map((s) => s.trim()),
  );
  const profileDir = process.env.BENCH_CPU_PROF;
  const child = fork(fileURLToPath(import.meta.url), ["--child"], {
    execArgv: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const control = new Control(child);
  const [ready] = (await Promise.race([
    once(child, "message"),
    once(child, "exit").then(() => {
      throw new Error("the sandbox exited before it was ready");
    }),
  ])) as [Ready];
  const { base } = ready;

  const call = async (
    method: string,
    path: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        accept: "application/json",
        ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const body = (await response.json().catch(() => null)) as {
      data?: Record<string, unknown>;
    } | null;
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body)}`);
    return body!.data as Record<string, never>;
  };

  /** Runs `task` over `items`, `width` at a time. */
  const pool = async <T, R>(items: T[], width: number, task: (item: T) => Promise<R>) => {
    const results: R[] = new Array(items.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(width, items.length) }, async () => {
        while (next < items.length) {
          const index = next++;
          results[index] = await task(items[index]!);
        }
      }),
    );
    return results;
  };

  const rows: Row[] = [];
  const load = async (name: string, connections: number, options: LoadOptions, path = "/") => {
    const result = await autocannon({
      url: `${base}${path}`,
      connections,
      duration: seconds,
      ...options,
    });
    const row = {
      name,
      connections,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    };
    rows.push(row);
    console.log(
      `${row.name} | ${row.connections} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors}`,
    );
    return result;
  };

  console.log(
    `sandbox on ${ready.description}${process.env.BENCH_VALIDATE === "1" ? ", responses validated" : ""}; ${seconds} s per scenario`,
  );

  // Players: signed up over HTTP, funded through the dev deposit path.
  const deposit = "1000";
  const players: Player[] = [];
  if (only.has("wallet") || only.has("dice")) {
    const started = Date.now();
    const stamp = Date.now().toString(36).slice(-5);
    const created = await pool(
      Array.from({ length: playerCount }, (_, i) => i),
      8,
      async (i): Promise<Player> => {
        const username = `bench${stamp}${i}`;
        const registered = await call("POST", "/api/register", {
          body: {
            username,
            email: `${username}@example.test`,
            password: "Bench-pass-1",
            age_confirmed: true,
            terms_accepted: true,
          },
        });
        const token = registered.token as string;
        const me = await call("GET", "/api/user/information", { token });
        return { id: me.id as number, token };
      },
    );
    players.push(...created);
    console.log(`${players.length} players signed up in ${Date.now() - started} ms`);
  }
  const userIds = players.map((p) => p.id);
  const before =
    players.length > 0 ? await control.ask<MoneySnapshot>({ type: "money", userIds }) : null;
  let deposits: Dec = 0n;
  await pool(players, 8, async (player) => {
    const tx = await call("POST", "/dev/deposits", {
      body: {
        user_id: player.id,
        entity_wallet_code: "USDT",
        amount: deposit,
        confirm_after_seconds: 0,
      },
    });
    if (tx.status !== "confirmed" && tx.status !== "success")
      throw new Error(`deposit not confirmed: ${JSON.stringify(tx)}`);
    deposits += dec(deposit);
  });

  console.log("scenario | connections | req/s | p50 ms | p99 ms | errors");

  // 1. The catalogue.
  if (only.has("list"))
    for (const [name, path] of listScenarios) {
      await call("GET", path);
      await load(name, 50, {}, path);
    }
  if (only.has("detail")) {
    const page = await call("GET", "/api/games/list?per_page=20");
    const slugs = (page.data as unknown as { slug: string }[]).map((g) => g.slug);
    let i = 0;
    await load("game detail (20 games in turn)", 50, {
      requests: [
        {
          method: "GET",
          setupRequest: (req) => ({ ...req, path: `/api/games/${slugs[i++ % slugs.length]}` }),
        },
      ],
    });
  }

  // 2. The seamless wallet of the demo slot: one real session per connection.
  const acknowledged = { externalIds: new Set<string>(), roundIds: new Set<number>() };
  const seen: { bets: Dec; wins: Dec } = { bets: 0n, wins: 0n };
  if (only.has("wallet")) {
    const slots = await call("GET", "/api/games/list?kinds[]=slots&per_page=20");
    const slot = (slots.data as unknown as { slug: string }[])[0]!;
    const walletPlayers = players.slice(0, 50);
    const sessions = await pool(walletPlayers, 8, async (player) => {
      const launched = await call(
        "GET",
        `/api/games/${slot.slug}/game-url?currency=USD&entity_wallet_code=USDT`,
        { token: player.token },
      );
      const launchToken = new URL(launched.url as string).searchParams.get("token");
      if (!launchToken) throw new Error(`${slot.slug} is not a slot page: ${launched.url}`);
      const session = await call("POST", "/api/play/session", {
        body: { launch_token: launchToken },
      });
      return session.session_token as string;
    });
    const key = providerKey(ready.appKey);
    const winAmounts = ["0", "0.5", "2"];
    // Transaction ids unique per run: the database may keep earlier runs.
    const run = Date.now().toString(36);
    let sequence = 0;
    let nextSession = 0;
    await load(`seamless wallet bet+win (${slot.slug})`, sessions.length, {
      setupClient: (client) => {
        const headers = {
          "content-type": "application/json",
          "x-provider-key": key,
          "x-game-session": sessions[nextSession++ % sessions.length]!,
        };
        client.setRequests([
          {
            method: "POST",
            path: "/wallet-api/bet",
            headers,
            setupRequest: (req, context) => {
              const n = ++sequence;
              context.n = n;
              return {
                ...req,
                body: JSON.stringify({
                  transaction_id: `${run}b${n}`,
                  round_id: `${run}r${n}`,
                  amount: "1",
                }),
              };
            },
            onResponse: (status, body) => {
              if (status !== 200) return;
              const data = (
                JSON.parse(body) as { data: { transaction_id: string; duplicate: boolean } }
              ).data;
              if (!data.duplicate) {
                acknowledged.externalIds.add(data.transaction_id);
                seen.bets += dec("1");
              }
            },
          },
          {
            method: "POST",
            path: "/wallet-api/win",
            headers,
            setupRequest: (req, context) => {
              const n = context.n as number;
              return {
                ...req,
                body: JSON.stringify({
                  transaction_id: `${run}w${n}`,
                  bet_transaction_id: `${run}b${n}`,
                  round_id: `${run}r${n}`,
                  amount: winAmounts[n % winAmounts.length],
                }),
              };
            },
            onResponse: (status, body, context) => {
              if (status !== 200) return;
              const data = (JSON.parse(body) as { data: { duplicate: boolean } }).data;
              if (!data.duplicate)
                seen.wins += dec(winAmounts[(context.n as number) % winAmounts.length]!);
            },
          },
        ]);
      },
    });
  }

  /** The money snapshot once requests a run's end cut off (which may still commit) are done. */
  const settledSnapshot = async () => {
    let snapshot = await control.ask<MoneySnapshot>({ type: "money", userIds });
    for (let settled = false; !settled;) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const again = await control.ask<MoneySnapshot>({ type: "money", userIds });
      settled = again.betCount === snapshot.betCount && again.balance === snapshot.balance;
      snapshot = again;
    }
    return snapshot;
  };

  // 3. Dice bets from every player at once, one connection each.
  if (only.has("dice")) {
    let nextPlayer = 0;
    // Warm-up: each player's first bet creates its seed pair and progress rows; a steady state
    // is measured, not 200 first bets.
    const diceBet = { entity_wallet_code: "USDT", amount: "0.1", target: 49.5, condition: "over" };
    await pool(players, 8, async (player) => {
      const bet = await call("POST", "/api/originals/dice/bet", {
        token: player.token,
        body: diceBet,
      });
      acknowledged.roundIds.add(bet.id as number);
    });
    const diceBody = JSON.stringify(diceBet);
    const roundsBefore = (await control.ask<MoneySnapshot>({ type: "money", userIds })).roundIds
      .length;
    await load(`dice bets (${players.length} players)`, players.length, {
      setupClient: (client) => {
        const player = players[nextPlayer++ % players.length]!;
        client.setRequests([
          {
            method: "POST",
            path: "/api/originals/dice/bet",
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${player.token}`,
            },
            body: diceBody,
            onResponse: (status, body) => {
              if (status !== 201) return;
              const data = (
                JSON.parse(body) as { data: { id: number; amount: string; payout: string } }
              ).data;
              acknowledged.roundIds.add(data.id);
              seen.bets += dec(data.amount);
              seen.wins += dec(data.payout);
            },
          },
        ]);
      },
    });
    const settled = (await settledSnapshot()).roundIds.length - roundsBefore;
    console.log(
      `dice: the server settled ${settled} bets in ${seconds} s, ${Math.round(settled / seconds)} a second (with those whose answer a run's end cut off)`,
    );
  }

  // The ledger audit and the money check.
  const audit = await call("GET", "/dev/ledger/audit");
  const clean =
    (audit.mismatchedAccounts as unknown[]).length === 0 &&
    (audit.unbalancedTransfers as unknown[]).length === 0 &&
    Object.values(audit.totals as Record<string, string>).every((total) => dec(total) === 0n);
  console.log(
    `ledger audit: ${clean ? "clean" : `NOT CLEAN ${JSON.stringify(audit)}`} (${Object.keys(audit.totals as object).length} coins)`,
  );
  if (before) {
    const after = await settledSnapshot();
    const expected =
      dec(before.balance) + deposits - dec(after.bets) + dec(after.wins) + dec(after.rollbacks);
    const balanced = expected === dec(after.balance);
    const rounds = new Set(after.roundIds);
    const externals = new Set(after.externalIds);
    const lostRounds = [...acknowledged.roundIds].filter((id) => !rounds.has(id)).length;
    const lostBets = [...acknowledged.externalIds].filter((id) => !externals.has(id)).length;
    console.log(
      `money check (${players.length} players, USDT): before ${fmt(dec(before.balance))} + deposits ${fmt(deposits)} - bets ${fmt(dec(after.bets))} + wins ${fmt(dec(after.wins))} + rollbacks ${fmt(dec(after.rollbacks))} = ${fmt(expected)}; after ${fmt(dec(after.balance))}: ${balanced ? "balanced" : "MISMATCH"}`,
    );
    console.log(
      `acknowledged bets: ${acknowledged.roundIds.size} dice + ${acknowledged.externalIds.size} seamless, ${lostRounds + lostBets} missing from the records; recorded bets ${after.betCount} (the ones past the acknowledged were cut off by the end of a run); seen by the clients: bets ${fmt(seen.bets)}, wins ${fmt(seen.wins)}`,
    );
    if (!balanced || lostRounds + lostBets > 0 || !clean) process.exitCode = 1;
  } else if (!clean) process.exitCode = 1;

  await control.ask({ type: "stop" });
  await once(child, "exit");
  const targets = [
    ["list", 3000, 50],
    ["dice", 1000, 100],
  ] as const;
  for (const [prefix, rps, p99] of targets) {
    const measured = rows.filter((row) => row.name.startsWith(prefix));
    if (measured.length === 0) continue;
    const worst = measured.reduce((a, b) => (b.rps < a.rps ? b : a));
    const worstP99 = Math.max(...measured.map((row) => row.p99));
    console.log(
      `target ${prefix}: >= ${rps} req/s, p99 < ${p99} ms; measured ${worst.rps} req/s (lowest), p99 up to ${worstP99} ms: ${worst.rps >= rps && worstP99 < p99 ? "met" : "missed"}`,
    );
  }
}

if (process.argv.includes("--child")) await runChild();
else await runBench();
