import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createFakeApi, type FakeRequest } from "@casino/core/testing";
import { renderApp } from "../../testing/render-app.tsx";
import { pageOf, testGame } from "./catalogue-fixtures.ts";

jest.setTimeout(20_000);

const games = [
  testGame(1, { name: "Starfall Reels", slug: "starfall-reels" }),
  testGame(2, { name: "Star Joker", slug: "star-joker" }),
];

describe("header game search", () => {
  beforeEach(() => window.localStorage.clear());

  it("shows results as you type, moves with the arrow keys and remembers the search", async () => {
    const api = createFakeApi({
      "GET /api/games/list": (request: FakeRequest) =>
        pageOf(
          games.filter((g) =>
            g.name.toLowerCase().includes(String(request.query.search ?? "").toLowerCase()),
          ),
          request,
        ),
    });
    const { router } = await renderApp("/provider/x", { api: api.client });
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole("banner")).findByRole("button", {
        name: "Search games",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Search games" });
    const input = within(dialog).getByRole("combobox", { name: "Game or provider name" });
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, "star");
    const results = await within(dialog).findByRole("listbox", { name: "Search results" });
    expect(within(results).getAllByRole("option")).toHaveLength(2);
    // One request for the settled term, not one per keystroke.
    expect(api.callsTo("GET /api/games/list").map((c) => c.query.search)).toEqual(["star"]);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const second = within(results).getByRole("option", { name: /Star Joker/ });
    expect(second).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", second.id);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/play-game/star-joker"));
    expect(screen.queryByRole("dialog", { name: "Search games" })).not.toBeInTheDocument();

    await user.click(
      within(screen.getByRole("banner")).getByRole("button", { name: "Search games" }),
    );
    const again = await screen.findByRole("dialog", { name: "Search games" });
    await user.click(within(again).getByRole("button", { name: "star" }));
    expect(within(again).getByRole("combobox")).toHaveValue("star");
  });

  it("says when nothing matches", async () => {
    const api = createFakeApi({
      "GET /api/games/list": (request: FakeRequest) => pageOf([], request),
    });
    await renderApp("/provider/x", { api: api.client });
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole("banner")).findByRole("button", {
        name: "Search games",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Search games" });
    await user.type(within(dialog).getByRole("combobox"), "zzz");
    expect(await within(dialog).findByText("No games found for “zzz”.")).toBeVisible();
  });
});
