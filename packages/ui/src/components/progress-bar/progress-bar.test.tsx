import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { ProgressBar, progressPercent } from "./progress-bar.tsx";

describe("ProgressBar", () => {
  it("exposes a named progressbar with its value range", () => {
    renderWithTheme(
      <ProgressBar
        label="Progress to Byte Bandit"
        value={450}
        max={1000}
        valueText="450 of 1,000 points"
        valueLabel="450 / 1,000"
      />,
    );
    const bar = screen.getByRole("progressbar", { name: "Progress to Byte Bandit" });
    expect(bar).toHaveAttribute("aria-valuenow", "450");
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "1000");
    expect(bar).toHaveAttribute("aria-valuetext", "450 of 1,000 points");
    expect(screen.getByText("450 / 1,000")).toBeVisible();
  });

  it("clamps the value and defaults the spoken value to a percentage", () => {
    renderWithTheme(<ProgressBar label="Wagering" value={130} />);
    const bar = screen.getByRole("progressbar", { name: "Wagering" });
    expect(bar).toHaveAttribute("aria-valuenow", "100");
    expect(bar).toHaveAttribute("aria-valuetext", "100%");
  });

  it("keeps a visually hidden label as the accessible name", () => {
    renderWithTheme(<ProgressBar label="Challenge progress" hideLabel value={1} max={3} />);
    expect(screen.getByRole("progressbar", { name: "Challenge progress" })).toHaveAttribute(
      "aria-valuetext",
      "33%",
    );
  });

  it("computes percentages over any range", () => {
    expect(progressPercent(15, 10, 20)).toBe(50);
    expect(progressPercent(-5, 0, 10)).toBe(0);
    expect(progressPercent(5, 10, 10)).toBe(0);
  });
});
