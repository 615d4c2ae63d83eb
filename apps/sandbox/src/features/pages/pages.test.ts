/**
 * Static pages: every static page, by slug or id, with safe HTML bodies.
 */
import { allowedPageTags, pageContents } from "./page-content.ts";
import { pageTranslations } from "./page-translations.ts";
import { startSandbox, useSandbox } from "../../test/harness.ts";

const sandbox = useSandbox();

const slugs = [
  "about-us",
  "responsible-gaming",
  "terms-and-conditions",
  "privacy-policy",
  "faqs",
  "vpn-instruction",
  "contacts",
];

describe("GET /api/pages/{slug}", () => {
  it.each(slugs)("serves %s", async (slug) => {
    const response = await sandbox.call("GET", `/api/pages/${slug}`);
    expect(response.status).toBe(200);
    const page = response.body.data;
    expect(page).toEqual({
      id: expect.any(Number),
      slug,
      title: expect.any(String),
      body: expect.stringMatching(/^<(p|h2|h3)>/),
      meta_description: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(page.body.length).toBeGreaterThan(300);
    const byId = await sandbox.call("GET", `/api/pages/${page.id}`);
    expect(byId.body.data).toEqual(page);
  });

  it("answers 404 for an unknown page and for a malformed slug (the operation has no 422)", async () => {
    const missing = await sandbox.call("GET", "/api/pages/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe("not_found");
    expect((await sandbox.call("GET", "/api/pages/999999")).status).toBe(404);
    const malformed = await sandbox.call("GET", "/api/pages/-about");
    expect(malformed.status).toBe(404);
    expect(malformed.body.code).toBe("not_found");
  });
});

describe("languages", () => {
  it("serves a page in the X-localization language, with English for a language it lacks", async () => {
    const english = await sandbox.call("GET", "/api/pages/faqs");
    const german = await sandbox.call("GET", "/api/pages/faqs", {
      headers: { "x-localization": "de" },
    });
    expect(german.status).toBe(200);
    expect(german.body.data).toMatchObject({
      id: english.body.data.id,
      slug: "faqs",
      title: "FAQ",
    });
    expect(german.body.data.body).toContain("<h3>Ist das echtes Geld?</h3>");
    const byId = await sandbox.call("GET", `/api/pages/${english.body.data.id}`, {
      headers: { "x-localization": "de" },
    });
    expect(byId.body.data).toEqual(german.body.data);
    const unknown = await sandbox.call("GET", "/api/pages/faqs", {
      headers: { "x-localization": "xx" },
    });
    expect(unknown.body.data).toEqual(english.body.data);
  });

  it("has every page in all nine languages", () => {
    const locales = Object.keys(pageTranslations).sort();
    expect(locales).toEqual(["de", "es", "fr", "ja", "nl", "pt", "ru", "tr"]);
    for (const locale of locales)
      expect(Object.keys(pageTranslations[locale as "de"]!).sort()).toEqual([...slugs].sort());
  });

  it("sanitises a stored translation on the way out", async () => {
    const page = (await sandbox.call("GET", "/api/pages/contacts")).body.data;
    await sandbox.db
      .updateTable("page_translations")
      .set({
        body: '<p onmouseover="steal()">Hallo<script>steal()</script><a href="javascript:steal()">x</a></p>',
      })
      .where("page_id", "=", page.id)
      .where("locale", "=", "de")
      .execute();
    const german = await sandbox.call("GET", "/api/pages/contacts", {
      headers: { "x-localization": "de" },
    });
    expect(german.body.data.body).toBe("<p>Hallo<a>x</a></p>");
  });
});

const allPages = [
  ...pageContents.map((page) => [page.slug, page.body] as const),
  ...Object.entries(pageTranslations).flatMap(([locale, bySlug]) =>
    Object.entries(bySlug!).map(([slug, text]) => [`${slug} (${locale})`, text.body] as const),
  ),
];

describe("page bodies", () => {
  const known = new Set(pageContents.map((page) => page.slug));

  it.each(allPages)("%s uses only safe tags, attributes and links", (_slug, body) => {
    for (const [, closing, name, attributes] of body.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*)>/g)) {
      expect(allowedPageTags).toContain(name);
      if (closing || name !== "a") {
        expect(attributes).toBe("");
        continue;
      }
      const href = /^ href="([^"]+)"$/.exec(attributes!)?.[1];
      expect(href).toBeDefined();
      const page = /^\/page-detail\/([a-z-]+)$/.exec(href!);
      if (page) expect(known).toContain(page[1]);
      else
        expect(href).toMatch(
          /^(\/customer-support$|https:\/\/[a-z0-9.-]+\/|mailto:[a-z]+@[a-z.]+$)/,
        );
    }
    expect(body.replace(/<[^>]*>/g, "")).not.toMatch(/[<>]/);
  });
});

describe("GET /api/x-forwarded-for-test", () => {
  it("shows the socket address when no proxy is trusted, and echoes the headers", async () => {
    const response = await sandbox.call("GET", "/api/x-forwarded-for-test", {
      headers: { "x-forwarded-for": "203.0.113.7", "x-forwarded-for-2": "198.51.100.1" },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      client_ip: "127.0.0.1",
      country_code: null,
      is_blocked: false,
      x_forwarded_for: "203.0.113.7",
      x_forwarded_for_2: "198.51.100.1",
      proxy_trusted: false,
    });
    const long = await sandbox.call("GET", "/api/x-forwarded-for-test", {
      headers: { "x-forwarded-for": "1".repeat(2000) },
    });
    expect(long.body.data.x_forwarded_for).toHaveLength(1000);
  });

  it("shows the forwarded address and its country behind a trusted proxy", async () => {
    const proxied = await startSandbox({ trustProxy: ["127.0.0.1"], blockedCountries: ["US"] });
    try {
      const response = await proxied.call("GET", "/api/x-forwarded-for-test", {
        headers: { "x-forwarded-for": "203.0.113.7" },
      });
      expect(response.body.data).toMatchObject({
        client_ip: "203.0.113.7",
        country_code: "US",
        is_blocked: true,
        proxy_trusted: true,
        x_forwarded_for_2: null,
      });
    } finally {
      await proxied.close();
    }
  });
});
