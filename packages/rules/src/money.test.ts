import {
  currencyDecimals,
  formatAmount,
  formatCrypto,
  formatFiat,
  formatLocaleAmount,
  formatMoney,
  isFiatCurrency,
} from "./money.ts";

describe("plain money formats", () => {
  it("formats fiat with 2 and crypto with 8 decimals", () => {
    expect(formatFiat("1234.5")).toBe("1234.50");
    expect(formatFiat(0.1 + 0.2)).toBe("0.30");
    expect(formatFiat("1234567.891", { grouping: true })).toBe("1,234,567.89");
    expect(formatCrypto("0.1")).toBe("0.10000000");
    expect(formatCrypto("0.000000015")).toBe("0.00000002");
  });

  it("falls back on invalid input", () => {
    expect(formatFiat(null)).toBe("0.00");
    expect(formatCrypto("x")).toBe("0.00000000");
    expect(formatFiat(undefined, { fallback: "-" })).toBe("-");
  });

  it("picks decimals by currency", () => {
    expect(isFiatCurrency("usd")).toBe(true);
    expect(isFiatCurrency("USDT")).toBe(false);
    expect(isFiatCurrency(null)).toBe(false);
    expect(currencyDecimals("EUR")).toBe(2);
    expect(currencyDecimals("BTC")).toBe(8);
    expect(formatAmount("1.234", "EUR")).toBe("1.23");
    expect(formatAmount("1.234", "BTC")).toBe("1.23400000");
  });

  it("writes an amount with its code", () => {
    expect(formatMoney("1234.5", "USD")).toBe("1,234.50 USD");
    expect(formatMoney("0.000000015", "BTC")).toBe("0.00000002 BTC");
    expect(formatMoney(null, "EUR")).toBe("0.00 EUR");
  });
});

describe("formatLocaleAmount", () => {
  it("formats fiat with 2 decimals in the locale's currency pattern", () => {
    expect(formatLocaleAmount("1234.567", { locale: "en", currency: "EUR" })).toBe("€1,234.57");
    expect(formatLocaleAmount("1234.5", { locale: "de", currency: "EUR" })).toBe("1.234,50\u00a0€");
    expect(formatLocaleAmount("-12.5", { locale: "en", currency: "USD" })).toBe("-$12.50");
    expect(formatLocaleAmount("-0.004", { locale: "en", currency: "USD" })).toBe("$0.00");
  });

  it("formats crypto with 8 decimals and its code", () => {
    expect(formatLocaleAmount("0.00000001", { locale: "fr", currency: "BTC" })).toBe(
      "0,00000001\u00a0BTC",
    );
    expect(formatLocaleAmount("1000000", { locale: "en", currency: "usdt" })).toBe(
      "1,000,000.00000000\u00a0USDT",
    );
  });

  it("keeps digits a float would lose", () => {
    // 12345678901234.12345678 as a JavaScript number is 12345678901234.123.
    expect(formatLocaleAmount("12345678901234.123456785", { locale: "en", currency: "ETH" })).toBe(
      "12,345,678,901,234.12345679\u00a0ETH",
    );
    expect(formatLocaleAmount("0.1", { locale: "en", currency: "ETH", decimals: 20 })).toBe(
      "0.10000000000000000000\u00a0ETH",
    );
  });

  it("honours explicit decimals and can omit the currency", () => {
    expect(
      formatLocaleAmount("2.5", {
        locale: "en",
        currency: "BTC",
        decimals: 2,
        showCurrency: false,
      }),
    ).toBe("2.50");
    expect(formatLocaleAmount("2.5", { locale: "en", currency: "EUR", showCurrency: false })).toBe(
      "2.50",
    );
  });

  it("returns unparseable input unchanged", () => {
    expect(formatLocaleAmount("n/a", { locale: "en", currency: "EUR" })).toBe("n/a");
  });
});
