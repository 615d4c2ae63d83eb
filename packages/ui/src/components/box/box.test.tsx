import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme, lightTheme } from "../../theme/theme.ts";
import { Box } from "./box.tsx";

describe("Box", () => {
  it("takes its padding, surface and corners from the theme", () => {
    renderWithTheme(
      <Box padding="md" background="surfaceSunken" radius="md" data-testid="box">
        Pending
      </Box>,
    );
    expect(screen.getByTestId("box")).toHaveStyle({
      padding: darkTheme.space.md,
      background: darkTheme.colors.surfaceSunken,
      borderRadius: darkTheme.radii.md,
    });
  });

  it("follows the theme it is drawn in", () => {
    renderWithTheme(<Box background="surface" data-testid="box" />, { theme: lightTheme });
    expect(screen.getByTestId("box")).toHaveStyle({ background: lightTheme.colors.surface });
  });

  it("lets the inline and block padding differ", () => {
    renderWithTheme(<Box paddingBlock="sm" paddingInline="md" data-testid="box" />);
    expect(screen.getByTestId("box")).toHaveStyle({
      paddingBlock: darkTheme.space.sm,
      paddingInline: darkTheme.space.md,
    });
  });

  it("draws the element it is asked for", () => {
    renderWithTheme(<Box as="aside" aria-label="Help" />);
    expect(screen.getByRole("complementary", { name: "Help" })).toBeInTheDocument();
  });

  it("scrolls content wider than itself when asked, instead of widening the page", () => {
    renderWithTheme(<Box scrollInline data-testid="box" />);
    expect(screen.getByTestId("box")).toHaveStyle({ overflowX: "auto" });
  });

  it("pads below only when asked", () => {
    renderWithTheme(<Box paddingBlockEnd="lg" data-testid="box" />);
    expect(screen.getByTestId("box")).toHaveStyle({ paddingBlockEnd: darkTheme.space.lg });
  });
});
