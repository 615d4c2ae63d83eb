import {
  sanitizeAmount,
  sanitizeDecimal,
  sanitizeDigits,
  sanitizeNumeric,
  type NumericMode,
} from "./sanitize.ts";
import { samples, text } from "./test/random.ts";

describe.each<[string, (input: string) => string, [string, string][]]>([
  [
    "sanitizeDigits",
    sanitizeDigits,
    [
      ["123", "123"],
      ["1a2b3", "123"],
      ["+44 (0) 20", "44020"],
      ["1.5", "15"],
      ["", ""],
    ],
  ],
  [
    "sanitizeDecimal",
    sanitizeDecimal,
    [
      ["12.34", "12.34"],
      [".5", "5"],
      ["..5", "5"],
      ["1.2.3", "1.23"],
      ["1..2", "1.2"],
      ["1,5", "15"],
      ["1,50 €", "150"],
      ["abc1.0x", "1.0"],
      ["10.", "10."],
      ["", ""],
    ],
  ],
])("%s", (_name, sanitize, cases) => {
  it.each(cases)("%p -> %p", (input, output) => {
    expect(sanitize(input)).toBe(output);
  });
});

describe("sanitizeNumeric", () => {
  it.each([
    ["12a3", "integer", "123"],
    ["-4 5", "integer", "45"],
    ["1.5", "integer", "15"],
    ["1.5", "decimal", "1.5"],
    ["0.", "decimal", "0."],
  ] as [string, NumericMode, string][])("%s in %s mode -> %s", (raw, mode, expected) => {
    expect(sanitizeNumeric(raw, mode)).toBe(expected);
  });

  it("keeps the digits in order, at most one dot never first, and is idempotent", () => {
    for (const raw of samples(500, (random) => text(random, "0123456789..,-+e x€", 16))) {
      const digits = sanitizeNumeric(raw, "integer");
      const decimal = sanitizeNumeric(raw, "decimal");
      expect(digits).toMatch(/^[0-9]*$/);
      expect(decimal).toMatch(/^([0-9]+(\.[0-9]*)?)?$/);
      expect(decimal.replace(".", "")).toBe(digits);
      expect(sanitizeNumeric(digits, "integer")).toBe(digits);
      expect(sanitizeNumeric(decimal, "decimal")).toBe(decimal);
    }
  });
});

describe("sanitizeAmount", () => {
  it("cuts the fraction to the currency's decimals", () => {
    expect(sanitizeAmount("1,2.3.4abc", "BTC")).toBe("12.34");
    expect(sanitizeAmount(".5", "USDT")).toBe("5");
    expect(sanitizeAmount("0.123456789", "BTC")).toBe("0.12345678");
    expect(sanitizeAmount("10.999", "EUR")).toBe("10.99");
    expect(sanitizeAmount("10.999", "BTC", 1)).toBe("10.9");
  });
});
