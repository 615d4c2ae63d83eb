import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { realtimeEventActions, type BetFeedItem } from "@casino/core";
import { apiError, createFakeApi, type FakeRequest } from "@casino/core/testing";
import { outage } from "../../testing/outage.ts";
import { renderApp } from "../../testing/render-app.tsx";
import { gameDetail, similarGames } from "../../testing/play-fixtures.ts";
import { signedInRoutes } from "../../testing/wallet-fixtures.ts";

jest.setTimeout(20_000);

const signedIn = { cookies: { token: "tok", clear_cookie: "1" } };

const feedBet = (id: string, username: string, minute: number): BetFeedItem => ({
  id,
  game: { id: 7, slug: "fruit-fiesta", name: `Game ${id}`, image: "https://img.test/f.svg" },
  username,
  vip_level: 0,
  entity_wallet_code: "USDT",
  bet_amount: "10.00000000",
  payout_amount: "25.00000000",
  multiplier: "2.5",
  fiat_bet_amount: "10.00",
  fiat_payout_amount: "25.00",
  fiat_currency: "USD",
  created_at: new Date(Date.UTC(2026, 10, 24, 1, minute)).toISOString(),
});

const game = gameDetail();

const originalsBet = (serverSeed: string | null) => ({
  id: "5",
  game: { id: 1, slug: "dice", name: "Dice", image: "https://img.test/dice.svg" },
  player: "al***e",
  entity_wallet_code: "USDT",
  bet_amount: "1.00000000",
  payout_amount: "1.98000000",
  multiplier: "1.98",
  fiat_bet_amount: "1.00",
  fiat_payout_amount: "1.98",
  fiat_currency: "USD",
  fairness: {
    server_seed_hash: "a".repeat(64),
    server_seed: serverSeed,
    client_seed: "my-seed",
    nonce: 3,
  },
  created_at: "2026-11-24T01:00:00.000Z",
});

/** A slot bet as `GET /api/bets/{id}` shows it (no seeds). */
const slotBet = {
  id: "77",
  game: { id: 7, slug: "fruit-fiesta", name: "Fruit Fiesta", image: "https://img.test/f.svg" },
  player: "bo***y",
  entity_wallet_code: "USDT",
  bet_amount: "4.00000000",
  payout_amount: "10.00000000",
  multiplier: "2.5",
  fiat_bet_amount: "4.00",
  fiat_payout_amount: "10.00",
  fiat_currency: "USD",
  fairness: null,
  created_at: "2026-11-24T01:00:00.000Z",
};

