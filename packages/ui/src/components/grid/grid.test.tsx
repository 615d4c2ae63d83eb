import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme } from "../../theme/theme.ts";
import { Grid } from "./grid.tsx";

describe("Grid", () => {
  it("lays its cells out in columns, a step of the spacing scale apart", () => {
    renderWithTheme(
      <Grid gap="lg" data-testid="grid">
        <span>One</span>
        <span>Two</span>
      </Grid>,
    );
    expect(screen.getByTestId("grid")).toHaveStyle({ display: "grid", gap: darkTheme.space.lg });
  });

  it("is a list without bullets when drawn as one, its cells still list items", () => {
    renderWithTheme(
      <Grid as="ul" min="tile" aria-label="Prizes">
        <li>First</li>
        <li>Second</li>
      </Grid>,
    );
    expect(screen.getByRole("list", { name: "Prizes" })).toHaveStyle({ listStyle: "none" });
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("passes roles and labels through", () => {
    renderWithTheme(<Grid role="group" aria-label="Rules" />);
    expect(screen.getByRole("group", { name: "Rules" })).toBeInTheDocument();
  });
});
