/**
 * Accounts as an attacker tries them: forged client addresses, password and code guessing,
 * sessions that outlive a logout or a disabled account, account enumeration, Telegram init
 * data replay, and bearer tokens alone reaching account-takeover changes.
 */
import { createHmac } from "node:crypto";
import { sql } from "kysely";
import {
  lastMessage,
  newPlayer,
  signedInPlayer,
  totp,
  verifyFromOutbox,
} from "../../test/accounts.ts";
import { startSandbox, type Sandbox } from "../../test/harness.ts";
import { usdtWithdrawal } from "../../test/play.ts";
import type { DomainEventMap } from "../../lib/events.ts";
import { loadConfig } from "../../env.ts";
import { playerWithTwoFactor } from "../../test/two-factor.ts";

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({
    blockedCountries: ["US"],
    trustProxy: ["127.0.0.1"],
    rateLimits: { ...loadConfig({}).rateLimits, register: { max: 100, windowMs: 60_000 } },
  });
});
afterAll(() => sandbox.close());

const login = (sb: Sandbox, username_or_email: string, password: string, ip?: string) =>
  sb.call("POST", "/api/login", {
    body: { username_or_email, password },
    headers: ip ? { "x-forwarded-for": ip } : {},
  });

async function userId(token: string) {
  return (await sandbox.call("GET", "/api/user/information", { token })).body.data.id as number;
}

const withTwoFactor = (prefix: string) => playerWithTwoFactor(sandbox, prefix);

