import { isOneTimeCode, ONE_TIME_CODE_LENGTH } from "./one-time-code.ts";
import { samples, text } from "./test/random.ts";

describe("isOneTimeCode", () => {
  it.each([
    ["123456", true],
    [" 123456 ", true],
    ["000000", true],
    ["12345", false],
    ["1234567", false],
    ["12 456", false],
    ["12345a", false],
    ["١٢٣٤٥٦", false],
    ["", false],
    [null, false],
  ])("%p -> %p", (value, expected) => {
    expect(isOneTimeCode(value)).toBe(expected);
  });

  it("accepts exactly the strings of six ASCII digits", () => {
    expect(ONE_TIME_CODE_LENGTH).toBe(6);
    for (const value of samples(1000, (random) => text(random, "0123456789a", 8)))
      expect(isOneTimeCode(value)).toBe(/^[0-9]{6}$/.test(value));
  });
});
