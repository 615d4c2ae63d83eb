import { act, screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { ChallengeCard } from "./challenge-card.tsx";
import { liveChallenge } from "./challenge-card.stories-data.ts";

describe("ChallengeCard", () => {
  it("shows the game, goal, prize, status and what is left", () => {
    renderWithTheme(<ChallengeCard {...liveChallenge} />);
    const card = screen.getByRole("article", { name: "Gates of Aetheria" });
    expect(card).toHaveTextContent("Hit a 100× multiplier with a bet of at least 1 USDT");
    expect(card).toHaveTextContent("100.00000000 USDT");
    expect(card).toHaveTextContent("Live");
    expect(card).toHaveTextContent("3 of 10 prizes left");
  });

  it("plays while live", async () => {
    const onPlay = jest.fn();
    const { user } = renderWithTheme(<ChallengeCard {...liveChallenge} onPlay={onPlay} />);
    await user.click(screen.getByRole("button", { name: "Play" }));
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it.each(["finished", "completed"] as const)("offers no play button when %s", (status) => {
    renderWithTheme(
      <ChallengeCard {...liveChallenge} status={status} statusLabel={status} onPlay={jest.fn()} />,
    );
    expect(screen.queryByRole("button", { name: "Play" })).not.toBeInTheDocument();
  });

  it("shows progress and non-cash prizes", () => {
    renderWithTheme(
      <ChallengeCard
        {...liveChallenge}
        prize="20 free spins"
        progress={{ value: 2, max: 5, label: "Wins", valueText: "2 of 5 wins" }}
      />,
    );
    expect(screen.getByText("20 free spins")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Wins" })).toHaveAttribute("aria-valuenow", "2");
  });

  it("names the challenge, links its game and ticks until its end", async () => {
    jest.useFakeTimers();
    const onNavigate = jest.fn();
    const onCountdownComplete = jest.fn();
    renderWithTheme(
      <ChallengeCard
        {...liveChallenge}
        title="Roll x10 on Dice"
        gameName="Dice"
        gameHref="/play-game/dice"
        onNavigate={onNavigate}
        endsAt={Date.now() + 2000}
        countdownLabel="Ends in"
        countdownLabels={{ days: "d", hours: "h", minutes: "m", seconds: "s" }}
        onCountdownComplete={onCountdownComplete}
      />,
    );
    const card = screen.getByRole("article", { name: "Roll x10 on Dice" });
    expect(card).toContainElement(screen.getByRole("link", { name: "Dice" }));
    expect(screen.getByRole("link", { name: "Play Roll x10 on Dice" })).toHaveAttribute(
      "href",
      "/play-game/dice",
    );
    expect(screen.getByRole("timer", { name: "Ends in" })).toHaveTextContent("02s");
    act(() => jest.advanceTimersByTime(3000));
    expect(onCountdownComplete).toHaveBeenCalledTimes(1);
    screen.getByRole("link", { name: "Dice" }).click();
    expect(onNavigate).toHaveBeenCalledWith("/play-game/dice");
    jest.useRealTimers();
  });
});
