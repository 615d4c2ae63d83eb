/**
 * Starts the sandbox: reads the environment, opens and migrates the database,
 * seeds it on first start, builds the app, listens and prints its URLs.
 */
import { buildApp } from "./app.ts";
import { openDatabase } from "./db/connection.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { seed } from "./db/seed.ts";
import { describeFaults } from "./lib/faults.ts";
import { ConfigError, loadConfig, type SandboxConfig } from "./env.ts";

function configOrExit(): SandboxConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = configOrExit();
const { db, description } = await openDatabase(config);
const applied = await migrateToLatest(db);
const seeded = config.seed ? await seed(db) : false;
const app = await buildApp({ config, db });
await app.listen({ port: config.port, host: config.host });

const base = `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${config.port}`;
const { registered, unimplemented } = app.contractRoutes;
const lines = [
  `Sandbox API listening on ${base}`,
  `  database:   ${description}${applied.length ? ` (applied ${applied.map((m) => m.migrationName).join(", ")})` : ""}${seeded ? ", seeded demo data" : ""}`,
  `  contract:   ${registered.length} operations served${unimplemented.length ? `, ${unimplemented.length} not yet implemented` : ""}`,
  `  API:        ${base}/api`,
  `  realtime:   ${app.realtime.broadcaster.description}${config.pusher.host ? "" : ` (ws://${config.host}:${config.port}/app/${config.pusher.key})`}`,
  `  jobs:       on pg-boss; deposits confirm after ${config.depositConfirmSeconds} s; withdrawal steps ${config.withdrawalStepSeconds ? `every ${config.withdrawalStepSeconds} s` : "manual"}; rates ${config.rateTickSeconds ? `every ${config.rateTickSeconds} s` : "fixed"}; demo players ${config.demoPlayers ? `${config.demoPlayers}, a bet every ${config.demoBetIntervalMs} ms` : "off"}`,
  config.dev
    ? `  dev:        ${base}/dev/outbox.html (outbox page), ${base}/dev/outbox (JSON); ${config.devOpen ? "open to every caller (SANDBOX_DEV_OPEN)" : "loopback callers only"}`
    : "  dev:        off (SANDBOX_DEV)",
  ...(config.faults ? [`  faults:     ${describeFaults(config.faults)} (SANDBOX_FAULTS)`] : []),
  `  e-mail verification ${config.emailVerification ? "on" : "off"}; blocked countries: ${config.blockedCountries.join(", ") || "none"}`,
];
console.log(lines.join("\n"));

// SIGTERM or SIGINT (a process manager, `pnpm start`, Ctrl+C): stop accepting connections (new
// requests on open ones get 503), let the requests in progress answer, let the running jobs finish
// (pg-boss graceful stop), close the realtime sockets and the database, then exit 0. Bounded: a
// stuck request or job cannot keep the process alive past SHUTDOWN_GRACE_MS (exit 1 then).
// Repeated signals (a process group and its parent both forwarding one) are ignored.
const SHUTDOWN_GRACE_MS = 8_000;
let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: draining requests and jobs (at most ${SHUTDOWN_GRACE_MS / 1000} s)`);
    setTimeout(() => {
      console.error(`Still busy ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    void app
      .close()
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error("Shutdown failed:", error);
          process.exit(1);
        },
      );
  });
}
