/**
 * Site settings by hostname, redirect rules (with their dev endpoints) and page slots.
 */
import { testDatabase, useSandbox } from "../../test/harness.ts";
import { seedSite } from "./seed-site.ts";
import { checkRule, normalizeRulePath } from "./redirect-rules.ts";
import {
  findSite,
  normalizeHostname,
  presentOperator,
  safeScriptUrl,
  siteRow,
  defaultSite,
  sandboxOperator,
} from "./sites.ts";
import { initials } from "./site-images.ts";
import { pageSlots } from "../pages/pages.ts";

const sandbox = useSandbox();

const settings = async (query = "", headers: Record<string, string> = {}) => {
  const response = await sandbox.call("GET", `/api/site-settings${query}`, { headers });
  expect(response.status).toBe(200);
  return response.body.data;
};

describe("GET /api/site-settings", () => {
  it("serves the default site (localhost) with every field of the contract", async () => {
    const site = await settings();
    expect(site).toEqual({
      hostname: "localhost",
      title: "Casino Sandbox",
      description: expect.stringContaining("sandbox money"),
      author: "Casino Sandbox",
      locale: "en",
      logo: `${sandbox.base}/static/sites/localhost/logo.svg`,
      favicon: `${sandbox.base}/static/sites/localhost/favicon.svg`,
      seal_script: null,
      analytics: { site_id: null, website_url: null, website_id: null },
      email_verification_enabled: true,
      social_sign_in: { google_client_id: "sandbox", facebook_app_id: "sandbox" },
      telegram_bot_username: null,
      buy_crypto: null,
      support_url: null,
      operator: {
        name: "Sandbox Gaming N.V.",
        licence_number: "SBX-0001",
        licence_authority: "Sandbox Gaming Authority (fictional)",
        licence_text: expect.stringContaining("not a real one"),
        support_email: "support@sandbox.test",
        about_page_slug: "about-us",
        contacts_page_slug: "contacts",
      },
    });
  });

  it("names each brand's own operator, and the operator's about and contacts pages exist", async () => {
    const lucky = await settings("?hostname=lucky.localhost");
    expect(lucky.operator).toMatchObject({
      name: "Lodestar Demo Ltd.",
      licence_number: "SBX-0042",
      support_email: "help@lodestar.example",
    });
    expect((await settings("?hostname=127.0.0.1")).operator.name).toBe("Sandbox Gaming N.V.");
    for (const slug of [lucky.operator.about_page_slug, lucky.operator.contacts_page_slug]) {
      const page = await sandbox.call("GET", `/api/pages/${slug}`, {
        headers: { "x-localization": "ja" },
      });
      expect(page.status).toBe(200);
    }
  });

  it("brands by X-Domain, the hostname query winning over the header", async () => {
    const lucky = await settings("", { "x-domain": "Lucky.Localhost:3000" });
    expect(lucky).toMatchObject({
      hostname: "lucky.localhost",
      title: "Lodestar Casino",
      author: "Lodestar Demo",
      locale: "de",
      seal_script: "https://seal.lodestar.example/seal.js",
      analytics: {
        site_id: "lodestar",
        website_url: "https://analytics.lodestar.example/script.js",
        website_id: expect.any(String),
      },
      buy_crypto: {
        provider_name: "Lucky Pay (demo)",
        url: "https://pay.lodestar.example/buy",
        entity_wallet_codes: ["BTC", "ETH", "USDT"],
      },
    });
    expect(
      (await settings("?hostname=127.0.0.1", { "x-domain": "lucky.localhost" })).hostname,
    ).toBe("127.0.0.1");
    expect((await settings("?hostname=lucky.localhost")).title).toBe("Lodestar Casino");
  });

  it("gives an unknown hostname the default site, and refuses an empty one", async () => {
    expect(await settings("?hostname=casino.invalid")).toMatchObject({
      hostname: "localhost",
      title: "Casino Sandbox",
    });
    expect(await settings("", { "x-domain": "elsewhere.example" })).toMatchObject({
      hostname: "localhost",
    });
    const empty = await sandbox.call("GET", "/api/site-settings?hostname=");
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ hostname: ["required"] });
  });

  it("never serves a script URL that is not https (http on localhost only outside production)", async () => {
    await sandbox.db
      .insertInto("sites")
      .values(
        siteRow({
          ...defaultSite,
          hostname: "scripts.test",
          seal_script_url: "http://cdn.example/seal.js",
          analytics_site_id: "s1",
          analytics_website_url: "http://localhost:4100/script.js",
          analytics_website_id: "w1",
        }),
      )
      .execute();
    const dev = await settings("?hostname=scripts.test");
    expect(dev.seal_script).toBeNull();
    expect(dev.analytics).toEqual({
      site_id: "s1",
      website_url: "http://localhost:4100/script.js",
      website_id: "w1",
    });
    sandbox.config.production = true;
    try {
      expect((await settings("?hostname=scripts.test")).analytics.website_url).toBeNull();
    } finally {
      sandbox.config.production = false;
    }
  });

  it("draws each site's logo and favicon", async () => {
    const lucky = await settings("?hostname=lucky.localhost");
    const logo = await fetch(lucky.logo);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toContain("image/svg+xml");
    const svg = await logo.text();
    expect(svg).toContain("<title>Lodestar Casino</title>");
    expect(svg).toContain("#c2410c");
    expect(await (await fetch(lucky.favicon)).text()).toContain(">LC</text>");
    expect((await fetch(`${sandbox.base}/static/sites/nowhere.test/logo.svg`)).status).toBe(404);
    expect((await fetch(`${sandbox.base}/static/sites/localhost/other.svg`)).status).toBe(404);
  });
});

