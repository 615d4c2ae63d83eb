/**
 * Two-factor authentication: set-up (secret + otpauth URL), confirmation with
 * a code (which issues ten recovery codes), recovery code listing and
 * regeneration, switching off, and the sign-in challenge.
 */
import { issueSession } from "../auth/sign-in.ts";
import {
  checkTotp,
  newTotpSecret,
  replaceRecoveryCodes,
  unusedRecoveryCodes,
  useRecoveryCode,
} from "./totp.ts";
import type { User } from "../../db/types.ts";
import { encrypt } from "../../lib/crypto.ts";
import { ok } from "../../lib/envelope.ts";
import { fieldError, unprocessable } from "../../lib/errors.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import type { Services } from "../../services.ts";

/** The handlers of the two-factor feature. */
export function twoFactorHandlers(services: Services): Handlers {
  const { db, config, clock, limiter } = services;

  /** Checks a TOTP code of the signed-in player (rate limited per player). */
  async function requireCode(user: User, code: string): Promise<void> {
    limiter.hit(`2fa:user:${user.id}`, config.rateLimits.twoFactor);
    if (!(await checkTotp(db, config.appKey, user, code, clock.now())))
      throw fieldError("code", "two_factor_invalid");
  }

  const requireConfirmed = (user: User) => {
    if (!user.two_factor_confirmed_at || !user.two_factor_secret)
      throw unprocessable("two_factor_not_enabled");
  };

  return {
    enableTwoFactor: async (ctx) => {
      const { user } = requireAuth(ctx);
      if (user.two_factor_confirmed_at) throw unprocessable("two_factor_already_enabled");
      const { secret, uri } = newTotpSecret(user.email ?? user.username);
      await db
        .updateTable("users")
        .set({
          two_factor_secret: encrypt(config.appKey, secret),
          two_factor_confirmed_at: null,
          two_factor_last_step: null,
        })
        .where("id", "=", user.id)
        .execute();
      return ok(
        { secret, otpauth_url: uri },
        "Scan the code with your authenticator app, then confirm.",
      );
    },

    confirmTwoFactor: async (ctx) => {
      const { user } = requireAuth(ctx);
      if (!user.two_factor_secret) throw unprocessable("two_factor_not_enabled");
      if (user.two_factor_confirmed_at) throw unprocessable("two_factor_already_enabled");
      await requireCode(user, ctx.body.code);
      await db
        .updateTable("users")
        .set({ two_factor_confirmed_at: new Date(clock.now()) })
        .where("id", "=", user.id)
        .execute();
      const codes = await replaceRecoveryCodes(db, config.appKey, user.id);
      return ok(
        { recovery_codes: codes },
        "Two-factor authentication is on. Keep your recovery codes safe.",
      );
    },

    disableTwoFactor: async (ctx) => {
      const { user } = requireAuth(ctx);
      if (!user.two_factor_secret) throw unprocessable("two_factor_not_enabled");
      await requireCode(user, ctx.body.code);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("users")
          .set({
            two_factor_secret: null,
            two_factor_confirmed_at: null,
            two_factor_last_step: null,
          })
          .where("id", "=", user.id)
          .execute();
        await trx.deleteFrom("recovery_codes").where("user_id", "=", user.id).execute();
      });
      return ok(null, "Two-factor authentication is off.");
    },

    getTwoFactorRecoveryCodes: async (ctx) => {
      const { user } = requireAuth(ctx);
      requireConfirmed(user);
      return ok({ recovery_codes: await unusedRecoveryCodes(db, config.appKey, user.id) });
    },

    regenerateTwoFactorRecoveryCodes: async (ctx) => {
      const { user } = requireAuth(ctx);
      requireConfirmed(user);
      await requireCode(user, ctx.body.code);
      return ok(
        { recovery_codes: await replaceRecoveryCodes(db, config.appKey, user.id) },
        "New recovery codes created.",
      );
    },

    twoFactorChallenge: async ({ body: input, ip }) => {
      limiter.hit(`2fa:challenge:${ip}:${input.auth_id}`, config.rateLimits.twoFactor);
      const now = new Date(clock.now());
      const challenge = await db
        .selectFrom("two_factor_challenges")
        .selectAll()
        .where("id", "=", input.auth_id)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .executeTakeFirst();
      const user =
        challenge &&
        (await db
          .selectFrom("users")
          .selectAll()
          .where("id", "=", challenge.user_id)
          .executeTakeFirst());
      if (!challenge || !user || !user.two_factor_confirmed_at)
        throw unprocessable("token_expired");
      const passed =
        "code" in input
          ? await checkTotp(db, config.appKey, user, input.code, now.getTime())
          : await useRecoveryCode(db, user.id, input.recovery_code, now);
      if (!passed) {
        await db
          .updateTable("two_factor_challenges")
          .set((eb) => ({ failed_attempts: eb("failed_attempts", "+", 1) }))
          .where("id", "=", challenge.id)
          .execute();
        throw fieldError("code" in input ? "code" : "recovery_code", "two_factor_invalid");
      }
      const spent = await db
        .updateTable("two_factor_challenges")
        .set({ used_at: now })
        .where("id", "=", challenge.id)
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) throw unprocessable("token_expired");
      const { token } = await issueSession(services, user, challenge.login_method);
      return ok({ token }, "Signed in.");
    },
  };
}
