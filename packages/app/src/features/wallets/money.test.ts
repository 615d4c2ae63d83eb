import { compareDecimal, formatMoney, sanitizeAmount, subtractDecimal } from "./money.ts";

describe("money helpers", () => {
  it("formats fiat with 2 and crypto with 8 decimals through the core's formatter", () => {
    expect(formatMoney("1234.5", "USD")).toBe("1,234.50 USD");
    expect(formatMoney("0.000000015", "BTC")).toBe("0.00000002 BTC");
    expect(formatMoney(null, "EUR")).toBe("0.00 EUR");
  });

  it("sanitises typed amounts with the core's decimal sanitiser and the currency's decimals", () => {
    expect(sanitizeAmount("1,2.3.4abc", "BTC")).toBe("12.34");
    expect(sanitizeAmount(".5", "USDT")).toBe("5");
    expect(sanitizeAmount("0.123456789", "BTC")).toBe("0.12345678");
    expect(sanitizeAmount("10.999", "EUR")).toBe("10.99");
  });

  it("compares and subtracts decimal strings exactly", () => {
    expect(compareDecimal("10", "9.99999999")).toBe(1);
    expect(compareDecimal("0010.50", "10.5")).toBe(0);
    expect(compareDecimal("0.1", "0.10000001")).toBe(-1);
    expect(subtractDecimal("25", "1")).toBe("24");
    expect(subtractDecimal("0.3", "0.1")).toBe("0.2");
    expect(subtractDecimal("1", "1.5")).toBe("-0.5");
    expect(subtractDecimal("abc", "1")).toBe("0");
  });
});
