import { ValidationError } from "yup";
import {
  clientSeedSchema,
  emailOrUsernameSchema,
  emailSchema,
  lengthSchema,
  numberRangeSchema,
  phoneSchema,
  requiredString,
  usernameSchema,
  zipCodeSchema,
} from "./fields.ts";
import {
  changePasswordFormSchema,
  consentFormSchema,
  loginFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
  twoFactorCodeSchema,
} from "./forms.ts";

type Schema = { validate(value: unknown, options: { abortEarly: boolean }): Promise<unknown> };

async function errorsOf(schema: Schema, value: unknown): Promise<unknown[]> {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.errors;
  }
}
const key = async (schema: Schema, value: unknown) =>
  (await errorsOf(schema, value)).map((e) => (e as { key: string }).key);

describe.each<[string, () => Schema, [string, string[]][]]>([
  [
    "required",
    requiredString,
    [
      ["", ["required"]],
      ["   ", ["required"]],
      [" x ", []],
    ],
  ],
  [
    "email",
    emailSchema,
    [
      ["player@example.com", []],
      ["first.last+tag@sub.example.co", []],
      ["player@example", ["email_invalid"]],
      ["player@@example.com", ["email_invalid"]],
      ["player example@x.com", ["email_invalid"]],
      ["", ["required"]],
    ],
  ],
  [
    "username",
    usernameSchema,
    [
      ["lucky_player.7", []],
      ["Lucky", ["username_invalid"]],
      ["lucky-player", ["username_invalid"]],
      ["lucky player", ["username_invalid"]],
    ],
  ],
  [
    "email or username",
    emailOrUsernameSchema,
    [
      ["player@example.com", []],
      ["lucky_player", []],
      ["Lucky Player", ["email_username_invalid"]],
      ["a@b", ["email_username_invalid"]],
    ],
  ],
  [
    "phone",
    phoneSchema,
    [
      ["123456789", []],
      ["123456789012345", []],
      ["12345678", ["phone_wrong_format"]],
      ["1234567890123456", ["phone_wrong_format"]],
      ["+12345678901", ["phone_wrong_format"]],
    ],
  ],
  [
    "zip",
    zipCodeSchema,
    [
      ["12345", []],
      ["123456789", []],
      ["1234", ["zipcode_wrong_format"]],
      ["1234567890", ["zipcode_wrong_format"]],
      ["12a45", ["zipcode_wrong_format"]],
    ],
  ],
])("%s field", (_name, schema, cases) => {
  it.each(cases)("%p", async (value, expected) => {
    await expect(key(schema(), value)).resolves.toEqual(expected);
  });
});

describe("length and numeric bounds", () => {
  it("reports between with the field name and bounds", async () => {
    await expect(errorsOf(lengthSchema("username", { min: 3, max: 5 }), "ab")).resolves.toEqual([
      { key: "between", values: { field: "username", min: 3, max: 5 } },
    ]);
    await expect(key(lengthSchema("username", { min: 3, max: 5 }), "abcde")).resolves.toEqual([]);
    await expect(key(lengthSchema("username", { min: 3, max: 5 }), "abcdef")).resolves.toEqual([
      "between",
    ]);
  });
  it("reports min_length and max_length alone", async () => {
    await expect(errorsOf(lengthSchema("bio", { max: 3 }), "abcd")).resolves.toEqual([
      { key: "max_length", values: { field: "bio", max: 3 } },
    ]);
    await expect(errorsOf(lengthSchema("bio", { min: 2 }), "a")).resolves.toEqual([
      { key: "min_length", values: { field: "bio", min: 2 } },
    ]);
  });
  it("checks numeric min and max", async () => {
    const schema = numberRangeSchema("amount", { min: 10, max: 100 });
    await expect(errorsOf(schema, "5")).resolves.toEqual([
      { key: "min", values: { field: "amount", min: 10 } },
    ]);
    await expect(errorsOf(schema, 101)).resolves.toEqual([
      { key: "max", values: { field: "amount", max: 100 } },
    ]);
    await expect(key(schema, "50.5")).resolves.toEqual([]);
    await expect(key(schema, "")).resolves.toEqual(["required"]);
    await expect(key(schema, "abc")).resolves.toEqual(["required"]);
  });
});

