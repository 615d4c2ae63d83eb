import { either } from "fp-ts";
import type { PostEventFpFn } from "@tma.js/sdk";
import type { Logger } from "@casino/core";

interface TelegramGlobals {
  TelegramWebviewProxy?: { postEvent?: unknown };
  external?: { notify?: unknown };
}

/**
 * Whether a Telegram client can receive the SDK's events here: inside an iframe (Telegram Web posts
 * through `window.parent`), or with the native clients' `TelegramWebviewProxy` / `external.notify`.
 */
export function reachesTelegramClient(win: Window = window): boolean {
  try {
    if (win.self !== win.top) return true;
  } catch {
    return true;
  }
  const globals = win as unknown as TelegramGlobals;
  return (
    typeof globals.TelegramWebviewProxy?.postEvent === "function" ||
    typeof globals.external?.notify === "function"
  );
}

/**
 * The SDK's `postEvent` for a page opened with launch parameters but outside any Telegram client (the
 * sandbox's dev launcher in a normal browser tab): there is nobody to post to, so each event is
 * logged at debug level and dropped instead of failing, and requests that wait for an answer fall
 * back to their defaults when they time out. This is not a mock: nothing answers.
 */
export function detachedPostEvent(logger: Logger): PostEventFpFn {
  const post = (method: string, params?: unknown) => {
    logger.debug(`telegram: ${method} not sent (no Telegram client)`, params);
    return either.right(undefined);
  };
  return post as PostEventFpFn;
}
