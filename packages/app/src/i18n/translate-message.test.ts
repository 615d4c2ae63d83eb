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

  it("counts characters with the language's plural forms in validation messages", async () => {
    const i18n = createAppI18n();
    await activateLocale(i18n, "en");
    const tooShort = (min: number) =>
      translateMessage(i18n, message("min_length", { field: "first_name", min }));
    expect(tooShort(1)).toBe("First name must be at least 1 character.");
    expect(tooShort(3)).toBe("First name must be at least 3 characters.");
    await activateLocale(i18n, "ru");
    const atMost = (max: number) =>
      translateMessage(i18n, message("max_length", { field: "first_name", max }));
    expect(atMost(21)).toMatch(/не более 21 символа\.$/);
    expect(atMost(24)).toMatch(/не более 24 символов\.$/);
    expect(atMost(100)).toMatch(/не более 100 символов\.$/);
  });

  it("gives every Russian plural its one, few and many forms", async () => {
    const i18n = createAppI18n();
    await activateLocale(i18n, "ru");
    const missing: string[] = [];
    let plurals = 0;
    const visit = (id: string, node: unknown): void => {
      if (!Array.isArray(node)) return;
      if (node[1] === "plural" && typeof node[2] === "object" && node[2] !== null) {
        plurals += 1;
        const forms = Object.keys(node[2] as object);
        for (const form of ["one", "few", "many", "other"]) {
          if (!forms.includes(form)) missing.push(`${id}: ${form}`);
        }
      }
      for (const child of node) {
        if (Array.isArray(child)) visit(id, child);
        else if (typeof child === "object" && child !== null)
          for (const value of Object.values(child)) visit(id, value);
      }
    };
    for (const [id, compiled] of Object.entries(i18n.messages)) visit(id, compiled);
    expect(plurals).toBeGreaterThan(30);
    expect(missing).toEqual([]);
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
