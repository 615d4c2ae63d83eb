/* eslint-disable @typescript-eslint/no-explicit-any -- responses are read as JSON */
/**
 * The game catalogue over HTTP: list filters, typo-tolerant search, sorts, paging, bracket
 * arrays, providers and categories with counts, detail, favourites, availability by IP,
 * launches (real, fun, refused), recently played, and the art with its cache headers.
 */
import { createHash } from "node:crypto";
import { sql } from "kysely";
import { ART_REVISION } from "../../lib/art-url.ts";
import { ART_CACHE_CONTROL } from "../../static-routes.ts";
import { signedInPlayer } from "../../test/accounts.ts";
import { fundedPlayer } from "../../test/play.ts";
import { START_TIMEOUT_MS, startSandbox, type Sandbox } from "../../test/harness.ts";
import { escapeHtml } from "../../lib/html.ts";
import { generateCatalogue, ORIGINAL_SLUGS } from "./seed-games.ts";
import { LAUNCH_RATE_LIMIT, LAUNCH_TOKEN_TTL_SECONDS } from "./launch.ts";
import { pageSlots } from "../pages/pages.ts";

/** The drawings' revision and a digest of sample drawings at that revision. */
const DRAWINGS = { revision: 3, digest: "2rAupWlY3XUbrwos" };

let sandbox: Sandbox;
let token: string;
const US = { "x-forwarded-for": "203.0.113.7" };
const DE = { "x-forwarded-for": "198.51.100.7" };

beforeAll(async () => {
  // The country comes from X-Forwarded-For, trusted from the loopback test client (main trusts
  // forwarded headers only from configured proxies).
  sandbox = await startSandbox({ trustProxy: ["loopback"] });
  token = (await signedInPlayer(sandbox, "gamer")).token;
}, START_TIMEOUT_MS);
afterAll(() => sandbox.close());

const list = async (
  query: string,
  options: { token?: string; headers?: Record<string, string> } = {},
) => {
  const response = await sandbox.call("GET", `/api/games/list${query}`, options);
  expect(response.status).toBe(200);
  return response.body.data as {
    data: any[];
    total: number;
    current_page: number;
    per_page: number;
    last_page: number;
  };
};
const activeCount = async (where = sql`true`) =>
  Number(
    (
      await sql<{
        n: string;
      }>`select count(*) as n from games where status = 'active' and ${where}`.execute(sandbox.db)
    ).rows[0]!.n,
  );
const oneGame = async (where: ReturnType<typeof sql>) =>
  (
    await sql<{
      id: number;
      slug: string;
      name: string;
    }>`select id, slug, name from games where ${where} order by id limit 1`.execute(sandbox.db)
  ).rows[0]!;

describe("the seeded catalogue", () => {
  it("has at least 600 games from at least 20 providers, the same on every generation", () => {
    const catalogue = generateCatalogue();
    expect(catalogue.games.length).toBeGreaterThanOrEqual(600);
    expect(new Set(catalogue.games.map((g) => g.provider)).size).toBeGreaterThanOrEqual(20);
    expect(generateCatalogue()).toEqual(catalogue);
    expect(new Set(catalogue.games.map((g) => g.slug)).size).toBe(catalogue.games.length);
    for (const slug of ORIGINAL_SLUGS)
      expect(catalogue.games.find((g) => g.slug === slug)).toMatchObject({
        engine: slug,
        provider: "casino-originals",
        categories: expect.arrayContaining(["provably-fair"]),
      });
    const engines = new Set(catalogue.games.map((g) => g.engine));
    expect([...engines].sort()).toEqual([
      "dice",
      "keno",
      "limbo",
      "mines",
      "plinko",
      "roulette",
      "slot",
    ]);
    const slotParams = new Set(
      catalogue.games
        .filter((g) => g.engine === "slot")
        .map((g) => JSON.stringify(g.engine_params)),
    );
    expect(slotParams.size).toBeGreaterThan(100);
  });
});

