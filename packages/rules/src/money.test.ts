import {
  currencyDecimals,
  formatDecimal,
  formatPercent,
  formatMoney,
  formatMultiplier,
  isFiatCurrency,
} from "./money.ts";

// The locales' own space: ru groups with a no-break space, de and ru put the symbol after one.
const nbsp = "\u00a0";

describe("formatMoney: crypto with 8 decimals and its code", () => {
  it.each([
    ["en", "502.130942", `502.13094200${nbsp}USDT`],
    ["ru", "502.130942", `502,13094200${nbsp}USDT`],
    ["de", "1234567.5", `1.234.567,50000000${nbsp}USDT`],
    ["ru", "1234567.5", `1${nbsp}234${nbsp}567,50000000${nbsp}USDT`],
    ["ja", "1234567.5", `1,234,567.50000000${nbsp}USDT`],
    ["en", "0.000000015", `0.00000002${nbsp}USDT`],
  ])("in %s, %s reads %s", (locale, amount, text) => {
    expect(formatMoney(amount, { locale, currency: "usdt" })).toBe(text);
  });
});

describe("formatMoney: fiat with 2 decimals and its symbol", () => {
  it.each([
    ["en", "1234.567", "EUR", "€1,234.57"],
    ["de", "1234.5", "EUR", `1.234,50${nbsp}€`],
    ["ru", "1234.5", "USD", `1${nbsp}234,50${nbsp}$`],
    ["ja", "1234.5", "USD", "$1,234.50"],
    ["en", "0.1", "USD", "$0.10"],
  ])("in %s, %s %s reads %s", (locale, amount, currency, text) => {
    expect(formatMoney(amount, { locale, currency })).toBe(text);
  });
});

describe("formatMoney: exactness", () => {
  it("keeps digits a float would lose", () => {
    // As a JavaScript number 12345678901234.12345678 is 12345678901234.123.
    expect(formatMoney("12345678901234.12345678", { locale: "en", currency: "ETH" })).toBe(
      `12,345,678,901,234.12345678${nbsp}ETH`,
    );
    expect(formatMoney("12345678901234.12345678", { locale: "de", currency: "ETH" })).toBe(
      `12.345.678.901.234,12345678${nbsp}ETH`,
    );
    expect(formatMoney("12345678901234.125", { locale: "en", currency: "USD" })).toBe(
      "$12,345,678,901,234.13",
    );
    expect(formatMoney("0.1", { locale: "en", currency: "ETH", decimals: 20 })).toBe(
      `0.10000000000000000000${nbsp}ETH`,
    );
  });
});

describe("formatMoney: signs", () => {
  it("writes negative amounts with the locale's minus and never -0", () => {
    expect(formatMoney("-12.5", { locale: "en", currency: "USD" })).toBe("-$12.50");
    expect(formatMoney("-12.5", { locale: "de", currency: "EUR" })).toBe(`-12,50${nbsp}€`);
    expect(formatMoney("-0.5", { locale: "en", currency: "BTC" })).toBe(`-0.50000000${nbsp}BTC`);
    expect(formatMoney("-0.004", { locale: "en", currency: "USD" })).toBe("$0.00");
  });

  it("writes a plus before wins when asked, none on zero", () => {
    expect(formatMoney("12.5", { locale: "en", currency: "USD", plusSign: true })).toBe("+$12.50");
    expect(formatMoney("0", { locale: "en", currency: "USD", plusSign: true })).toBe("$0.00");
    expect(formatMoney("-3", { locale: "en", currency: "USD", plusSign: true })).toBe("-$3.00");
  });
});

describe("formatMoney: units", () => {
  it("leaves the unit out only when asked (the place shows it itself)", () => {
    expect(formatMoney("2.5", { locale: "en", currency: "BTC", unit: "none" })).toBe("2.50000000");
    expect(formatMoney("2.5", { locale: "ru", currency: "EUR", unit: "none" })).toBe("2,50");
  });

  it("drops only trailing zeros beyond the second decimal in the compact form", () => {
    const compact = { locale: "ru", currency: "USDT", compact: true, unit: "none" } as const;
    expect(formatMoney("500", compact)).toBe("500,00");
    expect(formatMoney("502.130942", compact)).toBe("502,130942");
    expect(formatMoney("0.00000001", compact)).toBe("0,00000001");
    expect(formatMoney("10.10", compact)).toBe("10,10");
    expect(formatMoney("12.345", { locale: "en", currency: "USD", compact: true })).toBe("$12.35");
  });

  it("honours explicit decimals", () => {
    expect(formatMoney("2.5", { locale: "en", currency: "BTC", decimals: 2 })).toBe(
      `2.50${nbsp}BTC`,
    );
  });

  it("shows the fallback, or the input, for what is not an amount", () => {
    expect(formatMoney("n/a", { locale: "en", currency: "EUR" })).toBe("n/a");
    expect(formatMoney(null, { locale: "en", currency: "EUR" })).toBe("");
    expect(formatMoney(undefined, { locale: "en", currency: "EUR", fallback: "—" })).toBe("—");
  });
});

describe("currencies", () => {
  it("tells fiat from crypto and their decimals", () => {
    expect(isFiatCurrency("usd")).toBe(true);
    expect(isFiatCurrency("USDT")).toBe(false);
    expect(isFiatCurrency(null)).toBe(false);
    expect(currencyDecimals("EUR")).toBe(2);
    expect(currencyDecimals("BTC")).toBe(8);
  });
});

describe("formatMultiplier and formatDecimal", () => {
  it.each([
    ["1.9603", "en", "1.9603×"],
    ["1.9603", "ru", "1,9603×"],
    ["2", "en", "2.00×"],
    ["1.98000000", "de", "1,98×"],
    ["1234.5", "en", "1,234.50×"],
    ["1.23456", "en", "1.2346×"],
  ])("multiplier %s in %s reads %s", (value, locale, text) => {
    expect(formatMultiplier(value, locale)).toBe(text);
  });

  it("writes exact numbers in the locale, trailing zeros dropped to the minimum", () => {
    expect(formatDecimal("49.5", { locale: "ru", minDecimals: 2, maxDecimals: 2 })).toBe("49,50");
    expect(formatDecimal("10.00", { locale: "en" })).toBe("10");
    expect(formatDecimal("x", { locale: "en" })).toBe("x");
  });

  it("writes a percentage exactly in the locale's pattern and decimal mark", () => {
    expect(formatPercent("49.5", "en", { minDecimals: 2 })).toBe("49.50%");
    expect(formatPercent("49.5", "ru", { minDecimals: 2 })).toBe("49,50\u00a0%");
    expect(formatPercent("7.5", "tr")).toBe("%7,5");
    expect(formatPercent("0.123456", "en")).toBe("0.12%");
    expect(formatPercent(99, "de", { minDecimals: 2 })).toBe("99,00\u00a0%");
  });
});
