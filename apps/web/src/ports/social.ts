import type { SocialProvider, SocialSignInPort } from "@casino/app";
import { createFacebookSignIn } from "./social-facebook";
import { createGoogleSignIn } from "./social-google";
import { createScriptLoader, SocialSignInError } from "./social-script";
import type { SocialConfig } from "./social-env";

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

function providersSignIn(
  { googleClientId, facebookAppId }: SocialConfig,
  browser: Window,
): SocialSignInPort | undefined {
  const loadScript = createScriptLoader(browser.document);
  const signIns: Partial<Record<SocialProvider, () => Promise<string>>> = {};
  if (googleClientId)
    signIns.google = createGoogleSignIn({ clientId: googleClientId, window: browser, loadScript });
  if (facebookAppId)
    signIns.facebook = createFacebookSignIn({ appId: facebookAppId, window: browser, loadScript });
  const providers = (["google", "facebook"] as const).filter((provider) => signIns[provider]);
  if (providers.length === 0) return undefined;
  return {
    providers,
    getAccessToken(provider) {
      const signIn = signIns[provider];
      if (!signIn)
        return Promise.reject(
          new SocialSignInError("provider_error", `${provider} sign-in is not configured`),
        );
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
