/**
 * The catalogue of the texts written to players (e-mails, SMS, inbox notifications): every
 * template in the nine languages, translated, with the same placeholders; and `text` /
 * `message`, which fill a template in a language and fall back to English.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { locales } from "./content-language.ts";
import { findLinks } from "../dev/outbox.ts";
import { packageDir } from "../env.ts";
import {
  message,
  placeholdersOf,
  playerTexts,
  text,
  utcMinute,
  type PlayerTextKey,
} from "./player-texts.ts";

const entries = Object.entries(playerTexts) as [PlayerTextKey, Record<string, string>][];

describe("the catalogue of player texts", () => {
  it.each(entries)("has %s in all nine languages, none empty", (_key, templates) => {
    expect(Object.keys(templates).sort()).toEqual([...locales].sort());
    for (const locale of locales) expect(templates[locale]?.trim()).toBeTruthy();
  });

  it.each(entries)("translates %s: no language is a copy of the English", (_key, templates) => {
    for (const locale of locales.filter((l) => l !== "en"))
      expect({ locale, text: templates[locale] }).not.toEqual({ locale, text: templates.en });
  });

  it.each(entries)("has the same placeholders in each language of %s", (_key, templates) => {
    const english = placeholdersOf(templates.en!).sort();
    for (const locale of locales)
      expect({ locale, placeholders: placeholdersOf(templates[locale]!).sort() }).toEqual({
        locale,
        placeholders: english,
      });
  });

  const withLinks = entries.filter(([, templates]) => templates.en!.includes("{link}"));
  it.each(withLinks)(
    "ends the {link} of %s where the outbox's link finder stops",
    (_key, templates) => {
      const link = "https://app.example/path?a=1";
      for (const locale of locales) {
        const written = templates[locale]!.replace(/\{(\w+)\}/g, (_, name) =>
          name === "link" ? link : "x",
        );
        expect({ locale, links: findLinks(written) }).toEqual({ locale, links: [link] });
      }
    },
  );

  it("has a subject and a body for every e-mail and SMS", () => {
    const keys = Object.keys(playerTexts).filter((key) => /^(mail|sms)\./.test(key));
    const names = new Set(keys.map((key) => key.replace(/\.(subject|body)$/, "")));
    for (const name of names)
      expect(keys).toEqual(expect.arrayContaining([`${name}.subject`, `${name}.body`]));
  });

  it("has no template the server does not use", () => {
    const root = path.join(packageDir, "src");
    const sources = readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .filter((file) => !file.endsWith("player-texts.ts"))
      .map((file) => readFileSync(path.join(root, file), "utf8"))
      .join("\n");
    const unused = Object.keys(playerTexts).filter((key) => {
      const name = /^(mail|sms)\./.test(key) ? key.replace(/\.(subject|body)$/, "") : key;
      return !sources.includes(`"${name}"`);
    });
    expect(unused).toEqual([]);
  });
});

describe("text", () => {
  it("fills a template in the player's language", () => {
    expect(text("ru", "notice.depositReceived.body", { amount: "1.50000000 USDT" })).toBe(
      "1.50000000 USDT зачислено на ваш кошелёк.",
    );
    expect(text("ja", "notice.depositReceived.title")).toBe("入金を受け付けました");
  });

  it("falls back to English for an unknown language or none", () => {
    const english = "Your withdrawal of 5.00000000 USDT was paid out.";
    for (const locale of ["xx", "", null, undefined, "EN-us"])
      expect(text(locale, "notice.withdrawalPaid.body", { amount: "5.00000000 USDT" })).toBe(
        english,
      );
  });

  it("puts values in as given, once: a value with braces is not filled again", () => {
    expect(
      text("en", "notice.friendQualified.body", { friend: "{paid}", wager: "1", paid: "2" }),
    ).toBe("{paid} wagered 1: you earned 2.");
  });
});

describe("message", () => {
  it("gives an e-mail's subject and text in a language, the link unchanged", () => {
    const link = "http://localhost:3000/password/reset/abc?email=a%40b.test";
    const mail = message("ru", "mail.passwordReset", { username: "ivan", link });
    expect(mail.subject).toBe("Сброс пароля");
    expect(mail.text).toContain("Здравствуйте, ivan!");
    expect(findLinks(mail.text)).toEqual([link]);
  });

  it("is English for an unknown language", () => {
    expect(message("xx", "sms.phoneCode", { code: "123456" })).toEqual({
      subject: "Verification code",
      text: "Your verification code is 123456. It expires in 10 minutes.",
    });
  });
});

it("writes moments to the minute in UTC", () => {
  expect(utcMinute(new Date("2025-03-01T18:30:59.999Z"))).toBe("2025-03-01 18:30 UTC");
});
