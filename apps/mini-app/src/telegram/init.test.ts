import { emitEvent } from "@tma.js/bridge";
import { createMemoryLogger } from "@casino/core/testing";
import { mockTelegram, type PostedEvent } from "../mock-env.ts";
import { createTelegramPort } from "../ports/telegram.ts";
import { createSdkControls } from "../ports/telegram-sdk.ts";
import { initTelegram, viewportCssVar, type TelegramSetup } from "./init.ts";
import { readLaunchData } from "./launch.ts";
import { fakeInitData } from "./test-launch.ts";

const css = (name: string) => document.documentElement.style.getPropertyValue(name);

describe("viewportCssVar", () => {
  it("names the variables as Telegram's web-app script does", () => {
    expect(viewportCssVar("stableHeight")).toBe("--tg-viewport-stable-height");
    expect(viewportCssVar("height")).toBe("--tg-viewport-height");
    expect(viewportCssVar("safeAreaInsetBottom")).toBe("--tg-safe-area-inset-bottom");
    expect(viewportCssVar("contentSafeAreaInsetTop")).toBe("--tg-content-safe-area-inset-top");
  });
});

// One SDK per page: the set-up and the port are exercised in order against one mocked client.
describe("SDK set-up and the Telegram port (mocked client)", () => {
  const events: PostedEvent[] = [];
  const logger = createMemoryLogger();
  let setup: TelegramSetup;
  const posted = (name: string) => events.filter((event) => event.name === name);

  beforeAll(() => {
    window.sessionStorage.clear();
    mockTelegram({
      initData: fakeInitData({ userId: 1234, startParam: "open-bonus" }),
      platform: "ios",
      themeParams: { bg_color: "#101010", text_color: "#fafafa", button_color: "#ff0088" },
      onEvent: (event) => events.push(event),
    });
    setup = initTelegram({ logger, launchTheme: { bg_color: "#101010", text_color: "#fafafa" } });
  });
  afterAll(() => setup.dispose());

  it("mounts the viewport and binds its variables once the client answered", async () => {
    await expect(setup.viewportReady).resolves.toBe(true);
    expect(posted("web_app_request_viewport")).toHaveLength(1);
    expect(posted("web_app_request_safe_area")).toHaveLength(1);
    expect(posted("web_app_request_content_safe_area")).toHaveLength(1);
    expect(css("--tg-viewport-stable-height")).toBe(`${window.innerHeight}px`);
    expect(css("--tg-safe-area-inset-top")).toBe("0px");
    expect(css("--tg-content-safe-area-inset-bottom")).toBe("0px");
  });

  it("binds the theme parameters and tells Telegram the app is ready", () => {
    expect(css("--tg-theme-bg-color")).toBe("#101010");
    expect(css("--tg-theme-button-color")).toBe("#ff0088");
    expect(posted("web_app_ready")).toHaveLength(1);
    expect(setup.themeParams()).toMatchObject({ bg_color: "#101010", button_color: "#ff0088" });
  });

  it("follows theme changes", () => {
    const seen: unknown[] = [];
    const stop = setup.onThemeChange((params) => seen.push(params.bg_color));
    emitEvent("theme_changed", { theme_params: { bg_color: "#fefefe", text_color: "#111111" } });
    stop();
    emitEvent("theme_changed", { theme_params: { bg_color: "#000000" } });
    expect(seen).toEqual(["#fefefe"]);
    expect(css("--tg-theme-bg-color")).toBe("#000000");
  });

  it("drives the back button, closing confirmation, full screen and haptics through the port", async () => {
    const launch = readLaunchData()!;
    expect(launch).toMatchObject({ userId: 1234, platform: "ios", startParam: "open-bonus" });
    const telegram = createTelegramPort(launch, logger);
    const port = telegram.port;
    expect(port.initDataRaw()).toBe(launch.initDataRaw);

    // Calls made before the SDK's controls arrive are replayed once, in order.
    const clicks: number[] = [];
    const off = port.backButton.onClick(() => clicks.push(1));
    port.backButton.show();
    expect(posted("web_app_setup_back_button")).toEqual([]);
    telegram.ready(createSdkControls(logger));
    port.backButton.hide();
    expect(posted("web_app_setup_back_button").map((event) => event.params)).toEqual([
      { is_visible: true },
      { is_visible: false },
    ]);

    emitEvent("back_button_pressed");
    off();
    emitEvent("back_button_pressed");
    expect(clicks).toHaveLength(1);

    port.enableClosingConfirmation();
    expect(posted("web_app_setup_closing_behavior").at(-1)?.params).toEqual({
      need_confirmation: true,
    });

    port.requestFullscreen();
    await new Promise((resolve) => setTimeout(resolve, 0)); // the request is posted asynchronously
    expect(posted("web_app_request_fullscreen")).toHaveLength(1);

    port.haptic("error");
    port.haptic("light");
    port.haptic("selection");
    expect(posted("web_app_trigger_haptic_feedback").map((event) => event.params)).toEqual([
      { type: "notification", notification_type: "error" },
      { type: "impact", impact_style: "light" },
      { type: "selection_change" },
    ]);
    expect(logger.entries.filter((entry) => entry.level !== "debug")).toEqual([]);
  });
});
