import type { SocialProvider, SocialSignInPort } from "@casino/app";
import type { SocialMode } from "../env";

interface SocialEnv {
  mode: SocialMode;
  apiBaseUrl: string;
}

/**
 * Social sign-in for the web shell. In `sandbox` mode (development, tests) the sandbox's test
 * provider issues an access token through its dev endpoint (`POST /dev/social/tokens`), and the
 * sandbox accepts it as Google's or Facebook's would be. Real providers are not wired in this
 * release (see docs/app.md); `off` hides the buttons.
 */
export function createSocialSignIn({ mode, apiBaseUrl }: SocialEnv): SocialSignInPort | undefined {
  if (mode !== "sandbox") return undefined;
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
