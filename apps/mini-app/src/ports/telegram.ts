import type { HapticKind, Logger, TelegramPort } from "@casino/core";
import type { LaunchData } from "../telegram/launch.ts";

/** What the Telegram client does for the app once the SDK is loaded (`telegram-sdk.ts`). */
export interface TelegramControls {
  showBackButton(): void;
  hideBackButton(): void;
  /** Registers a back-button click handler; returns a function that removes it. */
  onBackButtonClick(handler: () => void): () => void;
  enableClosingConfirmation(): void;
  requestFullscreen(): void;
  haptic(kind: HapticKind): void;
  /** Locks (or frees) Telegram's vertical swipes. */
  setVerticalSwipesLocked(locked: boolean): void;
}

/** The shell's Telegram port, usable before the SDK chunk has arrived. */
export interface QueuedTelegram {
  /** The core's port: launch values at once; client calls queued until {@link ready}. */
  port: TelegramPort;
  /** Locks or frees vertical swipes (the swipe guard), queued like the port's calls. */
  setVerticalSwipesLocked(locked: boolean): void;
  /** The SDK is ready: replays the queued calls once, in order; later calls go straight through. */
  ready(controls: TelegramControls): void;
  /** The SDK could not load: the queue is dropped, every call is a no-op, one warning is logged. */
  failed(error: unknown): void;
}

type Call = (controls: TelegramControls) => void;

const noop = () => undefined;

/**
 * The core's messaging-app port for the mini app. Launch values come from {@link LaunchData}
 * (read without the SDK, for the first render); the client calls (back button, closing
 * confirmation, full screen, haptics, vertical swipes) wait in a queue until the SDK, loaded
 * after the first paint, hands its controls over with {@link QueuedTelegram.ready}.
 */
export function createTelegramPort(launch: LaunchData, logger: Logger): QueuedTelegram {
  let state: "waiting" | "ready" | "failed" = "waiting";
  let controls: TelegramControls | null = null;
  const queue: Call[] = [];
  const call = (run: Call) => {
    if (controls) run(controls);
    else if (state === "waiting") queue.push(run);
  };
  const onBackButtonClick = (handler: () => void): (() => void) => {
    if (controls) return controls.onBackButtonClick(handler);
    if (state === "failed") return noop;
    let removed = false;
    let off: (() => void) | null = null;
    queue.push((ready) => {
      if (!removed) off = ready.onBackButtonClick(handler);
    });
    return () => {
      removed = true;
      off?.();
      off = null;
    };
  };
  return {
    port: {
      initDataRaw: () => launch.initDataRaw,
      startParam: () => launch.startParam,
      userId: () => launch.userId,
      authDate: () => launch.authDate,
      languageCode: () => launch.languageCode,
      platform: () => launch.platform,
      backButton: {
        show: () => call((ready) => ready.showBackButton()),
        hide: () => call((ready) => ready.hideBackButton()),
        onClick: onBackButtonClick,
      },
      enableClosingConfirmation: () => call((ready) => ready.enableClosingConfirmation()),
      requestFullscreen: () => call((ready) => ready.requestFullscreen()),
      haptic: (kind) => call((ready) => ready.haptic(kind)),
    },
    setVerticalSwipesLocked: (locked) => call((ready) => ready.setVerticalSwipesLocked(locked)),
    ready: (sdk) => {
      if (state !== "waiting") return;
      state = "ready";
      controls = sdk;
      for (const run of queue.splice(0)) {
        try {
          run(sdk);
        } catch (error) {
          logger.warn("telegram: a call made before the SDK was ready failed", error);
        }
      }
    },
    failed: (error) => {
      if (state !== "waiting") return;
      state = "failed";
      queue.length = 0;
      logger.warn(
        "telegram: the SDK did not load; back button, haptics and closing confirmation are off",
        error,
      );
    },
  };
}
