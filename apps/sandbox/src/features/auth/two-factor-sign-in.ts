/**
 * The sign-in's second step for an account with two-factor authentication: the challenge opened by
 * the first step (./sign-in.ts) is answered with a TOTP code or a recovery code, then the session
 * is issued. Wrong answers count as sign-in failures.
 */
import { ok } from "../../lib/envelope.ts";
import { fieldError, unprocessable } from "../../lib/errors.ts";
import type { Handlers } from "../../lib/handler.ts";
import type { Services } from "../../services.ts";
import {
  failChallenge,
  liveChallenge,
  spendChallenge,
  useRecoveryCode,
  checkTotp,
} from "../two-factor/index.ts";
import {
  assertCountryAllowed,
  clearSignInFailures,
  issueSession,
  recordSignInFailure,
} from "./sign-in.ts";

/** The handler of the two-factor sign-in challenge. */
export function twoFactorSignInHandlers(services: Services): Handlers {
  const { db, config, clock, limiter } = services;
  return {
    twoFactorChallenge: async ({ body: input, ip }) => {
      await limiter.hit(`2fa:challenge:${ip}:${input.auth_id}`, config.rateLimits.twoFactor);
      const now = new Date(clock.now());
      const challenge = await liveChallenge(db, input.auth_id, now);
      const user =
        challenge &&
        (await db
          .selectFrom("users")
          .selectAll()
          .where("id", "=", challenge.user_id)
          .executeTakeFirst());
      if (!challenge || !user || !user.two_factor_confirmed_at || user.disabled_at)
        throw unprocessable("token_expired");
      assertCountryAllowed(services, ip);
      const passed =
        "code" in input
          ? await checkTotp(db, config.appKey, user, input.code, now.getTime())
          : await useRecoveryCode(db, user.id, input.recovery_code, now);
      if (!passed) {
        await failChallenge(db, challenge.id);
        await recordSignInFailure(services, user, "");
        throw fieldError("code" in input ? "code" : "recovery_code", "two_factor_invalid");
      }
      if (!(await spendChallenge(db, challenge.id, now))) throw unprocessable("token_expired");
      await clearSignInFailures(services, user);
      const { token } = await issueSession(services, user, challenge.login_method, {
        ip: challenge.ip ?? ip,
        telegramInitHash: challenge.telegram_init_hash,
      });
      return ok({ token }, "Signed in.");
    },
  };
}
