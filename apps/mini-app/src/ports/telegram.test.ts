import type { HapticKind } from "@casino/core";
import { createMemoryLogger } from "@casino/core/testing";
import type { LaunchData } from "../telegram/launch.ts";
import { createTelegramPort, type TelegramControls } from "./telegram.ts";

const launch: LaunchData = {
  initDataRaw: "user=%7B%22id%22%3A7%7D&auth_date=1800000000&hash=00",
  platform: "android",
  version: "9.0",
  startParam: "open-deposit",
  authDate: 1_800_000_000,
  userId: 7,
  languageCode: "de",
  themeParams: { bg_color: "#17212b" },
};

/** Controls that record every call, and the back-button handlers registered. */
function recordingControls() {
  const calls: string[] = [];
  const handlers = new Set<() => void>();
  const controls: TelegramControls = {
    showBackButton: () => calls.push("show"),
    hideBackButton: () => calls.push("hide"),
    onBackButtonClick: (handler) => {
      calls.push("onClick");
      handlers.add(handler);
      return () => {
        calls.push("offClick");
        handlers.delete(handler);
      };
    },
    enableClosingConfirmation: () => calls.push("closingConfirmation"),
    requestFullscreen: () => calls.push("fullscreen"),
    haptic: (kind: HapticKind) => calls.push(`haptic:${kind}`),
    setVerticalSwipesLocked: (locked) => calls.push(`swipesLocked:${locked}`),
  };
  const press = () => {
    for (const handler of [...handlers]) handler();
  };
  return { calls, controls, press };
}

describe("the queued Telegram port", () => {
  it("answers the launch values at once, before the SDK", () => {
    const { port } = createTelegramPort(launch, createMemoryLogger());
    expect(port.initDataRaw()).toBe(launch.initDataRaw);
    expect(port.startParam()).toBe("open-deposit");
    expect(port.userId()).toBe(7);
    expect(port.authDate()).toBe(1_800_000_000);
    expect(port.languageCode()).toBe("de");
    expect(port.platform()).toBe("android");
  });

  it("replays the calls made before the SDK was ready once, in order; later calls go straight through", () => {
    const logger = createMemoryLogger();
    const telegram = createTelegramPort(launch, logger);
    const { calls, controls, press } = recordingControls();
    const clicks: string[] = [];

    telegram.port.enableClosingConfirmation();
    telegram.port.requestFullscreen();
    telegram.setVerticalSwipesLocked(true);
    telegram.port.backButton.onClick(() => clicks.push("click"));
    telegram.port.backButton.show();
    telegram.port.haptic("success");
    expect(calls).toEqual([]);

    telegram.ready(controls);
    expect(calls).toEqual([
      "closingConfirmation",
      "fullscreen",
      "swipesLocked:true",
      "onClick",
      "show",
      "haptic:success",
    ]);
    press();
    expect(clicks).toEqual(["click"]);

    telegram.ready(controls); // a second hand-over replays nothing again
    telegram.port.backButton.hide();
    telegram.setVerticalSwipesLocked(false);
    telegram.port.haptic("error");
    expect(calls.slice(6)).toEqual(["hide", "swipesLocked:false", "haptic:error"]);
    expect(logger.entries).toEqual([]);
  });

  it("a back-button handler removed before the SDK was ready is never registered; one removed after is", () => {
    const telegram = createTelegramPort(launch, createMemoryLogger());
    const { calls, controls, press } = recordingControls();
    const clicks: string[] = [];
    const offEarly = telegram.port.backButton.onClick(() => clicks.push("early"));
    const offLate = telegram.port.backButton.onClick(() => clicks.push("late"));
    offEarly();
    telegram.ready(controls);
    press();
    expect(clicks).toEqual(["late"]);
    offLate();
    press();
    expect(clicks).toEqual(["late"]);
    expect(calls).toEqual(["onClick", "offClick"]);
  });

  it("after a failed SDK load every call is a no-op and one warning is logged", () => {
    const logger = createMemoryLogger();
    const telegram = createTelegramPort(launch, logger);
    const { calls, controls } = recordingControls();
    telegram.port.backButton.show();
    telegram.failed(new Error("chunk failed to load"));
    telegram.port.backButton.hide();
    telegram.port.haptic("error");
    telegram.port.requestFullscreen();
    telegram.port.enableClosingConfirmation();
    telegram.setVerticalSwipesLocked(true);
    const off = telegram.port.backButton.onClick(() => undefined);
    expect(off).not.toThrow();
    telegram.ready(controls); // too late: the port stays off
    telegram.failed(new Error("again"));
    expect(calls).toEqual([]);
    expect(logger.entries.map((entry) => entry.level)).toEqual(["warn"]);
    expect(telegram.port.userId()).toBe(7);
  });

  it("a queued call that throws is logged and does not stop the others", () => {
    const logger = createMemoryLogger();
    const telegram = createTelegramPort(launch, logger);
    const { calls, controls } = recordingControls();
    telegram.port.requestFullscreen();
    telegram.port.backButton.show();
    telegram.ready({
      ...controls,
      requestFullscreen: () => {
        throw new Error("unsupported");
      },
    });
    expect(calls).toEqual(["show"]);
    expect(logger.entries.map((entry) => entry.level)).toEqual(["warn"]);
  });
});
