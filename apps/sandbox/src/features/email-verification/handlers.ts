/**
 * E-mail verification: the link's signature and expiry, then its id and hash
 * (SHA-1 of the address); re-sending the link at most once a minute per address.
 */
import { findByEmail } from "../users/repository.ts";
import { checkVerificationLink, RESEND_COOLDOWN_MS, sendVerificationMail } from "./verification.ts";
import { safeEqual, sha1 } from "../../lib/crypto.ts";
import { ok } from "../../lib/envelope.ts";
import { forbidden, tooManyRequests, unprocessable } from "../../lib/errors.ts";
import type { Handlers } from "../../lib/handler.ts";
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
      limiter.hit(`resend:${ip}`, config.rateLimits.emailResend);
      const now = clock.now();
      const user = await findByEmail(db, email);
      if (!user)
        return ok(
          { resend_available_at: new Date(now + RESEND_COOLDOWN_MS).toISOString() },
          "Verification mail sent.",
        );
      if (user.email_verified_at) throw unprocessable("email_already_verified");
      const last = user.email_verification_sent_at?.getTime();
      if (last !== undefined && now - last < RESEND_COOLDOWN_MS)
        throw tooManyRequests(Math.ceil((last + RESEND_COOLDOWN_MS - now) / 1000));
      const sentAt = await sendVerificationMail(services, user);
      return ok(
        { resend_available_at: new Date(sentAt.getTime() + RESEND_COOLDOWN_MS).toISOString() },
        "Verification mail sent.",
      );
    },
  };
}
