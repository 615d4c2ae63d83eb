import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme } from "../../theme/theme.ts";
import { Stack } from "./stack.tsx";

describe("Stack", () => {
  it("lays its children out in a column, a step of the spacing scale apart", () => {
    renderWithTheme(
      <Stack gap="md" data-testid="stack">
        <span>One</span>
        <span>Two</span>
      </Stack>,
    );
    expect(screen.getByTestId("stack")).toHaveStyle({
      display: "flex",
      flexDirection: "column",
      gap: darkTheme.space.md,
    });
  });

  it("is a list without bullets when drawn as one, its items still list items", () => {
    renderWithTheme(
      <Stack as="ul" gap="xs" aria-label="Rounds">
        <li>First</li>
        <li>Second</li>
      </Stack>,
    );
    const list = screen.getByRole("list", { name: "Rounds" });
    expect(list).toHaveStyle({ listStyle: "none", padding: "0px" });
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("passes roles and labels through", () => {
    renderWithTheme(<Stack role="group" aria-label="Sign in with another account" />);
    expect(screen.getByRole("group", { name: "Sign in with another account" })).toBeInTheDocument();
  });
});
