import type { ViteEnv } from "@casino/app";

/** Which social sign-in the buttons use: the sandbox's test provider, the real ones, or none. */
export type SocialMode = "sandbox" | "providers" | "off";

/** The social part of the web shell's configuration. */
export interface SocialConfig {
  mode: SocialMode;
  /** Google OAuth client id (`providers` mode): empty hides the Google button. */
  googleClientId: string;
  /** Facebook app id (`providers` mode): empty hides the Facebook button. */
  facebookAppId: string;
}

const modes: readonly SocialMode[] = ["sandbox", "providers", "off"];

function text(env: ViteEnv, name: string): string {
  const value = env[name];
  return typeof value === "string" ? value.trim() : "";
}

/**
 * Reads `VITE_SOCIAL_MODE` (default `sandbox`; a value that is none of the modes turns the buttons
 * off rather than guessing), `VITE_GOOGLE_CLIENT_ID` and `VITE_FACEBOOK_APP_ID`.
 */
export function parseSocialEnv(env: ViteEnv): SocialConfig {
  const raw = text(env, "VITE_SOCIAL_MODE").toLowerCase() || "sandbox";
  const mode = modes.find((candidate) => candidate === raw) ?? "off";
  return {
    mode,
    googleClientId: text(env, "VITE_GOOGLE_CLIENT_ID"),
    facebookAppId: text(env, "VITE_FACEBOOK_APP_ID"),
  };
}
