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
});
