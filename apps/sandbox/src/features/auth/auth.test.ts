import { sql } from "kysely";
import { newPlayer, signedInPlayer, lastMessage } from "../../test/accounts.ts";
import { verificationSignature } from "../users/email-verification.ts";
import { collect } from "../../test/events.ts";
import { defaultRateLimits, type RateLimits } from "../../env.ts";
import { startSandbox, useSandbox } from "../../test/harness.ts";

const roomyRateLimits: RateLimits = { ...defaultRateLimits };
for (const name of Object.keys(roomyRateLimits) as (keyof RateLimits)[])
  roomyRateLimits[name] = { max: 50, windowMs: 60_000 };

const sandbox = useSandbox({
  // Roomy limits for the accounts this file makes; tight ones where it tests the limit.
  rateLimits: {
    ...roomyRateLimits,
    login: { max: 3, windowMs: 60_000 },
    forgotPassword: { max: 2, windowMs: 60_000 },
    bets: { max: 600, windowMs: 60_000 },
  },
  blockedCountries: ["US"],
  trustProxy: ["loopback"],
});

const login = (username_or_email: string, password: string, headers: Record<string, string> = {}) =>
  sandbox.call("POST", "/api/login", { body: { username_or_email, password }, headers });

describe("POST /api/register", () => {
  it("creates the account, records referral data and mails a verification link", async () => {
    const player = newPlayer("reg");
    const demo = await sandbox.db
      .selectFrom("users")
      .selectAll()
      .where("username", "=", "demo")
      .executeTakeFirstOrThrow();
    const response = await sandbox.call("POST", "/api/register", {
      body: {
        ...player,
        reference: demo.referral_code,
        affiliate_token: "aff-1",
        visitor_id: "visitor-9",
        voucher_code: "WELCOME",
      },
    });
    expect(response.status).toBe(201);
    const row = await sandbox.db
      .selectFrom("users")
      .selectAll()
      .where("username", "=", player.username)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      referred_by: demo.id,
      affiliate_token: "aff-1",
      visitor_id: "visitor-9",
      voucher_code: "WELCOME",
    });
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(player.password);
    expect((await lastMessage(sandbox, player.email)).links[0]).toContain("/email/verify?id=");
  });

  it("answers a taken username or e-mail (case-insensitively) like a new account", async () => {
    const response = await sandbox.call("POST", "/api/register", {
      body: { ...newPlayer(), username: "demo", email: "DEMO@sandbox.test" },
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ token: null, email_verification_required: true });
    const demo = await sql<{
      n: string;
    }>`select count(*) as n from users where lower(email) = 'demo@sandbox.test'`.execute(
      sandbox.db,
    );
    expect(Number(demo.rows[0]!.n)).toBe(1);
  });

  it("enforces the field-validation rules with their message keys", async () => {
    const response = await sandbox.call("POST", "/api/register", {
      body: {
        age_confirmed: true,
        terms_accepted: true,
        username: "Bad Name",
        email: "not-an-email",
        password: "short",
      },
    });
    expect(response.status).toBe(422);
    expect(response.body.success).toBe(false);
    expect(response.body.errors.username).toContain("username_invalid");
    expect(response.body.errors.email).toEqual(["email_invalid"]);
    expect(response.body.errors.password).toEqual(
      expect.arrayContaining([
        "validation_message.pw_length",
        "validation_message.numeric",
        "validation_message.uppercase",
        "validation_message.special_character",
      ]),
    );
    const unknown = await sandbox.call("POST", "/api/register", {
      body: { ...newPlayer(), admin: true },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ admin: ["invalid_value"] });
  });

  it("refuses a sign-up without the age confirmation and the accepted terms, creating nothing", async () => {
    const player = newPlayer("noconsent");
    const refused = await sandbox.call("POST", "/api/register", {
      body: { ...player, age_confirmed: false, terms_accepted: false },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      age_confirmed: ["required"],
      terms_accepted: ["required"],
    });
    const { age_confirmed: _age, terms_accepted: _terms, ...without } = player;
    const missing = await sandbox.call("POST", "/api/register", { body: without });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(["age_confirmed", "terms_accepted"]);
    const created = await sandbox.db
      .selectFrom("users")
      .select("id")
      .where("username", "=", player.username)
      .execute();
    expect(created).toEqual([]);

    const accepted = await sandbox.call("POST", "/api/register", { body: player });
    expect(accepted.status).toBe(201);
    const user = await sandbox.db
      .selectFrom("users")
      .select("terms_accepted_at")
      .where("username", "=", player.username)
      .executeTakeFirstOrThrow();
    expect(user.terms_accepted_at).toBeInstanceOf(Date);
  });

  it("answers unparseable bodies with 400 bad_request", async () => {
    const response = await sandbox.call("POST", "/api/register", { body: "{not json" });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: "bad_request" });
  });
});

