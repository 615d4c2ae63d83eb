/**
 * The once-only marks of the seed steps: each step writes its data and, in the same transaction,
 * a `sandbox_meta` row under its own key, so a database seeded before a step existed gets that
 * step on its next start and never gets any step twice.
 */
import type { Db } from "./types.ts";

/** Whether the seed step of `key` has run on this database. */
export async function isSeeded(db: Db, key: string): Promise<boolean> {
  const done = await db
    .selectFrom("sandbox_meta")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirst();
  return done !== undefined;
}

/** Records that the seed step of `key` ran at `now` (pass the step's transaction). */
export async function markSeeded(db: Db, key: string, now: Date): Promise<void> {
  await db.insertInto("sandbox_meta").values({ key, value: now.toISOString() }).execute();
}
