import { fireEvent, screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { ProviderStrip } from "./provider-strip.tsx";

describe("ProviderStrip", () => {
  it("is a region named by its level 2 heading, with its cards as list items", () => {
    renderWithTheme(
      <ProviderStrip
        title="Providers"
        titleId="providers-lobby"
        allHref="/provider"
        allLabel="All providers"
      >
        <li>Pixel Forge</li>
        <li>Nova</li>
      </ProviderStrip>,
    );
    const region = screen.getByRole("region", { name: "Providers" });
    expect(
      within(region).getByRole("heading", { level: 2, name: "Providers" }),
    ).toBeInTheDocument();
    expect(within(region).getAllByRole("listitem")).toHaveLength(2);
  });

  it("links to every provider, navigating in the app on a plain click", () => {
    const onNavigate = jest.fn();
    renderWithTheme(
      <ProviderStrip
        title="Providers"
        titleId="providers-lobby"
        allHref="/provider"
        allLabel="All providers"
        onNavigate={onNavigate}
      />,
    );
    const link = screen.getByRole("link", { name: "All providers" });
    expect(link).toHaveAttribute("href", "/provider");
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith("/provider");
  });
});