describe("GET /api/games/list", () => {
  it("lists active games, most popular first, 20 a page, with absolute image URLs", async () => {
    const page = await list("");
    expect(page.total).toBe(await activeCount());
    expect(page.total).toBeGreaterThanOrEqual(600);
    expect(page.per_page).toBe(20);
    expect(page.data).toHaveLength(20);
    expect(page.data.every((g) => g.availability !== "INACTIVE")).toBe(true);
    expect(page.data[0].image).toBe(
      `${sandbox.base}/static/games/${page.data[0].slug}.svg?v=${ART_REVISION}`,
    );
    const popularity = await sql<{
      popularity: number;
    }>`select popularity from games where id in (${sql.join(page.data.map((g) => g.id))}) order by popularity desc`.execute(
      sandbox.db,
    );
    const sorted = popularity.rows.map((r) => r.popularity);
    const byId = new Map(
      (
        await sql<{ id: number; popularity: number }>`select id, popularity from games`.execute(
          sandbox.db,
        )
      ).rows.map((r) => [r.id, r.popularity]),
    );
    expect(page.data.map((g) => byId.get(g.id))).toEqual(sorted);
  });

  it("filters by category (bracket array): the provably fair category is the five originals", async () => {
    const categories = (await sandbox.call("GET", "/api/games/categories/list")).body.data as any[];
    const fair = categories.find((c) => c.slug === "provably-fair");
    const page = await list(`?category_ids[]=${fair.id}&per_page=50`);
    expect(page.data.map((g) => g.slug).sort()).toEqual([...ORIGINAL_SLUGS].sort());
    expect(
      page.data.every((g) => g.kind === "provably_fair" && g.provider.slug === "casino-originals"),
    ).toBe(true);
  });

  it("filters by several providers (provider_ids[]=a&provider_ids[]=b)", async () => {
    const providers = (await sandbox.call("GET", "/api/games/providers")).body.data as any[];
    const [a, b] = [providers[3], providers[5]];
    const page = await list(`?provider_ids[]=${a.id}&provider_ids[]=${b.id}&per_page=100`);
    expect(page.total).toBe(a.games_count + b.games_count);
    expect(new Set(page.data.map((g) => g.provider.id))).toEqual(new Set([a.id, b.id]));
  });

  it("filters by type (kinds[]): live casino, or slots and provably fair together", async () => {
    const live = await list("?kinds[]=live_casino&per_page=100");
    expect(live.total).toBe(await activeCount(sql`kind = 'live_casino'`));
    expect(live.data.every((g) => g.kind === "live_casino")).toBe(true);
    const both = await list("?kinds[]=slots&kinds[]=provably_fair&per_page=5");
    expect(both.total).toBe(await activeCount(sql`kind in ('slots', 'provably_fair')`));
  });

  it("filters by tags (any of them)", async () => {
    const page = await list("?tags[]=all-ways&tags[]=bonus-buy&per_page=100");
    expect(page.total).toBe(await activeCount(sql`tags && array['all-ways', 'bonus-buy']`));
    expect(page.total).toBeGreaterThan(0);
    expect(
      page.data.every((g) => g.tags.includes("all-ways") || g.tags.includes("bonus-buy")),
    ).toBe(true);
  });

  it("combines filters with AND", async () => {
    const providers = (await sandbox.call("GET", "/api/games/providers")).body.data as any[];
    const provider = providers.find((p) => p.slug === "nebula-forge");
    const page = await list(`?provider_ids[]=${provider.id}&tags[]=space&per_page=100`);
    expect(page.total).toBe(
      await activeCount(sql`provider_id = ${provider.id} and 'space' = any(tags)`),
    );
  });

  it("finds games despite a typo: 'supernvoas' finds the Supernovas, best match first", async () => {
    const page = await list("?search=supernvoas");
    expect(page.total).toBeGreaterThan(0);
    expect(page.data[0].name).toMatch(/Supernovas/);
    const exact = await list("?search=SUPERNOVAS&per_page=100");
    expect(exact.data.every((g) => /supernovas/i.test(g.name))).toBe(true);
    expect(exact.total).toBe(await activeCount(sql`name ilike '%supernovas%'`));
  });

  it("searches provider names too, and escapes LIKE wildcards", async () => {
    const page = await list("?search=moonwell&per_page=100");
    expect(page.total).toBe(
      await activeCount(
        sql`provider_id = (select id from game_providers where slug = 'moonwell-studios')`,
      ),
    );
    expect((await list("?search=%25%25")).total).toBe(0);
    expect((await list("?search=zzqxqzzq")).total).toBe(0);
  });

  it("sorts by name (both ways), newest and RTP", async () => {
    const names = (await list("?sort=name_asc&per_page=50")).data.map((g) => g.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = (await list("?sort=name_desc&per_page=50")).data.map((g) => g.name.toLowerCase());
    expect(desc).toEqual([...desc].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const newest = (await list("?sort=newest&per_page=50")).data.map((g) => g.release_date);
    expect(newest).toEqual([...newest].sort().reverse());
    const rtp = (await list("?sort=rtp_desc&per_page=50")).data.map((g) => Number(g.rtp));
    expect(rtp).toEqual([...rtp].sort((a, b) => b - a));
    expect(rtp[0]).toBe(99);
  });

  it("pages: the last page is partial and a page beyond it is empty", async () => {
    const total = await activeCount();
    const last = Math.ceil(total / 100);
    const lastPage = await list(`?per_page=100&page=${last}`);
    expect(lastPage.data).toHaveLength(total - (last - 1) * 100);
    expect(lastPage.last_page).toBe(last);
    const beyond = await list(`?per_page=100&page=${last + 5}`);
    expect(beyond).toMatchObject({ data: [], total, current_page: last + 5, last_page: last });
    const pages = [await list("?per_page=10&page=1"), await list("?per_page=10&page=2")];
    const ids = pages.flatMap((p) => p.data.map((g) => g.id));
    expect(new Set(ids).size).toBe(20);
  });

  it("refuses bad parameters: per_page over 100, an unknown sort, a page over 100000", async () => {
    for (const query of ["?per_page=101", "?sort=random", "?page=100001", "?kinds[]=lottery"]) {
      const response = await sandbox.call("GET", `/api/games/list${query}`);
      expect([400, 422]).toContain(response.status);
    }
  });

  it("needs a token for favourites and play-again lists", async () => {
    expect((await sandbox.call("GET", "/api/games/list?type=favorites")).status).toBe(401);
    expect((await sandbox.call("GET", "/api/games/list?type=play-again")).status).toBe(401);
  });
});

describe("providers and categories", () => {
  it("lists providers with their active games' counts and logos; detail by id or slug", async () => {
    const providers = (await sandbox.call("GET", "/api/games/providers")).body.data as any[];
    expect(providers.length).toBeGreaterThanOrEqual(20);
    expect(providers.reduce((sum, p) => sum + p.games_count, 0)).toBe(await activeCount());
    expect(providers[0]).toMatchObject({ slug: "casino-originals", games_count: 5 });
    expect(providers[0].logo).toBe(
      `${sandbox.base}/static/providers/casino-originals.svg?v=${ART_REVISION}`,
    );
    const bySlug = await sandbox.call("GET", "/api/games/providers/moonwell-studios");
    const byId = await sandbox.call("GET", `/api/games/providers/${bySlug.body.data.id}`);
    expect(byId.body.data).toEqual(bySlug.body.data);
    expect((await sandbox.call("GET", "/api/games/providers/no-such-studio")).status).toBe(404);
    const live = (await sandbox.call("GET", "/api/games/providers?section=live_casino")).body
      .data as any[];
    expect(live.map((p) => p.slug).sort()).toEqual([
      "marble-hall-live",
      "opaline-tables",
      "stormveil-live",
    ]);
  });

  it("lists a provider's games, paged and sorted; 404 for an unknown provider", async () => {
    const response = await sandbox.call(
      "GET",
      "/api/games/provider/games?provider_id=moonwell-studios&sort=name_asc&per_page=5",
    );
    expect(response.status).toBe(200);
    expect(response.body.data.data.every((g: any) => g.provider.slug === "moonwell-studios")).toBe(
      true,
    );
    expect((await sandbox.call("GET", "/api/games/provider/games?provider_id=nobody")).status).toBe(
      404,
    );
  });

  it("lists categories with counts, the site's own lobby row only on that site", async () => {
    const local = (await sandbox.call("GET", "/api/games/categories/list")).body.data as any[];
    const lucky = (
      await sandbox.call("GET", "/api/games/categories/list", {
        headers: { "x-domain": "lucky.localhost" },
      })
    ).body.data as any[];
    const slugs = (rows: any[]) => rows.map((c) => c.slug);
    expect(slugs(local)).toEqual(
      expect.arrayContaining([
        "slots",
        "provably-fair",
        "live-casino",
        "table-games",
        "new",
        "popular",
        "editors-choice",
      ]),
    );
    expect(slugs(local)).not.toContain("lodestar-picks");
    expect(slugs(lucky)).toContain("lodestar-picks");
    expect(slugs(lucky)).not.toContain("editors-choice");
    expect(local.find((c) => c.slug === "provably-fair").games_count).toBe(5);
  });

  it("serves lobby rows per section with their first games", async () => {
    const response = await sandbox.call("GET", "/api/games/categories?games_per_category=4");
    expect(response.status).toBe(200);
    const rows = response.body.data as any[];
    expect(rows.every((r) => r.section === "casino" && r.games.length <= 4)).toBe(true);
    expect(rows[0].slug).toBe("provably-fair");
    expect(rows.find((r) => r.slug === "slots").games).toHaveLength(4);
    const live = (await sandbox.call("GET", "/api/games/categories?section=live_casino")).body
      .data as any[];
    expect(live.map((r) => r.slug)).toEqual(["live-casino", "live-roulette"]);
    expect(live[0].games.every((g: any) => g.kind === "live_casino")).toBe(true);
  });
});

describe("GET /api/games/{id}", () => {
  it("returns the detail by slug and by id", async () => {
    const bySlug = await sandbox.call("GET", "/api/games/dice");
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data).toMatchObject({
      slug: "dice",
      kind: "provably_fair",
      rtp: "99.00",
      availability: "CAN_PLAY",
      min_bet: "0.01",
      max_bet: "1000",
      categories: expect.arrayContaining([expect.objectContaining({ slug: "provably-fair" })]),
      game_currencies: expect.arrayContaining(["USD", "BTC", "USDT"]),
    });
    const byId = await sandbox.call("GET", `/api/games/${bySlug.body.data.id}`);
    expect(byId.body.data).toEqual(bySlug.body.data);
    expect((await sandbox.call("GET", "/api/games/no-such-game")).status).toBe(404);
    expect((await sandbox.call("GET", "/api/games/99999999")).status).toBe(404);
  });
});

describe("favourites", () => {
  it("likes, lists most recently liked first, marks is_favorite, unlikes", async () => {
    const player = await signedInPlayer(sandbox, "fan");
    const a = await oneGame(sql`slug = 'plinko'`);
    const b = await oneGame(sql`slug = 'keno'`);
    const like = (game_id: number, like: boolean) =>
      sandbox.call("PATCH", "/api/games/like", { token: player.token, body: { game_id, like } });
    const first = await like(a.id, true);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ game_id: a.id, is_favorite: true, likes_count: 1 });
    expect((await like(a.id, true)).body.data.likes_count).toBe(1);
    sandbox.clock.advance(1000);
    await like(b.id, true);
    const favorites = await sandbox.call("GET", "/api/games/user/favorites", {
      token: player.token,
    });
    expect(favorites.body.data.data.map((g: any) => g.slug)).toEqual(["keno", "plinko"]);
    expect(favorites.body.data.data.every((g: any) => g.is_favorite)).toBe(true);
    const typed = await list("?type=favorites", { token: player.token });
    expect(typed.data.map((g) => g.slug)).toEqual(["keno", "plinko"]);
    const detail = await sandbox.call("GET", "/api/games/plinko", { token: player.token });
    expect(detail.body.data.is_favorite).toBe(true);
    expect((await sandbox.call("GET", "/api/games/plinko", { token })).body.data.is_favorite).toBe(
      false,
    );
    expect((await sandbox.call("GET", "/api/games/plinko")).body.data.is_favorite).toBe(false);
    const unliked = await like(a.id, false);
    expect(unliked.body.data).toMatchObject({ is_favorite: false, likes_count: 0 });
    expect((await like(a.id, false)).body.data.likes_count).toBe(0);
    const after = await sandbox.call("GET", "/api/games/user/favorites", { token: player.token });
    expect(after.body.data.data.map((g: any) => g.slug)).toEqual(["keno"]);
  });

  it("refuses a guest (401) and an unknown game (404)", async () => {
    expect(
      (await sandbox.call("PATCH", "/api/games/like", { body: { game_id: 1, like: true } })).status,
    ).toBe(401);
    expect(
      (
        await sandbox.call("PATCH", "/api/games/like", {
          token,
          body: { game_id: 2000000000, like: true },
        })
      ).status,
    ).toBe(404);
  });
});

