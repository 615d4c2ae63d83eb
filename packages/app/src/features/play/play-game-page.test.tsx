import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiError, createFakeApi, type FakeRequest } from "@casino/core/testing";
import { renderApp } from "../../testing/render-app.tsx";
import { gameDetail, similarGames, type GameDetail } from "../../testing/play-fixtures.ts";
import { signedInRoutes } from "../../testing/wallet-fixtures.ts";

jest.setTimeout(20_000);

const signedIn = { cookies: { token: "tok", clear_cookie: "1" } };

/** Fruit Fiesta as its play page shows it: described, with RTP, volatility and a category. */
function fruitFiesta(changes: Partial<GameDetail> = {}) {
  return gameDetail({
    description: "A fruit slot.",
    rtp: "96.50",
    volatility: "high",
    categories: [{ id: 2, slug: "popular", name: "Popular" }],
    game_currencies: ["USD", "EUR", "USDT"],
    ...changes,
  });
}

const similar = () =>
  similarGames([
    { ...fruitFiesta(), id: 7 },
    { ...fruitFiesta(), id: 8, slug: "cherry-bomb", name: "Cherry Bomb" },
  ]);

const launch = (mode: "real" | "fun") => (request: FakeRequest) => ({
  game_id: 7,
  url: `https://sandbox.test/play/slot?token=${mode}-${String(request.query.currency ?? "")}`,
  mode,
  entity_wallet_code: mode === "real" ? request.query.entity_wallet_code : null,
  currency: mode === "real" ? request.query.currency : null,
});

const common = {
  "GET /api/games/list": similar,
  "GET /api/games/live-wins/list": () => [],
};

