import { screen, waitFor, within } from "@testing-library/react";
import { matchRoutes, type RouteObject } from "react-router";
import { routeList, sessionActions } from "@casino/core";
import { apiError, createFakeApi } from "@casino/core/testing";
import { createAppRoutes } from "./create-app-routes.tsx";
import { renderApp } from "../testing/render-app.tsx";

describe("route table", () => {
  it("renders the lobby in the frame with shortcuts, side menu and footer links", async () => {
    await renderApp("/?type=provably-fair");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Provably fair" }),
    ).toBeInTheDocument();
    // The ?type= grid and its shortcuts are a chunk of their own: they arrive after the title.
    const shortcuts = await screen.findByRole("navigation", { name: "Lobby shortcuts" });
    expect(shortcuts).toHaveTextContent("Slots");
    expect(screen.getByRole("navigation", { name: "Legal" })).toHaveTextContent(
      "Responsible gaming",
    );
    expect(screen.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/page-detail/faqs");
    expect(
      within(screen.getByRole("banner")).getByRole("button", { name: "Sign in" }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("navigation", { name: "Quick navigation" })).getByRole("link", {
        name: "Live casino",
      }),
    ).toHaveAttribute("href", "/live-casino");
  });

  it("serves every route of the specification with a screen of its own (none falls to 404)", () => {
    const routes = createAppRoutes({ siteHostname: "casino.localhost", defaultTitle: "Casino" });
    const specRoutes = [
      "/",
      "/live-casino",
      "/login",
      "/login/update-email",
      "/sign-up",
      "/sign-up/welcome",
      "/complete-information",
      "/forgot-password",
      "/forgot-password/send-success",
      "/password/reset/abcdef123456",
      "/email/verify",
      "/profile/my-profile",
      "/profile/change-password",
      "/inboxes",
      "/transaction-history",
      "/gaming-history",
      "/prizes",
      "/promotion",
      "/promotion/summer-cup",
      "/vip-program",
      "/play-game/dice",
      "/provably-fair/verify",
      "/play-again",
      "/favorite",
      "/categories/slots",
      "/provider",
      "/provider/7",
      "/challenges",
      "/tournaments",
      "/tournaments/weekly-race",
      "/blogs",
      "/blogs/tags",
      "/blogs/first-post",
      "/customer-support",
      "/not-available",
      "/page-detail/faqs",
      "/x-forwarded-for-test",
      "/lobby",
    ];
    for (const path of specRoutes) {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route;
      expect([path, leaf?.path ?? (leaf?.index ? "(index)" : undefined)]).not.toEqual([path, "*"]);
      expect(leaf).toBeDefined();
    }
  });

  it("gives every route of the core's manifest a screen, and no screen a path outside it", () => {
    const table = createAppRoutes({ siteHostname: "casino.localhost", defaultTitle: "Casino" });
    const screens: string[] = [];
    const walk = (objects: RouteObject[]) => {
      for (const route of objects) {
        if (route.index) screens.push("/");
        else if (route.path !== undefined && route.path !== "*") screens.push(`/${route.path}`);
        if (route.children) walk(route.children);
      }
    };
    walk(table);
    const manifest = routeList.map((route) => route.path);
    expect([...screens].sort()).toEqual([...manifest].sort());
  });

  it("answers 404 for unknown routes and malformed page parameters", async () => {
    await renderApp("/blogs/not%20a%20slug!");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the lobby" })).toHaveAttribute("href", "/");
  });

  it("sends a guest from a signed-in-only route (rule 8) to the lobby's sign-in, without showing it", async () => {
    const { router, store } = await renderApp("/profile/change-password");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(router.state.location.search).toBe("?backToUrl=%2Fprofile%2Fchange-password");
    expect(await screen.findByRole("dialog", { name: "Welcome back" })).toBeInTheDocument();
    expect(store.getState().session.afterLoginPath).toBe("/profile/change-password");
    expect(screen.queryByRole("heading", { name: "Change password" })).not.toBeInTheDocument();
  });

  it("opens the auth dialog on the register tab from open-auth=register (rule 4)", async () => {
    await renderApp("/?open-auth=register");
    const dialog = await screen.findByRole("dialog", { name: "Create your account" });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Sign up" })).toHaveAttribute("aria-selected", "true");
  });

  it("keeps an external backToUrl from opening anything (rule 7)", async () => {
    const { store, router, platform } = await renderApp("/?backToUrl=https%3A%2F%2Fevil.example");
    await screen.findByRole("heading", { level: 1, name: "Lobby" });
    // The navigation saga ran the rules on the reported location (rule 5 saved it).
    await waitFor(() => expect(platform.storage.get("previousRoute")).toContain("backToUrl"));
    expect(store.getState().session.authDialog.open).toBe(false);
    expect(router.state.location.pathname).toBe("/");
  });

  it("remembers an internal backToUrl and opens sign-in (rule 7)", async () => {
    const { store } = await renderApp("/?backToUrl=%2Finboxes%3Fpage%3D2");
    expect(await screen.findByRole("dialog", { name: "Welcome back" })).toBeInTheDocument();
    expect(store.getState().session.afterLoginPath).toBe("/inboxes?page=2");
  });

  it("moves a bonus code from the query to a cookie with a replacing redirect (rule 3)", async () => {
    const { router } = await renderApp("/promotion?txtbonuscode=WELCOME&x=1");
    await waitFor(() => expect(router.state.location.search).toBe("?x=1"));
  });

  it("sends a player away from a guest-only page; a user fetch the server refuses logs out locally", async () => {
    // The fake answers 404 to every call: the server does not know this session.
    const { store, router } = await renderApp("/login", { api: createFakeApi({}).client });
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    store.dispatch(sessionActions.loginSucceeded({ token: "tok", method: "password" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(
      within(await screen.findByRole("banner")).getByRole("button", { name: "Sign in" }),
    ).toBeInTheDocument();
  });

  it("keeps the player signed in and offers a retry when the server cannot be reached", async () => {
    // Reading the player gets no answer, every try (the rest answers 404: the API is up).
    const api = createFakeApi({
      "GET /api/user/information": () => {
        throw apiError(0, "network_error");
      },
    });
    const { store } = await renderApp("/login", { api: api.client });
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    store.dispatch(sessionActions.loginSucceeded({ token: "tok", method: "password" }));
    expect(
      await screen.findByRole("heading", { name: "Can't reach the server" }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
    expect(store.getState().session.token).toBe("tok");
    expect(api.callsTo("GET /api/user/information")).toHaveLength(3);
  });
});
