import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createFakeApi, type FakeRequest } from "@casino/core/testing";
import { renderApp } from "../../testing/render-app.tsx";
import { signedInRoutes } from "../../testing/wallet-fixtures.ts";
import {
  pageOf,
  testCategories,
  testGame,
  testProviders,
} from "../catalogue/catalogue-fixtures.ts";

jest.setTimeout(20_000);

const slot = (
  id: number,
  slotName: string,
  title: string,
  target_type: string,
  target: string,
  visibility: string | null = null,
) => ({
  id,
  slot: slotName,
  position: id,
  title,
  icon: null,
  target_type,
  target,
  visibility,
});

const slots = [
  slot(1, "in_top_lobby", "Editor's choice", "category", "popular"),
  slot(2, "in_top_lobby", "Live tables open now", "path", "/live-casino"),
  slot(3, "in_top_lobby", "Members only", "path", "/vip-program", "logged_in"),
  slot(4, "in_lobby", "Popular picks", "category", "popular"),
  slot(5, "in_lobby", "New releases", "category", "new"),
  slot(6, "in_bottom_lobby", "Red Fox", "provider", "red-fox"),
  slot(7, "in_lobby_nav", "Jackpots", "category", "jackpots"),
];

const lobbyRows = [
  {
    ...testCategories[0]!,
    games_count: 40,
    games: [
      testGame(1, { is_new: true }),
      testGame(2),
      testGame(3, { availability: "LOCATION_BLOCKED" }),
    ],
  },
  { ...testCategories[1]!, games: [] },
];

function routes() {
  return {
    "GET /api/page-slots": () => slots,
    "GET /api/games/categories": () => lobbyRows,
    "GET /api/games/providers": () => testProviders,
    "GET /api/games/highest-win-amount/list": () => [
      {
        rank: 1,
        game: { id: 2, slug: "game-2", name: "Game 2", image: "http://localhost/g.svg" },
        username: "lucky_anna",
        vip_level: 2,
        entity_wallet_code: "USDT",
        win_amount: "1250",
        fiat_win_amount: "1250",
        fiat_currency: "USD",
        multiplier: "25",
        created_at: "2026-01-01T00:00:00Z",
      },
    ],
    "GET /api/games/list": (request: FakeRequest) =>
      pageOf([testGame(10, { kind: "provably_fair", name: "Dice" })], request),
  };
}

