/**
 * What happens once a player has proved who they are (password, provider,
 * Telegram): disabled accounts and blocked countries are refused, an
 * unverified e-mail or confirmed two-factor authentication stop short of a
 * token, otherwise a bearer token is issued (the daily login reward is claimed: loyalty/).
 *
 * Also the per-account sign-in throttle: failures of one account (wrong passwords, wrong
 * second-factor codes) are counted whatever address they come from; after a few, further
 * attempts have to wait (a wait that doubles up to a ceiling) and the owner is told by e-mail.
 * A client IP the account has signed in from before is not held back by failures from
 * elsewhere, so typing someone's name cannot lock its owner out.
 */
import type { User } from "../../db/types.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { forbidden } from "../../lib/errors.ts";
import { message } from "../../lib/player-texts.ts";
import type { Services } from "../../services.ts";
import { openChallenge } from "../two-factor/index.ts";
import type { SessionOrigin } from "./sessions.ts";
import { assertMaySignIn } from "../limits/index.ts";

/** The contract's sign-in result, with the token's lifetime in seconds (null without a token). */
export type SignInOutcome = Schemas["LoginResult"] & { expires_in: number | null };

/** Where a sign-in comes from. */
export interface SignInOrigin extends SessionOrigin {
  ip: string;
}

/** The UTC day (`YYYY-MM-DD`) of a timestamp. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Refuses callers from a blocked country (403 `country_blocked`). */
export function assertCountryAllowed(services: Services, ip: string): void {
  const country = services.ipCountries.countryOf(ip);
  if (country && services.config.blockedCountries.includes(country))
    throw forbidden("country_blocked");
}

/** Issues a token for a player who passed every check (registration, a passed challenge). */
export async function issueSession(
  services: Services,
  user: User,
  method: string,
  origin: SessionOrigin = {},
) {
  const issued = await services.sessions.issue(user.id, method, origin);
  return issued;
}

/**
 * Finishes a sign-in for a player whose credentials were checked: the one way every sign-in
 * method (password, social, Telegram) reaches a token.
 * @param method the login method (`email`, `google`, `facebook`, `telegram`)
 */
export async function completeSignIn(
  services: Services,
  user: User,
  method: string,
  origin: SignInOrigin,
): Promise<SignInOutcome> {
  if (user.disabled_at) throw forbidden("account_disabled");
  await assertMaySignIn(services.db, user.id, new Date(services.clock.now()));
  const base = {
    email: user.email ?? "",
    email_verified_at: user.email_verified_at?.toISOString() ?? null,
  };
  // Telegram sign-in never waits for an e-mail (the contract's rule for that method).
  if (services.config.emailVerification && method !== "telegram" && !user.email_verified_at) {
    return { ...base, token: null, two_factor: false, auth_id: null, expires_in: null };
  }
  if (user.two_factor_confirmed_at && user.two_factor_secret) {
    const authId = await openChallenge(
      services.db,
      {
        userId: user.id,
        method,
        ip: origin.ip,
        telegramInitHash: origin.telegramInitHash ?? null,
      },
      services.clock.now(),
    );
    return { ...base, token: null, two_factor: true, auth_id: authId, expires_in: null };
  }
  const { token, expiresIn } = await issueSession(services, user, method, origin);
  return { ...base, token, two_factor: false, auth_id: null, expires_in: expiresIn };
}

/** The throttle key of an account's sign-in (by user when it exists, else by the name typed). */
function signInKey(user: User | undefined, identifier: string): string {
  return user ? `sign-in:user:${user.id}` : `sign-in:name:${identifier.trim().toLowerCase()}`;
}

/**
 * Refuses a sign-in attempt while the account has to wait (429 with Retry-After), unless it
 * comes from an address the account signed in from before.
 */
export async function assertSignInAllowed(
  services: Services,
  user: User | undefined,
  identifier: string,
  ip: string,
): Promise<void> {
  if (user && (await services.sessions.knownAddress(user.id, ip))) return;
  await services.throttle.assertAllowed(signInKey(user, identifier));
}

/** Counts a failed sign-in against the account; tells the owner when throttling starts. */
export async function recordSignInFailure(
  services: Services,
  user: User | undefined,
  identifier: string,
): Promise<void> {
  const outcome = await services.throttle.fail(
    signInKey(user, identifier),
    services.config.throttles.signIn,
  );
  if (outcome.startedThrottling && user?.email) {
    await services.outbox.send({
      channel: "email",
      to: user.email,
      ...message(user.lang, "mail.signInFailures", {
        username: user.username,
        failures: outcome.failures,
      }),
    });
  }
}

/** Forgets an account's sign-in failures (after a successful sign-in or a password reset). */
export async function clearSignInFailures(services: Services, user: User): Promise<void> {
  await services.throttle.clear(signInKey(user, ""));
}
