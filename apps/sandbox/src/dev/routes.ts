/**
 * Development endpoints (`/dev/...`), described in apps/sandbox/dev-openapi.yaml
 * and registered through the same contract machinery, only when SANDBOX_DEV is on.
 */
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { sign } from "@tma.js/init-data-node";
import { loadContract } from "../contract/load.ts";
import { registerContract } from "../contract/register.ts";
import { packageDir } from "../env.ts";
import { ok } from "../lib/envelope.ts";
import type { UntypedHandlers } from "../lib/handler.ts";
import type { Services } from "../services.ts";
import { issueSandboxSocialToken } from "../features/social/provider.ts";
import { devMoneyHandlers } from "./money-handlers.ts";
import { outboxPage } from "./outbox-page.ts";
import { devSiteHandlers } from "./site-handlers.ts";
import { devCompetitionHandlers } from "../features/tournaments/dev-handlers.ts";
import { registerTelegramLauncher, type TelegramPersona } from "./telegram-launcher.ts";
import { registerSupportDevPage } from "../features/support/dev-page.ts";

interface MintBody {
  user: TelegramPersona & { photo_url?: string };
  auth_date?: number;
  start_param?: string;
  bot_token?: string;
}

interface SocialTokenBody {
  provider: "google" | "facebook";
  provider_user_id?: string;
  email?: string | null;
  name?: string;
  expires_in: number;
}

/** The handlers of the dev endpoints. */
export function devHandlers(services: Services): UntypedHandlers {
  const { outbox, config, clock } = services;
  return {
    devListOutbox: async ({ query }) =>
      ok(
        await outbox.list({
          to: query.to as string | undefined,
          channel: query.channel as "email" | "sms" | undefined,
          limit: query.limit as number,
        }),
      ),
    devClearOutbox: async () => {
      await outbox.clear();
      return ok(null, "outbox_cleared");
    },
    devOutboxPage: async () => ({
      contentType: "text/html; charset=utf-8",
      raw: outboxPage(await outbox.list({ limit: 200 })),
    }),
    devMintTelegramInitData: async ({ body }) => {
      const input = body as MintBody;
      const authDate = input.auth_date ?? Math.floor(clock.now() / 1000);
      const initData = sign(
        {
          user: input.user,
          ...(input.start_param ? { start_param: input.start_param } : {}),
          query_id: `sandbox-${input.user.id}-${authDate}`,
        },
        input.bot_token ?? config.telegramBotToken,
        new Date(authDate * 1000),
      );
      return ok({ init_data: initData, auth_date: authDate });
    },
    devIssueSocialToken: async ({ body }) =>
      ok(await issueSandboxSocialToken(services, body as SocialTokenBody)),
  };
}

/** Registers the dev endpoints on `app`. */
export function registerDevRoutes(app: FastifyInstance, services: Services): void {
  registerContract(app, {
    contract: loadContract(path.join(packageDir, "dev-openapi.yaml")),
    handlers: {
      ...devHandlers(services),
      ...devMoneyHandlers(services),
      ...devSiteHandlers(services),
      ...devCompetitionHandlers(services),
    },
    authenticate: services.authenticate,
    validateResponses: services.config.validateResponses,
  });
  registerTelegramLauncher(app, services);
  registerSupportDevPage(app, services);
}