describe("forms", () => {
  it("login takes an e-mail or username and a password", async () => {
    await expect(
      key(loginFormSchema, { username_or_email: "lucky_player", password: "x" }),
    ).resolves.toEqual([]);
    await expect(key(loginFormSchema, { username_or_email: "", password: "" })).resolves.toEqual([
      "required",
      "required",
    ]);
  });
  it("register checks username, e-mail, password and the age and terms confirmations", async () => {
    const ticked = { age_confirmed: true, terms_accepted: true };
    await expect(
      key(registerFormSchema, {
        username: "lucky",
        email: "l@example.com",
        password: "Str0ng!pass",
        ...ticked,
      }),
    ).resolves.toEqual([]);
    await expect(
      key(registerFormSchema, {
        username: "Lucky",
        email: "nope",
        password: "Str0ng!pass",
        ...ticked,
      }),
    ).resolves.toEqual(["username_invalid", "email_invalid"]);
    await expect(
      key(registerFormSchema, {
        username: "lucky",
        email: "l@example.com",
        password: "Str0ng!pass",
      }),
    ).resolves.toEqual(["required", "required"]);
  });
  it("consent needs both boxes ticked, the same two as the sign-up form", async () => {
    await expect(
      key(consentFormSchema, { age_confirmed: true, terms_accepted: true }),
    ).resolves.toEqual([]);
    await expect(
      key(consentFormSchema, { age_confirmed: true, terms_accepted: false }),
    ).resolves.toEqual(["required"]);
    await expect(key(consentFormSchema, {})).resolves.toEqual(["required", "required"]);
  });
  it("confirmation must match the password", async () => {
    await expect(
      key(resetPasswordFormSchema, {
        password: "Str0ng!pass",
        password_confirmation: "Str0ng!pass",
      }),
    ).resolves.toEqual([]);
    await expect(
      key(resetPasswordFormSchema, {
        password: "Str0ng!pass",
        password_confirmation: "Str0ng!pas",
      }),
    ).resolves.toEqual(["password_not_match"]);
    await expect(
      key(changePasswordFormSchema, {
        current_password: "",
        password: "Str0ng!pass",
        password_confirmation: "other",
      }),
    ).resolves.toEqual(["required", "password_not_match"]);
  });
  it("two-factor code is six digits", async () => {
    await expect(key(twoFactorCodeSchema, { code: "123456" })).resolves.toEqual([]);
    await expect(key(twoFactorCodeSchema, { code: "12345" })).resolves.toEqual([
      "validation_message.numeric",
    ]);
  });
});

describe("clientSeedSchema", () => {
  const seed = clientSeedSchema("Client seed");
  it("takes Unicode letters, emoji, a colon and spaces, as typed", async () => {
    for (const ok of ["Счастливый 🎲🍀", "with:colon", "  spaced  ", "a".repeat(64)])
      expect(await errorsOf(seed, ok)).toEqual([]);
  });
  it("counts characters in code points: 64 emoji pass, 65 do not", async () => {
    expect(await errorsOf(seed, "🎲".repeat(64))).toEqual([]);
    expect(await errorsOf(seed, "🎲".repeat(65))).toEqual([
      { key: "max_length", values: { field: "Client seed", max: 64 } },
    ]);
    expect(await errorsOf(seed, "a".repeat(65))).toEqual([
      { key: "max_length", values: { field: "Client seed", max: 64 } },
    ]);
  });
  it("refuses control characters and an empty seed", async () => {
    for (const bad of ["tab\there", "new\nline", "nul\u0000", "\u0085"])
      expect(await errorsOf(seed, bad)).toEqual([{ key: "invalid_value" }]);
    expect(await errorsOf(seed, "")).toEqual([{ key: "required" }]);
  });
});
