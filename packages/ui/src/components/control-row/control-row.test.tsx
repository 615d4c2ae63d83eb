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

  it("passes roles and labels through", () => {
    renderWithTheme(<ControlRow role="group" aria-label="Game controls" />);
    expect(screen.getByRole("group", { name: "Game controls" })).toBeInTheDocument();
  });
});
