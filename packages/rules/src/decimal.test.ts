import {
  compareDecimal,
  dec,
  decimalsOf,
  div,
  fmt,
  isDecimal,
  max,
  min,
  mul,
  multiplyDecimal,
  parseDecimal,
  percentOf,
  round,
  roundDecimal,
  subtractDecimal,
  sum,
  toDec,
  truncate,
} from "./decimal.ts";
import { decimal, samples } from "./test/random.ts";

describe("dec and fmt (the strict API the server uses)", () => {
  it("parses and prints exactly, without float rounding", () => {
    expect(fmt(dec("0.1") + dec("0.2"))).toBe("0.3");
    expect(fmt(dec("12.50"), 2)).toBe("12.50");
    expect(fmt(dec("-0.00000001"))).toBe("-0.00000001");
    expect(fmt(dec("100"), 6)).toBe("100.000000");
    expect(fmt(dec(7))).toBe("7");
    expect(fmt(dec(7n))).toBe("7");
    expect(decimalsOf("1.250")).toBe(3);
    expect(isDecimal("1e5")).toBe(false);
    expect(isDecimal("-12.5")).toBe(true);
    expect(() => dec("1.0000000000000000001")).toThrow(RangeError);
    expect(() => dec("abc")).toThrow(RangeError);
    expect(() => dec(".5")).toThrow(RangeError);
    expect(() => dec(0.5)).toThrow(RangeError);
  });

  it("multiplies, divides and rounds half away from zero", () => {
    expect(fmt(mul(dec("0.01"), dec("95000")), 2)).toBe("950.00");
    expect(fmt(div(dec("1"), dec("3")), 8)).toBe("0.33333333");
    expect(fmt(div(dec("2"), dec("3")), 8)).toBe("0.66666667");
    expect(fmt(round(dec("-1.005"), 2))).toBe("-1.01");
    expect(fmt(truncate(dec("1.999"), 2))).toBe("1.99");
    expect(fmt(truncate(dec("-1.999"), 2))).toBe("-1.99");
    expect(fmt(sum([dec("1.1"), dec("2.2"), dec("-3.3")]))).toBe("0");
    expect(fmt(min(dec("1"), dec("-1")))).toBe("-1");
    expect(fmt(max(dec("1"), dec("-1")))).toBe("1");
    expect(() => div(dec("1"), 0n)).toThrow(RangeError);
  });

  it("rounds a product once, at the 18th decimal, half away from zero", () => {
    const tiny = dec("0.000000001");
    expect(fmt(mul(tiny, dec("0.0000000005")))).toBe("0.000000000000000001");
    expect(fmt(mul(-tiny, dec("0.0000000005")))).toBe("-0.000000000000000001");
    expect(fmt(mul(tiny, dec("0.0000000004")))).toBe("0");
  });

  it("keeps 18-decimal amounts (wei) exact through every operation", () => {
    const wei = dec("0.000000000000000001");
    const balance = dec("123456789.123456789123456789");
    expect(fmt(balance + wei)).toBe("123456789.12345678912345679");
    expect(fmt(balance - balance - wei)).toBe("-0.000000000000000001");
    expect(fmt(mul(balance, dec("1")))).toBe("123456789.123456789123456789");
    expect(fmt(div(balance, dec("1")))).toBe("123456789.123456789123456789");
    expect(fmt(balance, 20)).toBe("123456789.12345678912345678900");
  });

  it("never prints minus zero", () => {
    expect(fmt(dec("-0.004"), 2)).toBe("0.00");
    expect(fmt(truncate(dec("-0.009"), 2))).toBe("0");
    expect(fmt(dec("-0"))).toBe("0");
  });
});

