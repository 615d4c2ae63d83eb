/**
 * Sign-in from the Telegram Mini App: the raw init data is checked with
 * Telegram's HMAC scheme and the bot token (@tma.js/init-data-node), stale
 * data is refused, and the player is found or created by Telegram user id, then
 * signed in through the shared completion (a two-factor challenge when enabled).
 * Init data whose session was logged out cannot sign in again: the mini app must
 * be reopened from Telegram.
 */
import { locales } from "@casino/api";
import { validate } from "@tma.js/init-data-node";
import { assertCountryAllowed, completeSignIn } from "../auth/index.ts";
import { createUser, freeUsername } from "../users/index.ts";
import { sha256 } from "../../lib/crypto.ts";
import { ok } from "../../lib/envelope.ts";
import { unprocessable } from "../../lib/errors.ts";
import type { Handlers } from "../../lib/handler.ts";
import type { Services } from "../../services.ts";

/** Init data dated this far in the future is refused (clock skew allowance). */
const FUTURE_SKEW_MS = 60_000;

/** The Telegram user of init data. */
interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
  photo_url?: string;
}

/**
 * Reads init data whose hash was already checked. Lenient where the library's `parse` is not:
 * data without `signature` (clients older than Bot API 8.0) is accepted.
 */
export function readInitData(raw: string): { user: TelegramUser; authDate: number; hash: string } {
  const params = new URLSearchParams(raw);
  const user = JSON.parse(params.get("user") ?? "null") as TelegramUser | null;
  const authDate = Number(params.get("auth_date"));
  const hash = params.get("hash") ?? "";
  if (
    !user ||
    typeof user !== "object" ||
    !Number.isSafeInteger(user.id) ||
    typeof user.first_name !== "string" ||
    !Number.isSafeInteger(authDate) ||
    !hash
  )
    throw new Error("malformed init data");
  return { user, authDate: authDate * 1000, hash };
}

/** The handlers of the Telegram feature. */
export function telegramHandlers(services: Services): Handlers {
  const { db, clock, config, limiter } = services;
  return {
    telegramLogin: async ({ body, ip }) => {
      const input = body;
      await limiter.hit(`telegram:${ip}`, config.rateLimits.login);
      assertCountryAllowed(services, ip);
      let data: ReturnType<typeof readInitData>;
      try {
        // Age is checked below against the server clock; the library checks the hash over the raw pairs.
        validate(input.data, config.telegramBotToken, { expiresIn: 0 });
        data = readInitData(input.data);
      } catch {
        throw unprocessable("telegram_data_invalid");
      }
      const issuedAt = data.authDate;
      const now = clock.now();
      if (issuedAt > now + FUTURE_SKEW_MS) throw unprocessable("telegram_data_invalid");
      if (now - issuedAt > config.telegramMaxAgeSeconds * 1000)
        throw unprocessable("telegram_data_expired");
      const initHash = sha256(data.hash);
      if (await services.sessions.telegramInitDataSpent(initHash))
        throw unprocessable("telegram_data_expired");

      const telegramId = String(data.user.id);
      let user = await db
        .selectFrom("users")
        .selectAll()
        .where("telegram_id", "=", telegramId)
        .executeTakeFirst();
      const isNew = !user;
      if (!user) {
        const tg = data.user;
        user = await createUser(db, {
          username: await freeUsername(db, tg.username ?? `tg${tg.id}`),
          email: null,
          telegram_id: telegramId,
          login_method: "telegram",
          lang:
            tg.language_code && (locales as readonly string[]).includes(tg.language_code)
              ? tg.language_code
              : "en",
          first_name: tg.first_name,
          last_name: tg.last_name ?? null,
          avatar_url: tg.photo_url ?? null,
          reference: input.reference ?? null,
          affiliate_token: input.affiliate_token ?? null,
          visitor_id: input.visitor_id ?? null,
          created_at: new Date(now),
        });
      }
      const outcome = await completeSignIn(services, user, "telegram", {
        ip,
        telegramInitHash: initHash,
      });
      return ok(
        {
          token: outcome.token,
          expires_in: outcome.expires_in,
          is_new_user: isNew,
          two_factor: outcome.two_factor,
          auth_id: outcome.auth_id,
        },
        outcome.two_factor ? "Enter your two-factor code." : "Signed in.",
      );
    },
  };
}
