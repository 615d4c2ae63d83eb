import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme } from "../../theme/theme.ts";
import { ButtonLink } from "./button-link.tsx";

describe("ButtonLink", () => {
  it("is a link, drawn like the primary button", () => {
    renderWithTheme(
      <ButtonLink href="https://pay.example/buy" target="_blank" rel="noopener noreferrer">
        Buy with MoonPay
      </ButtonLink>,
    );
    const link = screen.getByRole("link", { name: "Buy with MoonPay" });
    expect(link).toHaveAttribute("href", "https://pay.example/buy");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveStyle({ minBlockSize: darkTheme.sizes.controlMd });
  });

  it("is taller when it is the screen's one way on", () => {
    renderWithTheme(
      <ButtonLink href="/" size="lg">
        Home
      </ButtonLink>,
    );
    expect(screen.getByRole("link", { name: "Home" })).toHaveStyle({
      minBlockSize: darkTheme.sizes.controlLg,
    });
  });
});
