import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme } from "../../theme/theme.ts";
import { FilterBar } from "./filter-bar.tsx";

describe("FilterBar", () => {
  it("lays its controls out on a row that wraps, their bottoms lined up", () => {
    renderWithTheme(
      <FilterBar data-testid="bar">
        <label>
          Sort <select />
        </label>
      </FilterBar>,
    );
    expect(screen.getByTestId("bar")).toHaveStyle({
      display: "flex",
      flexWrap: "wrap",
      alignItems: "flex-end",
      gap: darkTheme.space.md,
    });
  });

  it("passes roles and labels through", () => {
    renderWithTheme(<FilterBar role="group" aria-label="Filters" />);
    expect(screen.getByRole("group", { name: "Filters" })).toBeInTheDocument();
  });
});
