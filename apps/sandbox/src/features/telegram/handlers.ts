/**
 * Sign-in from the Telegram Mini App: the raw init data is checked with
 * Telegram's HMAC scheme and the bot token (@tma.js/init-data-node), stale
 * data is refused, and the player is found or created by Telegram user id.
 */
import { locales } from "@casino/api";
import { parse, validate } from "@tma.js/init-data-node";
import { assertCountryAllowed, issueSession } from "../auth/sign-in.ts";
import { createUser, freeUsername } from "../users/repository.ts";
import { ok } from "../../lib/envelope.ts";
import { forbidden, unprocessable } from "../../lib/errors.ts";
import type { Handlers } from "../../lib/handler.ts";
import type { Services } from "../../services.ts";

/** Init data dated this far in the future is refused (clock skew allowance). */
const FUTURE_SKEW_MS = 60_000;

/** The handlers of the Telegram feature. */
export function telegramHandlers(services: Services): Handlers {
  const { db, clock, config, limiter } = services;
  return {
    telegramLogin: async ({ body, ip }) => {
      const input = body;
      limiter.hit(`telegram:${ip}`, config.rateLimits.login);
      assertCountryAllowed(services, ip);
      let data: ReturnType<typeof parse>;
      try {
        // Age is checked below against the server clock; the library checks the hash over the raw pairs.
        validate(input.data, config.telegramBotToken, { expiresIn: 0 });
        data = parse(input.data);
      } catch {
        throw unprocessable("telegram_data_invalid");
      }
      const issuedAt = data.auth_date.getTime();
      const now = clock.now();
      if (!data.user || Number.isNaN(issuedAt) || issuedAt > now + FUTURE_SKEW_MS)
        throw unprocessable("telegram_data_invalid");
      if (now - issuedAt > config.telegramMaxAgeSeconds * 1000)
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
      if (user.disabled_at) throw forbidden("account_disabled");
      const { token, expiresIn } = await issueSession(services, user, "telegram");
      return ok({ token, expires_in: expiresIn, is_new_user: isNew }, "Signed in.");
    },
  };
}
