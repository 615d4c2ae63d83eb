/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely, as JSON */
/**
 * The blog over HTTP: list (languages, tags, search, paging), tags, detail by id or slug, the
 * generated covers, and the server-side sanitising of bodies.
 */
import { ART_REVISION } from "../../lib/art-url.ts";
import { locales } from "@casino/api";
import { blogPosts, blogTags } from "./blog-content.ts";
import { allowedHtmlTags } from "../../lib/html.ts";
import { useSandbox } from "../../test/harness.ts";

const sandbox = useSandbox();

const inGerman = { headers: { "x-localization": "de" } };

describe("GET /api/blogs", () => {
  it("lists the seeded posts newest first, with tags, covers and reading time", async () => {
    const response = await sandbox.call("GET", "/api/blogs?per_page=100");
    expect(response.status).toBe(200);
    const page = response.body.data;
    expect(page.total).toBe(blogPosts.length);
    expect(page.total).toBeGreaterThanOrEqual(12);
    expect(page.data.map((post: any) => post.slug)).toEqual(
      [...blogPosts].sort((a, b) => a.daysAgo - b.daysAgo).map((post) => post.slug),
    );
    const first = page.data[0];
    expect(first).toEqual({
      id: expect.any(Number),
      slug: "crypto-deposits-explained",
      title: "How crypto deposits work",
      excerpt: expect.stringContaining("deposit address"),
      cover_image: `${sandbox.base}/static/blogs/crypto-deposits-explained.svg?v=${ART_REVISION}`,
      tags: [
        { id: expect.any(Number), slug: "crypto", name: "Crypto" },
        { id: expect.any(Number), slug: "guides", name: "Guides" },
      ],
      author_name: "Mara Lindqvist",
      reading_minutes: expect.any(Number),
      published_at: expect.any(String),
    });
    expect(first).not.toHaveProperty("body");
  });

  it("answers in the X-localization language, and in English for an unknown one", async () => {
    const german = await sandbox.call("GET", "/api/blogs?per_page=100", inGerman);
    const post = german.body.data.data.find((p: any) => p.slug === "crypto-deposits-explained");
    expect(post.title).toBe(blogPosts[0]!.text.de!.title);
    expect(post.title).not.toBe("How crypto deposits work");
    expect(post.tags.map((tag: any) => tag.name)).toEqual(["Krypto", "Ratgeber"]);
    const unknown = await sandbox.call("GET", "/api/blogs?per_page=1", {
      headers: { "x-localization": "xx" },
    });
    expect(unknown.body.data.data[0].title).toBe("How crypto deposits work");
  });

  it("filters by tag and searches titles and excerpts in the request's language", async () => {
    const crypto = await sandbox.call("GET", "/api/blogs?tag=crypto");
    const expected = blogPosts.filter((post) => post.tags.includes("crypto")).length;
    expect(crypto.body.data.total).toBe(expected);
    for (const post of crypto.body.data.data)
      expect(post.tags.map((tag: any) => tag.slug)).toContain("crypto");
    expect((await sandbox.call("GET", "/api/blogs?tag=no-such-tag")).body.data.total).toBe(0);

    const search = await sandbox.call("GET", "/api/blogs?search=lightning");
    expect(search.body.data.data.map((post: any) => post.slug)).toEqual([
      "lightning-network-payments",
    ]);
    // LIKE wildcards are literal.
    expect((await sandbox.call("GET", "/api/blogs?search=%25")).body.data.total).toBe(0);
  });

  it("pages the list", async () => {
    const second = await sandbox.call("GET", "/api/blogs?per_page=5&page=2");
    expect(second.body.data).toMatchObject({
      current_page: 2,
      per_page: 5,
      total: blogPosts.length,
      last_page: Math.ceil(blogPosts.length / 5),
    });
    expect(second.body.data.data).toHaveLength(5);
  });
});

