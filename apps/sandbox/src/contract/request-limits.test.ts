/**
 * Input the contract could once accept but the database cannot hold: ids beyond PostgreSQL's
 * int4, page numbers like 1e300, and a 15 KB `X-Domain`. Each is refused as the contract
 * documents (404 or 422), never a 500, against a running sandbox.
 */
import { signedInPlayer } from "../test/accounts.ts";
import { START_TIMEOUT_MS, startSandbox, type Sandbox } from "../test/harness.ts";
import { normalizeHostname } from "../features/site/sites.ts";

let sandbox: Sandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await signedInPlayer(sandbox, "limits")).token;
}, START_TIMEOUT_MS);
afterAll(async () => {
  await sandbox.close();
});

describe("ids beyond int4", () => {
  it.each([
    "/api/pages/99999999999",
    "/api/tournaments/9007199254740994",
    "/api/tournaments/9007199254740994/leaderboard",
    "/api/promotions/99999999999",
  ])("answers an id or slug of many digits with 404: %s", async (path) => {
    const response = await sandbox.call("GET", path);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe("not_found");
  });

  it.each(["/api/games/providers/2147483648", "/api/blogs/2147483648", "/api/pages/2147483648"])(
    "answers %s (ten digits beyond int4) with 404, not a database error",
    async (path) => {
      const response = await sandbox.call("GET", path);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe("not_found");
    },
  );

  it.each([
    ["GET", "/api/user/transactions/2147483648"],
    ["POST", "/api/user/withdrawals/2147483648/cancel"],
    ["GET", "/api/user/transactions/99999999999999999999"],
  ])("refuses %s %s as the contract documents", async (method, path) => {
    const response = await sandbox.call(method, path, { token });
    expect([404, 422]).toContain(response.status);
    expect(response.body.success).toBe(false);
  });

  it("still finds the largest id's neighbours as ordinary misses", async () => {
    const response = await sandbox.call("GET", "/api/user/transactions/2147483647", { token });
    expect(response.status).toBe(404);
  });

  it("refuses out-of-range ids in queries and bodies with 422", async () => {
    const cities = await sandbox.call("GET", "/api/location/cities?state_id=2147483648", {
      token,
    });
    expect(cities.status).toBe(422);
    expect(cities.body.errors).toEqual({ state_id: ["numeric"] });
  });
});

describe("page numbers", () => {
  it.each(["1e20", "1e300", "100001", "9007199254740993"])(
    "answers page=%s on a paginated list with 422",
    async (page) => {
      for (const path of ["/api/user/transactions", "/api/notifications"]) {
        const response = await sandbox.call("GET", `${path}?page=${page}`, { token });
        expect(response.status).toBe(422);
        expect(response.body.errors).toEqual({ page: ["numeric"] });
      }
    },
  );

  it("serves the last allowed page (empty)", async () => {
    const response = await sandbox.call("GET", "/api/notifications?page=100000&per_page=100", {
      token,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.data).toEqual([]);
  });
});

describe("X-Domain", () => {
  const dots = ".".repeat(15_000);

  it("validates the header's length on GET /api/site-settings", async () => {
    const started = performance.now();
    const response = await sandbox.call("GET", "/api/site-settings", {
      headers: { "X-Domain": `a${dots}b` },
    });
    console.log(`15 KB X-Domain answered in ${Math.round(performance.now() - started)} ms`);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ "x-domain": ["max_length"] });
  });

  it("still reads a normal header", async () => {
    const response = await sandbox.call("GET", "/api/site-settings", {
      headers: { "X-Domain": "lucky.localhost." },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.title).toBe("Lodestar Casino");
  });

  it("strips trailing dots in linear time", () => {
    const started = performance.now();
    const many = dots.repeat(2);
    for (let i = 0; i < 20; i++) {
      expect(normalizeHostname(`a${".".repeat(250)}`)).toBe("a");
      expect(normalizeHostname(`a${many}b`)).toBeUndefined();
      expect(normalizeHostname(many)).toBeUndefined();
    }
    // A backtracking `/\.+$/` needed seconds per call here; the jest timeout is the only limit.
    console.log(`normalizeHostname x60 on dots: ${Math.round(performance.now() - started)} ms`);
  }, 10_000);
});

describe("input the fuzzer found", () => {
  it("refuses U+0000 in strings (PostgreSQL text cannot hold it) with 422", async () => {
    const site = await sandbox.call("GET", "/api/site-settings?hostname=%00");
    expect(site.status).toBe(422);
    expect(site.body.errors).toEqual({ hostname: ["invalid_value"] });
    const register = await sandbox.call("POST", "/api/register", {
      body: {
        age_confirmed: true,
        terms_accepted: true,
        username: "nul.char",
        email: "nul@example.test",
        password: "Secret-pass1",
        voucher_code: "\u0000",
      },
    });
    expect(register.status).toBe(422);
    expect(register.body.errors).toEqual({ voucher_code: ["invalid_value"] });
  });

  it("reports unknown body fields named like Object.prototype members", async () => {
    const response = await sandbox.call("POST", "/api/login", {
      body: { username_or_email: "demo", password: "x", valueOf: 1, toString: [] },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      valueOf: ["invalid_value"],
      toString: ["invalid_value"],
    });
  });
});
