import type { SocialProvider, SocialSignInPort } from "@casino/app";
import { SocialSignInError } from "./social-error.ts";
import type { ProviderSignIns } from "./social-providers.ts";
import type { SocialConfig } from "./social-env.ts";

/** What {@link createSocialSignIn} needs: the social configuration and the sandbox's address. */
export interface SocialEnv extends SocialConfig {
  apiBaseUrl: string;
}

function sandboxSignIn(apiBaseUrl: string): SocialSignInPort {
  return {
    providers: ["google", "facebook"],
    async getAccessToken(provider: SocialProvider) {
      const response = await fetch(`${apiBaseUrl}/dev/social/tokens`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ provider, expires_in: 3600 }),
      });
      if (!response.ok) throw new Error(`sandbox social provider answered ${response.status}`);
      const body = (await response.json()) as { data?: { access_token?: string } };
      const token = body.data?.access_token;
      if (!token) throw new Error("sandbox social provider returned no token");
      return token;
    },
  };
}

function providersSignIn(config: SocialConfig, browser: Window): SocialSignInPort | undefined {
  const configured = { google: config.googleClientId, facebook: config.facebookAppId };
  const providers = (["google", "facebook"] as const).filter((provider) => configured[provider]);
  if (providers.length === 0) return undefined;
  // The providers' code (and, through it, their SDKs) loads on the first click only.
  let signIns: Promise<ProviderSignIns> | null = null;
  const load = () =>
    (signIns ??= import("./social-providers.ts").then(
      (module) => module.createProviderSignIns(config, browser),
      (error: unknown) => {
        signIns = null;
        throw new SocialSignInError(
          "sdk_unavailable",
          `Could not load the sign-in code (${String(error)})`,
        );
      },
    ));
  return {
    providers,
    async getAccessToken(provider) {
      const signIn = providers.includes(provider) ? (await load())[provider] : undefined;
      if (!signIn)
        throw new SocialSignInError("provider_error", `${provider} sign-in is not configured`);
      return signIn();
    },
  };
}

/**
 * Social sign-in for the web shell.
 * - `sandbox` (development, tests): the sandbox's test provider issues an access token through its
 *   dev endpoint (`POST /dev/social/tokens`), which the sandbox accepts as Google's or Facebook's.
 * - `providers`: the real providers, each only when its id is configured (Google Identity Services'
 *   token model with `googleClientId`, the Facebook SDK with `facebookAppId`). Their scripts load
 *   when the player clicks a button, never before. Neither configured: no port (no buttons).
 * - `off`: no port.
 */
export function createSocialSignIn(
  env: SocialEnv,
  browser: Window = window,
): SocialSignInPort | undefined {
  if (env.mode === "sandbox") return sandboxSignIn(env.apiBaseUrl);
  if (env.mode === "providers") return providersSignIn(env, browser);
  return undefined;
}
