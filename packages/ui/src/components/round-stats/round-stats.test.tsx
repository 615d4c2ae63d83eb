import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme } from "../../theme/theme.ts";
import { RoundFigure, RoundOutcome, RoundStat, RoundStats } from "./round-stats.tsx";

describe("RoundStats", () => {
  it("lists each figure as a term and its description", () => {
    renderWithTheme(
      <RoundStats aria-label="Bet figures">
        <RoundStat label="Multiplier" value="1.98×" />
        <RoundStat label="Win chance" value="50.00 %" />
      </RoundStats>,
    );
    const list = screen.getByLabelText("Bet figures");
    expect(list.tagName).toBe("DL");
    expect(
      within(list)
        .getAllByRole("term")
        .map((t) => t.textContent),
    ).toEqual(["Multiplier", "Win chance"]);
    expect(within(list).getAllByRole("definition")[0]).toHaveTextContent("1.98×");
  });
});

describe("RoundFigure", () => {
  it("draws a win in the success colour and a loss in the danger colour, passing attributes", () => {
    const { rerender } = renderWithTheme(
      <RoundFigure tone="win" aria-live="polite" data-testid="roll">
        42.17
      </RoundFigure>,
    );
    const figure = screen.getByTestId("roll");
    expect(figure).toHaveAttribute("aria-live", "polite");
    expect(figure).toHaveStyle({ color: darkTheme.colors.success });
    rerender(
      <RoundFigure tone="loss" data-testid="roll">
        42.17
      </RoundFigure>,
    );
    expect(screen.getByTestId("roll")).toHaveStyle({ color: darkTheme.colors.danger });
  });
});

describe("RoundOutcome", () => {
  it("reads a win in the success colour and anything else subdued", () => {
    const { rerender } = renderWithTheme(<RoundOutcome win>You won 19.8 USDT</RoundOutcome>);
    expect(screen.getByText("You won 19.8 USDT")).toHaveStyle({
      color: darkTheme.colors.success,
    });
    rerender(<RoundOutcome win={false}>No win this time</RoundOutcome>);
    expect(screen.getByText("No win this time")).toHaveStyle({
      color: darkTheme.colors.textMuted,
    });
  });
});
