/**
 * Two-factor players for integration tests, set up through the API only.
 */
import { signedInPlayer, totp } from "./accounts.ts";
import type { Sandbox } from "./harness.ts";

/** A new signed-in player with two-factor authentication enabled and confirmed. */
export async function playerWithTwoFactor(sandbox: Sandbox, prefix: string) {
  const player = await signedInPlayer(sandbox, prefix);
  const { secret } = (
    await sandbox.call("POST", "/api/user/two-factor-authentication", { token: player.token })
  ).body.data;
  const confirmed = await sandbox.call("POST", "/api/user/confirmed-two-factor-authentication", {
    token: player.token,
    body: { code: await totp(sandbox, secret) },
  });
  if (confirmed.status !== 200)
    throw new Error(`two-factor confirmation failed: ${JSON.stringify(confirmed.body)}`);
  return {
    ...player,
    secret: secret as string,
    recoveryCodes: confirmed.body.data.recovery_codes as string[],
  };
}
