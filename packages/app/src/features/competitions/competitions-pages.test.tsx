import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiError, createFakeApi } from "@casino/core/testing";
import { outage } from "../../testing/outage.ts";
import { onePage } from "../../testing/pages.ts";
import { renderApp } from "../../testing/render-app.tsx";
import { signedInRoutes } from "../../testing/wallet-fixtures.ts";

const signedIn = { cookies: { token: "tok", clear_cookie: "1" } };
const dice = { id: 1, slug: "dice", name: "Dice", image: "https://cdn.example/dice.png" };
const cash = (amount: string, currency = "USDT") => ({
  prize_type: "cash" as const,
  amount,
  currency,
  free_spins_count: null,
  free_spins_game: null,
});

function challenge(patch: Record<string, unknown> = {}) {
  return {
    id: 3,
    title: "Roll x10 on Dice",
    description: null,
    image: null,
    game: dice,
    status: "live",
    target_type: "multiplier",
    target_multiplier: "10.00",
    target_wager: null,
    min_bet: "0.50",
    min_bet_currency: "USD",
    prize: cash("5"),
    winners_limit: 10,
    winners_count: 3,
    starts_at: "2026-01-01T00:00:00Z",
    ends_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    completed_at: null,
    ...patch,
  };
}

function tournament(endsAt: string, patch: Record<string, unknown> = {}) {
  return {
    id: 7,
    slug: "dice-week",
    title: "Dice Week",
    summary: "Roll for the pool",
    image: null,
    status: "live",
    scope: "single_games",
    ranking_rule: "wagering_point",
    prize_pool: "150",
    prize_currency: "USDT",
    min_bet: "1",
    min_bet_currency: "USD",
    participants_count: 2,
    starts_at: "2026-01-01T00:00:00Z",
    ends_at: endsAt,
    description: "<p>Good luck</p>",
    prizes: [
      { rank_from: 1, rank_to: 1, prize: cash("100") },
      {
        rank_from: 2,
        rank_to: 3,
        prize: {
          prize_type: "free_spin",
          amount: null,
          currency: null,
          free_spins_count: 20,
          free_spins_game: { ...dice, id: 2, slug: "sweet", name: "Candy Cascade" },
        },
      },
    ],
    games: [dice],
    providers: [],
    categories: [],
    my_rank: 2,
    my_points: "12.5",
    ...patch,
  };
}

jest.setTimeout(30_000);

