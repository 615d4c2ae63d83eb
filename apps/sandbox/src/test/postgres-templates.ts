/**
 * The whole suite on real PostgreSQL (`SANDBOX_TEST_DATABASE_URL`, see scripts/test-postgres.sh):
 * the jest global setup migrates two template databases once (`<db>_tpl_migrated`, and
 * `<db>_tpl_seeded` with the seed and pg-boss's schema), then every test database is a copy,
 * `CREATE DATABASE x TEMPLATE t` (a file copy, well under a second), instead of a migration per
 * test file. Each copy is its own database, so test files never see each other's rows; the
 * global teardown drops the copies.
 */
import pg from "pg";
import { PgBoss } from "pg-boss";
import { openDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { seed } from "../db/seed.ts";
import type { Db } from "../db/types.ts";
import { bossOptions } from "../jobs/runner.ts";

/** The URL of database `name` on the server of `url`. */
export function databaseUrlOf(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

/** The base name of the test databases: the configured database's name. */
function baseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1)) || "postgres";
}

/** The template a test database is copied from. */
export function templateName(url: string, seeded: boolean): string {
  return `${baseName(url)}_tpl_${seeded ? "seeded" : "migrated"}`;
}

/** The prefix of the copies (dropped by the global teardown). */
function copyPrefix(url: string): string {
  return `${baseName(url)}_t_`;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Runs statements on the configured (maintenance) database, one connection. */
async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** (Re)creates both templates: migrated; migrated, seeded and with pg-boss's schema. */
export async function createTemplates(url: string): Promise<void> {
  await dropCopies(url);
  for (const seeded of [false, true]) {
    const name = templateName(url, seeded);
    await onServer(url, async (client) => {
      await client.query(`ALTER DATABASE ${quote(name)} WITH is_template false`).catch(() => {});
      await client.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${quote(name)}`);
    });
    const templateUrl = databaseUrlOf(url, name);
    const { db } = await openDatabase({ dataDir: "", databaseUrl: templateUrl });
    try {
      await migrateToLatest(db);
      if (seeded) {
        await seed(db);
        // pg-boss installs its schema on start: done once here, not in every test file.
        const boss = new PgBoss(bossOptions(db, templateUrl));
        await boss.start();
        await boss.stop({ graceful: false });
      }
    } finally {
      await db.destroy();
    }
    // A copy needs a template nobody is connected to (CREATE DATABASE waits up to 5 s for the
    // backends of the closed pools to exit): no new connections from now on.
    await onServer(url, (client) =>
      client.query(`ALTER DATABASE ${quote(name)} WITH is_template true allow_connections false`),
    );
  }
}

let copies = 0;

/** A fresh copy of a template: its own database, open, and its URL (for pg-boss and fan-out). */
export async function copyDatabase(url: string, seeded: boolean): Promise<{ db: Db; url: string }> {
  copies += 1;
  const name = `${copyPrefix(url)}${process.pid}_${copies}_${Date.now().toString(36)}`;
  await onServer(url, (client) =>
    client.query(`CREATE DATABASE ${quote(name)} TEMPLATE ${quote(templateName(url, seeded))}`),
  );
  const copyUrl = databaseUrlOf(url, name);
  return { db: (await openDatabase({ dataDir: "", databaseUrl: copyUrl })).db, url: copyUrl };
}

/** Drops every copy (and the connections left to them). */
export async function dropCopies(url: string): Promise<void> {
  await onServer(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
      [copyPrefix(url)],
    );
    for (const { datname } of rows)
      await client.query(`DROP DATABASE IF EXISTS ${quote(datname)} WITH (FORCE)`);
  });
}
