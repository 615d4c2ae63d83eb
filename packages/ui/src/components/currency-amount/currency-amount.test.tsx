import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme } from "../../theme/index.ts";
import { CurrencyAmount } from "./currency-amount.tsx";

describe("CurrencyAmount", () => {
  it("shows a crypto amount with 8 decimals, its code and a decorative coin icon", () => {
    const { container } = renderWithTheme(
      <CurrencyAmount
        amount="0.0001234567"
        currency="BTC"
        locale="en"
        iconSrc="https://cdn.example/btc.svg"
      />,
    );
    expect(container).toHaveTextContent("0.00012346 BTC");
    expect(container.querySelector("img")).toHaveAttribute("src", "https://cdn.example/btc.svg");
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("shows fiat with 2 decimals in the given locale", () => {
    const { container } = renderWithTheme(
      <CurrencyAmount amount="1999.999" currency="EUR" locale="de" showIcon={false} />,
    );
    expect(container).toHaveTextContent("2.000,00 €");
  });

  it("names the coin icon when the currency is not written out", () => {
    renderWithTheme(
      <CurrencyAmount
        amount="5"
        currency="USDT"
        currencyName="Tether"
        locale="en"
        showCurrency={false}
      />,
    );
    expect(screen.getByRole("img", { name: "Tether" })).toBeInTheDocument();
    expect(screen.getByText("5.00000000")).toBeInTheDocument();
  });

  it.each([
    ["12.5", "+$12.50", darkTheme.colors.success],
    ["-3", "-$3.00", darkTheme.colors.danger],
    ["0", "$0.00", darkTheme.colors.text],
  ])("signs and colours wins and losses: %s shows as %s", (amount, text, color) => {
    renderWithTheme(
      <CurrencyAmount
        amount={amount}
        currency="USD"
        locale="en"
        tone="signed"
        showPlusSign
        showIcon={false}
      />,
    );
    expect(screen.getByText(text).parentElement).toHaveStyle({ color });
  });

  it.each([
    ["en", "USDT", "12345678901234.12345678", "12,345,678,901,234.12345678 USDT"],
    ["ru", "USDT", "502.130942", "502,13094200 USDT"],
    ["de", "EUR", "1234.5", "1.234,50 €"],
    ["ja", "USD", "-1234.5", "-$1,234.50"],
  ])("writes the money rule in %s: %s %s reads %s", (locale, currency, amount, text) => {
    const { container } = renderWithTheme(
      <CurrencyAmount amount={amount} currency={currency} locale={locale} showIcon={false} />,
    );
    expect(container.textContent?.replace(/\s/g, " ")).toBe(text);
  });

  it("uses tabular figures", () => {
    const { container } = renderWithTheme(
      <CurrencyAmount amount="1" currency="BTC" locale="en" showIcon={false} />,
    );
    expect(container.firstElementChild).toHaveStyle({ fontVariantNumeric: "tabular-nums" });
  });

  describe("fit", () => {
    // jsdom has no layout: the widths the browser would measure are set by hand.
    function measure(scrollWidth: number, clientWidth: number) {
      jest.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(scrollWidth);
      jest.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(clientWidth);
    }
    afterEach(() => jest.restoreAllMocks());

    it("keeps the designed size and all 8 decimals when the amount fits", () => {
      measure(100, 100);
      const { container } = renderWithTheme(
        <CurrencyAmount amount="500" currency="USDT" locale="en" showIcon={false} fit />,
      );
      expect(container.firstElementChild).toHaveAttribute("data-fit", "0");
      expect(container).toHaveTextContent("500.00000000 USDT");
    });

    it("steps down to the compact form and then keeps its width, never cutting a digit", () => {
      measure(200, 100);
      const { container } = renderWithTheme(
        <CurrencyAmount
          amount="502.130942"
          currency="USDT"
          locale="ru"
          showIcon={false}
          showCurrency={false}
          fit
        />,
      );
      // Smaller font, then trailing zeros beyond the 2nd decimal dropped, then its full width.
      expect(container.firstElementChild).toHaveAttribute("data-fit", "3");
      expect(container.firstElementChild).toHaveStyle({ flexShrink: "0" });
      expect(container).toHaveTextContent(/^502,130942$/);
    });
  });
});
