/**
 * Phone verification by SMS code: 6 digits, valid 10 minutes, one SMS a minute,
 * five wrong attempts spend the code. The number becomes the player's once verified.
 */
import type { Db, User } from "../../db/types.ts";
import { randomDigits, safeEqual, sha256 } from "../../lib/crypto.ts";
import { ok } from "../../lib/envelope.ts";
import { fieldError, tooManyRequests, unprocessable } from "../../lib/errors.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import { message } from "../../lib/player-texts.ts";
import type { Services } from "../../services.ts";

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_RESEND_MS = 60_000;
export const OTP_MAX_ATTEMPTS = 5;

async function pendingOtp(db: Db, userId: number) {
  return db
    .selectFrom("phone_otps")
    .selectAll()
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

async function phoneTaken(
  db: Db,
  phoneCode: string,
  phone: string,
  userId: number,
): Promise<boolean> {
  const other = await db
    .selectFrom("users")
    .select("id")
    .where("phone_code", "=", phoneCode)
    .where("phone", "=", phone)
    .where("phone_verified_at", "is not", null)
    .where("id", "!=", userId)
    .executeTakeFirst();
  return other !== undefined;
}

/** The handlers of the phone OTP feature. */
export function otpHandlers(services: Services): Handlers {
  const { db, clock, config, limiter, outbox } = services;

  /** Sends a fresh code to a number, replacing any pending one; enforces the one-a-minute rule. */
  async function sendCode(user: User, phoneCode: string, phone: string) {
    await limiter.hit(`otp:${user.id}`, config.rateLimits.otp);
    const now = clock.now();
    const last = await db
      .selectFrom("phone_otps")
      .select("sent_at")
      .where("user_id", "=", user.id)
      .orderBy("id", "desc")
      .executeTakeFirst();
    if (last && now - last.sent_at.getTime() < OTP_RESEND_MS) {
      throw tooManyRequests(Math.ceil((last.sent_at.getTime() + OTP_RESEND_MS - now) / 1000));
    }
    const code = randomDigits(6);
    const expiresAt = new Date(now + OTP_TTL_MS);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("phone_otps")
        .set({ used_at: new Date(now) })
        .where("user_id", "=", user.id)
        .where("used_at", "is", null)
        .execute();
      await trx
        .insertInto("phone_otps")
        .values({
          user_id: user.id,
          phone_code: phoneCode,
          phone,
          code_hash: sha256(code),
          expires_at: expiresAt,
          sent_at: new Date(now),
        })
        .execute();
    });
    await outbox.send({
      channel: "sms",
      to: `${phoneCode}${phone}`,
      ...message(user.lang, "sms.phoneCode", { code }),
    });
    return ok(
      {
        phone_code: phoneCode,
        phone,
        expires_at: expiresAt.toISOString(),
        resend_available_at: new Date(now + OTP_RESEND_MS).toISOString(),
      },
      "Verification code sent.",
    );
  }

  return {
    sendPhoneOtp: async (ctx) => {
      const { user } = requireAuth(ctx);
      const { phone_code: phoneCode, phone } = ctx.body;
      if (await phoneTaken(db, phoneCode, phone, user.id)) throw fieldError("phone", "phone_taken");
      return sendCode(user, phoneCode, phone);
    },

    resendPhoneOtp: async (ctx) => {
      const { user } = requireAuth(ctx);
      const pending = await pendingOtp(db, user.id);
      if (!pending) throw unprocessable("phone_missing");
      return sendCode(user, pending.phone_code, pending.phone);
    },

    verifyPhoneOtp: async (ctx) => {
      const { user } = requireAuth(ctx);
      const code = ctx.query.code;
      const pending = await pendingOtp(db, user.id);
      if (!pending) throw unprocessable("phone_missing");
      const now = new Date(clock.now());
      if (pending.expires_at <= now) throw fieldError("code", "otp_expired");
      if (!safeEqual(pending.code_hash, sha256(code))) {
        const attempts = pending.failed_attempts + 1;
        await db
          .updateTable("phone_otps")
          .set({
            failed_attempts: attempts,
            ...(attempts >= OTP_MAX_ATTEMPTS ? { used_at: now } : {}),
          })
          .where("id", "=", pending.id)
          .execute();
        if (attempts >= OTP_MAX_ATTEMPTS) throw tooManyRequests(Math.ceil(OTP_RESEND_MS / 1000));
        throw fieldError("code", "otp_invalid");
      }
      if (await phoneTaken(db, pending.phone_code, pending.phone, user.id))
        throw fieldError("phone", "phone_taken");
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("phone_otps")
          .set({ used_at: now })
          .where("id", "=", pending.id)
          .execute();
        await trx
          .updateTable("users")
          .set({
            phone_code: pending.phone_code,
            phone: pending.phone,
            phone_verified_at: now,
            updated_at: now,
          })
          .where("id", "=", user.id)
          .execute();
      });
      await services.realtime.toPlayer(user.id, "verified_otp", {
        phone_code: pending.phone_code,
        phone: pending.phone,
        phone_verified_at: now.toISOString(),
      });
      return ok(
        {
          phone_code: pending.phone_code,
          phone: pending.phone,
          phone_verified_at: now.toISOString(),
        },
        "Your phone number is verified.",
      );
    },
  };
}
