import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme } from "../../theme/theme.ts";
import { Heading } from "./heading.tsx";

describe("Heading", () => {
  it("is a heading of its level", () => {
    renderWithTheme(<Heading level={2}>Wallets</Heading>);
    expect(screen.getByRole("heading", { level: 2, name: "Wallets" })).toBeInTheDocument();
  });

  it("takes its size from its level unless told otherwise", () => {
    renderWithTheme(
      <>
        <Heading level={1}>Sign in</Heading>
        <Heading level={3} size="display">
          Jackpot
        </Heading>
      </>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveStyle({
      fontSize: darkTheme.typography.fontSizes.xxl,
    });
    expect(screen.getByRole("heading", { level: 3 })).toHaveStyle({
      fontSize: darkTheme.typography.fontSizes.display,
    });
  });

  it("draws a screen's title in the display face", () => {
    renderWithTheme(
      <Heading level={1} size="page">
        Tournaments
      </Heading>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Tournaments" })).toHaveStyle({
      fontFamily: darkTheme.typography.fonts.display,
      fontSize: darkTheme.typography.fontSizes.xl,
    });
  });
});