describe("toDec (the lenient parse the screen uses)", () => {
  it("reads what a player types or a float-free number, and null otherwise", () => {
    expect(toDec(".5")).toBe(dec("0.5"));
    expect(toDec("5.")).toBe(dec("5"));
    expect(toDec(" +1.25 ")).toBe(dec("1.25"));
    expect(toDec("1e-8")).toBe(dec("0.00000001"));
    expect(toDec(2)).toBe(dec("2"));
    for (const input of ["", ".", "1,5", "abc", null, undefined, Number.NaN]) {
      expect(toDec(input)).toBeNull();
    }
  });

  it("rounds digits beyond the 18th half away from zero", () => {
    expect(fmt(toDec("0.0000000000000000005")!)).toBe("0.000000000000000001");
    expect(fmt(toDec("-0.0000000000000000005")!)).toBe("-0.000000000000000001");
    expect(fmt(toDec("0.0000000000000000004")!)).toBe("0");
  });
});

describe("exactness where floats fail", () => {
  it("adds, compares and subtracts 0.1 and 0.2 exactly (floats give 0.30000000000000004)", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(fmt(dec("0.1") + dec("0.2"))).toBe("0.3");
    expect(compareDecimal(fmt(dec("0.1") + dec("0.2")), "0.3")).toBe(0);
    expect(subtractDecimal("0.3", "0.1")).toBe("0.2");
  });

  it("tells apart amounts a float cannot", () => {
    // Both are 9007199254740993 and 9007199254740992 as floats: the same number.
    expect(Number("9007199254740993") === Number("9007199254740992")).toBe(true);
    expect(compareDecimal("9007199254740993", "9007199254740992")).toBe(1);
    expect(compareDecimal("0.100000000000000001", "0.1")).toBe(1);
  });

  it("rounds display half away from zero on the digits (floats round 1.005 down)", () => {
    expect((1.005).toFixed(2)).toBe("1.00");
    expect(roundDecimal("1.005", 2)).toBe("1.01");
    expect(roundDecimal("-1.005", 2)).toBe("-1.01");
    expect(roundDecimal("0.000000015", 8)).toBe("0.00000002");
    expect(roundDecimal("2.675", 2)).toBe("2.68");
  });
});

describe("parseDecimal", () => {
  it("splits sign, integer and fraction exactly", () => {
    expect(parseDecimal("-12.050")).toEqual({ negative: true, integer: "12", fraction: "050" });
    expect(parseDecimal(".5")).toEqual({ negative: false, integer: "0", fraction: "5" });
    expect(parseDecimal(" 7 ")).toEqual({ negative: false, integer: "7", fraction: "" });
    expect(parseDecimal("+007.10")).toEqual({ negative: false, integer: "7", fraction: "10" });
    expect(parseDecimal("1e-8")).toEqual({ negative: false, integer: "0", fraction: "00000001" });
    expect(parseDecimal(2.5e3)).toEqual({ negative: false, integer: "2500", fraction: "" });
  });

  it("rejects anything that is not a number", () => {
    for (const input of ["", ".", "1,5", "abc", "1.2.3", "NaN", "--1", "1e", Number.NaN])
      expect(parseDecimal(input)).toBeNull();
  });
});

describe("roundDecimal", () => {
  it.each([
    ["1.005", 2, "1.01"],
    ["1.004", 2, "1.00"],
    ["-1.005", 2, "-1.01"],
    ["-0.001", 2, "0.00"],
    ["-0.004", 2, "0.00"],
    ["-2.5", 0, "-3"],
    ["9.999", 2, "10.00"],
    ["9.995", 2, "10.00"],
    ["0.123456785", 8, "0.12345679"],
    ["12345678901234567890.123456789", 8, "12345678901234567890.12345679"],
    ["5", 0, "5"],
    ["0.5", 0, "1"],
    [".5", 2, "0.50"],
    ["007.1", 2, "7.10"],
    [1e-7, 8, "0.00000010"],
    [1.5e21, 2, "1500000000000000000000.00"],
    ["2.5E-3", 4, "0.0025"],
    ["0.1", 20, "0.10000000000000000000"],
    ["abc", 2, null],
    ["", 2, null],
    [Number.NaN, 2, null],
    [Number.POSITIVE_INFINITY, 2, null],
  ])("%p to %p places -> %p", (value, places, expected) => {
    expect(roundDecimal(value, places)).toBe(expected);
  });

  it("keeps exactly `places` digits and moves the value by at most half a unit", () => {
    for (const [value, places] of samples(500, (random) => {
      return [decimal(random), Math.floor(random() * 10)] as const;
    })) {
      const rounded = roundDecimal(value, places)!;
      expect(rounded.split(".")[1]?.length ?? 0).toBe(places);
      const error = subtractDecimal(rounded, value).replace(/^-/, "");
      expect(compareDecimal(error, `0.${"0".repeat(places)}5`)).toBeLessThanOrEqual(0);
      expect(rounded).not.toMatch(/^-0(\.0*)?$/);
    }
  });
});

