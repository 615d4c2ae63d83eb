/**
 * TOTP (RFC 6238, 30-second steps, 6 digits) with otplib, and the one-time
 * recovery codes. Secrets and codes are stored encrypted; a TOTP step once
 * accepted is never accepted again, a recovery code only once.
 */
import { generateSecret, generateURI, verify } from "otplib";
import type { Db, User } from "../../db/types.ts";
import { decrypt, encrypt, randomRecoveryCode, safeEqual, sha256 } from "../../lib/crypto.ts";

export const RECOVERY_CODE_COUNT = 10;

/** A new base32 secret (20 random bytes) and its `otpauth://` URI. */
export function newTotpSecret(
  account: string,
  issuer = "Casino Sandbox",
): { secret: string; uri: string } {
  const secret = generateSecret();
  return { secret, uri: generateURI({ issuer, label: account, secret }) };
}

/**
 * Checks a TOTP code against the player's secret (one step of drift either way)
 * and records the step so the same code cannot be used twice.
 * @returns true when accepted
 */
export async function checkTotp(
  db: Db,
  appKey: string,
  user: User,
  code: string,
  nowMs: number,
): Promise<boolean> {
  if (!user.two_factor_secret) return false;
  const secret = decrypt(appKey, user.two_factor_secret);
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: 30,
    ...(user.two_factor_last_step !== null ? { afterTimeStep: user.two_factor_last_step } : {}),
  });
  if (!result.valid) return false;
  const step = (result as { timeStep: number }).timeStep;
  // Compare-and-set so two concurrent requests cannot both spend the same step.
  const updated = await db
    .updateTable("users")
    .set({ two_factor_last_step: step })
    .where("id", "=", user.id)
    .where((eb) =>
      eb.or([eb("two_factor_last_step", "is", null), eb("two_factor_last_step", "<", step)]),
    )
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Replaces a player's recovery codes with fresh ones and returns them. */
export async function replaceRecoveryCodes(
  db: Db,
  appKey: string,
  userId: number,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, randomRecoveryCode);
  await db.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  await db
    .insertInto("recovery_codes")
    .values(
      codes.map((code) => ({
        user_id: userId,
        code_hash: sha256(code),
        code_encrypted: encrypt(appKey, code),
      })),
    )
    .execute();
  return codes;
}

/** The unused recovery codes of a player, oldest first. */
export async function unusedRecoveryCodes(
  db: Db,
  appKey: string,
  userId: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom("recovery_codes")
    .select("code_encrypted")
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .orderBy("id")
    .execute();
  return rows.map((row) => decrypt(appKey, row.code_encrypted));
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
