import { ValidationError } from "yup";
import {
  hasOnlyAllowedPasswordCharacters,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordRules,
  passwordSchema,
} from "./password.ts";

async function keys(value: string): Promise<string[]> {
  try {
    await passwordSchema().validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.errors.map((e) => (e as unknown as { key: string }).key);
  }
}

describe("passwordRules", () => {
  const passing = (p: string) => passwordRules.filter((r) => r.test(p)).map((r) => r.id);
  it("lists the five checklist rules in order", () => {
    expect(passwordRules.map((r) => r.id)).toEqual([
      "pw_length",
      "numeric",
      "lowercase",
      "uppercase",
      "special_character",
    ]);
  });
  it.each([
    ["Abcdef1!", ["pw_length", "numeric", "lowercase", "uppercase", "special_character"]],
    ["abc", ["lowercase"]],
    ["ABCDEFGH", ["pw_length", "uppercase"]],
    ["12345678", ["pw_length", "numeric"]],
    ["!!!!", ["special_character"]],
    ["Aa1!".repeat(8), ["pw_length", "numeric", "lowercase", "uppercase", "special_character"]],
    [`${"Aa1!".repeat(8)}x`, ["numeric", "lowercase", "uppercase", "special_character"]],
  ])("%s passes %j", (password, ids) => {
    expect(passing(password)).toEqual(ids);
  });
  it("counts every character of the fixed punctuation set as special", () => {
    for (const ch of PASSWORD_SPECIAL_CHARACTERS) expect(passwordRules[4]!.test(ch)).toBe(true);
    expect(passwordRules[4]!.test("é")).toBe(false);
  });
});

describe("passwordSchema", () => {
  it("accepts a password meeting every rule", async () => {
    await expect(keys("Str0ng!pass")).resolves.toEqual([]);
  });
  it("reports each failed rule with its key", async () => {
    await expect(keys("short")).resolves.toEqual([
      "validation_message.pw_length",
      "validation_message.numeric",
      "validation_message.uppercase",
      "validation_message.special_character",
    ]);
  });
  it("reports characters outside the allowed set as password_wrong_format", async () => {
    await expect(keys("Str0ng!pass word")).resolves.toEqual(["password_wrong_format"]);
    await expect(keys("Str0ng!pässword")).resolves.toEqual(["password_wrong_format"]);
    expect(hasOnlyAllowedPasswordCharacters("Ab1!")).toBe(true);
  });
  it("requires a non-blank value", async () => {
    await expect(keys("   ")).resolves.toEqual(["required"]);
    await expect(keys("")).resolves.toEqual(["required"]);
  });
});
