import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme } from "../../theme/theme.ts";
import { ResultCount } from "./result-count.tsx";

describe("ResultCount", () => {
  it("says how many results in subdued text, announcing changes when live", () => {
    renderWithTheme(<ResultCount aria-live="polite">312 games</ResultCount>);
    const line = screen.getByText("312 games");
    expect(line).toHaveAttribute("aria-live", "polite");
    expect(line).toHaveStyle({ color: darkTheme.colors.textMuted });
  });
});
