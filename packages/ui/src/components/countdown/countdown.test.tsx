import { act, screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { Countdown } from "./countdown.tsx";
import { getTimeParts } from "./time-parts.ts";

const labels = { days: "days", hours: "hours", minutes: "minutes", seconds: "seconds" };

describe("getTimeParts", () => {
  it("splits a duration", () => {
    expect(getTimeParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(getTimeParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe("Countdown", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date("2026-11-22T00:00:00Z"));
  });
  afterEach(() => jest.useRealTimers());

  const units = () => screen.getByRole("timer", { name: "Ends in" }).textContent;

  it("shows days, hours and minutes and ticks each second", () => {
    renderWithTheme(
      <Countdown
        target={new Date("2026-11-23T01:02:03Z")}
        labels={labels}
        label="Ends in"
        showSeconds
      />,
    );
    expect(units()).toBe("01days01hours02minutes03seconds");
    act(() => jest.advanceTimersByTime(1000));
    expect(units()).toBe("01days01hours02minutes02seconds");
    act(() => jest.advanceTimersByTime(3000));
    expect(units()).toBe("01days01hours01minutes59seconds");
  });

  it("hides seconds by default", () => {
    renderWithTheme(<Countdown target={Date.now() + 90_000} labels={labels} label="Ends in" />);
    expect(units()).toBe("00days00hours01minutes");
  });

  it("calls onComplete once at the target and shows the completed content", () => {
    const onComplete = jest.fn();
    renderWithTheme(
      <Countdown
        target={Date.now() + 3000}
        labels={labels}
        label="Ends in"
        onComplete={onComplete}
        completedContent="Finished"
      />,
    );
    act(() => jest.advanceTimersByTime(2000));
    expect(onComplete).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Finished")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10_000));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("completes at once for a past target", () => {
    const onComplete = jest.fn();
    renderWithTheme(
      <Countdown target={Date.now() - 1} labels={labels} label="Ends in" onComplete={onComplete} />,
    );
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(units()).toBe("00days00hours00minutes");
  });
});