describe("the catalogue cache (features/games/list-cache.ts)", () => {
  it("shares only what is the same for everyone: favourites and country stay per viewer", async () => {
    const fan = await signedInPlayer(sandbox, "cachefan");
    const blocked = await oneGame(
      sql`'US' = any(blocked_countries) and not ('DE' = any(blocked_countries)) and status = 'active'`,
    );
    const query = `?ids[]=${blocked.id}&sort=name_desc`;
    await sandbox.call("PATCH", "/api/games/like", {
      token: fan.token,
      body: { game_id: blocked.id, like: true },
    });
    // The same question in turn, each answer possibly from the cache.
    const ofFan = await list(query, { token: fan.token, headers: DE });
    const ofGuest = await list(query, { headers: US });
    const ofOther = await list(query, { token, headers: DE });
    expect(ofFan.data[0]).toMatchObject({ is_favorite: true, availability: "CAN_PLAY" });
    expect(ofGuest.data[0]).toMatchObject({ is_favorite: false, availability: "LOCATION_BLOCKED" });
    expect(ofOther.data[0]).toMatchObject({ is_favorite: false, availability: "CAN_PLAY" });
    const detail = (options: { token?: string; headers: Record<string, string> }) =>
      sandbox.call("GET", `/api/games/${blocked.slug}`, options).then((r) => r.body.data);
    expect(await detail({ token: fan.token, headers: DE })).toMatchObject({ is_favorite: true });
    expect(await detail({ headers: US })).toMatchObject({
      is_favorite: false,
      availability: "LOCATION_BLOCKED",
    });
    // A like through this instance is seen at once (the cache is emptied).
    expect(ofGuest.data[0].likes_count).toBe(1);
    await sandbox.call("PATCH", "/api/games/like", {
      token,
      body: { game_id: blocked.id, like: true },
    });
    expect((await list(query, { headers: US })).data[0].likes_count).toBe(2);
    expect((await detail({ headers: US })).likes_count).toBe(2);
  });

  it("serves a page for at most 2 s: a change made elsewhere shows after that", async () => {
    const game = await oneGame(sql`slug = 'mines'`);
    const query = `?ids[]=${game.id}&sort=rtp_desc`;
    const before = (await list(query)).data[0].likes_count as number;
    // Another instance's change: straight in the database.
    await sql`update games set likes_count = likes_count + 5 where id = ${game.id}`.execute(
      sandbox.db,
    );
    try {
      expect((await list(query)).data[0].likes_count).toBe(before);
      sandbox.clock.advance(2_001);
      expect((await list(query)).data[0].likes_count).toBe(before + 5);
    } finally {
      await sql`update games set likes_count = likes_count - 5 where id = ${game.id}`.execute(
        sandbox.db,
      );
    }
  });
});

