import type { AppLocation } from "../platform/ports.ts";
import {
  accessRule,
  backToUrlRule,
  bonusCodeRule,
  countryRule,
  evaluateNavigation,
  launchDataRule,
  openAuthRule,
  previousRouteRule,
  serverRedirectRule,
} from "./rules.ts";
import type { NavigationState } from "./types.ts";

const base: NavigationState = {
  loggedIn: false,
  shellKind: "email",
  countryBlocked: false,
  hasLaunchData: false,
  externalUrl: "https://t.me/casino_bot",
  redirects: [],
};
const state = (patch: Partial<NavigationState> = {}): NavigationState => ({ ...base, ...patch });
function at(url: string): AppLocation {
  const [pathAndQuery = "", hash = ""] = url.split("#");
  const [pathname = "/", search = ""] = pathAndQuery.split("?");
  return { pathname, search: search ? `?${search}` : "", hash: hash ? `#${hash}` : "" };
}

describe("rule 1: country", () => {
  it.each([
    [true, "/", { type: "replace", path: "/not-available", clearToken: true }],
    [true, "/profile/my-profile", { type: "replace", path: "/not-available", clearToken: true }],
    [true, "/not-available", { type: "none" }],
    [false, "/not-available", { type: "replace", path: "/" }],
    [false, "/", { type: "none" }],
    [null, "/", { type: "none" }],
    [null, "/not-available", { type: "none" }],
  ])("blocked=%s on %s", (countryBlocked, path, expected) => {
    expect(countryRule(state({ countryBlocked }), at(path))).toEqual(expected);
  });
});

describe("rule 2: launch data", () => {
  it("sends a telegram login type without launch data to the external address", () => {
    expect(launchDataRule(state({ shellKind: "telegram" }), at("/"))).toEqual({
      type: "external",
      url: "https://t.me/casino_bot",
    });
  });
  it.each([
    ["launch data in the environment", state({ shellKind: "telegram", hasLaunchData: true }), "/"],
    ["tgWebAppData in the query", state({ shellKind: "telegram" }), "/?tgWebAppData=query_id%3D1"],
    ["email login type", state({ shellKind: "email" }), "/"],
    [
      "no safe external address",
      state({ shellKind: "telegram", externalUrl: "javascript:alert(1)" }),
      "/",
    ],
  ])("does nothing with %s", (_name, s, path) => {
    expect(launchDataRule(s, at(path))).toEqual({ type: "none" });
  });
});

describe("rule 3: bonus code", () => {
  it("stores the code and removes only that parameter", () => {
    expect(bonusCodeRule(state(), at("/promotion?txtbonuscode=WELCOME&x=1"))).toEqual({
      type: "storeBonusCode",
      code: "WELCOME",
      path: "/promotion?x=1",
    });
  });
  it("ignores an empty code and its absence", () => {
    expect(bonusCodeRule(state(), at("/?txtbonuscode=%20"))).toEqual({ type: "none" });
    expect(bonusCodeRule(state(), at("/?x=1"))).toEqual({ type: "none" });
  });
});

describe("rule 4: open auth", () => {
  it.each([
    ["/?open-deposit=true", "login"],
    ["/?open-bonus=true", "login"],
    ["/?open-auth=login", "login"],
    ["/?open-auth=register", "register"],
  ])("%s opens %s for a guest", (path, tab) => {
    expect(openAuthRule(state(), at(path))).toEqual({ type: "openAuth", tab });
    expect(openAuthRule(state({ loggedIn: true }), at(path))).toEqual({ type: "none" });
  });
  it.each(["/?open-deposit=false", "/?open-bonus=1", "/?open-auth=admin", "/"])(
    "%s does nothing",
    (path) => {
      expect(openAuthRule(state(), at(path))).toEqual({ type: "none" });
    },
  );
});

describe("rule 5: previous route", () => {
  it("saves path and query, not the hash", () => {
    expect(previousRouteRule(state(), at("/tournaments/1?tab=rank#x"))).toEqual({
      type: "savePreviousRoute",
      path: "/tournaments/1?tab=rank",
    });
  });
});

describe("rule 6: server redirects", () => {
  const redirects = [
    { path: "/old-promo", target_type: "internal", target: "/promotion/new" },
    { path: "/partner", target_type: "external", target: "https://partner.example/landing" },
    { path: "/bad", target_type: "internal", target: "//evil.example" },
    { path: "/worse", target_type: "external", target: "javascript:alert(1)" },
    { path: "/relative", target_type: "external", target: "/not-absolute" },
    { path: "/self", target_type: "internal", target: "/self" },
  ] as const;
  it.each([
    ["/old-promo", { type: "replace", path: "/promotion/new" }],
    ["/partner", { type: "external", url: "https://partner.example/landing" }],
    ["/bad", { type: "none" }],
    ["/worse", { type: "none" }],
    ["/self", { type: "none" }],
    ["/relative", { type: "none" }],
    ["/old-promo/", { type: "replace", path: "/promotion/new" }],
    ["/other", { type: "none" }],
  ])("%s", (path, expected) => {
    expect(serverRedirectRule(state({ redirects }), at(path))).toEqual(expected);
  });
});

