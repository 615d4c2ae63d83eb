import { backButton, closingBehavior, hapticFeedback, viewport } from "@tma.js/sdk";
import type { HapticKind, Logger } from "@casino/core";
import { setVerticalSwipesLocked } from "../telegram/swipes.ts";
import type { TelegramControls } from "./telegram.ts";

/** How long a full-screen request waits for Telegram's answer. */
export const FULLSCREEN_TIMEOUT_MS = 5_000;

/**
 * The Telegram port's controls on @tma.js/sdk (part of the SDK's lazy chunk): the back button,
 * closing confirmation, full screen, haptic feedback and vertical swipes through the mounted SDK
 * features. Each call is skipped when the client does not support it (older Telegram versions).
 */
export function createSdkControls(logger: Logger): TelegramControls {
  return {
    showBackButton: () => void backButton.show.ifAvailable(),
    hideBackButton: () => void backButton.hide.ifAvailable(),
    onBackButtonClick: (handler) =>
      backButton.onClick.isAvailable() ? backButton.onClick(handler) : () => undefined,
    enableClosingConfirmation: () => void closingBehavior.enableConfirmation.ifAvailable(),
    requestFullscreen: () => {
      if (!viewport.requestFullscreen.isAvailable()) return;
      viewport
        .requestFullscreen({ timeout: FULLSCREEN_TIMEOUT_MS })
        .catch((error: unknown) => logger.warn("telegram: full screen refused", error));
    },
    haptic: (kind) => playHaptic(kind),
    setVerticalSwipesLocked,
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
