import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme } from "../../theme/theme.ts";
import { CardGrid } from "./card-grid.tsx";

describe("CardGrid", () => {
  it("is a named list of cards, a step of the spacing scale apart", () => {
    renderWithTheme(
      <CardGrid aria-label="Posts">
        <li>First post</li>
        <li>Second post</li>
      </CardGrid>,
    );
    const list = screen.getByRole("list", { name: "Posts" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(list).toHaveStyle({ display: "grid", gap: darkTheme.space.lg, listStyle: "none" });
  });

  it("announces itself busy while its cards load", () => {
    renderWithTheme(<CardGrid aria-label="Loading posts" aria-busy="true" />);
    expect(screen.getByRole("list", { name: "Loading posts" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  });
});
