import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiError, createFakeApi, type FakeRequest } from "@casino/core/testing";
import type { GamingRound } from "@casino/core";
import { outage } from "../../testing/outage.ts";
import { onePage } from "../../testing/pages.ts";
import { renderApp } from "../../testing/render-app.tsx";
import { signedInRoutes } from "../../testing/wallet-fixtures.ts";

const signedIn = { cookies: { token: "tok", clear_cookie: "1" } };

const dice = { id: 7, slug: "dice", name: "Dice", image: "https://example.com/dice.png" };
const keno = { id: 9, slug: "keno", name: "Keno", image: "https://example.com/keno.png" };

function round(id: number, change: Partial<GamingRound>): GamingRound {
  return {
    id,
    round_id: `r-${id}`,
    game: dice,
    provider: { id: 1, slug: "originals", name: "Originals" },
    mode: "real",
    entity_wallet_code: "USDT",
    stake: "2.000000",
    payout: "0.000000",
    multiplier: "0",
    result: "loss",
    created_at: "2026-11-20T10:00:00.000Z",
    settled_at: "2026-11-20T10:00:00.000Z",
    transactions: [
      { id: id * 10, type: "game_bet", amount: "2.000000", created_at: "2026-11-20T10:00:00.000Z" },
    ],
    ...change,
  };
}

const all = [
  // A won round: its bet and its win under it.
  round(103, {
    payout: "3.960000",
    multiplier: "1.98",
    result: "win",
    transactions: [
      { id: 31, type: "game_bet", amount: "2.000000", created_at: "2026-11-20T10:00:00.000Z" },
      { id: 32, type: "game_win", amount: "3.960000", created_at: "2026-11-20T10:00:01.000Z" },
    ],
  }),
  // A round whose bet the provider rolled back.
  round(102, {
    stake: "0.000000",
    multiplier: null,
    result: "refunded",
    transactions: [
      { id: 21, type: "game_bet", amount: "5.000000", created_at: "2026-11-20T09:00:00.000Z" },
      { id: 22, type: "game_rollback", amount: "5.000000", created_at: "2026-11-20T09:00:04.000Z" },
    ],
  }),
  round(101, { game: keno, stake: "1.000000" }),
];

function page(request: FakeRequest) {
  const rows = all.filter((r) => !request.query.game_id || r.game.id === request.query.game_id);
  return {
    data: request.query.from === "2030-01-01" ? [] : rows,
    current_page: Number(request.query.page ?? 1),
    per_page: 20,
    total: rows.length,
    last_page: 1,
  };
}

jest.setTimeout(30_000);

describe("gaming history", () => {
  it("groups a round's bet and win under the round with stake, payout and multiplier; shows a rollback", async () => {
    const api = createFakeApi({
      ...signedInRoutes(),
      "GET /api/user/gaming-history/rounds": page,
    });
    await renderApp("/gaming-history", { platform: signedIn, api: api.client });
    await screen.findByRole("heading", { level: 1, name: "Gaming history" }, { timeout: 5000 });
    const rounds = await screen.findByRole("list", { name: "Rounds" });
    const won = within(rounds).getAllByRole("article", { name: "Dice" })[0]!;
    expect(won).toHaveAccessibleDescription("Win");
    const fact = (article: HTMLElement, label: string) =>
      within(article).getByText(label, { selector: "dt" }).nextSibling;
    expect(fact(won, "Stake")).toHaveTextContent(/^2\.0+ USDT$/);
    expect(fact(won, "Payout")).toHaveTextContent(/^3\.960* USDT$/);
    expect(fact(won, "Multiplier")).toHaveTextContent("1.98×");
    const moves = (article: HTMLElement) =>
      within(within(article).getByRole("list", { name: "Transactions of this round" }))
        .getAllByRole("listitem")
        .map((item) => item.firstChild?.textContent);
    expect(moves(won)).toEqual(["Bet", "Win"]);
    expect(within(won).getByText("103")).toBeInTheDocument();
    expect(within(won).getByRole("button", { name: "Copy bet ID 103" })).toBeInTheDocument();

    const back = within(rounds).getAllByRole("article", { name: "Dice" })[1]!;
    expect(back).toHaveAccessibleDescription("Refunded");
    expect(moves(back)).toEqual(["Bet", "Rollback"]);
    // A rolled-back bet has no settled details to open.
    expect(within(back).queryByRole("link", { name: "Bet details" })).not.toBeInTheDocument();
  });

  it("filters by game and UTC days through the address bar, and opens a round's bet details", async () => {
    const api = createFakeApi({
      ...signedInRoutes(),
      "GET /api/user/gaming-history/rounds": page,
      "GET /api/originals/bets/{id}": () => {
        throw apiError(404, "not_found");
      },
    });
    const { router } = await renderApp("/gaming-history", { platform: signedIn, api: api.client });
    await screen.findByRole("heading", { level: 1, name: "Gaming history" }, { timeout: 5000 });
    const rounds = await screen.findByRole("list", { name: "Rounds" });
    expect(within(rounds).getAllByRole("article")).toHaveLength(3);

    const game = screen.getByRole("combobox", { name: "Game" });
    expect(
      within(game)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All games", "Dice", "Keno"]);
    await userEvent.selectOptions(game, "9");
    await waitFor(() => expect(router.state.location.search).toBe("?game=9"));
    await waitFor(() =>
      expect(api.callsTo("GET /api/user/gaming-history/rounds").at(-1)?.query).toEqual({
        game_id: 9,
        page: 1,
        per_page: 20,
      }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Rounds" })).getAllByRole("article"),
      ).toHaveLength(1),
    );

    await userEvent.type(screen.getByLabelText("From (UTC)"), "2030-01-01");
    await waitFor(() => expect(router.state.location.search).toBe("?game=9&from=2030-01-01"));
    expect(
      await screen.findByRole("heading", { name: "No bets match these filters." }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));

    const keno = await screen.findByRole("article", { name: "Keno" });
    const details = within(keno).getByRole("link", { name: "Bet details" });
    expect(details).toHaveAttribute("href", "?bet=101");
    await userEvent.click(details);
    await waitFor(() => expect(router.state.location.search).toBe("?bet=101"));
    expect(await screen.findByRole("dialog", { name: "Bet details" })).toBeInTheDocument();
  });

  it("shows the empty state, and an error state with a retry", async () => {
    const down = outage(apiError(429, "rate_limited"));
    const api = createFakeApi({
      ...signedInRoutes(),
      "GET /api/user/gaming-history/rounds": down.route(() => onePage([])),
    });
    await renderApp("/gaming-history", { platform: signedIn, api: api.client });
    expect(
      await screen.findByRole(
        "heading",
        { name: "The gaming history could not be loaded." },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    down.end();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "No bets yet." })).toBeInTheDocument();
  });
});
