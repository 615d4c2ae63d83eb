import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { FooterTrust, type FooterTrustProps } from "./footer-trust.tsx";

const props: FooterTrustProps = {
  licence: {
    title: "Licence",
    statement: "Operated by Sandbox Gaming N.V. under licence SBX-0001.",
    text: "A sandbox licence, not a real one.",
  },
  marksTitle: "Play responsibly",
  marks: [
    {
      id: "age",
      label: "18+",
      description: "Only for adults: responsible gaming",
      href: "/page-detail/responsible-gaming",
      round: true,
    },
    { id: "limits", label: "Set your limits", href: "/profile/responsible-gaming" },
  ],
  coinsTitle: "Accepted coins",
  coins: [
    { code: "BTC", name: "Bitcoin", icon: null },
    { code: "USDT", name: "Tether", icon: null },
  ],
};

describe("FooterTrust", () => {
  it("states the operator's licence and names each coin and mark", () => {
    renderWithTheme(<FooterTrust {...props} sealSlot={<div data-testid="seal" />} />);
    const licence = screen.getByRole("region", { name: "Licence" });
    expect(licence).toHaveTextContent("Operated by Sandbox Gaming N.V. under licence SBX-0001.");
    expect(licence).toHaveTextContent("A sandbox licence, not a real one.");
    expect(within(licence).getByTestId("seal")).toBeInTheDocument();
    const coins = screen.getByRole("region", { name: "Accepted coins" });
    expect(
      within(coins)
        .getAllByRole("img")
        .map((img) => img.getAttribute("aria-label")),
    ).toEqual(["Bitcoin", "Tether"]);
    expect(
      screen.getByRole("link", { name: "Only for adults: responsible gaming" }),
    ).toHaveAttribute("href", "/page-detail/responsible-gaming");
  });

  it("routes the marks through the app's navigation", async () => {
    const onNavigate = jest.fn();
    const { user } = renderWithTheme(<FooterTrust {...props} onNavigate={onNavigate} />);
    await user.click(screen.getByRole("link", { name: "Set your limits" }));
    expect(onNavigate).toHaveBeenCalledWith("/profile/responsible-gaming");
  });

  it("leaves out the licence without an operator and the coins without coins", () => {
    renderWithTheme(<FooterTrust {...props} licence={undefined} coins={[]} />);
    expect(screen.queryByRole("region", { name: "Licence" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Accepted coins" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Play responsibly" })).toBeInTheDocument();
  });
});
