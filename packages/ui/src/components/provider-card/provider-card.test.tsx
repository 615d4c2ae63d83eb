import { fireEvent, screen } from "@testing-library/react";
import { expectRoutedLink, renderWithTheme } from "../../test/index.ts";
import { ProviderCard } from "./provider-card.tsx";

describe("ProviderCard", () => {
  it("links to the provider page, named by provider and game count", () => {
    renderWithTheme(
      <ProviderCard
        name="Copperleaf Gaming"
        logoSrc="/logos/copperleaf.svg"
        gamesLabel="312 games"
        href="/provider/12"
      />,
    );
    const link = screen.getByRole("link", { name: "Copperleaf Gaming 312 games" });
    expect(link).toHaveAttribute("href", "/provider/12");
    expect(link.querySelector("img")).toHaveAttribute("src", "/logos/copperleaf.svg");
  });

  it("navigates through the router callback", async () => {
    await expectRoutedLink(
      (onNavigate) => (
        <ProviderCard name="Nebula Forge" href="/provider/7" onNavigate={onNavigate} />
      ),
      "Nebula Forge",
      "/provider/7",
    );
  });

  it("drops a broken logo and keeps the name", () => {
    const { container } = renderWithTheme(
      <ProviderCard name="Hollow Pine Games" logoSrc="/broken.png" href="/provider/3" />,
    );
    fireEvent.error(container.querySelector("img")!);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("link", { name: "Hollow Pine Games" })).toBeInTheDocument();
  });
});
