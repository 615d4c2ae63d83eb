import { createMemoryRouter } from "react-router";
import { createRouterNavigation, historyIndex } from "./navigation.ts";

describe("historyIndex", () => {
  it("reads react-router's idx from the history state", () => {
    expect(historyIndex({ idx: 2, key: "k", usr: null })).toBe(2);
    expect(historyIndex({ idx: 0 })).toBe(0);
    expect(historyIndex(null)).toBe(0);
    expect(historyIndex({ idx: "3" })).toBe(0);
  });
});

describe("createRouterNavigation", () => {
  it("pushes, replaces and goes back through the router; back goes nowhere at the first entry", async () => {
    const router = createMemoryRouter([{ path: "*", element: null }], { initialEntries: ["/"] });
    const navigation = createRouterNavigation(() => router);
    window.history.replaceState({ idx: 0 }, "");
    expect(navigation.canGoBack?.()).toBe(false);
    navigation.back?.();
    navigation.push("/promotion");
    await Promise.resolve();
    expect(navigation.location()).toEqual({ pathname: "/promotion", search: "", hash: "" });
    navigation.replace("/inboxes?page=2");
    await Promise.resolve();
    expect(navigation.location()).toEqual({ pathname: "/inboxes", search: "?page=2", hash: "" });
    window.history.replaceState({ idx: 1 }, "");
    expect(navigation.canGoBack?.()).toBe(true);
    navigation.back?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(navigation.location().pathname).toBe("/");
    router.dispose();
  });

  it("uses the page's address before the router exists", () => {
    window.history.replaceState(null, "", "/vip-program?x=1#top");
    expect(createRouterNavigation(() => null).location()).toEqual({
      pathname: "/vip-program",
      search: "?x=1",
      hash: "#top",
    });
  });
});
