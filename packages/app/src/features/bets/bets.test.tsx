import { createHash, createHmac } from "node:crypto";
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

const revealedSeed = "4b1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f";
const seedHash = createHash("sha256").update(revealedSeed).digest("hex");
/** The roll of these seeds (lucky-7, nonce 12), by an independent `node:crypto` computation. */
const roll = (() => {
  const digest = createHmac("sha256", revealedSeed).update("lucky-7:12:0").digest();
  return Math.floor((digest.readUInt32BE(0) / 2 ** 32) * 10001) / 100;
})();

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
  original: {
    game: "dice",
    params: { target: 90.5, condition: "under" },
    outcome: { roll, payout_multiplier: "1.0940" },
  },
  fairness: {
    server_seed_hash: seedHash,
    server_seed: serverSeed,
    client_seed: "lucky-7",
    nonce: 12,
    formula_version: 2,
  },
  created_at: "2026-11-24T01:00:00.000Z",
});

/** The same bet as the verifier loads it (`GET /api/originals/bets/{id}`). */
const verifierBet = {
  id: 5,
  game: { id: 1, slug: "dice", name: "Dice" },
  username: "alice",
  entity_wallet_code: "USDT",
  amount: "1.000000",
  payout: "1.094000",
  multiplier: "1.094",
  win: true,
  params: { target: 90.5, condition: "under" },
  outcome: { roll },
  original: originalsBet(revealedSeed).original,
  fairness: originalsBet(revealedSeed).fairness,
  created_at: "2026-11-24T01:00:00Z",
};

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
    // Each bet's id is shown and copyable in the player's own bets.
    expect(await within(mine).findByText("ID 91")).toBeInTheDocument();
    expect(within(mine).getByRole("button", { name: "Copy bet id 91" })).toBeInTheDocument();
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

  it("a shared link shows an original bet's id, outcome and inputs, and Verify recomputes the same roll", async () => {
    const api = createFakeApi({
      "GET /api/bets/{id}": () => originalsBet(revealedSeed),
      "GET /api/originals/bets/{id}": () => verifierBet,
    });
    const { router } = await renderApp("/?bet=5", { api: api.client });
    const dialog = await screen.findByRole("dialog", { name: "Bet details" }, { timeout: 5000 });
    expect(await within(dialog).findByText("Dice")).toBeInTheDocument();
    expect(within(dialog).getByText("al***e")).toBeInTheDocument();
    const fact = (label: string) =>
      within(dialog).getAllByText(label, { selector: "dt" })[0]!.nextElementSibling as HTMLElement;
    // The id, visible and copyable.
    expect(fact("Bet id")).toHaveTextContent("5");
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await userEvent.click(within(dialog).getByRole("button", { name: "Copy bet id" }));
    expect(writeText).toHaveBeenLastCalledWith("5");
    expect(await within(fact("Bet id")).findByText("Copied")).toHaveAttribute("role", "status");
    // The outcome and the multiplier with its unit.
    expect(fact("Roll")).toHaveTextContent(roll.toFixed(2));
    expect(fact("Target")).toHaveTextContent("Under 90.50");
    expect(fact("Multiplier")).toHaveTextContent("1.98×");
    // Verify it yourself: exactly the inputs, each copyable by name.
    const block = within(dialog).getByRole("region", { name: "Verify it yourself" });
    expect(
      within(block)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Server seed", "Server seed hash", "Client seed", "Nonce", "Target", "Condition"]);
    expect(within(block).getByText(revealedSeed)).toBeInTheDocument();
    expect(within(block).getByText(seedHash)).toBeInTheDocument();
    await userEvent.click(within(block).getByRole("button", { name: "Copy server seed" }));
    expect(writeText).toHaveBeenLastCalledWith(revealedSeed);
    await userEvent.click(within(block).getByRole("button", { name: "Copy client seed" }));
    expect(writeText).toHaveBeenLastCalledWith("lucky-7");
    expect(within(block).getByRole("button", { name: "Copy nonce" })).toBeInTheDocument();
    expect(within(block).getByRole("button", { name: "Copy target" })).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Play Dice" })).toHaveAttribute(
      "href",
      "/play-game/dice",
    );
    // Verify opens the verifier filled in with the bet's inputs: it shows the same roll.
    await userEvent.click(within(block).getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/provably-fair/verify"));
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query)).toEqual({
      game: "dice",
      bet_id: "5",
      server_seed: revealedSeed,
      server_seed_hash: seedHash,
      client_seed: "lucky-7",
      nonce: "12",
      target: "90.5",
      condition: "under",
    });
    expect(await screen.findByTestId("verifier-result", {}, { timeout: 5000 })).toHaveTextContent(
      roll.toFixed(2),
    );
    expect(await screen.findByText("The results match.")).toBeInTheDocument();
  });

  it("before the pair is revealed, says the server seed comes with the rotation", async () => {
    const api = createFakeApi({ "GET /api/bets/{id}": () => originalsBet(null) });
    await renderApp("/?bet=5", { api: api.client });
    const dialog = await screen.findByRole("dialog", { name: "Bet details" }, { timeout: 5000 });
    const block = await within(dialog).findByRole("region", { name: "Verify it yourself" });
    expect(
      within(block).getByText("The server seed is revealed when the player rotates the seed pair."),
    ).toBeInTheDocument();
    expect(
      within(block).queryByRole("button", { name: "Copy server seed" }),
    ).not.toBeInTheDocument();
    expect(
      within(block).getByRole("button", { name: "Copy server seed hash" }),
    ).toBeInTheDocument();
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
