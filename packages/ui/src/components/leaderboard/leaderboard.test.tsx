import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { Leaderboard, type LeaderboardEntry } from "./leaderboard.tsx";

const columns = { rank: "Rank", player: "Player", score: "Score", prize: "Prize" };
const entries: LeaderboardEntry[] = [
  {
    id: "a",
    rank: 1,
    player: "pixelpunk",
    score: 15230,
    prize: { amount: "1000", currency: "USDT" },
  },
  { id: "b", rank: 2, player: null, score: 12004, prize: { amount: "500", currency: "USDT" } },
  { id: "c", rank: 3, player: "ada.l", score: "98.40×", prize: "50 free spins" },
];

const renderBoard = (props: Partial<Parameters<typeof Leaderboard>[0]> = {}) =>
  renderWithTheme(
    <Leaderboard
      entries={entries}
      columns={columns}
      caption="Crash Cup leaderboard"
      locale="en"
      hiddenPlayerLabel="Hidden"
      currentPlayerLabel="You"
      {...props}
    />,
  );

describe("Leaderboard", () => {
  it("is a named table of rank, player, score and prize", () => {
    renderBoard();
    const table = screen.getByRole("table", { name: "Crash Cup leaderboard" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Rank", "Player", "Score", "Prize"]);
    const [, first, second, third] = within(table).getAllByRole("row");
    const cells = within(first!).getAllByRole("cell");
    expect(cells.slice(0, 3).map((td) => td.textContent)).toEqual(["1", "pixelpunk", "15,230"]);
    expect(cells[3]).toHaveTextContent("1,000.00000000 USDT");
    expect(second).toHaveTextContent("Hidden");
    expect(third).toHaveTextContent("98.40×");
    expect(third).toHaveTextContent("50 free spins");
  });

  it("highlights the current player", () => {
    renderBoard({ currentPlayerId: "c" });
    const rows = screen.getAllByRole("row");
    const current = rows.find((row) => row.getAttribute("aria-current") === "true");
    expect(current).toHaveTextContent("ada.l");
    expect(within(current!).getByText("You")).toBeInTheDocument();
    expect(rows.filter((row) => row.hasAttribute("aria-current"))).toHaveLength(1);
  });

  it("appends the current player's entry when outside the list", () => {
    renderBoard({
      currentPlayerId: "me",
      currentPlayerEntry: { id: "me", rank: 57, player: "me_myself", score: 880 },
    });
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    const last = rows[rows.length - 1]!;
    expect(last).toHaveAttribute("aria-current", "true");
    expect(last).toHaveTextContent("57");
    expect(last).toHaveTextContent("me_myself");
  });

  it("shows the empty content without entries", () => {
    renderBoard({ entries: [], empty: "Nobody has scored yet" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByText("Nobody has scored yet")).toBeInTheDocument();
  });
});

it("shows a busy table with placeholder rows while loading", () => {
  renderWithTheme(
    <Leaderboard
      entries={[]}
      columns={columns}
      caption="Crash Cup leaderboard"
      locale="en"
      hiddenPlayerLabel="Hidden"
      empty="Nobody has scored yet"
      loading
      loadingLabel="Loading leaderboard"
    />,
  );
  const table = screen.getByRole("table", { name: /Crash Cup leaderboard/ });
  expect(table).toHaveAttribute("aria-busy", "true");
  expect(screen.getByRole("status")).toHaveTextContent("Loading leaderboard");
  expect(within(table).getAllByRole("row")).toHaveLength(1); // placeholders are hidden
  expect(screen.queryByText("Nobody has scored yet")).not.toBeInTheDocument();
});