describe("bet feeds and the bet dialog", () => {
  it("shows the feeds live, 'my bets' for players, and opens a bet's details by URL", async () => {
    const feeds = (request: FakeRequest) =>
      request.query.type === "user_lastest_bet"
        ? [feedBet("91", "te***r", 1)]
        : request.query.type === "high_roller"
          ? []
          : [feedBet("11", "al***e", 1)];
    const api = createFakeApi({
      ...signedInRoutes(),
      "GET /api/games/{id}": () => game,
      "GET /api/games/{id}/game-url": () => ({
        game_id: 7,
        url: "https://sandbox.test/play/slot?token=x",
        mode: "real",
        entity_wallet_code: "USDT",
        currency: "USD",
      }),
      "GET /api/games/list": () => similarGames(),
      "GET /api/games/live-wins/list": feeds,
    });
    const { store, router } = await renderApp("/play-game/fruit-fiesta", {
      platform: signedIn,
      api: api.client,
    });
    const tabs = await screen.findByRole("tablist", { name: "Bet feeds" }, { timeout: 5000 });
    const feed = await screen.findByRole("table", { name: "Latest bets" });
    expect(await within(feed).findByText("al***e")).toBeInTheDocument();
    store.dispatch(
      realtimeEventActions.transaction_latest_bet({ bet: feedBet("12", "Hidden", 2) }),
    );
    expect(await within(feed).findByText("Game 12")).toBeInTheDocument();
    expect(within(feed).getAllByRole("row")[1]).toHaveTextContent("Hidden");

    await userEvent.click(within(tabs).getByRole("tab", { name: "My bets" }));
    const mine = await screen.findByRole("table", { name: "My bets" });
    await userEvent.click(await within(mine).findByRole("button", { name: "Game 91" }));
    await waitFor(() => expect(router.state.location.search).toBe("?bet=91"));
    const dialog = await screen.findByRole("dialog", { name: "Bet details" });
    expect(within(dialog).getByText("te***r")).toBeInTheDocument();
    expect(
      within(dialog).getByText("Seeds are shown for provably fair games."),
    ).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.search).toBe("");
  });

  it("a shared link opens an original bet with its seeds", async () => {
    const api = createFakeApi({
      "GET /api/bets/{id}": () => originalsBet("b".repeat(64)),
    });
    await renderApp("/?bet=5", { api: api.client });
    const dialog = await screen.findByRole("dialog", { name: "Bet details" }, { timeout: 5000 });
    expect(await within(dialog).findByText("Dice")).toBeInTheDocument();
    expect(within(dialog).getByText("al***e")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Server seed" })).toHaveValue(
      "b".repeat(64),
    );
    expect(within(dialog).getByRole("textbox", { name: "Client seed" })).toHaveValue("my-seed");
    expect(within(dialog).getByRole("link", { name: "Play Dice" })).toHaveAttribute(
      "href",
      "/play-game/dice",
    );
  });

  it("keeps the server seed secret until the pair is rotated, and says when a bet is unknown", async () => {
    const api = createFakeApi({ "GET /api/bets/{id}": () => originalsBet(null) });
    await renderApp("/?bet=5", { api: api.client });
    const dialog = await screen.findByRole("dialog", { name: "Bet details" }, { timeout: 5000 });
    expect(
      await within(dialog).findByText("Revealed when the player rotates the seed pair."),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole("textbox", { name: "Server seed" })).not.toBeInTheDocument();
  });

  it("a shared link opens a slot bet no loaded feed holds", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = createFakeApi({
      "GET /api/bets/{id}": async ({ path }) => {
        await held;
        return path.id === 77 ? slotBet : null;
      },
    });
    await renderApp("/?bet=77", { api: api.client });
    const dialog = await screen.findByRole("dialog", { name: "Bet details" }, { timeout: 5000 });
    // Loading: a skeleton, announced.
    expect(within(dialog).getByRole("status")).toHaveTextContent("Loading bet");
    release();
    expect(await within(dialog).findByText("Fruit Fiesta")).toBeInTheDocument();
    expect(within(dialog).getByText("bo***y")).toBeInTheDocument();
    expect(within(dialog).getByText(/\$10\.00/)).toBeInTheDocument();
    expect(
      within(dialog).getByText("Seeds are shown for provably fair games."),
    ).toBeInTheDocument();
    expect(api.callsTo("GET /api/bets/{id}")[0]!.path).toEqual({ id: 77 });
  });

  it("offers a retry when the lookup fails, and says when the server knows no such bet", async () => {
    const down = outage();
    const api = createFakeApi({
      "GET /api/bets/{id}": down.route(() => slotBet),
    });
    await renderApp("/?bet=77", { api: api.client });
    const dialog = await screen.findByRole("dialog", { name: "Bet details" }, { timeout: 5000 });
    expect(
      await within(dialog).findByRole("heading", { name: "The bet could not be loaded" }),
    ).toBeVisible();
    down.end();
    await userEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByText("Fruit Fiesta")).toBeInTheDocument();

    const missing = createFakeApi({
      "GET /api/bets/{id}": () => {
        throw apiError(404, "not_found");
      },
    });
    await renderApp("/?bet=78", { api: missing.client });
    const dialogs = await screen.findAllByRole("dialog", { name: "Bet details" });
    expect(
      await within(dialogs.at(-1)!).findByRole("heading", { name: "This bet cannot be found" }),
    ).toBeVisible();
  });

  it("says when a bet cannot be found", async () => {
    const api = createFakeApi({});
    await renderApp("/?bet=sim-unknown", { api: api.client });
    const dialog = await screen.findByRole("dialog", { name: "Bet details" }, { timeout: 5000 });
    expect(within(dialog).getByRole("heading", { name: "This bet cannot be found" })).toBeVisible();
  });
});
