import type { SocialProvider } from "@casino/app";
import { createFacebookSignIn } from "./social-facebook.ts";
import { createGoogleSignIn } from "./social-google.ts";
import { createScriptLoader } from "./social-script.ts";

/** One sign-in per configured provider: each resolves with the provider's access token. */
export type ProviderSignIns = Partial<Record<SocialProvider, () => Promise<string>>>;

/**
 * The real providers' sign-ins (Google with `googleClientId`, Facebook with `facebookAppId`),
 * sharing one script loader. The web shell imports this module on the first click, so none of
 * it is on the critical path.
 */
export function createProviderSignIns(
  { googleClientId, facebookAppId }: { googleClientId: string; facebookAppId: string },
  browser: Window,
): ProviderSignIns {
  const loadScript = createScriptLoader(browser.document);
  const signIns: ProviderSignIns = {};
  if (googleClientId)
    signIns.google = createGoogleSignIn({ clientId: googleClientId, window: browser, loadScript });
  if (facebookAppId)
    signIns.facebook = createFacebookSignIn({ appId: facebookAppId, window: browser, loadScript });
  return signIns;
}
