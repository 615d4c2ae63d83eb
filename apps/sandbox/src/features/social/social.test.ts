import { sign } from "@tma.js/init-data-node";
import { lastMessage, newPlayer } from "../../test/accounts.ts";
import { startSandbox, useSandbox } from "../../test/harness.ts";

const sandbox = useSandbox();

const socialToken = async (body: Record<string, unknown>) =>
  (await sandbox.call("POST", "/dev/social/tokens", { body })).body.data;

describe("social login with the sandbox provider", () => {
  it("creates the account on first sign-in and signs the same identity in again", async () => {
    const issued = await socialToken({
      provider: "google",
      provider_user_id: "g-100",
      email: "gina@example.test",
      name: "Gina Lee",
    });
    const first = await sandbox.call("POST", "/api/social/login", {
      body: { provider_name: "google", access_token: issued.access_token, visitor_id: "v" },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      need_email: false,
      two_factor: false,
      email: "gina@example.test",
      expires_in: expect.any(Number),
    });
    const me = await sandbox.call("GET", "/api/user/information", { token: first.body.data.token });
    expect(me.body.data).toMatchObject({
      login_method: "google",
      email: "gina@example.test",
      username: "gina",
    });
    expect(me.body.data.email_verified_at).toEqual(expect.any(String));

    const again = await socialToken({
      provider: "google",
      provider_user_id: "g-100",
      email: "gina@example.test",
    });
    const second = await sandbox.call("POST", "/api/social/login", {
      body: { provider_name: "google", access_token: again.access_token },
    });
    const meAgain = await sandbox.call("GET", "/api/user/information", {
      token: second.body.data.token,
    });
    expect(meAgain.body.data.id).toBe(me.body.data.id);
  });

  it("asks for an e-mail when the provider has none, then completes with /api/social/email/update", async () => {
    const issued = await socialToken({
      provider: "facebook",
      provider_user_id: "fb-7",
      email: null,
    });
    const login = await sandbox.call("POST", "/api/social/login", {
      body: { provider_name: "facebook", access_token: issued.access_token },
    });
    expect(login.body.data).toEqual({
      token: null,
      need_email: true,
      provider_name: "facebook",
      access_token: issued.access_token,
      email: null,
    });

    const player = newPlayer("fb");
    const taken = await sandbox.call("PATCH", "/api/social/email/update", {
      body: {
        email: "demo@sandbox.test",
        username: player.username,
        provider_name: "facebook",
        access_token: issued.access_token,
      },
    });
    expect(taken.body.errors).toEqual({ email: ["email_taken"] });
    const done = await sandbox.call("PATCH", "/api/social/email/update", {
      body: {
        email: player.email,
        username: player.username,
        provider_name: "facebook",
        access_token: issued.access_token,
      },
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      token: null,
      need_email: false,
      email: player.email,
      email_verified_at: null,
    });
    const link = new URL((await lastMessage(sandbox, player.email)).links[0]!);
    await sandbox.call("GET", `/api/email-verification?${link.searchParams}`);
    const signedIn = await sandbox.call("POST", "/api/social/login", {
      body: { provider_name: "facebook", access_token: issued.access_token },
    });
    expect(signedIn.body.data.token).toEqual(expect.any(String));
  });

  it("asks for another e-mail when the provider's address belongs to another account", async () => {
    const issued = await socialToken({ provider: "google", email: "demo@sandbox.test" });
    const login = await sandbox.call("POST", "/api/social/login", {
      body: { provider_name: "google", access_token: issued.access_token },
    });
    expect(login.body.data).toMatchObject({ need_email: true, email: "demo@sandbox.test" });
  });

  it("rejects unknown, expired and cross-provider tokens", async () => {
    const unknown = await sandbox.call("POST", "/api/social/login", {
      body: { provider_name: "google", access_token: "made-up" },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe("social_token_invalid");
    const issued = await socialToken({ provider: "google", expires_in: 60 });
    const crossed = await sandbox.call("POST", "/api/social/login", {
      body: { provider_name: "facebook", access_token: issued.access_token },
    });
    expect(crossed.body.code).toBe("social_token_invalid");
    sandbox.clock.advance(61_000);
    const expired = await sandbox.call("POST", "/api/social/login", {
      body: { provider_name: "google", access_token: issued.access_token },
    });
    expect(expired.body.code).toBe("social_token_invalid");
    const badProvider = await sandbox.call("POST", "/api/social/login", {
      body: { provider_name: "myspace", access_token: "x" },
    });
    expect(badProvider.body.errors).toEqual({ provider_name: ["invalid_value"] });
  });
});

describe("social login against a configured provider", () => {
  it("checks Google tokens with Google (audience must match the client id)", async () => {
    const calls: string[] = [];
    const fakeGoogle = (async (input: string | URL) => {
      const url = String(input);
      calls.push(url);
      const good = url.includes("access_token=good");
      if (url.startsWith("https://oauth2.googleapis.com/tokeninfo")) {
        return Response.json(
          good ? { aud: "client-1", sub: "google-sub-1" } : { aud: "someone-else", sub: "x" },
        );
      }
      return Response.json({
        email: "real@example.test",
        email_verified: true,
        name: "Real Person",
      });
    }) as typeof fetch;
    const real = await startSandbox(
      { googleClientId: "client-1", dev: false },
      { fetch: fakeGoogle, seed: false },
    );
    try {
      const ok = await real.call("POST", "/api/social/login", {
        body: { provider_name: "google", access_token: "good" },
      });
      expect(ok.body.data).toMatchObject({
        email: "real@example.test",
        token: expect.any(String),
        email_verified_at: expect.any(String),
      });
      expect(calls[0]).toContain("tokeninfo?access_token=good");
      const wrongAudience = await real.call("POST", "/api/social/login", {
        body: { provider_name: "google", access_token: "bad" },
      });
      expect(wrongAudience.body.code).toBe("social_token_invalid");
      // No Facebook app configured and no dev provider: Facebook sign-in cannot succeed.
      const facebook = await real.call("POST", "/api/social/login", {
        body: { provider_name: "facebook", access_token: "good" },
      });
      expect(facebook.body.code).toBe("social_token_invalid");
      expect(
        (await real.call("POST", "/dev/social/tokens", { body: { provider: "google" } })).status,
      ).toBe(404);
    } finally {
      await real.close();
    }
  });
});

describe("POST /api/telegram/login", () => {
  const mint = async (body: Record<string, unknown>) =>
    (await sandbox.call("POST", "/dev/telegram/init-data", { body })).body.data.init_data as string;

  it("creates the player on first sign-in and finds them again", async () => {
    const data = await mint({
      user: { id: 777001, first_name: "Tara", username: "tara_tg", language_code: "de" },
    });
    const first = await sandbox.call("POST", "/api/telegram/login", {
      body: { data, reference: null },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      token: expect.any(String),
      expires_in: expect.any(Number),
      is_new_user: true,
      two_factor: false,
      auth_id: null,
    });
    const me = await sandbox.call("GET", "/api/user/information", { token: first.body.data.token });
    expect(me.body.data).toMatchObject({
      username: "tara_tg",
      email: null,
      login_method: "telegram",
      lang: "de",
    });
    const second = await sandbox.call("POST", "/api/telegram/login", {
      body: { data: await mint({ user: { id: 777001, first_name: "Tara" } }) },
    });
    expect(second.body.data.is_new_user).toBe(false);
  });

  it("rejects forged, tampered and stale init data", async () => {
    const forged = await mint({ user: { id: 5, first_name: "Eve" }, bot_token: "999:not-the-bot" });
    expect(
      (await sandbox.call("POST", "/api/telegram/login", { body: { data: forged } })).body.code,
    ).toBe("telegram_data_invalid");

    const genuine = await mint({ user: { id: 6, first_name: "Mallory" } });
    const tampered = genuine.replace("Mallory", "Mallorx");
    expect(
      (await sandbox.call("POST", "/api/telegram/login", { body: { data: tampered } })).body.code,
    ).toBe("telegram_data_invalid");

    const stale = await mint({
      user: { id: 7, first_name: "Old" },
      auth_date: Math.floor(sandbox.clock.now() / 1000) - 25 * 3600,
    });
    const response = await sandbox.call("POST", "/api/telegram/login", { body: { data: stale } });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe("telegram_data_expired");

    const noUser = sign(
      { query_id: "q" },
      sandbox.config.telegramBotToken,
      new Date(sandbox.clock.now()),
    );
    expect(
      (await sandbox.call("POST", "/api/telegram/login", { body: { data: noUser } })).body.code,
    ).toBe("telegram_data_invalid");
    expect(
      (await sandbox.call("POST", "/api/telegram/login", { body: { data: "garbage" } })).body.code,
    ).toBe("telegram_data_invalid");
  });
});
