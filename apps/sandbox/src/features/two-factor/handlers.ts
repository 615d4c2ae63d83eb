/**
 * Two-factor authentication: set-up (secret + otpauth URL), confirmation with a code (which
 * issues ten recovery codes, shown that once), the count of unused recovery codes and their
 * regeneration and switching off (the sign-in's second step is auth/two-factor-sign-in.ts). Turning it on or off ends the
 * player's other sessions.
 */
import { requireStepUp } from "./step-up.ts";
import { checkTotp, newTotpSecret } from "./totp.ts";
import { remainingRecoveryCodes, replaceRecoveryCodes } from "./repository.ts";
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
    await limiter.hit(`2fa:user:${user.id}`, config.rateLimits.twoFactor);
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
      const { user, tokenId } = requireAuth(ctx);
      if (!user.two_factor_secret) throw unprocessable("two_factor_not_enabled");
      if (user.two_factor_confirmed_at) throw unprocessable("two_factor_already_enabled");
      await requireCode(user, ctx.body.code);
      await db
        .updateTable("users")
        .set({ two_factor_confirmed_at: new Date(clock.now()) })
        .where("id", "=", user.id)
        .execute();
      const codes = await replaceRecoveryCodes(db, user.id);
      await services.sessions.revokeAll(user.id, "two_factor_changed", tokenId);
      return ok(
        { recovery_codes: codes },
        "Two-factor authentication is on. Keep your recovery codes safe.",
      );
    },

    disableTwoFactor: async (ctx) => {
      const { user, tokenId } = requireAuth(ctx);
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
      await services.sessions.revokeAll(user.id, "two_factor_changed", tokenId);
      return ok(null, "Two-factor authentication is off.");
    },

    getTwoFactorRecoveryCodes: async (ctx) => {
      const { user } = requireAuth(ctx);
      requireConfirmed(user);
      return ok({ remaining: await remainingRecoveryCodes(db, user.id) });
    },

    regenerateTwoFactorRecoveryCodes: async (ctx) => {
      const auth = requireAuth(ctx);
      requireConfirmed(auth.user);
      await limiter.hit(`2fa:user:${auth.user.id}`, config.rateLimits.twoFactor);
      await requireStepUp(services, auth, ctx.body);
      return ok(
        { recovery_codes: await replaceRecoveryCodes(db, auth.user.id) },
        "New recovery codes created. They are shown only now.",
      );
    },
  };
}
