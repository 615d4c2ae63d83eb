import { sanitizeDecimal, sanitizeDigits } from "./sanitize.ts";

describe("sanitizeDigits", () => {
  it.each([
    ["123", "123"],
    ["1a2b3", "123"],
    ["+44 (0) 20", "44020"],
    ["1.5", "15"],
    ["", ""],
  ])("%p -> %p", (input, output) => {
    expect(sanitizeDigits(input)).toBe(output);
  });
});

describe("sanitizeDecimal", () => {
  it.each([
    ["12.34", "12.34"],
    [".5", "5"],
    ["..5", "5"],
    ["1.2.3", "1.23"],
    ["1..2", "1.2"],
    ["1,5", "15"],
    ["abc1.0x", "1.0"],
    ["10.", "10."],
    ["", ""],
  ])("%p -> %p", (input, output) => {
    expect(sanitizeDecimal(input)).toBe(output);
  });
});
