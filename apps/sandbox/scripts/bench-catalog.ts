/**
 * Benchmark of the catalogue query (`GET /api/games/list`) with filters and search: starts the
 * sandbox on a throw-away PGlite (or on DATABASE_URL's PostgreSQL), seeded, on a free loopback
 * port, then drives each scenario with autocannon at 50 concurrent clients and prints the
 * requests per second and the p50/p99 latencies. Not a test: run it by hand.
 *
 *   node scripts/bench-catalog.ts            # 10 s per scenario
 *   BENCH_SECONDS=5 node scripts/bench-catalog.ts
 */
import autocannon from "autocannon";
import { buildApp } from "../src/app.ts";
import { openDatabase } from "../src/db/connection.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { seed } from "../src/db/seed.ts";
import { loadConfig } from "../src/env.ts";

const CONNECTIONS = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const scenarios: [string, string][] = [
  ["plain list (popular, page 1)", "/api/games/list"],
  [
    "filters: kinds[] + provider_ids[] x3 + tags[] + sort=newest",
    "/api/games/list?kinds[]=slots&provider_ids[]=2&provider_ids[]=3&provider_ids[]=4&tags[]=fruit&tags[]=megaways&sort=newest",
  ],
  ["category + sort=rtp_desc, page 3", "/api/games/list?category_ids[]=4&sort=rtp_desc&page=3"],
  ["search with a typo (starbrust)", "/api/games/list?search=starbrust"],
  [
    "search + filters (dragon, slots, tag asian)",
    "/api/games/list?search=dragon&kinds[]=slots&tags[]=asian&per_page=40",
  ],
];

const config = {
  ...loadConfig({}),
  logLevel: "silent" as const,
  dataDir: process.env.DATABASE_URL ? "" : "memory://",
  databaseUrl: process.env.DATABASE_URL,
  rateTickSeconds: 0,
  betFeedMs: 0,
  withdrawalStepSeconds: 0,
};
const { db, description } = await openDatabase(config);
await migrateToLatest(db);
await seed(db);
const app = await buildApp({ config, db });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

console.log(`games/list on ${description}: ${CONNECTIONS} concurrent clients, ${seconds} s each`);
console.log("scenario | req/s | p50 ms | p99 ms | errors");
for (const [name, path] of scenarios) {
  const check = await fetch(`${base}${path}`);
  if (check.status !== 200) throw new Error(`${path}: ${check.status} ${await check.text()}`);
  const result = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
  });
  console.log(
    `${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.non2xx}`,
  );
}
await app.close();
await db.destroy();
