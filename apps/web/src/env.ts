/**
 * The web shell's configuration: the only place that reads `import.meta.env` (Vite `VITE_*`
 * variables). Defaults run the shell against the local sandbox (docs/app.md lists them).
 */
import { parseShellEnv } from "@casino/app";
import { parseBuyCryptoProviders } from "./buy-crypto-env";

const env = import.meta.env;

/** Which social sign-in the buttons use: the sandbox's test provider, the real ones, or none. */
export type SocialMode = "sandbox" | "providers" | "off";

export const webEnv = {
  // Shared settings; registration needs e-mail verification by default (the sandbox default).
  ...parseShellEnv(env, { emailVerification: true }),
  social: {
    mode: (env.VITE_SOCIAL_MODE || "sandbox") as SocialMode,
    googleClientId: env.VITE_GOOGLE_CLIENT_ID || "",
    facebookAppId: env.VITE_FACEBOOK_APP_ID || "",
  },
  /** Buy Crypto providers of this deployment (`VITE_BUY_CRYPTO_PROVIDERS`, JSON), besides the site settings' one. */
  buyCrypto: parseBuyCryptoProviders(env.VITE_BUY_CRYPTO_PROVIDERS),
} as const;
