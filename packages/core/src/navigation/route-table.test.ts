import { makeStore } from "../store/make-store.ts";
import { sessionActions } from "../features/session/slice.ts";
import { signedInRoutes } from "../test/signed-in-store.ts";
import { createFakeApi, createMemoryPlatform, until } from "../testing/index.ts";
import {
  href,
  isAuthOnlyPath,
  isGuestOnlyPath,
  matchRoute,
  routeAccess,
  routeList,
  routes,
  type RouteId,
} from "./route-table.ts";
import { navigationActions } from "../features/navigation/slice.ts";

describe("route manifest", () => {
  it("names each route by its key, with a unique absolute path", () => {
    for (const [key, route] of Object.entries(routes)) expect(route.id).toBe(key);
    const paths = routeList.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths)
      expect(path).toMatch(/^\/([a-z0-9-]+|:[a-zA-Z]+)?(\/([a-z0-9-]+|:[a-zA-Z]+))*$/);
  });

  it.each<[RouteId, string]>([
    ["lobby", "any"],
    ["profile", "signedIn"],
    ["changePassword", "signedIn"],
    ["responsibleGaming", "signedIn"],
    ["inbox", "signedIn"],
    ["transactionHistory", "signedIn"],
    ["gamingHistory", "signedIn"],
    ["prizes", "signedIn"],
    ["vipProgram", "signedIn"],
    ["login", "guest"],
    ["signUp", "guest"],
    ["welcome", "guest"],
    ["updateEmail", "any"],
    ["promotions", "any"],
  ])("%s is open to %s", (id, access) => {
    expect(routes[id].access).toBe(access);
  });
});

describe("href", () => {
  it("gives a static route its path", () => {
    expect(href(routes.profile)).toBe("/profile/my-profile");
    expect(href(routes.lobby)).toBe("/");
  });

  it("fills and encodes parameters", () => {
    expect(href(routes.playGame, { id: "candy-cascade" })).toBe("/play-game/candy-cascade");
    expect(href(routes.tournament, { id: 42 })).toBe("/tournaments/42");
    expect(href(routes.blogPost, { id: "a b/c?d" })).toBe("/blogs/a%20b%2Fc%3Fd");
  });

  it("refuses a route called without its parameter", () => {
    // @ts-expect-error -- the id is required by the type as well.
    expect(() => href(routes.promotion)).toThrow("missing parameter id");
  });
});

describe("matchRoute", () => {
  it.each([
    ["/", "lobby"],
    ["/profile/my-profile", "profile"],
    ["/inboxes/", "inbox"],
    ["/blogs/tags", "blogTags"],
    ["/blogs/first-post", "blogPost"],
    ["/password/reset/abc123", "resetPassword"],
  ])("%s opens %s", (path, id) => {
    expect(matchRoute(path)?.id).toBe(id);
  });

  it.each(["/profiles", "/promotion/a/b", "/nowhere"])("%s opens nothing (404)", (path) => {
    expect(matchRoute(path)).toBeNull();
  });
});

describe("access read from the manifest (rule 8)", () => {
  it("treats every page under a signed-in-only section as signed-in, even one that does not exist", () => {
    expect(routeAccess("/profile")).toBe("signedIn");
    expect(routeAccess("/inboxes/unknown")).toBe("signedIn");
    expect(routeAccess("/profiles")).toBe("any");
    expect(routeAccess("/promotion/unknown/deeper")).toBe("any");
  });

  it("keeps guest-only to the guest routes themselves", () => {
    expect(isGuestOnlyPath("/login")).toBe(true);
    expect(isGuestOnlyPath("/sign-up/welcome/")).toBe(true);
    expect(isGuestOnlyPath("/login/update-email")).toBe(false);
    expect(isAuthOnlyPath("/login")).toBe(false);
  });

  it("sends a guest who opens every signed-in route to the lobby's sign-in with the page kept", async () => {
    const signedIn = routeList.filter((route) => route.access === "signedIn");
    expect(signedIn.length).toBeGreaterThan(0);
    for (const route of signedIn) {
      const path: string = route.path;
      const platform = createMemoryPlatform({ path });
      const fake = createFakeApi({
        "GET /api/countries/is-blocked": () => ({ is_blocked: false }),
      });
      const store = makeStore({ platform, api: fake.client });
      store.dispatch(navigationActions.locationChanged({ pathname: path, search: "", hash: "" }));
      await until(() => platform.navigation.location().pathname === "/");
      expect([path, platform.navigation.location().search]).toEqual([
        path,
        `?backToUrl=${encodeURIComponent(path)}`,
      ]);
      store.close();
    }
  });

  it("sends a player who signs in on every guest-only route to the lobby", async () => {
    for (const route of routeList.filter((r) => r.access === "guest")) {
      const path: string = route.path;
      const platform = createMemoryPlatform({ path });
      const fake = createFakeApi({
        ...signedInRoutes(),
        "GET /api/countries/is-blocked": () => ({ is_blocked: false }),
      });
      const store = makeStore({ platform, api: fake.client });
      store.dispatch(navigationActions.locationChanged({ pathname: path, search: "", hash: "" }));
      await until(() => store.getState().navigation.countryBlocked === false);
      expect(platform.navigation.location().pathname).toBe(path);
      store.dispatch(sessionActions.loginSucceeded({ token: "tok", method: "password" }));
      await until(() => platform.navigation.location().pathname === "/");
      store.close();
    }
  });
});
