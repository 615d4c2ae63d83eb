import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiError, createFakeApi, type FakeRequest } from "@casino/core/testing";
import type { GameTransaction } from "@casino/core";
import { outage } from "../../testing/outage.ts";
import { onePage } from "../../testing/pages.ts";
import { renderApp } from "../../testing/render-app.tsx";
import { signedInRoutes } from "../../testing/wallet-fixtures.ts";

const signedIn = { cookies: { token: "tok", clear_cookie: "1" } };

const dice = { id: 7, slug: "dice", name: "Dice", image: "https://example.com/dice.png" };
const keno = { id: 9, slug: "keno", name: "Keno", image: "https://example.com/keno.png" };

function row(id: number, change: Partial<GameTransaction>): GameTransaction {
  return {
    id,
    bet_id: 100 + id,
    round_id: `dice-${id}`,
    game: dice,
    provider: { id: 1, slug: "originals", name: "Originals" },
    type: "game_bet",
    mode: "real",
    entity_wallet_code: "USDT",
    amount: "2.000000",
    fiat_amount: "2.00",
    fiat_currency: "USD",
    multiplier: null,
    created_at: "2026-11-20T10:00:00.000Z",
    ...change,
  };
}

const all = [
  row(3, { type: "game_win", amount: "3.960000", multiplier: "1.98" }),
  row(2, {}),
  row(1, { game: keno, type: "game_bet", amount: "1.000000" }),
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
  it("lists bets and wins, filters by game and UTC days through the address bar, and opens a bet", async () => {
    const api = createFakeApi({
      ...signedInRoutes(),
      "GET /api/user/gaming-history": page,
      "GET /api/originals/bets/{id}": () => {
        throw apiError(404, "not_found");
      },
    });
    const { router } = await renderApp("/gaming-history", { platform: signedIn, api: api.client });
    await screen.findByRole("heading", { level: 1, name: "Gaming history" }, { timeout: 5000 });
    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    expect(within(table).getByText("3.96000000 USDT")).toBeInTheDocument();
    expect(within(table).getByText("1.98×")).toBeInTheDocument();

    const game = screen.getByRole("combobox", { name: "Game" });
    expect(
      within(game)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All games", "Dice", "Keno"]);
    await userEvent.selectOptions(game, "9");
    await waitFor(() => expect(router.state.location.search).toBe("?game=9"));
    await waitFor(() =>
      expect(api.callsTo("GET /api/user/gaming-history").at(-1)?.query).toEqual({
        game_id: 9,
        page: 1,
        per_page: 20,
      }),
    );
    await waitFor(() =>
      expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(2),
    );

    await userEvent.type(screen.getByLabelText("From (UTC)"), "2030-01-01");
    await waitFor(() => expect(router.state.location.search).toBe("?game=9&from=2030-01-01"));
    expect(
      await screen.findByRole("heading", { name: "No bets match these filters." }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));

    await userEvent.click(await screen.findByRole("button", { name: "Bet details: Keno" }));
    await waitFor(() => expect(router.state.location.search).toBe("?bet=101"));
    expect(await screen.findByRole("dialog", { name: "Bet details" })).toBeInTheDocument();
  });

  it("shows the empty state, and an error state with a retry", async () => {
    const down = outage(apiError(429, "rate_limited"));
    const api = createFakeApi({
      ...signedInRoutes(),
      "GET /api/user/gaming-history": down.route(() => onePage([])),
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
