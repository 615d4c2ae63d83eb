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

  it("signs and colours wins and losses", () => {
    renderWithTheme(
      <>
        <CurrencyAmount
          amount="12.5"
          currency="USD"
          locale="en"
          tone="signed"
          showPlusSign
          showIcon={false}
        />
        <CurrencyAmount
          amount="-3"
          currency="USD"
          locale="en"
          tone="signed"
          showPlusSign
          showIcon={false}
        />
        <CurrencyAmount
          amount="0"
          currency="USD"
          locale="en"
          tone="signed"
          showPlusSign
          showIcon={false}
        />
      </>,
    );
    expect(screen.getByText("+$12.50").parentElement).toHaveStyle({
      color: darkTheme.colors.success,
    });
    expect(screen.getByText("-$3.00").parentElement).toHaveStyle({
      color: darkTheme.colors.danger,
    });
    expect(screen.getByText("$0.00").parentElement).toHaveStyle({ color: darkTheme.colors.text });
  });
});
