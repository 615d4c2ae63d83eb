/**
 * The web shell's configuration: the only place that reads `import.meta.env` (Vite `VITE_*`
 * variables). Defaults run the shell against the local sandbox (docs/app.md lists them).
 */
import { parseShellEnv } from "@casino/app";
import { parseBuyCryptoProviders } from "./buy-crypto-env.ts";
import { parseSocialEnv } from "./ports/social-env.ts";

const env = import.meta.env;

export const webEnv = {
  // Shared settings; registration needs e-mail verification by default (the sandbox default).
  ...parseShellEnv(env, { emailVerification: true }),
  /** Social sign-in: `VITE_SOCIAL_MODE` with `VITE_GOOGLE_CLIENT_ID` / `VITE_FACEBOOK_APP_ID`. */
  social: parseSocialEnv(env),
  /** Buy Crypto providers of this deployment (`VITE_BUY_CRYPTO_PROVIDERS`, JSON), besides the site settings' one. */
  buyCrypto: parseBuyCryptoProviders(env.VITE_BUY_CRYPTO_PROVIDERS),
} as const;