describe("client address", () => {
  it("ignores X-Forwarded-For from peers that are not configured proxies", async () => {
    const direct = await startSandbox({
      blockedCountries: ["US"],
      rateLimits: { ...sandbox.config.rateLimits, login: { max: 3, windowMs: 60_000 } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i++)
        statuses.push((await login(direct, "demo", "Wrong-pass1", `198.18.0.${i}`)).status);
      expect(statuses).toEqual([422, 422, 422, 429, 429]);
      const blockedHop = await login(direct, "nobody", "Wrong-pass1", "203.0.113.9");
      expect(blockedHop.body.code).not.toBe("country_blocked");
    } finally {
      await direct.close();
    }
  });

  it("reads the client address from a configured proxy's header", async () => {
    const response = await login(sandbox, "demo", "Demo-pass1", "203.0.113.9");
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("country_blocked");
  });
});

describe("per-account sign-in throttle", () => {
  it("makes an account's guesses wait whatever the address, tells the owner, and spares its known address", async () => {
    const owner = newPlayer("victim");
    await sandbox.call("POST", "/api/register", {
      body: owner,
      headers: { "x-forwarded-for": "10.9.0.1" },
    });
    await verifyFromOutbox(sandbox, owner.email);
    expect((await login(sandbox, owner.username, owner.password, "10.9.0.1")).status).toBe(200);

    for (let i = 1; i <= 5; i++)
      expect(
        (await login(sandbox, owner.username, `Wrong-pass${i}`, `198.51.99.${i}`)).status,
      ).toBe(422);
    const held = await login(sandbox, owner.email, owner.password, "198.51.99.77");
    expect(held.status).toBe(429);
    expect(Number(held.headers.get("retry-after"))).toBeGreaterThanOrEqual(30);
    expect((await lastMessage(sandbox, owner.email)).subject).toBe(
      "Failed sign-in attempts on your account",
    );
    // The owner, from where they signed in before, is not locked out.
    expect((await login(sandbox, owner.username, owner.password, "10.9.0.1")).status).toBe(200);

    // After the wait, the right password works from anywhere again.
    sandbox.clock.advance(31_000);
    expect((await login(sandbox, owner.username, owner.password, "198.51.99.78")).status).toBe(200);
  });
});

describe("two-factor sign-in challenge", () => {
  it("dies after 5 wrong codes", async () => {
    const player = await withTwoFactor("tfdie");
    const challenge = await login(sandbox, player.username, player.password, "10.8.0.1");
    const authId = challenge.body.data.auth_id;
    for (let i = 0; i < 5; i++) {
      const wrong = await sandbox.call("POST", "/api/two-factor-challenge", {
        body: { auth_id: authId, code: "000000" },
        headers: { "x-forwarded-for": `10.8.1.${i}` },
      });
      expect(wrong.body.errors).toEqual({ code: ["two_factor_invalid"] });
    }
    const right = await sandbox.call("POST", "/api/two-factor-challenge", {
      body: { auth_id: authId, code: await totp(sandbox, player.secret, 1) },
      headers: { "x-forwarded-for": "10.8.2.1" },
    });
    expect(right.status).toBe(422);
    expect(right.body.code).toBe("token_expired");
  });
});

describe("withdrawal codes", () => {
  it("limits wrong TOTP codes per player and tells the player by mail and notification", async () => {
    const player = await withTwoFactor("wdcode");
    const id = await userId(player.token);
    await sandbox.call("PUT", "/dev/wallets/balance", {
      body: { user_id: id, entity_wallet_code: "USDT", balance: "50" },
    });
    const withdraw = (code: string) =>
      sandbox.call("POST", "/api/user/withdrawal", {
        token: player.token,
        body: { ...usdtWithdrawal("20"), code },
      });
    for (let i = 0; i < 5; i++)
      expect((await withdraw("000000")).body.errors).toEqual({ code: ["two_factor_invalid"] });
    const held = await withdraw(await totp(sandbox, player.secret, 1));
    expect(held.status).toBe(429);
    expect((await lastMessage(sandbox, player.email)).subject).toBe(
      "Wrong two-factor codes on a withdrawal",
    );
    const inbox = await sandbox.call("GET", "/api/notifications", { token: player.token });
    expect(JSON.stringify(inbox.body.data)).toContain("Wrong two-factor codes on a withdrawal");
  });
});

describe("sessions", () => {
  it("stops a disabled account's tokens", async () => {
    const player = await signedInPlayer(sandbox, "disabled");
    await sql`update users set disabled_at = now() where username = ${player.username}`.execute(
      sandbox.db,
    );
    const me = await sandbox.call("GET", "/api/user/information", { token: player.token });
    expect(me.status).toBe(401);
  });

  it("raises one sessionsEnded event when sessions end", async () => {
    const seen: DomainEventMap["sessionsEnded"][] = [];
    const stop = sandbox.app.services.events.on("sessionsEnded", (event) => seen.push(event));
    try {
      const player = await signedInPlayer(sandbox, "ended");
      const id = await userId(player.token);
      const other = (await login(sandbox, player.username, player.password)).body.data.token;
      const changed = await sandbox.call("PATCH", "/api/user/change-password", {
        token: player.token,
        body: {
          current_password: player.password,
          password: "Other-pass2",
          password_confirmation: "Other-pass2",
        },
      });
      expect(changed.status).toBe(200);
      expect((await sandbox.call("GET", "/api/user/information", { token: other })).status).toBe(
        401,
      );
      await sandbox.call("GET", "/api/logout", { token: player.token });
      expect(seen).toEqual([
        { userId: id, tokenIds: [expect.any(Number)], reason: "password_changed" },
        { userId: id, tokenIds: [expect.any(Number)], reason: "logout" },
      ]);
      expect(seen[0]!.tokenIds).not.toEqual(seen[1]!.tokenIds);
    } finally {
      stop();
    }
  });

  it("ends the other sessions when two-factor is turned on or off", async () => {
    const player = await signedInPlayer(sandbox, "tfends");
    const other = (await login(sandbox, player.username, player.password)).body.data.token;
    const { secret } = (
      await sandbox.call("POST", "/api/user/two-factor-authentication", { token: player.token })
    ).body.data;
    await sandbox.call("POST", "/api/user/confirmed-two-factor-authentication", {
      token: player.token,
      body: { code: await totp(sandbox, secret) },
    });
    expect((await sandbox.call("GET", "/api/user/information", { token: other })).status).toBe(401);
    expect(
      (await sandbox.call("GET", "/api/user/information", { token: player.token })).status,
    ).toBe(200);
  });
});

describe("account enumeration", () => {
  it("answers registration the same for a taken e-mail or username, and mails the rest", async () => {
    const fresh = await sandbox.call("POST", "/api/register", { body: newPlayer("enumnew") });
    const takenEmail = await sandbox.call("POST", "/api/register", {
      body: { ...newPlayer("enumx"), email: "demo@sandbox.test" },
    });
    const takenNameBody = { ...newPlayer("enumy"), username: "demo" };
    const takenName = await sandbox.call("POST", "/api/register", { body: takenNameBody });
    const shape = (r: typeof fresh) => ({
      status: r.status,
      keys: Object.keys(r.body.data).sort(),
      token: r.body.data.token,
      required: r.body.data.email_verification_required,
      message: r.body.message,
    });
    expect(shape(takenEmail)).toEqual(shape(fresh));
    expect(shape(takenName)).toEqual(shape(fresh));
    expect((await lastMessage(sandbox, "demo@sandbox.test")).subject).toBe(
      "Someone tried to sign up with your address",
    );
    expect((await lastMessage(sandbox, takenNameBody.email)).subject).toBe(
      "Choose another username",
    );
  });

  it("answers a verification resend the same for verified, unverified and unknown addresses", async () => {
    const unverified = newPlayer("enumres");
    await sandbox.call("POST", "/api/register", { body: unverified });
    const answers = [];
    for (const email of ["demo@sandbox.test", unverified.email, "nobody-here@example.test"]) {
      const response = await sandbox.call("POST", "/api/email/resend", { body: { email } });
      answers.push({ status: response.status, message: response.body.message });
    }
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[1]).toEqual(answers[2]);
    const again = await sandbox.call("POST", "/api/email/resend", {
      body: { email: "nobody-here@example.test" },
    });
    expect(again.status).toBe(429);
  });
});

