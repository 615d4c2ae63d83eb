/**
 * An account's journey over HTTP only: register, read the
 * verification link in the outbox, verify, log in, enable and confirm 2FA,
 * log out, log in with a TOTP code, log out, log in with a recovery code,
 * and see that recovery code refused the second time.
 */
import { newPlayer, lastMessage, totp } from "./test/accounts.ts";
import { useSandbox } from "./test/harness.ts";

const sandbox = useSandbox();

it("registers, verifies, secures with 2FA and signs in with a code and a recovery code", async () => {
  const player = newPlayer("journey");
  const registered = await sandbox.call("POST", "/api/register", {
    body: { ...player, reference: null, visitor_id: "v-1" },
  });
  expect(registered.status).toBe(201);
  expect(registered.body.data).toEqual({
    token: null,
    email: player.email,
    email_verified_at: null,
    email_verification_required: true,
  });

  // Unverified: login names the next step instead of giving a token.
  const early = await sandbox.call("POST", "/api/login", {
    body: { username_or_email: player.email, password: player.password },
  });
  expect(early.body.data).toMatchObject({
    token: null,
    two_factor: false,
    email_verified_at: null,
  });

  const mail = await lastMessage(sandbox, player.email);
  expect(mail.subject).toMatch(/verify/i);
  const link = new URL(mail.links[0]!);
  expect(link.pathname).toBe("/email/verify");
  const verified = await sandbox.call("GET", `/api/email-verification?${link.searchParams}`);
  expect(verified.status).toBe(200);
  expect(verified.body.data.email).toBe(player.email);

  const login = await sandbox.call("POST", "/api/login", {
    body: { username_or_email: player.username, password: player.password },
  });
  expect(login.body.data).toMatchObject({ two_factor: false, auth_id: null, email: player.email });
  let token: string = login.body.data.token;
  expect(token).toEqual(expect.any(String));

  const enabled = await sandbox.call("POST", "/api/user/two-factor-authentication", { token });
  const { secret, otpauth_url } = enabled.body.data;
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\//);
  const confirmed = await sandbox.call("POST", "/api/user/confirmed-two-factor-authentication", {
    token,
    body: { code: await totp(sandbox, secret) },
  });
  expect(confirmed.status).toBe(200);
  const recoveryCodes: string[] = confirmed.body.data.recovery_codes;
  expect(recoveryCodes).toHaveLength(10);

  expect((await sandbox.call("GET", "/api/logout", { token })).status).toBe(200);
  expect((await sandbox.call("GET", "/api/user/information", { token })).status).toBe(401);

  // Log in again: a code is asked for.
  const second = await sandbox.call("POST", "/api/login", {
    body: { username_or_email: player.email, password: player.password },
  });
  expect(second.body.data).toMatchObject({ token: null, two_factor: true });
  sandbox.clock.advance(30_000); // the next TOTP period: the confirmation's code cannot be replayed
  const challenged = await sandbox.call("POST", "/api/two-factor-challenge", {
    body: { auth_id: second.body.data.auth_id, code: await totp(sandbox, secret) },
  });
  expect(challenged.status).toBe(200);
  token = challenged.body.data.token;
  const me = await sandbox.call("GET", "/api/user/information", { token });
  expect(me.body.data).toMatchObject({ username: player.username, two_factor_enabled: true });
  expect(me.body.data.two_factor_confirmed_at).toEqual(expect.any(String));
  await sandbox.call("GET", "/api/logout", { token });

  // And with a recovery code, which works once.
  const third = await sandbox.call("POST", "/api/login", {
    body: { username_or_email: player.username, password: player.password },
  });
  const recovered = await sandbox.call("POST", "/api/two-factor-challenge", {
    body: { auth_id: third.body.data.auth_id, recovery_code: recoveryCodes[3] },
  });
  expect(recovered.status).toBe(200);
  await sandbox.call("GET", "/api/logout", { token: recovered.body.data.token });

  const fourth = await sandbox.call("POST", "/api/login", {
    body: { username_or_email: player.username, password: player.password },
  });
  const reused = await sandbox.call("POST", "/api/two-factor-challenge", {
    body: { auth_id: fourth.body.data.auth_id, recovery_code: recoveryCodes[3] },
  });
  expect(reused.status).toBe(422);
  expect(reused.body.errors).toEqual({ recovery_code: ["two_factor_invalid"] });
});