describe("site helpers", () => {
  it("states a licence only when both its number and authority are given", () => {
    expect(presentOperator(null)).toBeNull();
    expect(presentOperator({ ...sandboxOperator, name: "  " })).toBeNull();
    expect(
      presentOperator({ ...sandboxOperator, licence_authority: " ", support_email: "" }),
    ).toEqual({
      ...sandboxOperator,
      licence_number: null,
      licence_authority: null,
      licence_text: null,
      support_email: null,
    });
  });

  it("normalises hostnames from queries, X-Domain and Host", () => {
    expect(normalizeHostname(" Example.COM. ")).toBe("example.com");
    expect(normalizeHostname("localhost:3000")).toBe("localhost");
    expect(normalizeHostname("[::1]:4000")).toBe("::1");
    expect(normalizeHostname("")).toBeUndefined();
    expect(normalizeHostname(["a", "b"])).toBeUndefined();
  });

  it("accepts only https script URLs, and local http when allowed", () => {
    expect(safeScriptUrl("https://cdn.example/a.js", false)).toBe("https://cdn.example/a.js");
    expect(safeScriptUrl("http://127.0.0.1:4000/a.js", true)).toBe("http://127.0.0.1:4000/a.js");
    expect(safeScriptUrl("http://127.0.0.1:4000/a.js", false)).toBeNull();
    expect(safeScriptUrl("http://localhost.evil.example/a.js", true)).toBeNull();
    expect(safeScriptUrl("javascript:alert(1)", true)).toBeNull();
    expect(safeScriptUrl("https://user:pass@cdn.example/a.js", false)).toBeNull();
    expect(safeScriptUrl("not a url", true)).toBeNull();
  });

  it("takes initials for the generated images", () => {
    expect(initials("Casino Sandbox")).toBe("CS");
    expect(initials("ñandú")).toBe("Ñ");
  });

  it("falls back to the default site without demo data, and seeds the demo site content once", async () => {
    const db = await testDatabase(false);
    try {
      expect((await findSite(db, "lucky.localhost"))?.hostname).toBe("localhost");
      expect(await seedSite(db)).toBe(true);
      expect(await seedSite(db)).toBe(false);
      expect((await findSite(db, "lucky.localhost"))?.title).toBe("Lodestar Casino");
    } finally {
      await db.destroy();
    }
  });
});

