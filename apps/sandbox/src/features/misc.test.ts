/**
 * Location, country check, settings, referral, login reward, broadcast auth and dev endpoints.
 */
import { createHmac } from "node:crypto";
import { signedInPlayer } from "../test/accounts.ts";
import { startSandbox, type Sandbox } from "../test/harness.ts";

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({
    blockedCountries: ["DE"],
    trustProxy: ["loopback", "10.0.0.0/8"],
  });
});
afterAll(() => sandbox.close());

const demoLogin = async () =>
  (
    await sandbox.call("POST", "/api/login", {
      body: { username_or_email: "demo", password: "Demo-pass1" },
    })
  ).body.data.token as string;

describe("location", () => {
  it("lists real countries, the states of one country and the cities of one state", async () => {
    const countries = (await sandbox.call("GET", "/api/location/countries")).body.data;
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ code: "DE", name: "Germany", phone_code: "+49" });
    const states = (await sandbox.call("GET", "/api/location/states?country_code=DE")).body.data;
    expect(states).toHaveLength(16);
    expect(states.every((s: { country_code: string }) => s.country_code === "DE")).toBe(true);
    const hamburg = states.find((s: { name: string }) => s.name === "Hamburg");
    const cities = (await sandbox.call("GET", `/api/location/cities?state_id=${hamburg.id}`)).body
      .data;
    expect(cities.map((c: { name: string }) => c.name)).toContain("Hamburg");
    expect(cities.every((c: { state_id: number }) => c.state_id === hamburg.id)).toBe(true);
    expect((await sandbox.call("GET", "/api/location/states?country_code=ZZ")).body.data).toEqual(
      [],
    );
    expect((await sandbox.call("GET", "/api/location/states?country_code=germany")).status).toBe(
      422,
    );
    expect((await sandbox.call("GET", "/api/location/cities")).body.errors).toEqual({
      state_id: ["required"],
    });
  });

  it("maps the client IP to a country and tells whether it is blocked", async () => {
    const blocked = await sandbox.call("GET", "/api/countries/is-blocked", {
      headers: { "x-forwarded-for": "198.51.100.20, 10.0.0.1" },
    });
    expect(blocked.body.data).toEqual({ is_blocked: true, country_code: "DE" });
    const open = await sandbox.call("GET", "/api/countries/is-blocked", {
      headers: { "x-forwarded-for": "203.0.113.5" },
    });
    expect(open.body.data).toEqual({ is_blocked: false, country_code: "US" });
    const unknown = await sandbox.call("GET", "/api/countries/is-blocked");
    expect(unknown.body.data).toEqual({ is_blocked: false, country_code: null });
    const badToken = await sandbox.call("GET", "/api/countries/is-blocked", {
      token: "not-a-token",
    });
    expect(badToken.status).toBe(401);
  });
});

describe("settings, rewards and referral", () => {
  it("counts unread notifications for a player and none for a guest", async () => {
    // The seeded demo competitions: three live challenges, three live tournaments.
    expect((await sandbox.call("GET", "/api/settings/general")).body.data).toEqual({
      challenge_count: 3,
      tournament_count: 3,
      inbox_count: 0,
    });
    const token = await demoLogin();
    expect(
      (await sandbox.call("GET", "/api/settings/general", { token })).body.data.inbox_count,
    ).toBe(2);
  });

  it("tells whether the daily login reward was claimed (signing in does not claim it)", async () => {
    const player = await signedInPlayer(sandbox, "reward");
    const today = await sandbox.call("GET", "/api/login-reward/is-claimed", {
      token: player.token,
    });
    expect(today.body.data).toMatchObject({ is_claimed: false, claimed_at: null });
    expect(Date.parse(today.body.data.next_available_at)).toBeGreaterThan(sandbox.clock.now());
    // The claim itself (VIP level 1 and up) is covered by features/loyalty/loyalty.test.ts.
  });

  it("reports referral code, link and invited friends", async () => {
    const token = await demoLogin();
    const info = (await sandbox.call("GET", "/api/user/referral-friends/info", { token })).body
      .data;
    expect(info).toMatchObject({
      friends_invited: 1,
      friend_qualified: 0,
      rewards_earned: "0.00",
      rewards_currency: "USD",
    });
    expect(info.referral_link).toContain(info.referral_code);
    await sandbox.call("POST", "/api/register", {
      body: {
        age_confirmed: true,
        terms_accepted: true,
        username: "invited_one",
        email: "invited1@example.test",
        password: "Secret-pass1",
        reference: info.referral_code,
      },
    });
    const after = (await sandbox.call("GET", "/api/user/referral-friends/info", { token })).body
      .data;
    expect(after.friends_invited).toBe(2);
  });
});

describe("POST /broadcasting/auth", () => {
  it("signs the player's own private channel the Pusher way, form-encoded or JSON", async () => {
    const token = await demoLogin();
    const me = (await sandbox.call("GET", "/api/user/information", { token })).body.data;
    const channel = `private-player.${me.id}`;
    const response = await fetch(`${sandbox.base}/broadcasting/auth`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ socket_id: "123.456", channel_name: channel }),
    });
    expect(response.status).toBe(200);
    const { key, secret } = sandbox.config.pusher;
    const expected = createHmac("sha256", secret).update(`123.456:${channel}`).digest("hex");
    expect(await response.json()).toEqual({ auth: `${key}:${expected}` });

    const other = await sandbox.call("POST", "/broadcasting/auth", {
      token,
      body: { socket_id: "1.2", channel_name: `private-player.${me.id + 1}` },
    });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe("channel_forbidden");
    expect(
      (
        await sandbox.call("POST", "/broadcasting/auth", {
          body: { socket_id: "1.2", channel_name: channel },
        })
      ).status,
    ).toBe(401);
  });
});

describe("dev endpoints", () => {
  it("lists the outbox newest first as JSON and as an HTML page", async () => {
    await sandbox.call("POST", "/api/forgot-password", { body: { email: "demo@sandbox.test" } });
    const json = await sandbox.call("GET", "/dev/outbox?to=demo@sandbox.test&channel=email");
    const [newest] = json.body.data;
    expect(newest).toMatchObject({
      to: "demo@sandbox.test",
      channel: "email",
      subject: "Reset your password",
    });
    expect(newest.links[0]).toMatch(/^http:\/\/localhost:3000\/password\/reset\//);
    const page = await fetch(`${sandbox.base}/dev/outbox.html`);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain("Reset your password");
    expect((await sandbox.call("DELETE", "/dev/outbox")).status).toBe(200);
    expect((await sandbox.call("GET", "/dev/outbox")).body.data).toEqual([]);
  });

  it("validates dev requests too", async () => {
    const response = await sandbox.call("POST", "/dev/telegram/init-data", {
      body: { user: { id: "x" } },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toMatchObject({ "user.first_name": ["required"] });
  });
});
