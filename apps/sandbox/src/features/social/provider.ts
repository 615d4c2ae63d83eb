/**
 * Social sign-in identities. With a configured client id, an access token is
 * checked with the real provider (Google's tokeninfo/userinfo, Facebook's
 * debug_token and /me). Without one, in development, the sandbox provider
 * checks tokens it issued itself through `POST /dev/social/tokens`.
 */
import type { Db } from "../../db/types.ts";
import type { SandboxConfig } from "../../env.ts";
import { randomToken, sha256 } from "../../lib/crypto.ts";
import { ApiError } from "../../lib/errors.ts";

export type SocialProvider = "google" | "facebook";

/** What a provider tells us about the owner of an access token. */
export interface SocialIdentity {
  provider: SocialProvider;
  providerUserId: string;
  /** A usable (provider-verified) e-mail, or null. */
  email: string | null;
  name: string | null;
}

export interface SocialDeps {
  db: Db;
  config: SandboxConfig;
  clock: { now(): number };
  /** The HTTP client used to reach real providers (injectable for tests). */
  fetch?: typeof fetch;
}

/** The contract's answer to a token the provider rejects (or cannot check). */
const invalidToken = () =>
  new ApiError(422, "social_token_invalid", { errors: { access_token: ["social_token_invalid"] } });

/**
 * Issues a sandbox provider access token (dev endpoint).
 */
export async function issueSandboxSocialToken(
  deps: SocialDeps,
  input: {
    provider: SocialProvider;
    provider_user_id?: string;
    email?: string | null;
    name?: string;
    expires_in: number;
  },
) {
  const accessToken = `sandbox-${input.provider}-${randomToken(24)}`;
  const providerUserId =
    input.provider_user_id ?? `sbx${randomToken(9).replace(/[^A-Za-z0-9]/g, "")}`;
  const email =
    input.email === undefined
      ? `${providerUserId.toLowerCase()}@${input.provider}.sandbox.test`
      : input.email;
  await deps.db
    .insertInto("sandbox_social_tokens")
    .values({
      token_hash: sha256(accessToken),
      provider: input.provider,
      provider_user_id: providerUserId,
      email,
      name: input.name ?? null,
      expires_at: new Date(deps.clock.now() + input.expires_in * 1000),
    })
    .execute();
  return {
    access_token: accessToken,
    provider: input.provider,
    provider_user_id: providerUserId,
    email,
    expires_in: input.expires_in,
  };
}

async function sandboxIdentity(
  deps: SocialDeps,
  provider: SocialProvider,
  accessToken: string,
): Promise<SocialIdentity> {
  const row = await deps.db
    .selectFrom("sandbox_social_tokens")
    .selectAll()
    .where("token_hash", "=", sha256(accessToken))
    .where("provider", "=", provider)
    .where("expires_at", ">", new Date(deps.clock.now()))
    .executeTakeFirst();
  if (!row) throw invalidToken();
  return { provider, providerUserId: row.provider_user_id, email: row.email, name: row.name };
}

async function getJson(deps: SocialDeps, url: string): Promise<Record<string, unknown>> {
  const http = deps.fetch ?? fetch;
  let response: Response;
  try {
    response = await http(url, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    // The provider cannot be reached: the token cannot be confirmed.
    throw invalidToken();
  }
  if (!response.ok) throw invalidToken();
  return (await response.json()) as Record<string, unknown>;
}

async function googleIdentity(
  deps: SocialDeps,
  clientId: string,
  accessToken: string,
): Promise<SocialIdentity> {
  const token = encodeURIComponent(accessToken);
  const info = await getJson(deps, `https://oauth2.googleapis.com/tokeninfo?access_token=${token}`);
  const audience = String(info.aud ?? info.azp ?? "");
  if (audience !== clientId || !info.sub) throw invalidToken();
  const profile = await getJson(
    deps,
    `https://openidconnect.googleapis.com/v1/userinfo?access_token=${token}`,
  );
  const verified = profile.email_verified === true || profile.email_verified === "true";
  return {
    provider: "google",
    providerUserId: String(info.sub),
    email: verified && typeof profile.email === "string" ? profile.email : null,
    name: typeof profile.name === "string" ? profile.name : null,
  };
}

async function facebookIdentity(
  deps: SocialDeps,
  appId: string,
  secret: string,
  accessToken: string,
): Promise<SocialIdentity> {
  const token = encodeURIComponent(accessToken);
  const appToken = encodeURIComponent(`${appId}|${secret}`);
  const debug = await getJson(
    deps,
    `https://graph.facebook.com/debug_token?input_token=${token}&access_token=${appToken}`,
  );
  const data = (debug.data ?? {}) as Record<string, unknown>;
  if (data.is_valid !== true || String(data.app_id) !== appId || !data.user_id)
    throw invalidToken();
  const me = await getJson(
    deps,
    `https://graph.facebook.com/me?fields=id,name,email&access_token=${token}`,
  );
  return {
    provider: "facebook",
    providerUserId: String(data.user_id),
    email: typeof me.email === "string" ? me.email : null,
    name: typeof me.name === "string" ? me.name : null,
  };
}

/**
 * Resolves an access token to the provider's identity.
 * @throws ApiError 422 (`social_token_invalid`) for a bad token, and when neither a real client id nor
 *   the sandbox provider (SANDBOX_DEV) is available for the provider
 */
export async function verifySocialToken(
  deps: SocialDeps,
  provider: SocialProvider,
  accessToken: string,
): Promise<SocialIdentity> {
  const { config } = deps;
  if (provider === "google" && config.googleClientId)
    return googleIdentity(deps, config.googleClientId, accessToken);
  if (provider === "facebook" && config.facebookAppId && config.facebookAppSecret) {
    return facebookIdentity(deps, config.facebookAppId, config.facebookAppSecret, accessToken);
  }
  if (config.dev) return sandboxIdentity(deps, provider, accessToken);
  throw invalidToken();
}