describe("availability and launches", () => {
  it("blocks a game by the caller's country (client IP rule) and lets other countries play", async () => {
    const blocked = await oneGame(
      sql`'US' = any(blocked_countries) and not ('DE' = any(blocked_countries)) and status = 'active'`,
    );
    const fromUs = await sandbox.call("GET", `/api/games/${blocked.slug}`, { token, headers: US });
    expect(fromUs.body.data.availability).toBe("LOCATION_BLOCKED");
    const fromDe = await sandbox.call("GET", `/api/games/${blocked.slug}`, { token, headers: DE });
    expect(fromDe.body.data.availability).toBe("CAN_PLAY");
    const listed = await list(`?ids[]=${blocked.id}`, { headers: US });
    expect(listed.data[0].availability).toBe("LOCATION_BLOCKED");
    const launch = await sandbox.call(
      "GET",
      `/api/games/${blocked.id}/game-url?currency=USD&entity_wallet_code=USDT`,
      { token, headers: US },
    );
    expect(launch.status).toBe(403);
    expect(launch.body).toMatchObject({ success: false, code: "game_location_blocked" });
    const demo = await sandbox.call("GET", `/api/games/${blocked.id}/game-demo-url`, {
      headers: US,
    });
    expect(demo.status).toBe(403);
    expect(demo.body.code).toBe("game_location_blocked");
  });

  it("shows an inactive game as INACTIVE, leaves it out of lists and refuses to launch it", async () => {
    const inactive = await oneGame(sql`status = 'inactive'`);
    const detail = await sandbox.call("GET", `/api/games/${inactive.slug}`);
    expect(detail.body.data.availability).toBe("INACTIVE");
    expect((await list(`?ids[]=${inactive.id}`)).total).toBe(0);
    const launch = await sandbox.call(
      "GET",
      `/api/games/${inactive.slug}/game-url?currency=USD&entity_wallet_code=USDT`,
      { token },
    );
    expect(launch.status).toBe(403);
    expect(launch.body.code).toBe("game_inactive");
  });

  it("lets a game hidden during bonuses be played while the player has no bonus", async () => {
    const hidden = await oneGame(
      sql`hidden_when_bonus and status = 'active' and blocked_countries = '{}'`,
    );
    const detail = await sandbox.call("GET", `/api/games/${hidden.slug}`, { token });
    expect(detail.body.data.availability).toBe("CAN_PLAY");
  });

  it("launches for real: a token row that expires in 15 minutes, the engine's URL", async () => {
    const slot = await oneGame(
      sql`engine = 'slot' and status = 'active' and blocked_countries = '{}'`,
    );
    const response = await sandbox.call(
      "GET",
      `/api/games/${slot.slug}/game-url?currency=EUR&entity_wallet_code=BTC`,
      { token },
    );
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data).toMatchObject({
      game_id: slot.id,
      mode: "real",
      entity_wallet_code: "BTC",
      currency: "EUR",
    });
    const url = new URL(data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.base}/play/slot`);
    const tokenValue = url.searchParams.get("token")!;
    expect(tokenValue).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await sandbox.db
      .selectFrom("game_launches")
      .selectAll()
      .where("token", "=", tokenValue)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      game_id: slot.id,
      mode: "real",
      currency: "EUR",
      entity_wallet_code: "BTC",
    });
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(
      LAUNCH_TOKEN_TTL_SECONDS * 1000,
    );
    const dice = await sandbox.call(
      "GET",
      "/api/games/dice/game-url?currency=USD&entity_wallet_code=USDT",
      { token },
    );
    // The originals are played on the lobby's own screen, not in a frame.
    expect(dice.body.data.url).toBe("http://localhost:3000/play-game/dice");
  });

  it("refuses a real launch without a token (401), in an unknown currency or wallet (422)", async () => {
    expect(
      (await sandbox.call("GET", "/api/games/dice/game-url?currency=USD&entity_wallet_code=USDT"))
        .status,
    ).toBe(401);
    const currency = await sandbox.call(
      "GET",
      "/api/games/dice/game-url?currency=XYZ&entity_wallet_code=USDT",
      { token },
    );
    expect(currency.status).toBe(422);
    expect(currency.body.errors).toEqual({ currency: ["invalid_value"] });
    const wallet = await sandbox.call(
      "GET",
      "/api/games/dice/game-url?currency=USD&entity_wallet_code=NOPE",
      { token },
    );
    expect(wallet.status).toBe(422);
  });

  it("launches for fun, also for a guest; a game without a demo is refused", async () => {
    const guest = await sandbox.call("GET", "/api/games/mines/game-demo-url");
    expect(guest.status).toBe(200);
    expect(guest.body.data).toMatchObject({
      mode: "fun",
      entity_wallet_code: null,
      currency: null,
    });
    expect(guest.body.data.url).toBe("http://localhost:3000/play-game/mines");
    const live = await oneGame(
      sql`kind = 'live_casino' and status = 'active' and blocked_countries = '{}'`,
    );
    const noDemo = await sandbox.call("GET", `/api/games/${live.slug}/game-demo-url`);
    expect(noDemo.status).toBe(422);
    expect(noDemo.body.code).toBe("demo_unavailable");
    const roulette = await oneGame(
      sql`kind = 'table_games' and status = 'active' and blocked_countries = '{}'`,
    );
    const table = await sandbox.call("GET", `/api/games/${roulette.id}/game-demo-url`, { token });
    expect(new URL(table.body.data.url).pathname).toBe("/play/roulette");
  });

  it("limits launches to 30 a minute per player (429 after that, Retry-After)", async () => {
    const player = await signedInPlayer(sandbox, "spinner");
    for (let i = 0; i < LAUNCH_RATE_LIMIT.max; i++)
      expect(
        (await sandbox.call("GET", "/api/games/dice/game-demo-url", { token: player.token }))
          .status,
      ).toBe(200);
    const limited = await sandbox.call(
      "GET",
      "/api/games/dice/game-url?currency=USD&entity_wallet_code=USDT",
      {
        token: player.token,
      },
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    sandbox.clock.advance(LAUNCH_RATE_LIMIT.windowMs);
    expect(
      (await sandbox.call("GET", "/api/games/dice/game-demo-url", { token: player.token })).status,
    ).toBe(200);
  });

  it("lists recently played games from real launches only, most recent first, each once", async () => {
    const player = await signedInPlayer(sandbox, "replay");
    const launch = (slug: string, mode: "real" | "fun") =>
      sandbox.call(
        "GET",
        mode === "real"
          ? `/api/games/${slug}/game-url?currency=USD&entity_wallet_code=USDT`
          : `/api/games/${slug}/game-demo-url`,
        { token: player.token },
      );
    expect(
      (await sandbox.call("GET", "/api/games/recently-played/list", { token: player.token })).body
        .data.data,
    ).toEqual([]);
    await launch("dice", "real");
    sandbox.clock.advance(1000);
    await launch("limbo", "real");
    sandbox.clock.advance(1000);
    await launch("dice", "real");
    sandbox.clock.advance(1000);
    await launch("keno", "fun");
    const recent = await sandbox.call("GET", "/api/games/recently-played/list", {
      token: player.token,
    });
    expect(recent.body.data.data.map((g: any) => g.slug)).toEqual(["dice", "limbo"]);
    const again = await list("?type=play-again", { token: player.token });
    expect(again.data.map((g) => g.slug)).toEqual(["dice", "limbo"]);
    expect((await sandbox.call("GET", "/api/games/recently-played/list")).status).toBe(401);
  });

  it("lists an original the player bet on first in recently played, though it was never launched", async () => {
    const player = await fundedPlayer(sandbox, "origrecent", "100");
    const recent = async () =>
      (
        await sandbox.call("GET", "/api/games/recently-played/list", { token: player.token })
      ).body.data.data.map((g: any) => g.slug);
    await sandbox.call("GET", "/api/games/limbo/game-url?currency=USD&entity_wallet_code=USDT", {
      token: player.token,
    });
    sandbox.clock.advance(1000);
    const bet = await sandbox.call("POST", "/api/originals/dice/bet", {
      token: player.token,
      body: { entity_wallet_code: "USDT", amount: "1", target: 50.5, condition: "under" },
    });
    expect(bet.status).toBe(201);
    expect(await recent()).toEqual(["dice", "limbo"]);
    const again = await list("?type=play-again", { token: player.token });
    expect(again.data.map((g) => g.slug)).toEqual(["dice", "limbo"]);

    // A launch after the bet puts the launched game back in front; the dice stays listed once.
    sandbox.clock.advance(1000);
    await sandbox.call("GET", "/api/games/limbo/game-url?currency=USD&entity_wallet_code=USDT", {
      token: player.token,
    });
    expect(await recent()).toEqual(["limbo", "dice"]);
  });
});

describe("game art", () => {
  it("serves a distinct SVG tile per game, fresh for a day and then revalidated by its ETag", async () => {
    const a = await fetch(`${sandbox.base}/static/games/dice.svg`);
    expect(a.status).toBe(200);
    expect(a.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(a.headers.get("cache-control")).toBe(ART_CACHE_CONTROL);
    expect(ART_CACHE_CONTROL).toBe("public, max-age=86400, stale-while-revalidate=604800");
    const etag = a.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const svg = await a.text();
    expect(svg).toContain("<title>Dice</title>");
    expect(svg).toContain("Casino Originals");
    const b = await (await fetch(`${sandbox.base}/static/games/limbo.svg`)).text();
    expect(b).not.toBe(svg);
    const again = await fetch(`${sandbox.base}/static/games/dice.svg`, {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect((await fetch(`${sandbox.base}/static/games/no-such-game.svg`)).status).toBe(404);
    expect((await fetch(`${sandbox.base}/static/games/..%2Fdice.svg`)).status).toBe(404);
  });

  it("escapes the text it draws (names with & and ')", async () => {
    const ampersand = await oneGame(sql`name like '%&%'`);
    const svg = await (await fetch(`${sandbox.base}/static/games/${ampersand.slug}.svg`)).text();
    expect(svg).toContain(escapeHtml(ampersand.name));
    expect(svg).not.toContain(ampersand.name);
    const apostrophe = await oneGame(sql`name like '%''%'`);
    const svg2 = await (await fetch(`${sandbox.base}/static/games/${apostrophe.slug}.svg`)).text();
    expect(svg2).toContain("&#39;");
    expect(escapeHtml(`<script>"x" & 'y'</script>`)).toBe(
      "&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;",
    );
  });

  it("links every drawing with the revision its drawings have (a changed drawing needs a new revision)", async () => {
    // Samples of every kind of drawing: an original, a slot, a live table, a provider's logo, a
    // blog cover, a promotion cover and a tournament cover. When this digest changes, a browser holding yesterday's
    // copy would keep it for a day: bump ART_REVISION in lib/art-url.ts and record the new pair.
    const slot = await oneGame(sql`kind = 'slots'`);
    const live = await oneGame(sql`kind = 'live_casino'`);
    const paths = [
      "/static/games/dice.svg",
      `/static/games/${slot.slug}.svg`,
      `/static/games/${live.slug}.svg`,
      "/static/providers/moonwell-studios.svg",
      "/static/blogs/our-original-games.svg",
      "/static/promotions/welcome-bonus.svg",
      "/static/tournaments/slots-lucky-draw.svg",
    ];
    const digest = createHash("sha256");
    for (const path of paths) {
      const response = await fetch(`${sandbox.base}${path}`);
      expect(response.status).toBe(200);
      digest.update(await response.text());
    }
    expect({ revision: ART_REVISION, digest: digest.digest("base64url").slice(0, 16) }).toEqual(
      DRAWINGS,
    );
  });

  it("serves provider logos the same way", async () => {
    const logo = await fetch(`${sandbox.base}/static/providers/moonwell-studios.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("cache-control")).toBe(ART_CACHE_CONTROL);
    expect(await logo.text()).toContain("Moonwell Studios");
  });
});

