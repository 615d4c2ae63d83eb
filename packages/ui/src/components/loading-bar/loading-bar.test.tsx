import { act, screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { LoadingBar } from "./loading-bar.tsx";

describe("LoadingBar", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("never shows for loads shorter than 200 ms", () => {
    const { rerender } = renderWithTheme(<LoadingBar loading label="Loading page" />);
    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    rerender(<LoadingBar loading={false} label="Loading page" />);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("shows after 200 ms, completes, then hides", () => {
    const { rerender } = renderWithTheme(<LoadingBar loading label="Loading page" />);
    act(() => jest.advanceTimersByTime(200));
    const bar = screen.getByRole("progressbar", { name: "Loading page" });
    expect(bar).toHaveAttribute("aria-busy", "true");
    expect(bar).not.toHaveAttribute("aria-valuenow");

    rerender(<LoadingBar loading={false} label="Loading page" />);
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("honours a custom delay", () => {
    renderWithTheme(<LoadingBar loading label="Loading" delay={500} />);
    act(() => jest.advanceTimersByTime(499));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole("progressbar")).toBeInTheDocument();
  });
});
