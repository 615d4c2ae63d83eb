import { isNewLaunch, miniAppChrome, parseStartParam } from "./deep-link.ts";

describe("rule 9: parseStartParam", () => {
  it.each([
    ["open-deposit", { action: "open-deposit" }],
    ["open-bonus", { action: "open-bonus" }],
    ["open-auth", { action: "open-auth", tab: "login" }],
    ["open-auth_register", { action: "open-auth", tab: "register" }],
    ["txtbonuscode_WELCOME_100", { action: "txtbonuscode", code: "WELCOME_100" }],
    ["open-game_candy-cascade", { action: "open-game", gameId: "candy-cascade" }],
    ["open-game_42", { action: "open-game", gameId: "42" }],
    ["open-page_promotion__summer-fest", { action: "open-page", path: "/promotion/summer-fest" }],
    ["open-page_vip-program", { action: "open-page", path: "/vip-program" }],
  ])("%s", (raw, link) => {
    expect(parseStartParam(raw)).toEqual({ ok: true, link });
  });

  it.each([
    "",
    "unknown",
    "open-page",
    "open-page_",
    "open-page_a____b",
    "open-game_",
    "open-game_a_b",
    "open-auth_admin",
    "open-deposit_x",
    "txtbonuscode",
    "open-page_%2F%2Fevil",
    "a/b",
    "x".repeat(513),
  ])("refuses %p", (raw) => {
    const result = parseStartParam(raw);
    expect(result.ok).toBe(false);
  });

  it("refuses missing values", () => {
    expect(parseStartParam(undefined)).toEqual({ ok: false, reason: "empty start parameter" });
  });
});

describe("rule 9: isNewLaunch", () => {
  it.each([
    [1700000000, undefined, true],
    [1700000001, "1700000000", true],
    [1700000000, "1700000000", false],
    [undefined, undefined, false],
    [Number.NaN, undefined, false],
  ])("auth_date %p stored %p -> %p", (authDate, stored, expected) => {
    expect(isNewLaunch(authDate, stored)).toBe(expected);
  });
});

describe("rule 10: miniAppChrome", () => {
  it.each([
    [
      "/promotion",
      true,
      "android",
      { backButtonVisible: true, closingConfirmation: true, fullscreen: true },
    ],
    ["/", true, "ios", { backButtonVisible: false, closingConfirmation: true, fullscreen: true }],
    [
      "/promotion",
      false,
      "tdesktop",
      { backButtonVisible: false, closingConfirmation: true, fullscreen: false },
    ],
    [
      "/inboxes",
      true,
      "web",
      { backButtonVisible: true, closingConfirmation: true, fullscreen: false },
    ],
  ])("%s history=%s on %s", (pathname, canGoBack, platform, expected) => {
    expect(miniAppChrome({ pathname, canGoBack, platform })).toEqual(expected);
  });
});
