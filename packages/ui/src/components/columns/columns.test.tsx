import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme } from "../../theme/theme.ts";
import { Columns } from "./columns.tsx";

describe("Columns", () => {
  it("lays its children out on a grid, a step of the spacing scale apart", () => {
    renderWithTheme(
      <Columns data-testid="columns" gap="md">
        <span>Client seed</span>
        <span>Nonce</span>
      </Columns>,
    );
    expect(screen.getByTestId("columns")).toHaveStyle({ display: "grid", gap: darkTheme.space.md });
  });

  it("keeps its columns at every width when asked to", () => {
    renderWithTheme(
      <Columns data-testid="columns" from={null}>
        <button type="button">Quick pick</button>
        <button type="button">Clear</button>
      </Columns>,
    );
    expect(screen.getByTestId("columns")).toHaveStyle({
      gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    });
  });

  it("is a list whose cells stay list items when drawn as one", () => {
    renderWithTheme(
      <Columns as="ul" aria-label="Seeds">
        <li>Server</li>
        <li>Client</li>
      </Columns>,
    );
    expect(screen.getByRole("list", { name: "Seeds" })).toHaveStyle({ listStyle: "none" });
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("passes roles and labels through", () => {
    renderWithTheme(<Columns role="group" aria-label="Dice parameters" />);
    expect(screen.getByRole("group", { name: "Dice parameters" })).toBeInTheDocument();
  });
});
