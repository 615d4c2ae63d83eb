import { dec, decimalsOf, div, fmt, isDecimal, mul, round, sum, truncate } from "./decimal.ts";

describe("decimal", () => {
  it("parses and prints exactly, without float rounding", () => {
    expect(fmt(dec("0.1") + dec("0.2"))).toBe("0.3");
    expect(fmt(dec("12.50"), 2)).toBe("12.50");
    expect(fmt(dec("-0.00000001"))).toBe("-0.00000001");
    expect(fmt(dec("100"), 6)).toBe("100.000000");
    expect(fmt(dec(7))).toBe("7");
    expect(decimalsOf("1.250")).toBe(3);
    expect(isDecimal("1e5")).toBe(false);
    expect(() => dec("1.0000000000000000001")).toThrow(RangeError);
    expect(() => dec("abc")).toThrow(RangeError);
    expect(() => dec(0.5)).toThrow(RangeError);
  });

  it("multiplies, divides and rounds half away from zero", () => {
    expect(fmt(mul(dec("0.01"), dec("95000")), 2)).toBe("950.00");
    expect(fmt(div(dec("1"), dec("3")), 8)).toBe("0.33333333");
    expect(fmt(div(dec("2"), dec("3")), 8)).toBe("0.66666667");
    expect(fmt(round(dec("-1.005"), 2))).toBe("-1.01");
    expect(fmt(truncate(dec("1.999"), 2))).toBe("1.99");
    expect(fmt(sum([dec("1.1"), dec("2.2"), dec("-3.3")]))).toBe("0");
    expect(() => div(dec("1"), 0n)).toThrow(RangeError);
  });
});