describe("POST /api/login", () => {
  it("signs in by username or e-mail and returns the contract's login result", async () => {
    for (const identifier of ["demo", "Demo@Sandbox.test"]) {
      const response = await login(identifier, "Demo-pass1");
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        token: expect.any(String),
        two_factor: false,
        auth_id: null,
        email: "demo@sandbox.test",
        email_verified_at: expect.any(String),
      });
    }
  });

  it("rejects a wrong password and an unknown account alike", async () => {
    const wrong = await login("friend", "Wrong-pass1");
    const unknown = await login("nobody_here", "Wrong-pass1");
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(422);
      expect(response.body.code).toBe("invalid_credentials");
    }
  });

  it("rejects an identifier that is neither an e-mail nor a username", async () => {
    const response = await login("Not Valid!", "whatever");
    expect(response.body.errors).toEqual({ username_or_email: ["email_username_invalid"] });
  });

  it("rate limits repeated attempts with 429 and Retry-After", async () => {
    const player = await signedInPlayer(sandbox, "limit");
    for (let i = 0; i < 3; i++)
      expect((await login(player.username, "Wrong-pass1")).status).toBe(422);
    const limited = await login(player.username, player.password);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses callers from a blocked country", async () => {
    const response = await login("demo", "Demo-pass1", { "x-forwarded-for": "203.0.113.9" });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("country_blocked");
  });
});

