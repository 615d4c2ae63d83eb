import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme } from "../../theme/theme.ts";
import { ControlRow } from "./control-row.tsx";

describe("ControlRow", () => {
  it("lines its controls' bottoms up on a row that wraps", () => {
    renderWithTheme(
      <ControlRow data-testid="row">
        <button type="button">Sign in to play for real</button>
      </ControlRow>,
    );
    expect(screen.getByTestId("row")).toHaveStyle({
      display: "flex",
      flexWrap: "wrap",
      alignItems: "flex-end",
      gap: darkTheme.space.md,
    });
    expect(screen.getByRole("button", { name: "Sign in to play for real" })).toBeInTheDocument();
  });

  it("gives each control its own width by default, a share of the row between the filter sizes with share", () => {
    renderWithTheme(
      <>
        <ControlRow data-testid="own">
          <span>Fun mode</span>
        </ControlRow>
        <ControlRow share data-testid="shared">
          <span>Sort by</span>
        </ControlRow>
      </>,
    );
    expect(screen.getByText("Fun mode")).toHaveStyle({ minInlineSize: darkTheme.sizes.controlMin });
    expect(screen.getByText("Fun mode")).not.toHaveStyle({
      maxInlineSize: darkTheme.sizes.filterMax,
    });
    expect(screen.getByText("Sort by")).toHaveStyle({ maxInlineSize: darkTheme.sizes.filterMax });
    expect(screen.getByText("Sort by")).not.toHaveStyle({
      minInlineSize: darkTheme.sizes.controlMin,
    });
  });

  it("passes roles and labels through", () => {
    renderWithTheme(<ControlRow role="group" aria-label="Game controls" />);
    expect(screen.getByRole("group", { name: "Game controls" })).toBeInTheDocument();
  });
});
