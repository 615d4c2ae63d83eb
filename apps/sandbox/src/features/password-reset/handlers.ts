/**
 * Forgotten passwords: a single-use link valid 60 minutes, sent only when the
 * account exists but answered the same either way (no account enumeration).
 */
import { clearSignInFailures } from "../auth/index.ts";
import { findByEmail } from "../users/index.ts";
import { hashPassword, randomToken, safeEqual, sha256 } from "../../lib/crypto.ts";
import { ok } from "../../lib/envelope.ts";
import { fieldError } from "../../lib/errors.ts";
import type { Handlers } from "../../lib/handler.ts";
import { message } from "../../lib/player-texts.ts";
import type { Services } from "../../services.ts";

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/** The handlers of the password-reset feature. */
export function passwordResetHandlers(services: Services): Handlers {
  const { db, config, limiter, clock, outbox } = services;
  return {
    forgotPassword: async ({ body, ip }) => {
      const email = body.email.trim();
      await limiter.hit(`forgot:${ip}:${email.toLowerCase()}`, config.rateLimits.forgotPassword);
      const user = await findByEmail(db, email);
      if (user && !user.disabled_at) {
        const token = randomToken(32);
        const now = clock.now();
        await db
          .insertInto("password_resets")
          .values({
            user_id: user.id,
            token_hash: sha256(token),
            expires_at: new Date(now + RESET_TOKEN_TTL_MS),
            created_at: new Date(now),
          })
          .execute();
        const link = `${config.appUrl}/password/reset/${token}?${new URLSearchParams({ email: user.email! })}`;
        await outbox.send({
          channel: "email",
          to: user.email!,
          ...message(user.lang, "mail.passwordReset", { username: user.username, link }),
        });
      }
      return ok(null, "If an account exists for this address, a reset link is on its way.");
    },

    resetPassword: async ({ body, ip }) => {
      const input = body;
      await limiter.hit(`reset:${ip}`, config.rateLimits.resetPassword);
      if (!safeEqual(input.password, input.password_confirmation))
        throw fieldError("password_confirmation", "password_not_match");
      const user = await findByEmail(db, input.email);
      const now = new Date(clock.now());
      const reset = user
        ? await db
            .selectFrom("password_resets")
            .select("id")
            .where("user_id", "=", user.id)
            .where("token_hash", "=", sha256(input.token))
            .where("used_at", "is", null)
            .where("expires_at", ">", now)
            .executeTakeFirst()
        : undefined;
      if (!user || !reset) throw fieldError("token", "token_expired");
      const passwordHash = await hashPassword(input.password);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("users")
          .set({ password_hash: passwordHash, updated_at: now })
          .where("id", "=", user.id)
          .execute();
        await trx
          .updateTable("password_resets")
          .set({ used_at: now })
          .where("user_id", "=", user.id)
          .where("used_at", "is", null)
          .execute();
      });
      await services.sessions.revokeAll(user.id, "password_reset");
      await clearSignInFailures(services, user);
      return ok(null, "Your password has been changed.");
    },
  };
}