describe("rule 7: backToUrl", () => {
  it("opens login and remembers a safe path for a guest", () => {
    expect(backToUrlRule(state(), at("/?backToUrl=%2Finboxes%3Fpage%3D2"))).toEqual({
      type: "openAuth",
      tab: "login",
      afterLoginPath: "/inboxes?page=2",
    });
  });
  it("sends a signed-in player straight to the path", () => {
    expect(backToUrlRule(state({ loggedIn: true }), at("/?backToUrl=/prizes"))).toEqual({
      type: "replace",
      path: "/prizes",
    });
  });
  it.each(["//evil.example", "https://evil.example", "/\\evil.example", "evil"])(
    "refuses %s (no open redirect)",
    (target) => {
      expect(backToUrlRule(state(), at(`/?backToUrl=${encodeURIComponent(target)}`))).toEqual({
        type: "none",
      });
    },
  );
});

describe("rule 8: access", () => {
  it.each([
    "/profile/my-profile",
    "/profile/change-password",
    "/inboxes",
    "/transaction-history",
    "/gaming-history",
    "/prizes",
    "/vip-program",
    "/inboxes/",
  ])("%s sends a guest to the lobby to sign in and come back, and lets a player in", (path) => {
    expect(accessRule(state(), at(path))).toEqual({
      type: "replace",
      path: `/?backToUrl=${encodeURIComponent(path)}`,
    });
    expect(accessRule(state({ loggedIn: true }), at(path))).toEqual({ type: "none" });
  });
  it("keeps the protected page's query in the way back", () => {
    expect(accessRule(state(), at("/gaming-history?game=dice"))).toEqual({
      type: "replace",
      path: "/?backToUrl=%2Fgaming-history%3Fgame%3Ddice",
    });
  });
  it("sends a visitor whose session just ended there to the lobby without asking to sign in", () => {
    expect(accessRule(state({ sessionEnded: true }), at("/vip-program"))).toEqual({
      type: "replace",
      path: "/",
    });
  });
  it.each(["/login", "/sign-up", "/sign-up/welcome"])(
    "%s sends a player away and lets a guest in",
    (path) => {
      expect(accessRule(state({ loggedIn: true }), at(path))).toEqual({
        type: "replace",
        path: "/",
      });
      expect(accessRule(state(), at(path))).toEqual({ type: "none" });
    },
  );
  it.each(["/", "/promotion", "/login/update-email", "/profiles", "/forgot-password"])(
    "%s is open to both",
    (path) => {
      expect(accessRule(state(), at(path))).toEqual({ type: "none" });
      expect(accessRule(state({ loggedIn: true }), at(path))).toEqual({ type: "none" });
    },
  );
});

describe("evaluateNavigation", () => {
  it("stops at a blocked country before anything else", () => {
    expect(
      evaluateNavigation(state({ countryBlocked: true }), at("/inboxes?txtbonuscode=A")),
    ).toEqual([{ type: "replace", path: "/not-available", clearToken: true }]);
  });
  it("stores a bonus code first; the other rules run on the next URL", () => {
    expect(evaluateNavigation(state(), at("/?txtbonuscode=A&open-auth=register"))).toEqual([
      { type: "storeBonusCode", code: "A", path: "/?open-auth=register" },
    ]);
  });
  it("accumulates dialog and previous-route decisions", () => {
    expect(evaluateNavigation(state(), at("/?open-auth=register"))).toEqual([
      { type: "openAuth", tab: "register" },
      { type: "savePreviousRoute", path: "/?open-auth=register" },
    ]);
  });
  it("only saves the route on a plain page", () => {
    expect(evaluateNavigation(state({ loggedIn: true }), at("/inboxes"))).toEqual([
      { type: "savePreviousRoute", path: "/inboxes" },
    ]);
  });
  it("sends a guest from a protected page to the lobby, where the sign-in dialog brings them back", () => {
    expect(evaluateNavigation(state(), at("/vip-program"))).toEqual([
      { type: "replace", path: "/?backToUrl=%2Fvip-program" },
    ]);
    expect(evaluateNavigation(state(), at("/?backToUrl=%2Fvip-program"))).toEqual([
      { type: "openAuth", tab: "login", afterLoginPath: "/vip-program" },
      { type: "savePreviousRoute", path: "/?backToUrl=%2Fvip-program" },
    ]);
  });
  it("follows launch-data before redirects", () => {
    expect(
      evaluateNavigation(
        state({
          shellKind: "telegram",
          redirects: [{ path: "/", target_type: "internal", target: "/x" }],
        }),
        at("/"),
      ),
    ).toEqual([{ type: "external", url: "https://t.me/casino_bot" }]);
  });
});
