/**
 * Proving who you are again before a sensitive change (generating recovery codes, changing the
 * e-mail, setting a first password, turning two-factor authentication on or off): the current
 * password or a TOTP code, whichever the account has. An account with neither (a Telegram or
 * social sign-up before it sets a password) proves it with a fresh sign-in instead. Wrong
 * answers are throttled per player, like sign-in failures.
 */
import type { Auth } from "../../lib/handler.ts";
import { verifyPassword } from "../../lib/crypto.ts";
import { ApiError, fieldError } from "../../lib/errors.ts";
import type { Services } from "../../services.ts";
import { checkTotp } from "./totp.ts";

/** How recent a sign-in must be to count as proof for an account without password or 2FA. */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

/** The proof a request carries. */
export interface StepUpProof {
  current_password?: string | undefined;
  code?: string | undefined;
}

/**
 * Checks the proof of the signed-in player.
 * @throws 422 `current_password` required / `current_password_wrong`, `code` `two_factor_invalid`,
 *   `token_expired` (sign in again), 429 while throttled
 */
export async function requireStepUp(
  services: Services,
  auth: Auth,
  proof: StepUpProof,
): Promise<void> {
  const { user } = auth;
  const key = `step-up:user:${user.id}`;
  const hasTotp = Boolean(user.two_factor_confirmed_at && user.two_factor_secret);
  if (!user.password_hash && !hasTotp) {
    if (services.clock.now() - auth.signedInAt.getTime() <= RECENT_SIGN_IN_MS) return;
    throw new ApiError(422, "token_expired", { message: "Sign in again to confirm this change." });
  }
  await services.throttle.assertAllowed(key);
  let passed: boolean;
  let field: "current_password" | "code";
  if (proof.code !== undefined && hasTotp) {
    field = "code";
    passed = await checkTotp(
      services.db,
      services.config.appKey,
      user,
      proof.code,
      services.clock.now(),
    );
  } else if (proof.current_password !== undefined && user.password_hash) {
    field = "current_password";
    passed = await verifyPassword(proof.current_password, user.password_hash);
  } else {
    throw fieldError(user.password_hash ? "current_password" : "code", "required");
  }
  if (passed) return;
  await services.throttle.fail(key, services.config.throttles.stepUp);
  throw fieldError(field, field === "code" ? "two_factor_invalid" : "current_password_wrong");
}
