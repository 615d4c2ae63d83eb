import { signedInPlayer, totp } from "../../test/accounts.ts";
import { useSandbox } from "../../test/harness.ts";

const sandbox = useSandbox();

async function withConfirmedTwoFactor(prefix: string) {
  const player = await signedInPlayer(sandbox, prefix);
  const { secret } = (
    await sandbox.call("POST", "/api/user/two-factor-authentication", { token: player.token })
  ).body.data;
  const confirmed = await sandbox.call("POST", "/api/user/confirmed-two-factor-authentication", {
    token: player.token,
    body: { code: await totp(sandbox, secret) },
  });
  return {
    ...player,
    secret: secret as string,
    recoveryCodes: confirmed.body.data.recovery_codes as string[],
  };
}

describe("two-factor set-up", () => {
  it("enables with a base32 secret and confirms only with the right code", async () => {
    const player = await signedInPlayer(sandbox, "tfa");
    const enabled = await sandbox.call("POST", "/api/user/two-factor-authentication", {
      token: player.token,
    });
    expect(enabled.body.data.secret).toMatch(/^[A-Z2-7]{16,64}$/);
    expect(enabled.body.data.otpauth_url).toContain(`secret=${enabled.body.data.secret}`);
    const me = await sandbox.call("GET", "/api/user/information", { token: player.token });
    expect(me.body.data).toMatchObject({ two_factor_enabled: true, two_factor_confirmed_at: null });

    const wrong = await sandbox.call("POST", "/api/user/confirmed-two-factor-authentication", {
      token: player.token,
      body: { code: "000000" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ code: ["two_factor_invalid"] });
    const malformed = await sandbox.call("POST", "/api/user/confirmed-two-factor-authentication", {
      token: player.token,
      body: { code: "12ab" },
    });
    expect(malformed.body.errors).toEqual({ code: ["two_factor_invalid"] });

    const code = await totp(sandbox, enabled.body.data.secret);
    const confirmed = await sandbox.call("POST", "/api/user/confirmed-two-factor-authentication", {
      token: player.token,
      body: { code },
    });
    expect(confirmed.status).toBe(200);
    expect(new Set(confirmed.body.data.recovery_codes).size).toBe(10);
    const again = await sandbox.call("POST", "/api/user/two-factor-authentication", {
      token: player.token,
    });
    expect(again.body.code).toBe("two_factor_already_enabled");
  });

  it("never accepts the same TOTP code twice", async () => {
    const player = await withConfirmedTwoFactor("reuse");
    sandbox.clock.advance(30_000);
    const code = await totp(sandbox, player.secret);
    const first = await sandbox.call("POST", "/api/user/two-factor-recovery-codes", {
      token: player.token,
      body: { code },
    });
    expect(first.status).toBe(200);
    const second = await sandbox.call("POST", "/api/user/two-factor-recovery-codes", {
      token: player.token,
      body: { code },
    });
    expect(second.status).toBe(422);
    expect(second.body.errors).toEqual({ code: ["two_factor_invalid"] });
  });

  it("lists unused recovery codes and regenerates them", async () => {
    const player = await withConfirmedTwoFactor("codes");
    const listed = await sandbox.call("GET", "/api/user/two-factor-recovery-codes", {
      token: player.token,
    });
    expect(listed.body.data).toEqual({ remaining: 10 });
    sandbox.clock.advance(30_000);
    const regenerated = await sandbox.call("POST", "/api/user/two-factor-recovery-codes", {
      token: player.token,
      body: { code: await totp(sandbox, player.secret) },
    });
    expect(regenerated.body.data.recovery_codes).toHaveLength(10);
    expect(regenerated.body.data.recovery_codes).not.toContain(player.recoveryCodes[0]);
  });

  it("refuses recovery codes while two-factor is off", async () => {
    const player = await signedInPlayer(sandbox, "nocodes");
    const response = await sandbox.call("GET", "/api/user/two-factor-recovery-codes", {
      token: player.token,
    });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe("two_factor_not_enabled");
    const confirm = await sandbox.call("POST", "/api/user/confirmed-two-factor-authentication", {
      token: player.token,
      body: { code: "123456" },
    });
    expect(confirm.body.code).toBe("two_factor_not_enabled");
  });

  it("disables with a code, after which sign-in needs no code", async () => {
    const player = await withConfirmedTwoFactor("off");
    const wrong = await sandbox.call("DELETE", "/api/user/two-factor-authentication", {
      token: player.token,
      body: { code: "111111" },
    });
    expect(wrong.status).toBe(422);
    sandbox.clock.advance(30_000);
    const off = await sandbox.call("DELETE", "/api/user/two-factor-authentication", {
      token: player.token,
      body: { code: await totp(sandbox, player.secret) },
    });
    expect(off.status).toBe(200);
    const login = await sandbox.call("POST", "/api/login", {
      body: { username_or_email: player.username, password: player.password },
    });
    expect(login.body.data).toMatchObject({ two_factor: false, token: expect.any(String) });
  });
});

describe("POST /api/two-factor-challenge", () => {
  it("refuses a wrong code, an unknown auth_id and an expired one", async () => {
    const player = await withConfirmedTwoFactor("challenge");
    const login = await sandbox.call("POST", "/api/login", {
      body: { username_or_email: player.email, password: player.password },
    });
    const authId = login.body.data.auth_id;
    const wrong = await sandbox.call("POST", "/api/two-factor-challenge", {
      body: { auth_id: authId, code: "000000" },
    });
    expect(wrong.body.errors).toEqual({ code: ["two_factor_invalid"] });
    const unknown = await sandbox.call("POST", "/api/two-factor-challenge", {
      body: { auth_id: "nope", code: "000000" },
    });
    expect(unknown.body.code).toBe("token_expired");
    const both = await sandbox.call("POST", "/api/two-factor-challenge", {
      body: { auth_id: authId },
    });
    expect(both.status).toBe(422);

    sandbox.clock.advance(11 * 60_000);
    const expired = await sandbox.call("POST", "/api/two-factor-challenge", {
      body: { auth_id: authId, code: await totp(sandbox, player.secret) },
    });
    expect(expired.body.code).toBe("token_expired");
  });

  it("cannot be completed twice with the same auth_id", async () => {
    const player = await withConfirmedTwoFactor("twice");
    const login = await sandbox.call("POST", "/api/login", {
      body: { username_or_email: player.email, password: player.password },
    });
    const first = await sandbox.call("POST", "/api/two-factor-challenge", {
      body: { auth_id: login.body.data.auth_id, recovery_code: player.recoveryCodes[0] },
    });
    expect(first.status).toBe(200);
    const second = await sandbox.call("POST", "/api/two-factor-challenge", {
      body: { auth_id: login.body.data.auth_id, recovery_code: player.recoveryCodes[1] },
    });
    expect(second.body.code).toBe("token_expired");
  });

  it("rate limits guessing", async () => {
    const player = await withConfirmedTwoFactor("guess");
    const login = await sandbox.call("POST", "/api/login", {
      body: { username_or_email: player.email, password: player.password },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await sandbox.call("POST", "/api/two-factor-challenge", {
            body: { auth_id: login.body.data.auth_id, code: "000000" },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});