describe("the lobby's page slots", () => {
  const slots = async (hostname?: string) => {
    const response = await sandbox.call(
      "GET",
      "/api/page-slots",
      hostname ? { headers: { "x-domain": hostname } } : {},
    );
    expect(response.status).toBe(200);
    return response.body.data as any[];
  };

  it("fills every lobby slot with banners, category rows and provider strips", async () => {
    const items = await slots();
    for (const slot of pageSlots)
      expect(items.filter((i) => i.slot === slot).length).toBeGreaterThan(0);
    const categories = (await sandbox.call("GET", "/api/games/categories/list")).body.data as any[];
    const providers = (await sandbox.call("GET", "/api/games/providers")).body.data as any[];
    for (const item of items.filter((i) => i.target_type === "category"))
      expect(categories.map((c) => c.slug)).toContain(item.target);
    for (const item of items.filter((i) => i.target_type === "provider"))
      expect(providers.map((p) => p.slug)).toContain(item.target);
    expect(
      items.filter((i) => i.slot === "in_bottom_lobby").every((i) => i.target_type === "provider"),
    ).toBe(true);
  });

  it("shows each site its own banner and row", async () => {
    const local = await slots();
    const lucky = await slots("lucky.localhost");
    const targets = (items: any[], slot: string) =>
      items.filter((i) => i.slot === slot).map((i) => i.target);
    expect(targets(local, "in_lobby")).toContain("editors-choice");
    expect(targets(local, "in_lobby")).not.toContain("lodestar-picks");
    expect(targets(lucky, "in_lobby")).toContain("lodestar-picks");
    expect(targets(lucky, "in_lobby")).not.toContain("editors-choice");
    expect(targets(lucky, "in_top_live_casino")).toHaveLength(2);
    expect(targets(local, "in_top_live_casino")).toHaveLength(1);
  });
});
