import { formatAmount, parseDecimal, roundDecimal } from "./format-amount.ts";

describe("parseDecimal", () => {
  it("splits sign, integer and fraction exactly", () => {
    expect(parseDecimal("-12.050")).toEqual({ negative: true, integer: 12n, fraction: "050" });
    expect(parseDecimal(".5")).toEqual({ negative: false, integer: 0n, fraction: "5" });
    expect(parseDecimal(" 7 ")).toEqual({ negative: false, integer: 7n, fraction: "" });
  });

  it("rejects anything that is not a plain decimal", () => {
    for (const input of ["", ".", "1e5", "1,5", "abc", "1.2.3", "NaN"])
      expect(parseDecimal(input)).toBeNull();
  });
});

describe("roundDecimal", () => {
  it("rounds half away from zero with carry", () => {
    expect(roundDecimal(parseDecimal("1.005")!, 2)).toEqual({
      negative: false,
      integer: 1n,
      fraction: "01",
    });
    expect(roundDecimal(parseDecimal("9.995")!, 2)).toEqual({
      negative: false,
      integer: 10n,
      fraction: "00",
    });
    expect(roundDecimal(parseDecimal("-2.5")!, 0)).toEqual({
      negative: true,
      integer: 3n,
      fraction: "",
    });
  });

  it("drops the sign of amounts that round to zero", () => {
    expect(roundDecimal(parseDecimal("-0.004")!, 2).negative).toBe(false);
  });
});

describe("formatAmount", () => {
  it("formats fiat with 2 decimals in the locale's currency pattern", () => {
    expect(formatAmount("1234.567", { locale: "en", currency: "EUR" })).toBe("€1,234.57");
    expect(formatAmount("1234.5", { locale: "de", currency: "EUR" })).toBe("1.234,50\u00a0€");
    expect(formatAmount("-12.5", { locale: "en", currency: "USD" })).toBe("-$12.50");
  });

  it("formats crypto with 8 decimals and its code", () => {
    expect(formatAmount("0.00000001", { locale: "fr", currency: "BTC" })).toBe(
      "0,00000001\u00a0BTC",
    );
    expect(formatAmount("1000000", { locale: "en", currency: "usdt" })).toBe(
      "1,000,000.00000000\u00a0USDT",
    );
  });

  it("keeps digits a float would lose", () => {
    // 12345678901234.12345678 as a JavaScript number is 12345678901234.123.
    expect(formatAmount("12345678901234.123456785", { locale: "en", currency: "ETH" })).toBe(
      "12,345,678,901,234.12345679\u00a0ETH",
    );
    expect(formatAmount("0.1", { locale: "en", currency: "ETH", decimals: 20 })).toBe(
      "0.10000000000000000000\u00a0ETH",
    );
  });

  it("honours explicit decimals and can omit the currency", () => {
    expect(
      formatAmount("2.5", { locale: "en", currency: "BTC", decimals: 2, showCurrency: false }),
    ).toBe("2.50");
    expect(formatAmount("2.5", { locale: "en", currency: "EUR", showCurrency: false })).toBe(
      "2.50",
    );
  });

  it("returns unparseable input unchanged", () => {
    expect(formatAmount("n/a", { locale: "en", currency: "EUR" })).toBe("n/a");
  });
});
