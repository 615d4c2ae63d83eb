/**
 * Jest global setup: builds the test database once per run — a fresh PGlite,
 * migrated, dumped; then seeded, dumped again — so that each test file loads
 * a dump (under a second) instead of initialising PostgreSQL and migrating
 * (several seconds). The dump paths travel to the workers in the environment.
 * With SANDBOX_TEST_DATABASE_URL (the PostgreSQL-only suites), that database is migrated and
 * seeded here once, before the workers start, so parallel suites never race to create tables;
 * and the whole suite runs on PostgreSQL: the two template databases every test database is
 * copied from are made here (`./postgres-templates.ts`).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely } from "kysely";
import { openDatabase, pgliteExtensions } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { PGliteDialect } from "../db/pglite-dialect.ts";
import { seed } from "../db/seed.ts";
import type { Database } from "../db/types.ts";
import { createTemplates } from "./postgres-templates.ts";

export default async function globalSetup(): Promise<void> {
  const databaseUrl = process.env.SANDBOX_TEST_DATABASE_URL;
  if (databaseUrl) {
    // The whole suite on PostgreSQL: no PGlite dumps (no test file opens a PGlite then).
    const postgres = (await openDatabase({ dataDir: "", databaseUrl })).db;
    await migrateToLatest(postgres);
    await seed(postgres);
    await postgres.destroy();
    await createTemplates(databaseUrl);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "casino-sandbox-jest-"));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  await migrateToLatest(db);
  const migrated = path.join(dir, "migrated.tar");
  writeFileSync(migrated, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await seed(db);
  const seeded = path.join(dir, "seeded.tar");
  writeFileSync(seeded, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await db.destroy();
  process.env.SANDBOX_TEST_DUMP_MIGRATED = migrated;
  process.env.SANDBOX_TEST_DUMP_SEEDED = seeded;
  process.env.SANDBOX_TEST_DUMP_DIR = dir;
}