describe("lobby", () => {
  it("composes the page slots: banners, shortcuts, wins, category rows and providers", async () => {
    const api = createFakeApi(routes());
    const { router } = await renderApp("/", { api: api.client });
    const banners = await screen.findByRole("region", { name: "Featured" }, { timeout: 5000 });
    expect(within(banners).getByRole("link", { name: "Editor's choice" })).toHaveAttribute(
      "href",
      "/categories/popular",
    );
    // A guest does not see the members-only banner.
    expect(screen.getByRole("button", { name: "Next banner" })).toBeInTheDocument();
    expect(screen.queryByText("Members only")).not.toBeInTheDocument();

    const shortcuts = screen.getByRole("navigation", { name: "Lobby shortcuts" });
    expect(within(shortcuts).getByRole("link", { name: "Jackpots" })).toHaveAttribute(
      "href",
      "/categories/jackpots",
    );

    const wins = await screen.findByRole("list", { name: "Biggest wins today" });
    expect(within(wins).getByRole("link", { name: /Game 2/ })).toHaveTextContent("$1,250.00");

    const row = screen.getByRole("region", { name: "Popular picks" });
    expect(within(row).getByRole("link", { name: "See all 40" })).toHaveAttribute(
      "href",
      "/categories/popular",
    );
    expect(within(row).getByText("Not available in your location")).toBeInTheDocument();
    // An empty category shows no row.
    expect(screen.queryByRole("region", { name: "New releases" })).not.toBeInTheDocument();

    // The bet feeds at the bottom load after the first paint (their own chunk), then show.
    const feeds = await screen.findByRole("region", { name: "Bets" });
    expect(await within(feeds).findByRole("tab", { name: "Latest bets" })).toBeInTheDocument();

    const providers = screen.getByRole("region", { name: "Providers" });
    await userEvent.click(within(providers).getByRole("link", { name: /Red Fox/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/provider/red-fox"));
  });

  it("filters by kind with ?type=provably-fair", async () => {
    const api = createFakeApi(routes());
    await renderApp("/?type=provably-fair", { api: api.client });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Provably fair" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const grid = await screen.findByRole("list", { name: "Provably fair" });
    expect(await within(grid).findByRole("link", { name: "Play Dice" })).toBeInTheDocument();
    expect(api.callsTo("GET /api/games/list")[0]!.query).toMatchObject({
      "kinds[]": ["provably_fair"],
    });
  });

  it("asks for the live casino's own slots on /live-casino", async () => {
    const api = createFakeApi(routes());
    await renderApp("/live-casino", { api: api.client });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Live casino" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo("GET /api/games/categories").length).toBe(1));
    expect(api.callsTo("GET /api/games/categories")[0]!.query).toMatchObject({
      section: "live_casino",
    });
    expect(api.callsTo("GET /api/page-slots")[0]!.query["slots[]"]).toEqual([
      "in_top_live_casino",
      "in_live_casino_nav",
      "in_live_casino",
      "in_bottom_live_casino",
    ]);
  });

  it("gives a signed-in player Continue playing and Favourites rails, each with See all to its page", async () => {
    const recent = [testGame(21, { name: "Dice", kind: "provably_fair" }), testGame(22)];
    const liked = [testGame(31, { name: "Lucky Fox", is_favorite: true })];
    const api = createFakeApi({
      ...routes(),
      ...signedInRoutes(),
      "GET /api/games/recently-played/list": (request: FakeRequest) => pageOf(recent, request),
      "GET /api/games/user/favorites": (request: FakeRequest) => pageOf(liked, request),
    });
    const { router } = await renderApp("/", {
      platform: { cookies: { token: "tok", clear_cookie: "1" } },
      api: api.client,
    });
    const playing = await screen.findByRole(
      "region",
      { name: "Continue playing" },
      { timeout: 5000 },
    );
    expect(within(playing).getByRole("link", { name: "Play Dice" })).toBeInTheDocument();
    const favourites = screen.getByRole("region", { name: "Favourites" });
    expect(within(favourites).getByRole("link", { name: "Play Lucky Fox" })).toBeInTheDocument();
    expect(within(favourites).getByRole("link", { name: "See all 1" })).toHaveAttribute(
      "href",
      "/favorite",
    );
    await userEvent.click(within(playing).getByRole("link", { name: "See all 2" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/play-again"));
  });

  it("shows a player no rail for an empty list", async () => {
    const api = createFakeApi({
      ...routes(),
      ...signedInRoutes(),
      "GET /api/games/recently-played/list": (request: FakeRequest) => pageOf([], request),
      "GET /api/games/user/favorites": (request: FakeRequest) =>
        pageOf([testGame(31, { name: "Lucky Fox", is_favorite: true })], request),
    });
    await renderApp("/", {
      platform: { cookies: { token: "tok", clear_cookie: "1" } },
      api: api.client,
    });
    expect(
      await screen.findByRole("region", { name: "Favourites" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo("GET /api/games/recently-played/list")).toHaveLength(1));
    expect(screen.queryByRole("region", { name: "Continue playing" })).not.toBeInTheDocument();
  });

  it("asks a guest for no player list", async () => {
    const api = createFakeApi(routes());
    await renderApp("/", { api: api.client });
    await screen.findByRole("region", { name: "Popular picks" }, { timeout: 5000 });
    expect(screen.queryByRole("region", { name: "Continue playing" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Favourites" })).not.toBeInTheDocument();
    expect(api.callsTo("GET /api/games/recently-played/list")).toHaveLength(0);
  });
});
