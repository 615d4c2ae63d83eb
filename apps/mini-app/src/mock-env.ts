import { emitEvent, mockTelegramEnv } from "@tma.js/bridge";
import { telegramThemes } from "@casino/api";
import type { TelegramThemeParams } from "@casino/ui";

/**
 * A mocked Telegram client for `pnpm dev` and component tests only (never in the production build:
 * main.tsx loads this module behind `import.meta.env.DEV` with a dynamic import). It answers the
 * bridge's requests like a client would (theme, viewport, safe areas, full screen) and reports every
 * event the app posts.
 */

/** A bridge event the app posted. */
export interface PostedEvent {
  name: string;
  params: unknown;
}

/** Options for {@link mockTelegram}. */
export interface MockTelegramOptions {
  /** Raw signed init data; omitted: the launch parameters already in the URL are kept. */
  initData?: string;
  platform?: string;
  version?: string;
  startParam?: string;
  themeParams?: TelegramThemeParams;
  /** Called with each event the app posts. */
  onEvent?: (event: PostedEvent) => void;
}

/** Theme parameters of Telegram's default dark theme (what a dev session looks like). */
export const devThemeParams: TelegramThemeParams = telegramThemes.dark;

const noInsets = { top: 0, bottom: 0, left: 0, right: 0 };

/** Answers one request the way a Telegram client does; other events need no answer. */
function answer(name: string, themeParams: TelegramThemeParams): void {
  switch (name) {
    case "web_app_request_theme":
      emitEvent("theme_changed", { theme_params: themeParams as Record<string, `#${string}`> });
      break;
    case "web_app_request_viewport":
      emitEvent("viewport_changed", {
        height: window.innerHeight,
        width: window.innerWidth,
        is_expanded: true,
        is_state_stable: true,
      });
      break;
    case "web_app_request_safe_area":
      emitEvent("safe_area_changed", noInsets);
      break;
    case "web_app_request_content_safe_area":
      emitEvent("content_safe_area_changed", noInsets);
      break;
    case "web_app_request_fullscreen":
      emitEvent("fullscreen_changed", { is_fullscreen: true });
      break;
    case "web_app_exit_fullscreen":
      emitEvent("fullscreen_changed", { is_fullscreen: false });
      break;
  }
}

/** Installs the mocked client (launch parameters in the SDK's storage, requests answered). */
export function mockTelegram(options: MockTelegramOptions = {}): void {
  const themeParams = options.themeParams ?? devThemeParams;
  mockTelegramEnv({
    ...(options.initData
      ? {
          launchParams: {
            tgWebAppData: options.initData,
            tgWebAppPlatform: options.platform ?? "tdesktop",
            tgWebAppVersion: options.version ?? "9.0",
            tgWebAppThemeParams: themeParams as Record<string, `#${string}`>,
            ...(options.startParam ? { tgWebAppStartParam: options.startParam } : {}),
          },
        }
      : {}),
    onEvent: (event) => {
      options.onEvent?.({ name: event.name, params: event.params });
      // Answer after the SDK has started listening for the reply.
      queueMicrotask(() => answer(event.name, themeParams));
    },
    resetPostMessage: true,
  });
}

/** The development persona `pnpm dev` signs in as when the URL carries no launch parameters. */
export const devPersona = {
  id: 100_000_001,
  first_name: "Dev",
  last_name: "Player",
  username: "dev_player",
  language_code: "en",
};

/**
 * `pnpm dev`: mocks the client, and when the URL has no launch parameters signs the development
 * persona's init data with the sandbox (`POST /dev/telegram/init-data`), so the login is real.
 */
export async function startDevTelegram(apiBaseUrl: string, hasLaunchData: boolean): Promise<void> {
  if (hasLaunchData) {
    mockTelegram();
    return;
  }
  const response = await fetch(`${apiBaseUrl}/dev/telegram/init-data`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ user: devPersona }),
  });
  if (!response.ok)
    throw new Error(
      `the sandbox did not sign init data (${response.status}); is it running with SANDBOX_DEV=1?`,
    );
  const body = (await response.json()) as { data: { init_data: string } };
  mockTelegram({ initData: body.data.init_data });
}
