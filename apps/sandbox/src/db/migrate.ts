/**
 * Applies pending migrations with Kysely's Migrator.
 */
import type { Kysely } from "kysely";
import { Migrator, type MigrationResult } from "kysely/migration";
import { migrations } from "./migrations/index.ts";

/**
 * Brings the schema to the latest migration.
 * @returns the migrations applied by this call
 * @throws when a migration fails (the failing one is rolled back)
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === "Error");
    throw new Error(`Migration ${failed?.migrationName ?? "?"} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return results;
}
