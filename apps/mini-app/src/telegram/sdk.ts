import type { Logger } from "@casino/core";
import type { TelegramThemeParams } from "@casino/ui";
import { createSdkControls } from "../ports/telegram-sdk.ts";
import type { TelegramControls } from "../ports/telegram.ts";
import { initTelegram, type TelegramSetup } from "./init.ts";
import { detachedPostEvent, reachesTelegramClient } from "./post-event.ts";

/** The SDK once set up: its theme and viewport set-up, and the port's controls. */
export interface TelegramSdk {
  setup: TelegramSetup;
  controls: TelegramControls;
}

/**
 * The lazy chunk's entry (`late-sdk.ts` imports it after the first paint): initialises @tma.js/sdk
 * (`initTelegram`: features mounted, CSS variables bound, `web_app_ready` sent) and returns the
 * controls the queued Telegram port replays its calls on. Outside any Telegram client (the dev
 * launcher in a normal tab) the events are logged and dropped (`detachedPostEvent`).
 */
export function startTelegramSdk(logger: Logger, launchTheme: TelegramThemeParams): TelegramSdk {
  const setup = initTelegram({
    logger,
    launchTheme,
    postEvent: reachesTelegramClient() ? undefined : detachedPostEvent(logger),
  });
  return { setup, controls: createSdkControls(logger) };
}