describe("translations", () => {
  it("has every post in all nine languages, with the same tags and links as in English", () => {
    for (const post of blogPosts) {
      expect(Object.keys(post.text).sort()).toEqual([...locales].sort());
      const english = post.text.en!;
      const shape = (body: string) => [...body.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
      for (const [locale, text] of Object.entries(post.text)) {
        expect({ locale, shape: shape(text!.body) }).toEqual({
          locale,
          shape: shape(english.body),
        });
        expect(text!.title.length).toBeGreaterThan(5);
        expect(text!.excerpt).not.toMatch(/[<>]/);
        if (locale !== "en")
          expect({ locale, body: text!.body }).not.toEqual({ locale, body: english.body });
      }
    }
  });
});

describe("GET /api/blogs/tags", () => {
  it("lists every tag with its post count, named in the request's language", async () => {
    const response = await sandbox.call("GET", "/api/blogs/tags", inGerman);
    expect(response.status).toBe(200);
    const tags = response.body.data;
    expect(tags).toHaveLength(blogTags.length);
    const security = tags.find((tag: any) => tag.slug === "security");
    expect(security).toEqual({
      id: expect.any(Number),
      slug: "security",
      name: "Sicherheit",
      posts_count: blogPosts.filter((post) => post.tags.includes("security")).length,
    });
  });
});

describe("GET /api/blogs/{id}", () => {
  it("serves a post by slug and by id with its sanitised body, in two languages", async () => {
    const bySlug = await sandbox.call("GET", "/api/blogs/two-factor-authentication");
    expect(bySlug.status).toBe(200);
    const post = bySlug.body.data;
    expect(post.title).toBe("Protect your account with two-factor authentication");
    expect(post.body).toContain("<h2>Turning it on</h2>");
    const byId = await sandbox.call("GET", `/api/blogs/${post.id}`);
    expect(byId.body.data).toEqual(post);
    const german = await sandbox.call("GET", `/api/blogs/${post.id}`, inGerman);
    expect(german.body.data.body).not.toBe(post.body);
    expect(german.body.data.title).toBe(
      blogPosts.find((p) => p.slug === "two-factor-authentication")!.text.de!.title,
    );
  });

  it("answers 404 for an unknown post and for one not yet published", async () => {
    expect((await sandbox.call("GET", "/api/blogs/no-such-post")).status).toBe(404);
    expect((await sandbox.call("GET", "/api/blogs/999999")).status).toBe(404);
    const future = await sandbox.db
      .insertInto("blog_posts")
      .values({
        slug: "coming-soon",
        author_name: null,
        published_at: new Date(Date.now() + 86_400_000),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await sandbox.db
      .insertInto("blog_post_translations")
      .values({
        post_id: future.id,
        locale: "en",
        title: "Soon",
        excerpt: "Soon.",
        body: "<p>Soon.</p>",
      })
      .execute();
    expect((await sandbox.call("GET", "/api/blogs/coming-soon")).status).toBe(404);
    expect((await sandbox.call("GET", "/api/blogs?per_page=100")).body.data.total).toBe(
      blogPosts.length,
    );
  });

  it("strips scripts, event handlers and javascript: links from a stored body", async () => {
    const post = await sandbox.db
      .insertInto("blog_posts")
      .values({
        slug: "tampered-post",
        author_name: "x",
        published_at: new Date(Date.now() - 1000),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await sandbox.db
      .insertInto("blog_post_translations")
      .values({
        post_id: post.id,
        locale: "en",
        title: "<b>Tampered</b>",
        excerpt: "An <img src=x onerror=alert(1)> excerpt",
        body: [
          '<p onclick="steal()">Hello<script>alert(document.cookie)</script></p>',
          '<a href="javascript:alert(1)">click</a><a href="https://example.com/x">ok</a>',
          '<img src="https://example.com/i.png" onerror="alert(1)"><iframe src="https://evil.example/"></iframe>',
          '<style>body{display:none}</style><p style="color:red">styled</p>',
        ].join(""),
      })
      .execute();
    const response = await sandbox.call("GET", "/api/blogs/tampered-post");
    const { body, title, excerpt } = response.body.data;
    expect(body).not.toMatch(/<script|<style|<iframe|onclick|onerror|javascript:|style=|alert/i);
    expect(body).toContain("<p>Hello</p>");
    expect(body).toContain("<a>click</a>");
    expect(body).toContain('<a href="https://example.com/x" rel="noopener noreferrer">ok</a>');
    expect(body).toContain('<img src="https://example.com/i.png" />');
    expect(title).toBe("Tampered");
    expect(excerpt).toBe("An  excerpt");
    for (const [, name] of body.matchAll(/<\/?([a-z0-9]+)/g))
      expect(allowedHtmlTags).toContain(name);
    await sandbox.db.deleteFrom("blog_posts").where("id", "=", post.id).execute();
  });
});

describe("GET /static/blogs/{slug}.svg", () => {
  it("serves a generated cover for each post, and 404 for an unknown one", async () => {
    const response = await fetch(`${sandbox.base}/static/blogs/our-original-games.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain("Our originals: dice, limbo, mines and");
    expect((await fetch(`${sandbox.base}/static/blogs/nope.svg`)).status).toBe(404);
  });
});
