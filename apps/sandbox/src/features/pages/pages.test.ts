/**
 * Static pages: every page of spec section 2, by slug or id, with safe HTML bodies.
 */
import { allowedPageTags, pageContents } from "./page-content.ts";
import { startSandbox, type Sandbox } from "../../test/harness.ts";

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

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

describe("page bodies", () => {
  const known = new Set(pageContents.map((page) => page.slug));

  it.each(pageContents.map((page) => [page.slug, page.body]))(
    "%s uses only safe tags, attributes and links",
    (_slug, body) => {
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
        else expect(href).toMatch(/^(https:\/\/[a-z0-9.-]+\/|mailto:[a-z]+@[a-z.]+$)/);
      }
      expect(body.replace(/<[^>]*>/g, "")).not.toMatch(/[<>]/);
    },
  );
});