describe("/play-game/{id}", () => {
  it("keeps the similar games' room with placeholders while their list loads (no layout shift)", async () => {
    let answer: (value: unknown) => void = () => undefined;
    const api = createFakeApi({
      ...common,
      "GET /api/games/list": () => new Promise((resolve) => (answer = resolve)),
      "GET /api/games/{id}": () => fruitFiesta(),
      "GET /api/games/{id}/game-demo-url": launch("fun"),
    });
    await renderApp("/play-game/fruit-fiesta", { api: api.client });
    const loading = await screen.findByRole("region", { name: "Similar games" }, { timeout: 5000 });
    expect(loading).toHaveAttribute("aria-busy", "true");
    expect(loading.querySelectorAll('[data-skeleton="game-card"]').length).toBeGreaterThan(0);
    answer(similar());
    await waitFor(() =>
      expect(
        within(screen.getByRole("region", { name: "Similar games" })).getByRole("button", {
          name: /Cherry Bomb/,
        }),
      ).toBeInTheDocument(),
    );
    expect(screen.getByRole("region", { name: "Similar games" })).not.toHaveAttribute("aria-busy");
  });

  it("a guest plays for fun; game facts and similar games are shown", async () => {
    const api = createFakeApi({
      ...common,
      "GET /api/games/{id}": () => fruitFiesta(),
      "GET /api/games/{id}/game-demo-url": launch("fun"),
    });
    await renderApp("/play-game/fruit-fiesta", { api: api.client });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Fruit Fiesta" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const frame = await screen.findByTitle("Fruit Fiesta");
    expect(frame).toHaveAttribute("src", "https://sandbox.test/play/slot?token=fun-");
    const fun = screen.getByRole("switch", { name: "Fun mode" });
    expect(fun).toBeChecked();
    expect(fun).toBeDisabled();
    const info = screen.getByRole("region", { name: "About this game" });
    expect(within(info).getByText("Nebula Forge")).toBeInTheDocument();
    expect(within(info).getByText("96.50%")).toBeInTheDocument();
    expect(within(info).getByText("High")).toBeInTheDocument();
    const similarGames = screen.getByRole("region", { name: "Similar games" });
    expect(within(similarGames).queryByText("Fruit Fiesta")).not.toBeInTheDocument();
    expect(within(similarGames).getByRole("button", { name: /Cherry Bomb/ })).toBeInTheDocument();
    expect(api.calls.some((c) => c.route === "GET /api/games/{id}/game-url")).toBe(false);
  });

  it("a player plays for real in the URL's currency and wallet, and can switch to fun", async () => {
    const api = createFakeApi({
      ...signedInRoutes(),
      ...common,
      "GET /api/games/{id}": () => fruitFiesta(),
      "GET /api/games/{id}/game-url": launch("real"),
      "GET /api/games/{id}/game-demo-url": launch("fun"),
    });
    const { router } = await renderApp("/play-game/fruit-fiesta?currency=EUR", {
      platform: signedIn,
      api: api.client,
    });
    const frame = await screen.findByTitle("Fruit Fiesta", {}, { timeout: 5000 });
    await waitFor(() =>
      expect(frame).toHaveAttribute("src", "https://sandbox.test/play/slot?token=real-EUR"),
    );
    const call = api.calls.find((c) => c.route === "GET /api/games/{id}/game-url");
    expect(call?.query).toEqual({ currency: "EUR", entity_wallet_code: "USDT" });
    // Two pickers that do not look alike: the paying wallet (with its balance), the game's display.
    expect(screen.getByRole("combobox", { name: "Amounts shown in" })).toHaveValue("EUR");
    const payFrom = screen.getByRole("combobox", { name: "Pay from" });
    expect(payFrom).toHaveValue("USDT");
    // The balance by the money rule: grouped, 8 decimals for crypto, with its unit.
    expect(
      within(payFrom).getByRole("option", { name: /^120\.50000000\sUSDT$/ }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("switch", { name: "Fun mode" }));
    await waitFor(() => expect(router.state.location.search).toContain("mode=fun"));
    await waitFor(() =>
      expect(screen.getByTitle("Fruit Fiesta")).toHaveAttribute(
        "src",
        "https://sandbox.test/play/slot?token=fun-",
      ),
    );
  });

  it("says a location-blocked game is not available, with the VPN instructions", async () => {
    const api = createFakeApi({
      ...common,
      "GET /api/games/{id}": () => fruitFiesta({ availability: "LOCATION_BLOCKED" }),
    });
    await renderApp("/play-game/fruit-fiesta", { api: api.client });
    expect(
      await screen.findByRole(
        "heading",
        { name: "This game is not available in your location" },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Read the VPN instructions" })).toHaveAttribute(
      "href",
      "/page-detail/vpn-instruction",
    );
    expect(screen.queryByTitle("Fruit Fiesta")).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.route.startsWith("GET /api/games/{id}/game"))).toBe(false);
  });

  it("shows the bonus message when the launch is refused for an active bonus", async () => {
    const api = createFakeApi({
      ...signedInRoutes(),
      ...common,
      "GET /api/games/{id}": () => fruitFiesta(),
      "GET /api/games/{id}/game-url": () => {
        throw apiError(403, "game_hidden_when_bonus");
      },
    });
    await renderApp("/play-game/fruit-fiesta", { platform: signedIn, api: api.client });
    expect(
      await screen.findByRole(
        "heading",
        { name: "This game is not available while a bonus is active" },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it("hands a provably fair original to its native screen without launching a URL", async () => {
    const api = createFakeApi({
      ...common,
      "GET /api/games/{id}": () =>
        fruitFiesta({ id: 1, slug: "dice", name: "Dice", kind: "provably_fair" }),
    });
    await renderApp("/play-game/dice", { api: api.client });
    // A guest meets the original's own screen, in fun mode (pretend money).
    expect(
      await screen.findByRole("region", { name: "Fun mode: demo money" }, { timeout: 5000 }),
    ).toBeVisible();
    // The page is titled with the game's name for a guest too.
    expect(screen.getByRole("heading", { level: 1, name: "Dice" })).toBeVisible();
    expect(api.calls.some((c) => c.route.startsWith("GET /api/games/{id}/game"))).toBe(false);
  });

  it("sends the old /originals/{slug} address to the play page, query kept", async () => {
    const api = createFakeApi({
      ...common,
      "GET /api/games/{id}": () =>
        fruitFiesta({ id: 1, slug: "dice", name: "Dice", kind: "provably_fair" }),
    });
    const { router } = await renderApp("/originals/dice?bet=41", { api: api.client });
    await waitFor(() => expect(router.state.location.pathname).toBe("/play-game/dice"));
    expect(router.state.location.search).toBe("?bet=41");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Dice" }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it("gives 404 for an unknown game", async () => {
    const api = createFakeApi({ ...common });
    await renderApp("/play-game/no-such-game", { api: api.client });
    expect(
      await screen.findByRole("heading", { name: "Page not found" }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
