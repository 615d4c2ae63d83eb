import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { BrandLogo } from "./brand-logo.tsx";

describe("BrandLogo", () => {
  it("is a named link home showing the wordmark without an image", async () => {
    const onNavigate = jest.fn();
    const { user } = renderWithTheme(
      <BrandLogo href="/" label="Pixel Bet: lobby" title="Pixel Bet" onNavigate={onNavigate} />,
    );
    const link = screen.getByRole("link", { name: "Pixel Bet: lobby" });
    expect(link).toHaveTextContent("Pixel Bet");
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledWith("/");
  });

  it("shows the site's image as decoration of the named link", () => {
    renderWithTheme(
      <BrandLogo href="/" label="Pixel Bet: lobby" title="Pixel Bet" src="/logo.svg" />,
    );
    const link = screen.getByRole("link", { name: "Pixel Bet: lobby" });
    expect(link.querySelector("img")).toHaveAttribute("alt", "");
    expect(link).not.toHaveTextContent("Pixel Bet");
  });
});
