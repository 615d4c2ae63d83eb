import type { Logger } from "@casino/core";
import type { TelegramThemeParams } from "@casino/ui";
import type { ThemeSource } from "../mini-app-root.tsx";
import type { QueuedTelegram } from "../ports/telegram.ts";
import type { TelegramSdk } from "./sdk.ts";

/** A theme source that starts with the launch theme and follows the SDK once attached. */
export interface LateThemeSource extends ThemeSource {
  /** Follows `source` from now on; reports its theme at once when it differs from the current one. */
  attach(source: ThemeSource): void;
}

function sameTheme(a: TelegramThemeParams, b: TelegramThemeParams): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof TelegramThemeParams>;
  return [...keys].every((key) => a[key]?.toLowerCase() === b[key]?.toLowerCase());
}

/**
 * The mini app's theme source before and after the SDK: the first paint uses the launch theme
 * parameters (no flash), and the SDK's theme feature, attached after the first paint, reports
 * the player's later day/night switches.
 */
export function createLateThemeSource(launchTheme: TelegramThemeParams): LateThemeSource {
  let current = launchTheme;
  let attached = false;
  const listeners = new Set<(params: TelegramThemeParams) => void>();
  const report = (params: TelegramThemeParams) => {
    if (sameTheme(params, current)) return;
    current = params;
    for (const listener of [...listeners]) listener(params);
  };
  return {
    themeParams: () => current,
    onThemeChange: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    attach: (source) => {
      if (attached) return;
      attached = true;
      source.onThemeChange(report);
      report(source.themeParams());
    },
  };
}

/** What {@link attachTelegramSdk} needs. */
export interface AttachTelegramSdkOptions {
  /** Loads the SDK chunk (`() => import("./sdk.ts")`). */
  load(): Promise<{ startTelegramSdk(logger: Logger, theme: TelegramThemeParams): TelegramSdk }>;
  logger: Logger;
  launchTheme: TelegramThemeParams;
  telegram: QueuedTelegram;
  theme: LateThemeSource;
}

/**
 * Loads and starts the SDK (after the first paint), then hands its controls to the queued port and
 * its theme to the late theme source. When the chunk does not load or the set-up throws, the port
 * turns its calls into no-ops with one warning and the app goes on with the launch theme.
 * Resolves to whether the SDK is running.
 */
export async function attachTelegramSdk({
  load,
  logger,
  launchTheme,
  telegram,
  theme,
}: AttachTelegramSdkOptions): Promise<boolean> {
  let sdk: TelegramSdk;
  try {
    const { startTelegramSdk } = await load();
    sdk = startTelegramSdk(logger, launchTheme);
  } catch (error) {
    telegram.failed(error);
    return false;
  }
  theme.attach(sdk.setup);
  telegram.ready(sdk.controls);
  return true;
}
