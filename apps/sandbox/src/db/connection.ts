/**
 * Opens the database: PGlite (embedded PostgreSQL) in a data directory or in
 * memory by default, a real PostgreSQL server when a connection URL is given.
 */
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { PGliteDialect } from "./pglite-dialect.ts";
import type { Database, Db } from "./types.ts";

export interface DatabaseOptions {
  /** PGlite data directory, or `memory://` for a throw-away database. */
  dataDir: string;
  /** A PostgreSQL connection URL; when set, `dataDir` is ignored. */
  databaseUrl?: string | undefined;
}

/** An open database and a description of where it lives (for the start banner). */
export interface OpenDatabase {
  db: Db;
  description: string;
}

/** The PostgreSQL extensions PGlite loads (migrations `create extension` them). */
export const pgliteExtensions = { pg_trgm };

/**
 * Opens the database described by the options. Close it with `db.destroy()`.
 */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(options.databaseUrl);
    return { db, description: `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}` };
  }
  const memory = options.dataDir === "memory://" || options.dataDir === "";
  if (!memory) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(memory ? {} : { dataDir: options.dataDir }),
    extensions: pgliteExtensions,
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, description: memory ? "PGlite in memory" : `PGlite in ${options.dataDir}` };
}
