import {
  backButton,
  closingBehavior,
  init,
  miniApp,
  swipeBehavior,
  themeParams,
  viewport,
  type PostEventFpFn,
} from "@tma.js/sdk";
import type { Logger } from "@casino/core";
import type { TelegramThemeParams } from "@casino/ui";

/** How long the viewport may take to answer its first requests before the app goes on without it. */
export const VIEWPORT_TIMEOUT_MS = 5_000;

/**
 * CSS variable names of the viewport, as Telegram's own web-app script names them (the UI kit reads
 * `--tg-safe-area-inset-bottom`): `--tg-viewport-height`, `--tg-viewport-stable-height`,
 * `--tg-viewport-width`, `--tg-safe-area-inset-{side}`, `--tg-content-safe-area-inset-{side}`.
 */
export function viewportCssVar(key: string): string {
  const kebab = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return /^(content-)?safe-area/.test(kebab) ? `--tg-${kebab}` : `--tg-viewport-${kebab}`;
}

/** Options of {@link initTelegram}. */
export interface InitTelegramOptions {
  logger: Logger;
  /** Theme parameters of the launch, used until the theme feature reports its own. */
  launchTheme?: TelegramThemeParams;
  /** Replaces the SDK's `postEvent` (see `detachedPostEvent`). */
  postEvent?: PostEventFpFn | undefined;
}

/** What {@link initTelegram} set up. */
export interface TelegramSetup {
  /** Resolves once the viewport answered (or gave up); its CSS variables are then bound. */
  viewportReady: Promise<boolean>;
  /** Current theme parameters (the launch ones until Telegram sends a change). */
  themeParams(): TelegramThemeParams;
  /** Calls `listener` on every theme change; returns a function that stops. */
  onThemeChange(listener: (params: TelegramThemeParams) => void): () => void;
  /** Undoes the set-up (tests, hot reload). */
  dispose(): void;
}

/**
 * Initialises the SDK in one place (spec rule 10, STYLE.md's tma.js template habits), from the SDK
 * chunk loaded right after the first paint (the first render does not wait for the SDK; it
 * uses the launch values and theme read without it): `init()`, then mounts what the client
 * supports: back button, closing behaviour, swipe behaviour, theme parameters (CSS variables
 * `--tg-theme-*`), mini app (`--tg-bg-color`, ...) and the viewport (height, stable height,
 * safe-area and content-safe-area insets as CSS variables). Tells Telegram the app is ready.
 * Telegram's own `telegram-web-app.js` is never loaded beside it.
 */
export function initTelegram({
  logger,
  launchTheme = {},
  postEvent,
}: InitTelegramOptions): TelegramSetup {
  const cleanups: (() => void)[] = [init(postEvent ? { postEvent } : {})];
  const attempt = (name: string, step: () => void) => {
    try {
      step();
    } catch (error) {
      logger.warn(`telegram: ${name} unavailable`, error);
    }
  };
  if (backButton.mount.isAvailable()) attempt("back button", () => backButton.mount());
  if (closingBehavior.mount.isAvailable())
    attempt("closing behaviour", () => closingBehavior.mount());
  if (swipeBehavior.mount.isAvailable()) attempt("swipe behaviour", () => swipeBehavior.mount());
  if (themeParams.mount.isAvailable()) {
    attempt("theme parameters", () => {
      themeParams.mount();
      if (!themeParams.isCssVarsBound()) cleanups.push(themeParams.bindCssVars());
    });
  }
  if (miniApp.mount.isAvailable()) {
    attempt("mini app", () => {
      miniApp.mount();
      if (!miniApp.isCssVarsBound()) cleanups.push(miniApp.bindCssVars());
    });
  }
  const viewportReady = mountViewport(logger, cleanups);
  miniApp.ready.ifAvailable();

  const current = (): TelegramThemeParams =>
    themeParams.isMounted()
      ? ({ ...launchTheme, ...themeParams.state() } as TelegramThemeParams)
      : launchTheme;
  return {
    viewportReady,
    themeParams: current,
    onThemeChange: (listener) => themeParams.state.sub(() => listener(current())),
    dispose: () => {
      for (const cleanup of cleanups.reverse()) cleanup();
      for (const feature of [backButton, closingBehavior, swipeBehavior, themeParams, miniApp])
        feature.unmount();
    },
  };
}

async function mountViewport(logger: Logger, cleanups: (() => void)[]): Promise<boolean> {
  if (!viewport.mount.isAvailable()) return false;
  try {
    await viewport.mount({ timeout: VIEWPORT_TIMEOUT_MS });
    if (!viewport.isCssVarsBound()) cleanups.push(viewport.bindCssVars(viewportCssVar));
    return true;
  } catch (error) {
    logger.warn("telegram: viewport did not answer", error);
    return false;
  }
}