describe("tokens", () => {
  it("revokes the token at logout", async () => {
    const { token } = await signedInPlayer(sandbox, "logout");
    expect((await sandbox.call("GET", "/api/user/information", { token })).status).toBe(200);
    expect((await sandbox.call("GET", "/api/logout", { token })).status).toBe(200);
    const after = await sandbox.call("GET", "/api/user/information", { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe("unauthenticated");
  });

  it("answers expired tokens with 401 token_expired and missing ones with unauthenticated", async () => {
    const { token } = await signedInPlayer(sandbox, "expiry");
    await sql`update auth_tokens set expires_at = now() - interval '1 minute'`.execute(sandbox.db);
    const expired = await sandbox.call("GET", "/api/user/information", { token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe("token_expired");
    const none = await sandbox.call("GET", "/api/user/information");
    expect(none.body).toMatchObject({ success: false, code: "unauthenticated" });
  });

  it("records a session's last use to the minute: one write a minute, not one per request", async () => {
    const { token, username } = await signedInPlayer(sandbox, "lastuse");
    const lastUse = async () => {
      const row = await sandbox.db
        .selectFrom("auth_tokens as t")
        .innerJoin("users as u", "u.id", "t.user_id")
        .select("t.last_used_at")
        .where("u.username", "=", username)
        .executeTakeFirstOrThrow();
      return row.last_used_at?.getTime();
    };
    const use = async () =>
      expect((await sandbox.call("GET", "/api/user/information", { token })).status).toBe(200);
    await use();
    const first = await lastUse();
    expect(first).toBeDefined();
    sandbox.clock.advance(40_000);
    await use();
    expect(await lastUse()).toBe(first);
    sandbox.clock.advance(25_000);
    await use();
    expect(await lastUse()).toBeGreaterThanOrEqual(first! + 65_000);
  });
});

describe("password reset", () => {
  it("mails a single-use link without revealing whether the account exists", async () => {
    const player = await signedInPlayer(sandbox, "reset");
    const known = await sandbox.call("POST", "/api/forgot-password", {
      body: { email: player.email },
    });
    const unknown = await sandbox.call("POST", "/api/forgot-password", {
      body: { email: "ghost@example.test" },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toBe(known.body.message);
    expect((await sandbox.call("GET", "/dev/outbox?to=ghost@example.test")).body.data).toEqual([]);

    const link = new URL((await lastMessage(sandbox, player.email)).links[0]!);
    const token = link.pathname.split("/").at(-1)!;
    expect(link.searchParams.get("email")).toBe(player.email);

    const mismatch = await sandbox.call("POST", "/api/reset-password", {
      body: {
        email: player.email,
        token,
        password: "Another-pass2",
        password_confirmation: "Another-pass3",
      },
    });
    expect(mismatch.body.errors).toEqual({ password_confirmation: ["password_not_match"] });

    const body = {
      email: player.email,
      token,
      password: "Another-pass2",
      password_confirmation: "Another-pass2",
    };
    expect((await sandbox.call("POST", "/api/reset-password", { body })).status).toBe(200);
    expect(
      (await sandbox.call("GET", "/api/user/information", { token: player.token })).status,
    ).toBe(401);
    expect((await login(player.username, "Another-pass2")).body.data.token).toEqual(
      expect.any(String),
    );

    const reused = await sandbox.call("POST", "/api/reset-password", { body });
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toEqual({ token: ["token_expired"] });
  });

  it("refuses an expired reset token", async () => {
    const player = await signedInPlayer(sandbox, "stale");
    await sandbox.call("POST", "/api/forgot-password", { body: { email: player.email } });
    const token = new URL((await lastMessage(sandbox, player.email)).links[0]!).pathname
      .split("/")
      .at(-1)!;
    sandbox.clock.advance(61 * 60_000);
    const response = await sandbox.call("POST", "/api/reset-password", {
      body: {
        email: player.email,
        token,
        password: "Another-pass2",
        password_confirmation: "Another-pass2",
      },
    });
    expect(response.body.errors).toEqual({ token: ["token_expired"] });
  });

  it("rate limits forgot-password", async () => {
    const body = { email: "flood@example.test" };
    await sandbox.call("POST", "/api/forgot-password", { body });
    await sandbox.call("POST", "/api/forgot-password", { body });
    expect((await sandbox.call("POST", "/api/forgot-password", { body })).status).toBe(429);
  });
});

describe("e-mail verification", () => {
  it("rejects a tampered or wrongly hashed link with 403 and accepts a verified link again", async () => {
    const player = newPlayer("verify");
    await sandbox.call("POST", "/api/register", { body: player });
    const link = new URL((await lastMessage(sandbox, player.email)).links[0]!);
    expect([...link.searchParams.keys()]).toEqual(["id", "hash", "expires", "signature"]);
    const id = Number(link.searchParams.get("id"));
    const expires = Number(link.searchParams.get("expires"));
    expect(expires * 1000 - sandbox.clock.now()).toBeGreaterThan(59 * 60_000);
    const params = (changes: Record<string, string>) =>
      new URLSearchParams({ ...Object.fromEntries(link.searchParams), ...changes });
    const tampered: Record<string, string>[] = [
      { hash: "0".repeat(40) },
      { expires: String(expires + 3600) },
      { id: String(id + 1) },
      { signature: "f".repeat(64) },
    ];
    for (const changes of tampered) {
      const bad = await sandbox.call("GET", `/api/email-verification?${params(changes)}`);
      expect({ changes, status: bad.status, code: bad.body.code }).toEqual({
        changes,
        status: 403,
        code: "verification_link_invalid",
      });
    }
    // Correctly signed, but the hash is not the address's.
    const otherHash = "1".repeat(40);
    const forged = params({
      hash: otherHash,
      signature: verificationSignature(sandbox.config.appKey, id, otherHash, expires),
    });
    expect((await sandbox.call("GET", `/api/email-verification?${forged}`)).body.code).toBe(
      "verification_link_invalid",
    );
    const malformed = await sandbox.call("GET", `/api/email-verification?id=abc&hash=xyz`);
    expect(malformed.status).toBe(422);

    const events: string[] = [];
    const stop = collect(sandbox, events);
    const first = await sandbox.call("GET", `/api/email-verification?${link.searchParams}`);
    const again = await sandbox.call("GET", `/api/email-verification?${link.searchParams}`);
    stop();
    expect(again.body.data.email_verified_at).toBe(first.body.data.email_verified_at);
    expect(events).toEqual(["verified_email"]);
  });

  it("refuses a correctly signed link after it expires (422 token_expired)", async () => {
    const player = newPlayer("expire");
    await sandbox.call("POST", "/api/register", { body: player });
    const link = new URL((await lastMessage(sandbox, player.email)).links[0]!);
    sandbox.clock.advance(61 * 60_000);
    const late = await sandbox.call("GET", `/api/email-verification?${link.searchParams}`);
    expect(late.status).toBe(422);
    expect(late.body.code).toBe("token_expired");
  });

  it("resends at most once a minute per address, verified or not", async () => {
    const player = newPlayer("resend");
    await sandbox.call("POST", "/api/register", { body: player });
    const first = await sandbox.call("POST", "/api/email/resend", {
      body: { email: player.email },
    });
    expect(first.status).toBe(200);
    const soon = await sandbox.call("POST", "/api/email/resend", { body: { email: player.email } });
    expect(soon.status).toBe(429);
    sandbox.clock.advance(61_000);
    const sent = await sandbox.call("POST", "/api/email/resend", { body: { email: player.email } });
    expect(sent.status).toBe(200);
    expect(Date.parse(sent.body.data.resend_available_at)).toBeGreaterThan(sandbox.clock.now());
    const verified = await sandbox.call("POST", "/api/email/resend", {
      body: { email: "demo@sandbox.test" },
    });
    expect(verified.status).toBe(200);
    expect((await lastMessage(sandbox, "demo@sandbox.test")).subject).toBe(
      "Your e-mail address is already verified",
    );
    expect(
      (await sandbox.call("POST", "/api/email/resend", { body: { email: "nobody@example.test" } }))
        .status,
    ).toBe(200);
  });
});

describe("e-mail verification switched off", () => {
  it("gives a token at registration", async () => {
    const off = await startSandbox({ emailVerification: false }, { seed: false });
    try {
      const response = await off.call("POST", "/api/register", { body: newPlayer("noverify") });
      expect(response.body.data).toMatchObject({
        token: expect.any(String),
        email_verification_required: false,
      });
      const me = await off.call("GET", "/api/user/information", {
        token: response.body.data.token,
      });
      expect(me.status).toBe(200);
    } finally {
      await off.close();
    }
  });
});
