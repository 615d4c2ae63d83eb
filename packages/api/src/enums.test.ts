import { readFileSync } from "node:fs";
import path from "node:path";
import { fiatCurrencies, locales, messageKeyList, vipLevels } from "./enums.ts";

const yaml = readFileSync(path.join(__dirname, "..", "openapi.yaml"), "utf8");

/** The inline `enum: [a, b]` of a named schema in openapi.yaml. */
function inlineEnum(schema: string): string[] {
  const match = new RegExp(`\\n    ${schema}:\\n(?:      .*\\n)*?      enum: \\[([^\\]]*)\\]`).exec(
    yaml,
  );
  if (!match) throw new Error(`No inline enum for ${schema}`);
  return match[1]!.split(",").map((value) => value.trim());
}

describe("contract enumerations", () => {
  it("lists the nine interface languages in the contract's order, English first", () => {
    expect(locales).toEqual(inlineEnum("Locale"));
    expect(locales).toHaveLength(9);
    expect(locales[0]).toBe("en");
  });

  it("follows openapi.yaml for the other lists", () => {
    expect(fiatCurrencies).toEqual(inlineEnum("FiatCurrency"));
    expect(vipLevels.map(String)).toEqual(inlineEnum("VipLevel"));
    expect(messageKeyList).toContain("two_factor_invalid");
    expect(new Set(messageKeyList).size).toBe(messageKeyList.length);
  });
});
