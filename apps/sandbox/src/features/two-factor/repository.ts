/**
 * Two-factor queries: recovery codes (shown once when generated, stored only as SHA-256
 * hashes, each spent once) and the sign-in challenges (`auth_id`) that wait for a code.
 */
import type { Db } from "../../db/types.ts";
import { randomRecoveryCode, randomToken, safeEqual, sha256 } from "../../lib/crypto.ts";

export const RECOVERY_CODE_COUNT = 10;
/** How long an `auth_id` of a pending two-factor sign-in is valid. */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 10 * 60_000;
/** Wrong codes after which a sign-in challenge is dead. */
export const CHALLENGE_MAX_FAILURES = 5;

/** Replaces a player's recovery codes with fresh ones and returns them (the only time they are readable). */
export async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, randomRecoveryCode);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    await trx
      .insertInto("recovery_codes")
      .values(codes.map((code) => ({ user_id: userId, code_hash: sha256(code) })))
      .execute();
  });
  return codes;
}

/** How many unused recovery codes a player has. */
export async function remainingRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Spends a recovery code (constant-time comparison over the player's unused codes).
 * @returns true when the code was unused and is now spent
 */
export async function useRecoveryCode(
  db: Db,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const hash = sha256(code);
  const rows = await db
    .selectFrom("recovery_codes")
    .select(["id", "code_hash"])
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
  let match: number | undefined;
  for (const row of rows) if (safeEqual(row.code_hash, hash)) match = row.id;
  if (match === undefined) return false;
  const updated = await db
    .updateTable("recovery_codes")
    .set({ used_at: now })
    .where("id", "=", match)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Opens a sign-in challenge; returns its `auth_id`. */
export async function openChallenge(
  db: Db,
  input: { userId: number; method: string; ip: string; telegramInitHash: string | null },
  nowMs: number,
): Promise<string> {
  const authId = randomToken(24);
  await db
    .insertInto("two_factor_challenges")
    .values({
      id: authId,
      user_id: input.userId,
      login_method: input.method,
      ip: input.ip,
      telegram_init_hash: input.telegramInitHash,
      expires_at: new Date(nowMs + TWO_FACTOR_CHALLENGE_TTL_MS),
      created_at: new Date(nowMs),
    })
    .execute();
  return authId;
}

/** A live challenge: unspent, unexpired, with fewer than {@link CHALLENGE_MAX_FAILURES} wrong codes. */
export async function liveChallenge(db: Db, authId: string, now: Date) {
  return db
    .selectFrom("two_factor_challenges")
    .selectAll()
    .where("id", "=", authId)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .where("failed_attempts", "<", CHALLENGE_MAX_FAILURES)
    .executeTakeFirst();
}

/** Counts a wrong code on a challenge (atomically); the fifth kills it. */
export async function failChallenge(db: Db, authId: string): Promise<void> {
  await db
    .updateTable("two_factor_challenges")
    .set((eb) => ({ failed_attempts: eb("failed_attempts", "+", 1) }))
    .where("id", "=", authId)
    .execute();
}

/** Spends a challenge once; false when another request spent it first. */
export async function spendChallenge(db: Db, authId: string, now: Date): Promise<boolean> {
  const spent = await db
    .updateTable("two_factor_challenges")
    .set({ used_at: now })
    .where("id", "=", authId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
