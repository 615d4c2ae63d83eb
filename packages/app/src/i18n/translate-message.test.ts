import { message } from "@casino/core";
import { activateLocale, createAppI18n } from "./catalogs.ts";
import { translateMessage } from "./use-translate-message.ts";

describe("translateMessage", () => {
  it("translates keys and validation messages with their values and field names", async () => {
    const i18n = createAppI18n();
    await activateLocale(i18n, "de");
    expect(translateMessage(i18n, "email_taken")).toBe(
      "Diese E-Mail-Adresse ist bereits registriert.",
    );
    expect(translateMessage(i18n, message("max_length", { field: "first_name", max: 100 }))).toBe(
      "Vorname darf höchstens 100 Zeichen lang sein.",
    );
  });

  it("keeps server text and falls back to the generic message for unknown keys", async () => {
    const i18n = createAppI18n();
    await activateLocale(i18n, "en");
    expect(translateMessage(i18n, "The wallet is locked for review")).toBe(
      "The wallet is locked for review",
    );
    expect(translateMessage(i18n, "some_unknown_key")).toBe(
      "Something went wrong. Please try again.",
    );
    expect(translateMessage(i18n, null)).toBe("Something went wrong. Please try again.");
  });

  it("formats plurals per locale", async () => {
    const i18n = createAppI18n();
    await activateLocale(i18n, "ru");
    const id = Object.keys(i18n.messages).find(
      (key) =>
        JSON.stringify(i18n.messages[key]).includes("друзей") &&
        JSON.stringify(i18n.messages[key]).includes("invited"),
    )!;
    expect(i18n._(id, { invited: 1, qualified: 1 })).toBe("1 друг");
    expect(i18n._(id, { invited: 3, qualified: 3 })).toBe("3 друга");
    expect(i18n._(id, { invited: 5, qualified: 5 })).toBe("5 друзей");
  });
});
