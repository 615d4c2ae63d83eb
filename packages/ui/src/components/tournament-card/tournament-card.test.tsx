import { act, screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { TournamentCard, type TournamentCardProps } from "./tournament-card.tsx";

const now = new Date("2026-11-03T12:00:00Z").getTime();

const props: TournamentCardProps = {
  title: "Crash Cup",
  status: "live",
  statusLabel: "Live",
  prizePool: { amount: "5000", currency: "USDT" },
  prizePoolLabel: "Prize pool",
  locale: "en",
  endsAt: now + ((2 * 24 + 3) * 60 + 4) * 60_000,
  countdownLabel: "Ends in",
  countdownLabels: { days: "days", hours: "hours", minutes: "minutes" },
  href: "/tournaments/crash-cup",
  ctaLabel: "Join now",
};

describe("TournamentCard", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(now);
  });
  afterEach(() => jest.useRealTimers());

  it("shows title, status, prize pool and a named link", () => {
    renderWithTheme(<TournamentCard {...props} />);
    const card = screen.getByRole("article", { name: "Crash Cup" });
    expect(card).toHaveTextContent("Live");
    expect(card).toHaveTextContent("Prize pool");
    expect(card).toHaveTextContent("5,000.00000000 USDT");
    expect(screen.getByRole("link", { name: "Join now Crash Cup" })).toHaveAttribute(
      "href",
      "/tournaments/crash-cup",
    );
  });

  it("counts down to the end while live and reports completion", () => {
    const onCountdownComplete = jest.fn();
    renderWithTheme(
      <TournamentCard {...props} endsAt={now + 61_000} onCountdownComplete={onCountdownComplete} />,
    );
    const timer = screen.getByRole("timer", { name: "Ends in" });
    expect(timer).toHaveTextContent("00days00hours01minutes");
    act(() => jest.advanceTimersByTime(61_000));
    expect(onCountdownComplete).toHaveBeenCalledTimes(1);
  });

  it("ticks seconds on request and shows the prize pool with the decimals asked for", () => {
    renderWithTheme(
      <TournamentCard
        {...props}
        prizePool={{ amount: "150.00000000", currency: "USDT", decimals: 2 }}
        showSeconds
        countdownLabels={{ ...props.countdownLabels!, seconds: "seconds" }}
      />,
    );
    const card = screen.getByRole("article", { name: "Crash Cup" });
    expect(card).toHaveTextContent("150.00 USDT");
    expect(screen.getByRole("timer", { name: "Ends in" })).toHaveTextContent("00seconds");
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole("timer", { name: "Ends in" })).toHaveTextContent("55seconds");
  });

  it("shows no countdown once finished", () => {
    renderWithTheme(
      <TournamentCard
        {...props}
        status="finished"
        statusLabel="Finished"
        ctaLabel="View results"
      />,
    );
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
    expect(screen.getByText("Finished")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View results Crash Cup" })).toBeInTheDocument();
  });
});
