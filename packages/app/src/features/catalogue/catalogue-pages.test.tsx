import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiError, createFakeApi, type FakeRequest } from "@casino/core/testing";
import { renderApp } from "../../testing/render-app.tsx";
import { signedInRoutes } from "../../testing/wallet-fixtures.ts";
import { pageOf, testCategories, testGame, testProviders } from "./catalogue-fixtures.ts";

jest.setTimeout(20_000);

const signedIn = { cookies: { token: "tok", clear_cookie: "1" } };
const catalogue = Array.from({ length: 50 }, (_, i) =>
  testGame(i + 1, { provider: i % 2 ? testProviders[1]! : testProviders[0]! }),
);

function listGames(request: FakeRequest) {
  const providers = (request.query["provider_ids[]"] as number[] | undefined) ?? [];
  const games = providers.length
    ? catalogue.filter((g) => providers.includes(g.provider.id))
    : catalogue;
  return pageOf(request.query.sort === "name_desc" ? [...games].reverse() : games, request);
}

describe("category page", () => {
  it("lists the category's games, keeps sort and provider in the URL", async () => {
    const api = createFakeApi({
      "GET /api/games/categories/list": () => testCategories,
      "GET /api/games/providers": () => testProviders,
      "GET /api/games/list": listGames,
    });
    const { router } = await renderApp("/categories/popular", { api: api.client });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Popular" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const grid = await screen.findByRole("list", { name: "Popular" });
    expect(await within(grid).findByRole("heading", { name: "Game 1" })).toBeInTheDocument();
    expect(screen.getByText("50 games")).toBeInTheDocument();
    expect(api.callsTo("GET /api/games/list")[0]!.query).toMatchObject({
      "category_ids[]": [3],
      page: 1,
    });
    expect(within(grid).getByRole("link", { name: "Play Game 1" })).toHaveAttribute(
      "href",
      "/play-game/game-1",
    );

    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "name_desc");
    await waitFor(() => expect(router.state.location.search).toBe("?sort=name_desc"));
    // The toolbar shows the new address before the next change (it builds on what it shows).
    await waitFor(() => expect(screen.getByLabelText("Sort by")).toHaveValue("name_desc"));
    await userEvent.selectOptions(screen.getByLabelText("Provider"), "2");
    await waitFor(() => expect(router.state.location.search).toBe("?sort=name_desc&provider=2"));
    await waitFor(() =>
      expect(api.callsTo("GET /api/games/list").at(-1)!.query).toMatchObject({
        "provider_ids[]": [2],
        sort: "name_desc",
      }),
    );
    expect(await screen.findByText("25 games")).toBeInTheDocument();
  });

  it("shows placeholders, never the empty state, while it waits for the categories; a failed load offers Try again", async () => {
    let categoriesFail = true;
    let answerCategories: (() => void) | null = null;
    const api = createFakeApi({
      "GET /api/games/categories/list": () => {
        if (categoriesFail) throw apiError(500, "server_error");
        return new Promise((resolve) => {
          answerCategories = () => resolve(testCategories);
        });
      },
      "GET /api/games/providers": () => testProviders,
      "GET /api/games/list": (request) => pageOf([], request),
    });
    await renderApp("/categories/new", { api: api.client });
    expect(
      await screen.findByRole("heading", { name: "The games could not be loaded" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("No games match these filters")).not.toBeInTheDocument();
    categoriesFail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(answerCategories).not.toBeNull());
    expect(screen.queryByText("No games match these filters")).not.toBeInTheDocument();
    answerCategories!();
    expect(
      await screen.findByRole("heading", { name: "No games match these filters" }),
    ).toBeInTheDocument();
  });

  it("shows a clear empty state and answers 404 for an unknown category", async () => {
    const api = createFakeApi({
      "GET /api/games/categories/list": () => testCategories,
      "GET /api/games/providers": () => testProviders,
      "GET /api/games/list": (request) => pageOf([], request),
    });
    await renderApp("/categories/new", { api: api.client });
    expect(
      await screen.findByRole(
        "heading",
        { name: "No games match these filters" },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await renderApp("/categories/nope", { api: api.client });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });
});

describe("providers", () => {
  it("lists every provider and links to its page", async () => {
    const api = createFakeApi({
      "GET /api/games/providers": () => testProviders,
      "GET /api/games/list": listGames,
      "GET /api/games/providers/{id}": ({ path }) => testProviders.find((p) => p.slug === path.id)!,
      "GET /api/games/provider/games": listGames,
    });
    const { router } = await renderApp("/provider", { api: api.client });
    const providers = await screen.findByRole(
      "region",
      { name: "Game providers" },
      { timeout: 5000 },
    );
    const link = await within(providers).findByRole("link", { name: /Red Fox/ });
    expect(link).toHaveTextContent("12 games");
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe("/provider/red-fox"));
    expect(await screen.findByRole("heading", { level: 1, name: "Red Fox" })).toBeInTheDocument();
    expect(api.callsTo("GET /api/games/provider/games").at(-1)!.query).toMatchObject({
      provider_id: "red-fox",
    });
  });
});

describe("favourites", () => {
  it("asks a guest to sign in, both on /favorite and on a tile's star", async () => {
    const api = createFakeApi({
      "GET /api/games/categories/list": () => testCategories,
      "GET /api/games/providers": () => testProviders,
      "GET /api/games/list": listGames,
    });
    await renderApp("/favorite", { api: api.client });
    expect(
      await screen.findByRole(
        "heading",
        { name: "Sign in to see your favourites" },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await renderApp("/categories/popular", { api: api.client });
    const star = (await screen.findAllByRole("button", { name: "Favourite Game 1" })).at(-1)!;
    await userEvent.click(star);
    expect(api.callsTo("PATCH /api/games/like")).toHaveLength(0);
    expect((await screen.findAllByRole("dialog", { name: "Welcome back" })).length).toBeGreaterThan(
      0,
    );
  });

  it("lists a player's favourites and a star press removes one at once", async () => {
    let favourites = [testGame(7, { is_favorite: true }), testGame(8, { is_favorite: true })];
    const api = createFakeApi({
      ...signedInRoutes(),
      "GET /api/games/user/favorites": (request) => pageOf(favourites, request),
      "PATCH /api/games/like": ({ body }) => {
        const { game_id, like } = body as { game_id: number; like: boolean };
        favourites = favourites.filter((g) => like || g.id !== game_id);
        return { game_id, is_favorite: like, likes_count: 0 };
      },
    });
    await renderApp("/favorite", { platform: signedIn, api: api.client });
    const grid = await screen.findByRole("list", { name: "Favourites" }, { timeout: 5000 });
    const star = await within(grid).findByRole("button", { name: "Favourite Game 7" });
    expect(star).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(star);
    await waitFor(() =>
      expect(api.callsTo("PATCH /api/games/like")[0]!.body).toEqual({ game_id: 7, like: false }),
    );
    await waitFor(() =>
      expect(within(grid).queryByRole("heading", { name: "Game 7" })).not.toBeInTheDocument(),
    );
    expect(within(grid).getByRole("heading", { name: "Game 8" })).toBeInTheDocument();
  });

  it("shows the recently played games on /play-again", async () => {
    const api = createFakeApi({
      ...signedInRoutes(),
      "GET /api/games/recently-played/list": (request) => pageOf([testGame(9)], request),
    });
    await renderApp("/play-again", { platform: signedIn, api: api.client });
    const grid = await screen.findByRole("list", { name: "Recently played" }, { timeout: 5000 });
    expect(await within(grid).findByRole("link", { name: "Play Game 9" })).toBeInTheDocument();
  });
});
