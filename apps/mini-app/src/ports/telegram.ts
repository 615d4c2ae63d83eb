import { backButton, closingBehavior, hapticFeedback, viewport } from "@tma.js/sdk";
import type { HapticKind, Logger, TelegramPort } from "@casino/core";
import type { LaunchData } from "../telegram/launch.ts";

/** How long a full-screen request waits for Telegram's answer. */
export const FULLSCREEN_TIMEOUT_MS = 5_000;

/**
 * The core's messaging-app port on @tma.js/sdk: launch values from {@link LaunchData}, the back
 * button, closing confirmation, full screen and haptic feedback through the mounted SDK features.
 * Each call is skipped when the client does not support it (older Telegram versions).
 */
export function createTelegramPort(launch: LaunchData, logger: Logger): TelegramPort {
  return {
    initDataRaw: () => launch.initDataRaw,
    startParam: () => launch.startParam,
    userId: () => launch.userId,
    authDate: () => launch.authDate,
    languageCode: () => launch.languageCode,
    platform: () => launch.platform,
    backButton: {
      show: () => void backButton.show.ifAvailable(),
      hide: () => void backButton.hide.ifAvailable(),
      onClick: (handler) =>
        backButton.onClick.isAvailable() ? backButton.onClick(handler) : () => undefined,
    },
    enableClosingConfirmation: () => void closingBehavior.enableConfirmation.ifAvailable(),
    requestFullscreen: () => {
      if (!viewport.requestFullscreen.isAvailable()) return;
      viewport
        .requestFullscreen({ timeout: FULLSCREEN_TIMEOUT_MS })
        .catch((error: unknown) => logger.warn("telegram: full screen refused", error));
    },
    haptic: (kind) => playHaptic(kind),
  };
}

/** Plays one haptic kind where the client supports haptic feedback. */
export function playHaptic(kind: HapticKind): void {
  switch (kind) {
    case "light":
    case "medium":
    case "heavy":
      hapticFeedback.impactOccurred.ifAvailable(kind);
      break;
    case "success":
    case "warning":
    case "error":
      hapticFeedback.notificationOccurred.ifAvailable(kind);
      break;
    case "selection":
      hapticFeedback.selectionChanged.ifAvailable();
      break;
  }
}