describe("redirect rules", () => {
  it("lists the seeded internal and external examples", async () => {
    const response = await sandbox.call("GET", "/api/redirect-rules");
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(
      expect.arrayContaining([
        { id: expect.any(Number), path: "/promo", target_type: "internal", target: "/promotion" },
        {
          id: expect.any(Number),
          path: "/support-chat",
          target_type: "external",
          target: "https://example.com/support-chat",
        },
      ]),
    );
  });

  it("adds, replaces and removes rules through the dev endpoints", async () => {
    const created = await sandbox.call("POST", "/dev/redirect-rules", {
      body: { path: "/summer/", target_type: "internal", target: "/promotion/summer?ref=rule" },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      path: "/summer",
      target_type: "internal",
      target: "/promotion/summer?ref=rule",
    });
    const replaced = await sandbox.call("POST", "/dev/redirect-rules", {
      body: { path: "/summer", target_type: "external", target: "https://example.com/summer" },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toEqual({
      id: created.body.data.id,
      path: "/summer",
      target_type: "external",
      target: "https://example.com/summer",
    });
    const listed = (await sandbox.call("GET", "/api/redirect-rules")).body.data;
    expect(listed.filter((rule: { path: string }) => rule.path === "/summer")).toEqual([
      replaced.body.data,
    ]);
    expect(
      (await sandbox.call("DELETE", `/dev/redirect-rules/${created.body.data.id}`)).status,
    ).toBe(200);
    expect(
      (await sandbox.call("GET", "/api/redirect-rules")).body.data.some(
        (rule: { path: string }) => rule.path === "/summer",
      ),
    ).toBe(false);
    expect(
      (await sandbox.call("DELETE", `/dev/redirect-rules/${created.body.data.id}`)).status,
    ).toBe(404);
  });

  it.each([
    [
      { path: "/a", target_type: "internal", target: "//evil.example" },
      { target: ["invalid_value"] },
    ],
    [
      { path: "/a", target_type: "internal", target: "/%2F%2Fevil.example" },
      { target: ["invalid_value"] },
    ],
    [{ path: "/a", target_type: "internal", target: "/a/" }, { target: ["invalid_value"] }],
    [
      { path: "/a", target_type: "external", target: "javascript:alert(1)" },
      { target: ["invalid_value"] },
    ],
    [{ path: "/a", target_type: "external", target: "/relative" }, { target: ["invalid_value"] }],
    [{ path: "/a?b=1", target_type: "internal", target: "/b" }, { path: ["invalid_value"] }],
    [{ path: "//a", target_type: "internal", target: "/b" }, { path: ["invalid_value"] }],
  ])("refuses %j", async (body, errors) => {
    const response = await sandbox.call("POST", "/dev/redirect-rules", { body });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors);
  });

  it("normalises paths like the client compares them", () => {
    expect(normalizeRulePath("/")).toBe("/");
    expect(normalizeRulePath("/x//")).toBe("/x");
    expect(checkRule({ path: "/x/", target_type: "internal", target: "/" })).toEqual({
      path: "/x",
      target_type: "internal",
      target: "/",
    });
  });
});

describe("GET /api/page-slots", () => {
  it("lists every slot's items in the contract's slot order, then by position", async () => {
    const response = await sandbox.call("GET", "/api/page-slots");
    expect(response.status).toBe(200);
    const items: {
      slot: string;
      position: number;
      title: string;
      target_type: string;
      target: string;
      visibility: string | null;
    }[] = response.body.data;
    const slots = [...new Set(items.map((item) => item.slot))];
    // Every slot, the lobby's own filled by the game catalogue's seed (games.test.ts).
    expect(slots).toEqual(pageSlots);
    for (const slot of slots) {
      const positions = items.filter((item) => item.slot === slot).map((item) => item.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    expect(
      items.filter((item) => item.slot === "in_casino_footer").map((item) => item.target),
    ).toEqual(["terms-and-conditions", "privacy-policy", "responsible-gaming"]);
    expect(items.find((item) => item.title === "VIP program")).toMatchObject({
      slot: "in_menu",
      target_type: "path",
      target: "/vip-program",
      visibility: "logged_in",
    });
    for (const item of items.filter((i) => i.target_type === "page")) {
      expect((await sandbox.call("GET", `/api/pages/${item.target}`)).status).toBe(200);
    }
  });

  it("filters by slots[] and refuses an unknown slot", async () => {
    const response = await sandbox.call(
      "GET",
      "/api/page-slots?slots[]=in_casino_footer&slots[]=in_menu&slots[]=in_top_lobby",
    );
    const slots = response.body.data.map((item: { slot: string }) => item.slot);
    expect([...new Set(slots)]).toEqual(["in_menu", "in_top_lobby", "in_casino_footer"]);
    const bad = await sandbox.call("GET", "/api/page-slots?slots[]=in_sidebar");
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ "slots.0": ["invalid_value"] });
  });
});
