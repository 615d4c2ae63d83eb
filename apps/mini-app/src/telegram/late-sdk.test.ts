import { createMemoryLogger } from "@casino/core/testing";
import type { TelegramThemeParams } from "@casino/ui";
import { createTelegramPort, type TelegramControls } from "../ports/telegram.ts";
import { attachTelegramSdk, createLateThemeSource } from "./late-sdk.ts";
import type { LaunchData } from "./launch.ts";
import type { TelegramSdk } from "./sdk.ts";
import type { TelegramSetup } from "./init.ts";

const launchTheme: TelegramThemeParams = { bg_color: "#17212b", text_color: "#f5f5f5" };
const launch: LaunchData = {
  initDataRaw: "auth_date=1800000000&hash=00",
  platform: "ios",
  version: "9.0",
  startParam: undefined,
  authDate: 1_800_000_000,
  userId: 7,
  languageCode: "en",
  themeParams: launchTheme,
};

/** A stand-in for the SDK's set-up whose theme the test changes. */
function fakeSetup(initial: TelegramThemeParams) {
  let params = initial;
  const listeners = new Set<(next: TelegramThemeParams) => void>();
  const setup: TelegramSetup = {
    viewportReady: Promise.resolve(true),
    themeParams: () => params,
    onThemeChange: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispose: () => undefined,
  };
  const change = (next: TelegramThemeParams) => {
    params = next;
    for (const listener of listeners) listener(next);
  };
  return { setup, change };
}

const shown: string[] = [];
const controls = {
  showBackButton: () => shown.push("show"),
} as unknown as TelegramControls;

beforeEach(() => {
  shown.length = 0;
});

describe("createLateThemeSource", () => {
  it("starts with the launch theme and follows the SDK's changes once attached", () => {
    const theme = createLateThemeSource(launchTheme);
    const seen: (string | undefined)[] = [];
    theme.onThemeChange((params) => seen.push(params.bg_color));
    expect(theme.themeParams()).toBe(launchTheme);

    // The SDK reports the launch theme (other letter case): no change, no second render.
    const { setup, change } = fakeSetup({ bg_color: "#17212B", text_color: "#F5F5F5" });
    theme.attach(setup);
    expect(seen).toEqual([]);

    change({ bg_color: "#ffffff", text_color: "#000000" });
    expect(seen).toEqual(["#ffffff"]);
    expect(theme.themeParams()).toEqual({ bg_color: "#ffffff", text_color: "#000000" });
  });

  it("reports the SDK's theme at once when it differs from the launch one", () => {
    const theme = createLateThemeSource(launchTheme);
    const seen: (string | undefined)[] = [];
    const stop = theme.onThemeChange((params) => seen.push(params.bg_color));
    theme.attach(fakeSetup({ bg_color: "#fefefe" }).setup);
    expect(seen).toEqual(["#fefefe"]);
    stop();
  });
});

describe("attachTelegramSdk", () => {
  it("hands the SDK's controls to the port and its theme to the theme source", async () => {
    const logger = createMemoryLogger();
    const telegram = createTelegramPort(launch, logger);
    const theme = createLateThemeSource(launchTheme);
    telegram.port.backButton.show();
    const { setup, change } = fakeSetup(launchTheme);
    const started: TelegramThemeParams[] = [];
    const sdk: TelegramSdk = { setup, controls };
    await expect(
      attachTelegramSdk({
        load: () =>
          Promise.resolve({
            startTelegramSdk: (_logger, theme) => {
              started.push(theme);
              return sdk;
            },
          }),
        logger,
        launchTheme,
        telegram,
        theme,
      }),
    ).resolves.toBe(true);
    expect(started).toEqual([launchTheme]);
    expect(shown).toEqual(["show"]);
    change({ bg_color: "#ffffff" });
    expect(theme.themeParams()).toEqual({ bg_color: "#ffffff" });
    expect(logger.entries).toEqual([]);
  });

  it("a failed load leaves the app on no-ops and the launch theme, with one warning", async () => {
    const logger = createMemoryLogger();
    const telegram = createTelegramPort(launch, logger);
    const theme = createLateThemeSource(launchTheme);
    telegram.port.backButton.show();
    await expect(
      attachTelegramSdk({
        load: () => Promise.reject(new Error("Failed to fetch dynamically imported module")),
        logger,
        launchTheme,
        telegram,
        theme,
      }),
    ).resolves.toBe(false);
    telegram.port.backButton.hide();
    telegram.port.haptic("success");
    expect(telegram.port.backButton.onClick(() => undefined)).toEqual(expect.any(Function));
    expect(theme.themeParams()).toBe(launchTheme);
    expect(shown).toEqual([]);
    expect(logger.entries.map((entry) => [entry.level, entry.message])).toEqual([
      ["warn", expect.stringContaining("the SDK did not load")],
    ]);
  });

  it("a set-up that throws counts as a failed load", async () => {
    const logger = createMemoryLogger();
    const telegram = createTelegramPort(launch, logger);
    await expect(
      attachTelegramSdk({
        load: () =>
          Promise.resolve({
            startTelegramSdk: () => {
              throw new Error("init failed");
            },
          }),
        logger,
        launchTheme,
        telegram,
        theme: createLateThemeSource(launchTheme),
      }),
    ).resolves.toBe(false);
    expect(logger.entries.map((entry) => entry.level)).toEqual(["warn"]);
  });
});
