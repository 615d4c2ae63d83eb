/**
 * TOTP (RFC 6238, 30-second steps, 6 digits) with otplib. Secrets are stored encrypted; a TOTP
 * step once accepted is never accepted again.
 */
import { generateSecret, generateURI, verify } from "otplib";
import type { Db, User } from "../../db/types.ts";
import { decrypt } from "../../lib/crypto.ts";

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