describe("multiplyDecimal", () => {
  it("multiplies exactly and rounds half away from zero", () => {
    expect(multiplyDecimal("0.5", "64000.12", 2)).toBe("32000.06");
    expect(multiplyDecimal("0.1", "0.2", 2)).toBe("0.02");
    expect(multiplyDecimal("12345678901234.12345678", "1", 8)).toBe("12345678901234.12345678");
    expect(multiplyDecimal("-1.005", "1", 2)).toBe("-1.01");
    expect(multiplyDecimal("0.00000001", "0.4", 2)).toBe("0.00");
  });

  it("refuses anything that is not a number", () => {
    expect(multiplyDecimal("x", "1", 2)).toBeNull();
  });
});

describe("compareDecimal and subtractDecimal", () => {
  it("compare exactly", () => {
    expect(compareDecimal("10", "9.99999999")).toBe(1);
    expect(compareDecimal("0010.50", "10.5")).toBe(0);
    expect(compareDecimal("0.1", "0.10000001")).toBe(-1);
    expect(compareDecimal("-1", "0.5")).toBe(-1);
    expect(compareDecimal("-0", "0")).toBe(0);
    expect(compareDecimal("abc", "0")).toBe(0);
  });

  it("subtract exactly", () => {
    expect(subtractDecimal("25", "1")).toBe("24");
    expect(subtractDecimal("0.3", "0.1")).toBe("0.2");
    expect(subtractDecimal("1", "1.5")).toBe("-0.5");
    expect(subtractDecimal("1.50", "0.50")).toBe("1");
    expect(subtractDecimal("abc", "1")).toBe("0");
  });

  it("agree with each other: sign(a - b) = compare(a, b), and (a - b) + b = a", () => {
    for (const [a, b] of samples(500, (random) => [decimal(random), decimal(random)] as const)) {
      const difference = subtractDecimal(a, b);
      expect(compareDecimal(difference, 0)).toBe(compareDecimal(a, b));
      expect(compareDecimal(subtractDecimal(a, difference), b)).toBe(0);
      expect(compareDecimal(b, a)).toBe(-compareDecimal(a, b) || 0);
    }
  });

  it("order small integers as numbers do", () => {
    for (const [a, b] of samples(300, (random) => {
      return [Math.floor(random() * 2000) - 1000, Math.floor(random() * 2000) - 1000] as const;
    }))
      expect(compareDecimal(String(a), String(b))).toBe(Math.sign(a - b) || 0);
  });
});

describe("percentOf", () => {
  it("gives the share of an amount in percent, exactly, reaching 100 only at the whole", () => {
    expect(percentOf("20", "200")).toBe("10.00");
    expect(percentOf("150.00000000", "200")).toBe("75.00");
    expect(percentOf("1", "3", 4)).toBe("33.3333");
    expect(percentOf("2", "3")).toBe("66.66");
    expect(percentOf("999999.99", "1000000")).toBe("99.99");
    expect(percentOf("-1", "3")).toBe("-33.33");
    expect(percentOf("300", "200")).toBe("150.00");
    expect(percentOf("0.000000000000000001", "0.000000000000000004")).toBe("25.00");
  });

  it("has no share of nothing or of a non-number", () => {
    expect(percentOf("1", "0")).toBeNull();
    expect(percentOf("x", "1")).toBeNull();
  });
});
