import { groupThousands, roundDecimal } from "./decimal.ts";
import { formatAmount, formatCrypto, formatFiat, isFiatCurrency } from "./money.ts";
import { countdownParts, formatBadgeCount } from "./time.ts";

describe("roundDecimal", () => {
  it.each([
    ["1.005", 2, "1.01"],
    ["1.004", 2, "1.00"],
    ["-1.005", 2, "-1.01"],
    ["-0.001", 2, "0.00"],
    ["9.999", 2, "10.00"],
    ["0.123456785", 8, "0.12345679"],
    ["12345678901234567890.123456789", 8, "12345678901234567890.12345679"],
    ["5", 0, "5"],
    ["0.5", 0, "1"],
    [".5", 2, "0.50"],
    ["007.1", 2, "7.10"],
    [1e-7, 8, "0.00000010"],
    [1.5e21, 2, "1500000000000000000000.00"],
    ["2.5E-3", 4, "0.0025"],
    ["abc", 2, null],
    ["", 2, null],
    [Number.NaN, 2, null],
    [Number.POSITIVE_INFINITY, 2, null],
  ])("%p to %p places -> %p", (value, places, expected) => {
    expect(roundDecimal(value, places)).toBe(expected);
  });
  it("groups thousands", () => {
    expect(groupThousands("1234567.891")).toBe("1,234,567.891");
    expect(groupThousands("-1000")).toBe("-1,000");
    expect(groupThousands("999")).toBe("999");
  });
});

describe("money", () => {
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
    expect(formatAmount("1.234", "EUR")).toBe("1.23");
    expect(formatAmount("1.234", "BTC")).toBe("1.23400000");
  });
});

describe("badge", () => {
  it.each([
    [0, ""],
    [-1, ""],
    [null, ""],
    [1, "1"],
    [99, "99"],
    [100, "99+"],
    [12345, "99+"],
  ])("%p -> %p", (count, label) => {
    expect(formatBadgeCount(count)).toBe(label);
  });
});

describe("countdown", () => {
  const now = Date.UTC(2026, 0, 1, 0, 0, 0);
  it("splits the remaining time", () => {
    const target = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(countdownParts(target, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      done: false,
    });
  });
  it("is done at or after the target", () => {
    expect(countdownParts(now, now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
    expect(countdownParts(new Date(now - 5000), new Date(now)).done).toBe(true);
  });
});
