import { fireEvent, screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { CoinIcon, monogramText, monogramTone } from "./coin-icon.tsx";

describe("CoinIcon", () => {
  it("renders the coin image with its accessible name", () => {
    renderWithTheme(<CoinIcon code="BTC" src="https://cdn.example/btc.svg" alt="Bitcoin" />);
    const image = screen.getByRole("img", { name: "Bitcoin" });
    expect(image.tagName).toBe("IMG");
    expect(image).toHaveAttribute("src", "https://cdn.example/btc.svg");
  });

  it("falls back to a named monogram without an image", () => {
    renderWithTheme(<CoinIcon code="usdt" alt="Tether" />);
    const icon = screen.getByRole("img", { name: "Tether" });
    expect(icon.tagName).toBe("SPAN");
    expect(icon).toHaveTextContent("USD");
  });

  it("falls back to the monogram when the image fails to load", () => {
    renderWithTheme(<CoinIcon code="ETH" src="https://cdn.example/broken.png" alt="Ether" />);
    fireEvent.error(screen.getByRole("img", { name: "Ether" }));
    const icon = screen.getByRole("img", { name: "Ether" });
    expect(icon.tagName).toBe("SPAN");
    expect(icon).toHaveTextContent("ETH");
  });

  it("is hidden from assistive technology when decorative", () => {
    const { container } = renderWithTheme(<CoinIcon code="TON" alt="" />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
  });

  it("derives monograms and stable colours from the code", () => {
    expect(monogramText("BTC_LIGHTNING")).toBe("BTC");
    // USDT is not shortened to USD, which reads as the dollar.
    expect(monogramText("USDT")).toBe("USDT");
    expect(monogramText("--")).toBe("?");
    expect(monogramTone("XRP")).toBe(monogramTone("xrp"));
  });
});
