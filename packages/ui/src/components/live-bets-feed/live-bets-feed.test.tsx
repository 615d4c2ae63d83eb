import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { renderWithTheme } from "../../test/index.ts";
import { LiveBetsFeed, type LiveBetsFeedProps, type LiveBetsTab } from "./live-bets-feed.tsx";
import { type LiveBet } from "./live-bets-table.tsx";
import { liveBetsColumns } from "./live-bets-feed.stories-data.ts";

const tabLabels = { latest: "Latest", high_rollers: "High rollers", mine: "My bets" };

const bet = (i: number, overrides: Partial<LiveBet> = {}): LiveBet => ({
  id: `bet-${i}`,
  gameName: `Game ${i}`,
  player: `player${i}`,
  time: "2026-11-03T14:05:00Z",
  betAmount: "10",
  currency: "USDT",
  multiplier: "2.5",
  payout: "25",
  ...overrides,
});

function Feed(props: Partial<LiveBetsFeedProps> & { byTab?: Record<LiveBetsTab, LiveBet[]> }) {
  const { byTab, ...rest } = props;
  const [tab, setTab] = useState<LiveBetsTab>("latest");
  return (
    <LiveBetsFeed
      tab={tab}
      onTabChange={setTab}
      bets={byTab?.[tab] ?? []}
      tabLabels={tabLabels}
      columns={liveBetsColumns}
      label="Live bets"
      locale="en"
      hiddenPlayerLabel="Hidden"
      empty="No bets yet"
      {...rest}
    />
  );
}

describe("LiveBetsFeed", () => {
  it("shows a table of the current tab with all columns", () => {
    renderWithTheme(<Feed byTab={{ latest: [bet(1)], high_rollers: [], mine: [] }} />);
    const table = screen.getByRole("table", { name: "Latest" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Game", "Player", "Time", "Bet", "Multiplier", "Payout"]);
    const cells = within(within(table).getAllByRole("row")[1]!).getAllByRole("cell");
    expect(cells[0]).toHaveTextContent("Game 1");
    expect(cells[1]).toHaveTextContent("player1");
    expect(cells[2]!.querySelector("time")).toHaveAttribute("dateTime", "2026-11-03T14:05:00.000Z");
    expect(cells[3]).toHaveTextContent("10.00000000");
    expect(cells[4]).toHaveTextContent("2.50×");
    expect(cells[5]).toHaveTextContent("25.00000000");
  });

  it("shows each bet's id under its game, copyable by a button named after it", async () => {
    const { user } = renderWithTheme(
      <Feed
        byTab={{ latest: [bet(41, { id: "41" })], high_rollers: [], mine: [] }}
        betId={{ text: (id) => `ID ${id}`, copy: (id) => `Copy bet id ${id}`, copied: "Copied" }}
      />,
    );
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const row = within(screen.getByRole("table", { name: "Latest" })).getAllByRole("row")[1]!;
    const game = within(row).getAllByRole("cell")[0]!;
    expect(game).toHaveTextContent("ID 41");
    await user.click(within(game).getByRole("button", { name: "Copy bet id 41" }));
    expect(writeText).toHaveBeenCalledWith("41");
    expect(await within(game).findByText("Copied")).toHaveAttribute("role", "status");
  });

  it("switches tabs and asks for that tab's bets", async () => {
    const { user } = renderWithTheme(
      <Feed
        byTab={{
          latest: [bet(1)],
          high_rollers: [bet(2, { betAmount: "5000", player: null })],
          mine: [],
        }}
      />,
    );
    await user.click(screen.getByRole("tab", { name: "High rollers" }));
    expect(screen.getByRole("tab", { name: "High rollers" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const table = screen.getByRole("table", { name: "High rollers" });
    expect(within(table).getByText("Hidden")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "My bets" }));
    expect(screen.getByText("No bets yet")).toBeInTheDocument();
  });

  it("keeps the list bounded to maxRows", () => {
    renderWithTheme(
      <Feed
        maxRows={5}
        byTab={{ latest: Array.from({ length: 40 }, (_, i) => bet(i)), high_rollers: [], mine: [] }}
      />,
    );
    expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(6);
    expect(screen.getByText("Game 0")).toBeInTheDocument();
    expect(screen.queryByText("Game 5")).not.toBeInTheDocument();
  });

  it("hides the mine tab for guests", () => {
    renderWithTheme(<Feed showMine={false} byTab={{ latest: [], high_rollers: [], mine: [] }} />);
    expect(screen.getAllByRole("tab")).toHaveLength(2);
    expect(screen.queryByRole("tab", { name: "My bets" })).not.toBeInTheDocument();
  });

  it("shows a named spinner while the tab loads", () => {
    renderWithTheme(
      <Feed
        loading
        loadingLabel="Loading bets"
        byTab={{ latest: [], high_rollers: [], mine: [] }}
      />,
    );
    expect(screen.getByRole("status", { name: "Loading bets" })).toBeInTheDocument();
    expect(screen.queryByText("No bets yet")).not.toBeInTheDocument();
  });

  it("opens a game from its name", async () => {
    const onGameClick = jest.fn();
    const { user } = renderWithTheme(
      <Feed onGameClick={onGameClick} byTab={{ latest: [bet(7)], high_rollers: [], mine: [] }} />,
    );
    await user.click(screen.getByRole("button", { name: "Game 7" }));
    expect(onGameClick).toHaveBeenCalledWith(expect.objectContaining({ id: "bet-7" }));
  });
});