describe("changes that take over an account", () => {
  it("shows recovery codes only once, and regenerates them only with a code or the password", async () => {
    const player = await withTwoFactor("rcodes");
    const listed = await sandbox.call("GET", "/api/user/two-factor-recovery-codes", {
      token: player.token,
    });
    expect(listed.body.data).toEqual({ remaining: 10 });
    expect(JSON.stringify(listed.body)).not.toContain(player.recoveryCodes[0]);
    const stored = await sql<{ code_hash: string }>`select code_hash from recovery_codes`.execute(
      sandbox.db,
    );
    expect(JSON.stringify(stored.rows)).not.toContain(player.recoveryCodes[0]);
    const bare = await sandbox.call("POST", "/api/user/two-factor-recovery-codes", {
      token: player.token,
      body: { current_password: "Wrong-pass9" },
    });
    expect(bare.body.errors).toEqual({ current_password: ["current_password_wrong"] });
    const regenerated = await sandbox.call("POST", "/api/user/two-factor-recovery-codes", {
      token: player.token,
      body: { current_password: player.password },
    });
    expect(regenerated.body.data.recovery_codes).toHaveLength(10);
  });

  it("changes the e-mail only with the password, tells the old address and ends other sessions", async () => {
    const player = await signedInPlayer(sandbox, "mailchg");
    const other = (await login(sandbox, player.username, player.password)).body.data.token;
    const newEmail = `new-${player.email}`;
    const bare = await sandbox.call("PATCH", "/api/user/information/update", {
      token: player.token,
      body: { email: newEmail },
    });
    expect(bare.body.errors).toEqual({ current_password: ["required"] });
    const changed = await sandbox.call("PATCH", "/api/user/information/update", {
      token: player.token,
      body: { email: newEmail, current_password: player.password },
    });
    expect(changed.status).toBe(200);
    expect((await lastMessage(sandbox, player.email)).subject).toBe(
      "Your e-mail address was changed",
    );
    expect((await sandbox.call("GET", "/api/user/information", { token: other })).status).toBe(401);
  });

  it("sets a first password only with a code or a fresh sign-in", async () => {
    const data = (
      await sandbox.call("POST", "/dev/telegram/init-data", {
        body: { user: { id: 880_001, first_name: "Pat" } },
      })
    ).body.data.init_data as string;
    const { token } = (await sandbox.call("POST", "/api/telegram/login", { body: { data } })).body
      .data;
    sandbox.clock.advance(11 * 60_000);
    const late = await sandbox.call("PATCH", "/api/user/change-password", {
      token,
      body: { password: "First-pass1", password_confirmation: "First-pass1" },
    });
    expect(late.status).toBe(422);
    expect(late.body.code).toBe("token_expired");
  });
});

describe("Telegram sign-in", () => {
  const mint = async (body: Record<string, unknown>) =>
    (await sandbox.call("POST", "/dev/telegram/init-data", { body })).body.data.init_data as string;
  const telegramLogin = (data: string) =>
    sandbox.call("POST", "/api/telegram/login", { body: { data } });

  it("refuses init data older than an hour by default", async () => {
    const data = await mint({
      user: { id: 880_010, first_name: "Old" },
      auth_date: Math.floor(sandbox.clock.now() / 1000) - 3601,
    });
    expect((await telegramLogin(data)).body.code).toBe("telegram_data_expired");
  });

  it("does not let init data sign in again once its session is logged out", async () => {
    const data = await mint({ user: { id: 880_011, first_name: "Once" } });
    const first = await telegramLogin(data);
    expect(first.status).toBe(200);
    await sandbox.call("GET", "/api/logout", { token: first.body.data.token });
    const replay = await telegramLogin(data);
    expect(replay.status).toBe(422);
    expect(replay.body.code).toBe("telegram_data_expired");
  });

  it("accepts init data without a signature when the bot-token hash holds", async () => {
    const pairs: Record<string, string> = {
      auth_date: String(Math.floor(sandbox.clock.now() / 1000)),
      query_id: "legacy",
      user: JSON.stringify({ id: 880_012, first_name: "Legacy" }),
    };
    const check = Object.keys(pairs)
      .sort()
      .map((key) => `${key}=${pairs[key]}`)
      .join("\n");
    const secret = createHmac("sha256", "WebAppData")
      .update(sandbox.config.telegramBotToken)
      .digest();
    const hash = createHmac("sha256", secret).update(check).digest("hex");
    const response = await telegramLogin(new URLSearchParams({ ...pairs, hash }).toString());
    expect(response.status).toBe(200);
    expect(response.body.data.token).toEqual(expect.any(String));
  });

  it("asks a player with two-factor for a code", async () => {
    const data = await mint({ user: { id: 880_013, first_name: "Guarded" } });
    const first = await telegramLogin(data);
    const token = first.body.data.token;
    const { secret } = (
      await sandbox.call("POST", "/api/user/two-factor-authentication", { token })
    ).body.data;
    await sandbox.call("POST", "/api/user/confirmed-two-factor-authentication", {
      token,
      body: { code: await totp(sandbox, secret) },
    });
    const again = await telegramLogin(await mint({ user: { id: 880_013, first_name: "Guarded" } }));
    expect(again.body.data).toMatchObject({ token: null, two_factor: true });
    const passed = await sandbox.call("POST", "/api/two-factor-challenge", {
      body: { auth_id: again.body.data.auth_id, code: await totp(sandbox, secret, 1) },
    });
    expect(passed.body.data.token).toEqual(expect.any(String));
  });
});
