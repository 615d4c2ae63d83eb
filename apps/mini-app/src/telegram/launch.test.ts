import { retrieveLaunchParams, retrieveRawInitData } from "@tma.js/sdk";
import {
  externalAddressFor,
  LAUNCH_PARAMS_STORAGE_KEY,
  readLaunchData,
  withoutLaunchParams,
} from "./launch.ts";
import { fakeInitData, launchHash } from "./test-launch.ts";

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("readLaunchData", () => {
  it("is null when the page was not opened by Telegram", () => {
    expect(readLaunchData()).toBeNull();
  });

  it("reads the launch parameters from the hash, with the raw init data untouched", () => {
    const initData = fakeInitData({
      userId: 7,
      languageCode: "ja",
      authDate: 1_800_000_123,
      startParam: "open-deposit",
    });
    window.history.replaceState(
      null,
      "",
      `/promotion${launchHash(initData, "ios", { tgWebAppStartParam: "open-deposit" })}`,
    );
    expect(readLaunchData()).toEqual({
      initDataRaw: initData,
      platform: "ios",
      version: "9.0",
      startParam: "open-deposit",
      authDate: 1_800_000_123,
      userId: 7,
      languageCode: "ja",
      themeParams: { bg_color: "#ffffff", text_color: "#000000" },
    });
  });

  it("finds them again after the address lost them (the SDK keeps them for the tab)", () => {
    window.history.replaceState(null, "", `/${launchHash(fakeInitData({ userId: 9 }))}`);
    expect(readLaunchData()?.userId).toBe(9);
    window.history.replaceState(null, "", "/inboxes");
    expect(readLaunchData()?.userId).toBe(9);
  });

  it("keeps them where the SDK, loaded after the first paint, finds them once the address lost them", () => {
    const initData = fakeInitData({ userId: 11, startParam: "open-bonus" });
    window.history.replaceState(null, "", `/${launchHash(initData, "tdesktop")}`);
    expect(readLaunchData()?.userId).toBe(11);
    expect(window.sessionStorage.getItem(LAUNCH_PARAMS_STORAGE_KEY)).not.toBeNull();
    window.history.replaceState(null, "", "/inboxes");
    // The navigation entry of the test page has no launch parameters: only the storage has them.
    expect(retrieveRawInitData()).toBe(initData);
    expect(retrieveLaunchParams()).toMatchObject({
      tgWebAppPlatform: "tdesktop",
      tgWebAppData: { user: { id: 11 }, start_param: "open-bonus" },
    });
  });

  it("reads what the SDK stored, and theme colours given as numbers", () => {
    const initData = fakeInitData({ userId: 12 });
    const raw = launchHash(initData, "macos", {
      tgWebAppThemeParams: JSON.stringify({ bg_color: 0x17212b, text_color: "#f5f5f5", x: null }),
    }).slice(1);
    window.sessionStorage.setItem(LAUNCH_PARAMS_STORAGE_KEY, JSON.stringify(raw));
    expect(readLaunchData()).toMatchObject({
      initDataRaw: initData,
      platform: "macos",
      userId: 12,
      themeParams: { bg_color: "#17212b", text_color: "#f5f5f5" },
    });
  });

  it("ignores malformed values instead of failing the first render", () => {
    const initData = "user=not-json&auth_date=soon&hash=00";
    window.history.replaceState(
      null,
      "",
      `/${launchHash(initData, "android", { tgWebAppThemeParams: "{broken" })}`,
    );
    expect(readLaunchData()).toEqual({
      initDataRaw: initData,
      platform: "android",
      version: "9.0",
      startParam: undefined,
      authDate: undefined,
      userId: undefined,
      languageCode: undefined,
      themeParams: {},
    });
  });

  it("is null when the launch parameters carry no init data", () => {
    window.history.replaceState(
      null,
      "",
      "/#tgWebAppVersion=9.0&tgWebAppPlatform=ios&tgWebAppThemeParams=%7B%7D",
    );
    expect(readLaunchData()).toBeNull();
  });
});

describe("withoutLaunchParams", () => {
  it("drops Telegram's parameters and keeps the rest", () => {
    const location = {
      pathname: "/promotion",
      search: "?ref=abc&tgWebAppStartParam=x",
      hash: launchHash(fakeInitData()),
    };
    expect(withoutLaunchParams(location)).toBe("/promotion?ref=abc");
    expect(withoutLaunchParams({ pathname: "/", search: "", hash: "#section" })).toBe("/#section");
  });
});

describe("externalAddressFor (rule 2)", () => {
  it("sends a browser without launch data to the configured address", () => {
    expect(
      externalAddressFor({ pathname: "/", search: "", hash: "" }, "https://t.me/casino_bot"),
    ).toBe("https://t.me/casino_bot");
  });

  it("has no address to send to when the configured one is not http(s)", () => {
    expect(
      externalAddressFor({ pathname: "/", search: "", hash: "" }, "javascript:alert(1)"),
    ).toBeNull();
  });
});