describe("challenges page", () => {
  it("lists live challenges with the goal in words, prize, places left and a link to the game", async () => {
    const api = createFakeApi({
      "GET /api/challenges/{type}": (request) =>
        request.path.type === "live"
          ? onePage([
              challenge(),
              challenge({
                id: 4,
                title: "Wager 100 USD on Dice",
                target_type: "wager",
                target_multiplier: "1",
                target_wager: "100",
                min_bet: "1",
                winners_limit: 20,
                winners_count: 20,
              }),
            ])
          : onePage([]),
    });
    const { router } = await renderApp("/challenges", { api: api.client });
    const card = await screen.findByRole("article", { name: "Roll x10 on Dice" });
    expect(card).toHaveTextContent(
      "Win a ×10.00 multiplier on Dice with one bet of at least 0.50 USD.",
    );
    expect(card).toHaveTextContent("7 of 10 prizes left");
    expect(card).toHaveTextContent("5.00000000 USDT");
    expect(within(card).getByRole("timer", { name: "Ends in" })).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Dice" })).toHaveAttribute(
      "href",
      "/play-game/dice",
    );
    const wager = screen.getByRole("article", { name: "Wager 100 USD on Dice" });
    expect(wager).toHaveTextContent(
      "Wager 100.00 USD in total on Dice, counting bets of at least 1.00 USD.",
    );
    expect(wager).toHaveTextContent("All prizes are taken.");
    // A guest has no "completed by me" tab.
    expect(screen.queryByRole("tab", { name: "Completed by me" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "Finished" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=finished"));
    expect(
      await screen.findByRole("heading", { name: "No finished challenges yet." }),
    ).toBeVisible();
  });

  it("shows the player's completed challenges and retries after an error", async () => {
    const down = outage(apiError(500, "Server error"));
    const api = createFakeApi({
      ...signedInRoutes(),
      "GET /api/challenges/{type}": () => onePage([]),
      "GET /api/challenges/user/{type}": down.route(() =>
        onePage([challenge({ completed_at: "2026-01-02T00:00:00Z" })]),
      ),
    });
    await renderApp("/challenges?tab=completed", { platform: signedIn, api: api.client });
    const retry = await screen.findByRole("button", { name: "Try again" });
    expect(
      screen.getByRole("heading", { name: "The challenges could not be loaded." }),
    ).toBeVisible();
    down.end();
    await userEvent.click(retry);
    const card = await screen.findByRole("article", { name: "Roll x10 on Dice" });
    expect(card).toHaveTextContent("Completed");
    expect(card).toHaveTextContent("You completed this challenge.");
    expect(api.callsTo("GET /api/challenges/user/{type}").at(-1)?.path).toEqual({
      type: "completed",
    });
  });
});

describe("tournament pages", () => {
  it("lists tournaments with the prize pool, a ticking countdown and a link", async () => {
    const api = createFakeApi({
      "GET /api/tournaments": () =>
        onePage([tournament(new Date(Date.now() + 90_000_000).toISOString())]),
    });
    await renderApp("/tournaments", { api: api.client });
    const card = await screen.findByRole("article", { name: "Dice Week" });
    expect(card).toHaveTextContent("150.00000000 USDT");
    expect(card).toHaveTextContent("2 players · Most wagered");
    expect(within(card).getByRole("timer", { name: "Ends in" })).toHaveTextContent(/sec/);
    expect(within(card).getByRole("link", { name: "Take part Dice Week" })).toHaveAttribute(
      "href",
      "/tournaments/dice-week",
    );
    expect(api.callsTo("GET /api/tournaments")[0]?.query).toMatchObject({ status: "live" });
  });

  it("explains the rule, links the scope, ranks by prize band, highlights the player and ends live", async () => {
    // Far enough ahead that the page is up before it ends on a loaded machine.
    const endsAt = new Date(Date.now() + 4000).toISOString();
    let finished = false;
    const api = createFakeApi({
      ...signedInRoutes(),
      "GET /api/tournaments/{id}": () => tournament(endsAt, finished ? { status: "finished" } : {}),
      "GET /api/tournaments/{id}/leaderboard": () =>
        onePage([
          {
            rank: 1,
            username: "de***r",
            vip_level: 1,
            points: "40",
            is_me: false,
            prize: cash("100"),
          },
          {
            rank: 2,
            username: "player_me",
            vip_level: 1,
            points: "12.5",
            is_me: true,
            prize: null,
          },
        ]),
    });
    await renderApp("/tournaments/dice-week", { platform: signedIn, api: api.client });
    expect(await screen.findByRole("heading", { level: 1, name: "Dice Week" })).toBeVisible();
    expect(screen.getByText(/Every USD you wager on eligible games is one point/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Dice" })).toHaveAttribute("href", "/play-game/dice");
    const prizes = screen.getByRole("list", { name: "Prizes" });
    expect(prizes).toHaveTextContent("Rank 1");
    expect(prizes).toHaveTextContent("Ranks 2–320 free spins on Candy Cascade");
    expect(screen.getByTestId("my-rank")).toHaveTextContent("2 · 12.5 points");

    const board = await screen.findByRole("table", { name: "Leaderboard of Dice Week" });
    const mine = within(board).getByText("player_me").closest("tr");
    expect(mine).toHaveAttribute("aria-current", "true");
    expect(within(board).getByText("de***r").closest("tr")).not.toHaveAttribute("aria-current");

    // The countdown reaches zero: the page says so without a reload and reads the tournament again.
    expect(screen.getByRole("timer", { name: "Ends in" })).toBeInTheDocument();
    finished = true;
    expect(
      await screen.findByText(/The tournament has ended/, undefined, { timeout: 8000 }),
    ).toBeVisible();
    await waitFor(() => expect(api.callsTo("GET /api/tournaments/{id}").length).toBe(2), {
      timeout: 5000,
    });
    await waitFor(
      () =>
        expect(
          screen.getByText("The tournament has ended. These are the final ranks."),
        ).toBeVisible(),
      { timeout: 5000 },
    );
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
  });

  it("says 404 for an unknown tournament", async () => {
    const api = createFakeApi({
      "GET /api/tournaments/{id}": () => {
        throw apiError(404, "Not found");
      },
      "GET /api/tournaments/{id}/leaderboard": () => onePage([]),
    });
    await renderApp("/tournaments/nope", { api: api.client });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});

describe("prizes page", () => {
  it("claims a prize once and shows it claimed", async () => {
    let claimed = false;
    const prize = () => ({
      id: 11,
      source: "challenge",
      source_id: 3,
      source_title: "Roll x10 on Dice",
      rank: null,
      description: "5 USDT to your wallet",
      prize: cash("5"),
      claim_status: claimed ? 1 : 0,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      claimed_at: claimed ? new Date().toISOString() : null,
      created_at: "2026-01-02T00:00:00Z",
    });
    const api = createFakeApi({
      ...signedInRoutes(),
      "GET /api/user/prizes": () => onePage([prize()]),
      "POST /api/user/prizes/{id}/claim": () => {
        claimed = true;
        return prize();
      },
    });
    await renderApp("/prizes", { platform: signedIn, api: api.client });
    const item = await screen.findByRole("article", { name: "Challenge: Roll x10 on Dice" });
    expect(item).toHaveTextContent("Ready to claim");
    await userEvent.click(within(item).getByRole("button", { name: "Claim" }));
    expect(await within(item).findByText("Prize claimed.")).toBeVisible();
    await waitFor(() => expect(item).toHaveTextContent("Claimed"));
    expect(within(item).queryByRole("button", { name: "Claim" })).not.toBeInTheDocument();
    expect(api.callsTo("POST /api/user/prizes/{id}/claim")).toHaveLength(1);
    expect(api.callsTo("POST /api/user/prizes/{id}/claim")[0]?.path).toEqual({ id: 11 });
  });

  it("shows the empty state and filters through the address bar", async () => {
    const api = createFakeApi({ ...signedInRoutes(), "GET /api/user/prizes": () => onePage([]) });
    const { router } = await renderApp("/prizes", { platform: signedIn, api: api.client });
    expect(await screen.findByRole("heading", { name: "No prizes yet." })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Claimed" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=1"));
    await waitFor(() =>
      expect(api.callsTo("GET /api/user/prizes").at(-1)?.query).toMatchObject({ claim_status: 1 }),
    );
    expect(
      await screen.findByRole("heading", { name: "No prizes match this filter." }),
    ).toBeVisible();
  });
});
