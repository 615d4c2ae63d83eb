/**
 * What happens once a player has proved who they are (password, provider,
 * Telegram): disabled accounts and blocked countries are refused, an
 * unverified e-mail or confirmed two-factor authentication stop short of a
 * token, otherwise a bearer token is issued and the day's login reward recorded.
 */
import type { User } from "../../db/types.ts";
import { randomToken } from "../../lib/crypto.ts";
import { forbidden } from "../../lib/errors.ts";
import type { Services } from "../../services.ts";

/** How long an `auth_id` of a pending two-factor sign-in is valid. */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 10 * 60_000;

export interface SignInOutcome {
  token: string | null;
  two_factor: boolean;
  auth_id: string | null;
  email: string;
  email_verified_at: string | null;
  /** Token lifetime in seconds, null without a token. */
  expires_in: number | null;
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

/** Records the first sign-in of the UTC day (the daily login reward). */
export async function recordDailyLogin(services: Services, userId: number): Promise<void> {
  const now = services.clock.now();
  await services.db
    .insertInto("login_rewards")
    .values({ user_id: userId, day: utcDay(now), claimed_at: new Date(now) })
    .onConflict((oc) => oc.columns(["user_id", "day"]).doNothing())
    .execute();
}

/** Issues a token for a player who passed every check. */
export async function issueSession(services: Services, user: User, method: string) {
  const issued = await services.sessions.issue(user.id, method);
  await recordDailyLogin(services, user.id);
  return issued;
}

/**
 * Finishes a sign-in for a player whose credentials were checked.
 * @param method the login method (`email`, `google`, `facebook`)
 */
export async function completeSignIn(
  services: Services,
  user: User,
  method: string,
): Promise<SignInOutcome> {
  if (user.disabled_at) throw forbidden("account_disabled");
  const base = {
    email: user.email ?? "",
    email_verified_at: user.email_verified_at?.toISOString() ?? null,
  };
  if (services.config.emailVerification && !user.email_verified_at) {
    return { ...base, token: null, two_factor: false, auth_id: null, expires_in: null };
  }
  if (user.two_factor_confirmed_at && user.two_factor_secret) {
    const authId = randomToken(24);
    const now = services.clock.now();
    await services.db
      .insertInto("two_factor_challenges")
      .values({
        id: authId,
        user_id: user.id,
        login_method: method,
        expires_at: new Date(now + TWO_FACTOR_CHALLENGE_TTL_MS),
        created_at: new Date(now),
      })
      .execute();
    return { ...base, token: null, two_factor: true, auth_id: authId, expires_in: null };
  }
  const { token, expiresIn } = await issueSession(services, user, method);
  return { ...base, token, two_factor: false, auth_id: null, expires_in: expiresIn };
}
