import {
  compareDecimal,
  multiplyDecimal,
  parseDecimal,
  roundDecimal,
  subtractDecimal,
} from "./decimal.ts";
import { decimal, samples } from "./test/random.ts";

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
