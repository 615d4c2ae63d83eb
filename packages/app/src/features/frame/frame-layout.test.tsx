import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createFakeApi } from "@casino/core/testing";
import { renderApp } from "../../testing/render-app.tsx";
import { signedInRoutes } from "../../testing/wallet-fixtures.ts";

const signedIn = { cookies: { token: "tok", clear_cookie: "1" } };

/** The links of the side menu marked as the current page (jsdom hides the column: phone width). */
function currentInMainMenu() {
  const aside = screen.getByRole("complementary", { hidden: true });
  return within(aside)
    .getAllByRole("link", { hidden: true })
    .filter((link) => link.getAttribute("aria-current") === "page")
    .map((link) => link.textContent);
}

describe("frame layouts", () => {
  it("the web frame has the desktop side menu", async () => {
    await renderApp("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Lobby" })).toBeInTheDocument();
    expect(screen.getByRole("complementary", { hidden: true })).toHaveAttribute(
      "aria-label",
      "Main menu",
    );
  });

  it("the mini-app frame has the bottom bar and no side menu", async () => {
    await renderApp("/", { app: { layout: "mini-app" } });
    expect(await screen.findByRole("heading", { level: 1, name: "Lobby" })).toBeInTheDocument();
    expect(screen.queryByRole("complementary", { hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Quick navigation" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
  });

  it("marks one lobby page as current in the side menu: Lobby, Slots or Provably fair", async () => {
    const { router } = await renderApp("/");
    await screen.findByRole("heading", { level: 1, name: "Lobby" });
    expect(currentInMainMenu()).toEqual(["Lobby"]);
    await router.navigate("/?type=slots");
    await screen.findByRole("heading", { level: 1, name: "Slots" });
    expect(currentInMainMenu()).toEqual(["Slots"]);
    await router.navigate("/?type=provably-fair");
    await screen.findByRole("heading", { level: 1, name: "Provably fair" });
    expect(currentInMainMenu()).toEqual(["Provably fair"]);
    await router.navigate("/promotion");
    await screen.findByRole("heading", { level: 1, name: "Promotions" });
    expect(currentInMainMenu()).toEqual(["Promotions"]);
  });

  it("routes the side menu's links without a reload", async () => {
    const { router, fullLoads } = await renderApp("/");
    await screen.findByRole("heading", { level: 1, name: "Lobby" });
    const aside = screen.getByRole("complementary", { hidden: true });
    await userEvent.click(within(aside).getByRole("link", { name: "Slots", hidden: true }));
    expect(router.state.location.search).toBe("?type=slots");
    expect(fullLoads).toEqual([]);
  });

  it("opens the menu drawer from the bottom bar; Escape closes it", async () => {
    await renderApp("/");
    await screen.findByRole("heading", { level: 1, name: "Lobby" });
    const bar = screen.getByRole("navigation", { name: "Quick navigation" });
    const menu = within(bar).getByRole("button", { name: "Menu" });
    await userEvent.click(menu);
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(drawer).getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(within(drawer).getByRole("button", { name: "Language: English" })).toBeInTheDocument();
    expect(menu).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{Escape}");
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument(),
    );
  });

  it("shows the live challenge and tournament counts and the support team's unread answers in the menus (99+)", async () => {
    const api = createFakeApi({
      ...signedInRoutes(),
      "GET /api/settings/general": () => ({
        inbox_count: 0,
        challenge_count: 3,
        tournament_count: 120,
      }),
      "GET /api/support/unread-count": () => ({ unread_count: 2 }),
    });
    await renderApp("/", { platform: signedIn, api: api.client });
    await screen.findByRole("heading", { level: 1, name: "Lobby" });
    const bar = screen.getByRole("navigation", { name: "Quick navigation" });
    const menu = await within(bar).findByRole("button", {
      name: "Menu (2 unread support messages)",
    });
    await userEvent.click(menu);
    const nav = within(await screen.findByRole("dialog", { name: "Menu" })).getByRole(
      "navigation",
      { name: "Main" },
    );
    expect(within(nav).getByRole("link", { name: "Challenges 3 live" })).toHaveTextContent("3");
    expect(within(nav).getByRole("link", { name: "Tournaments 120 live" })).toHaveTextContent(
      "99+",
    );
    expect(within(nav).getByRole("link", { name: "Customer support 2 unread" })).toHaveAttribute(
      "href",
      "/customer-support",
    );
  });

  it("shows a player the balance, the inbox link and the account menu", async () => {
    const api = createFakeApi({
      ...signedInRoutes(),
      "GET /api/settings/general": () => ({
        inbox_count: 150,
        available_bonus_count: 0,
        challenge_count: 0,
        tournament_count: 0,
        cashback_ready: false,
      }),
    });
    const { router } = await renderApp("/", { platform: signedIn, api: api.client });
    const banner = await screen.findByRole("banner");
    await waitFor(() =>
      expect(within(banner).getByRole("button", { name: /^Select wallet/ })).toHaveTextContent(
        "120.5",
      ),
    );
    const inbox = within(banner).getByRole("link", { name: "Inbox" });
    expect(inbox).toHaveAttribute("href", "/inboxes");
    await waitFor(() => expect(inbox).toHaveAccessibleDescription("150 unread"));
    expect(banner).toHaveTextContent("99+");

    await userEvent.click(within(banner).getByRole("button", { name: "Account menu" }));
    const menu = screen.getByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual([
      "My profile",
      "Change password",
      "Transaction history",
      "Recently played",
      "Favourites",
      "Gaming history",
      "Prizes",
      "Bonuses",
      "Inbox (99+)",
      "Customer support",
      "Sign out",
    ]);
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Transaction history" }));
    expect(router.state.location.pathname).toBe("/transaction-history");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();

    await userEvent.click(within(banner).getByRole("button", { name: "Account menu" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Gaming history" }));
    expect(router.state.location.pathname).toBe("/gaming-history");

    await userEvent.click(within(banner).getByRole("button", { name: "Account menu" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Sign out" }));
    expect(await screen.findByRole("alertdialog", { name: "Sign out?" })).toBeInTheDocument();
  });

  it("gives a player links to their own pages in the side menu and the phones' menu", async () => {
    const mine = [
      ["Recently played", "/play-again"],
      ["Favourites", "/favorite"],
      ["Gaming history", "/gaming-history"],
      ["Prizes", "/prizes"],
    ];
    const { router } = await renderApp("/", {
      platform: signedIn,
      api: createFakeApi(signedInRoutes()).client,
    });
    await screen.findByRole("heading", { level: 1, name: "Lobby" });
    const aside = screen.getByRole("complementary", { hidden: true });
    for (const [name, href] of mine)
      expect(within(aside).getByRole("link", { name, hidden: true })).toHaveAttribute("href", href);

    const bar = screen.getByRole("navigation", { name: "Quick navigation" });
    await userEvent.click(within(bar).getByRole("button", { name: "Menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    for (const [name, href] of mine)
      expect(within(drawer).getByRole("link", { name })).toHaveAttribute("href", href);
    await userEvent.click(within(drawer).getByRole("link", { name: "Gaming history" }));
    expect(router.state.location.pathname).toBe("/gaming-history");
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument(),
    );
    await screen.findByRole("heading", { level: 1, name: "Gaming history" });
    expect(currentInMainMenu()).toEqual(["Gaming history"]);
  });

  it("shows guests no links to a player's own pages", async () => {
    await renderApp("/");
    await screen.findByRole("heading", { level: 1, name: "Lobby" });
    const aside = screen.getByRole("complementary", { hidden: true });
    expect(within(aside).queryByRole("link", { name: "Gaming history", hidden: true })).toBeNull();
    expect(within(aside).queryByRole("link", { name: "Favourites", hidden: true })).toBeNull();
  });
});
