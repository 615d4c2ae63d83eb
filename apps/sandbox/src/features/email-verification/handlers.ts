/**
 * E-mail verification: the link's signature and expiry, then its id and hash
 * (SHA-1 of the address); re-sending the link at most once a minute per address.
 */
import { findByEmail } from "../users/index.ts";
import { checkVerificationLink, RESEND_COOLDOWN_MS, sendVerificationMail } from "../users/index.ts";
import { safeEqual, sha1 } from "../../lib/crypto.ts";
import { ok } from "../../lib/envelope.ts";
import { forbidden, unprocessable } from "../../lib/errors.ts";
import type { Handlers } from "../../lib/handler.ts";
import { message } from "../../lib/player-texts.ts";
import type { Services } from "../../services.ts";

/** The handlers of the e-mail verification feature. */
export function emailVerificationHandlers(services: Services): Handlers {
  const { db, clock, config, limiter } = services;
  return {
    verifyEmail: async ({ query }) => {
      const id = query.id;
      const hash = query.hash;
      const link = checkVerificationLink(
        config.appKey,
        { id, hash, expires: query.expires, signature: query.signature },
        clock.now(),
      );
      if (link === "invalid") throw forbidden("verification_link_invalid");
      if (link === "expired") throw unprocessable("token_expired");
      const user = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
      if (!user || !user.email || !safeEqual(sha1(user.email.toLowerCase()), hash))
        throw forbidden("verification_link_invalid");
      if (user.email_verified_at) {
        return ok(
          { email: user.email, email_verified_at: user.email_verified_at.toISOString() },
          "Your e-mail address is already verified.",
        );
      }
      const verifiedAt = new Date(clock.now());
      await db
        .updateTable("users")
        .set({ email_verified_at: verifiedAt, updated_at: verifiedAt })
        .where("id", "=", user.id)
        .execute();
      await services.realtime.toPlayer(user.id, "verified_email", {
        email: user.email,
        email_verified_at: verifiedAt.toISOString(),
      });
      return ok(
        { email: user.email, email_verified_at: verifiedAt.toISOString() },
        "Your e-mail address is verified.",
      );
    },

    resendVerificationEmail: async ({ body, ip }) => {
      const email = body.email.trim();
      await limiter.hit(`resend:${ip}`, config.rateLimits.emailResend);
      // One mail a minute per address, counted alike whether the address has an account or not.
      await limiter.hit(`resend:address:${email.toLowerCase()}`, {
        max: 1,
        windowMs: RESEND_COOLDOWN_MS,
      });
      const now = clock.now();
      const user = await findByEmail(db, email);
      if (user?.email_verified_at)
        await services.outbox.send({
          channel: "email",
          to: user.email!,
          ...message(user.lang, "mail.alreadyVerified", {
            username: user.username,
            link: config.appUrl,
          }),
        });
      else if (user) await sendVerificationMail(services, user);
      return ok(
        { resend_available_at: new Date(now + RESEND_COOLDOWN_MS).toISOString() },
        "If this address needs verifying, a new link is on its way.",
      );
    },
  };
}
