/**
 * Two-factor players for integration tests, set up through the API only.
 */
import { signedInPlayer, totp } from "./accounts.ts";
import type { Sandbox } from "./harness.ts";

/** A new signed-in player with two-factor authentication enabled and confirmed. */
export async function playerWithTwoFactor(sandbox: Sandbox, prefix: string) {
  const player = await signedInPlayer(sandbox, prefix);
  return { ...player, ...(await enableTwoFactor(sandbox, player.token)) };
}

/** Enables and confirms two-factor authentication from a session; returns its secrets. */
export async function enableTwoFactor(sandbox: Sandbox, token: string) {
  const { secret } = (await sandbox.call("POST", "/api/user/two-factor-authentication", { token }))
    .body.data;
  const confirmed = await sandbox.call("POST", "/api/user/confirmed-two-factor-authentication", {
    token,
    body: { code: await totp(sandbox, secret) },
  });
  if (confirmed.status !== 200)
    throw new Error(`two-factor confirmation failed: ${JSON.stringify(confirmed.body)}`);
  return {
    secret: secret as string,
    recoveryCodes: confirmed.body.data.recovery_codes as string[],
  };
}
