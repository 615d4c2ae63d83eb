import type { ScriptLoader } from "./social-script.ts";
import { SocialSignInError } from "./social-error.ts";
import type { FacebookSdk } from "./social-sdk.ts";

/** Graph API version the SDK is initialised with. */
export const FACEBOOK_API_VERSION = "v21.0";

/** The SDK's locale per interface language (a fixed list: the URL never holds configuration). */
const facebookLocales: Record<string, string> = {
  en: "en_US",
  de: "de_DE",
  ja: "ja_JP",
  fr: "fr_FR",
  nl: "nl_NL",
  pt: "pt_BR",
  tr: "tr_TR",
  es: "es_ES",
  ru: "ru_RU",
};

/** The Facebook SDK's URL for an interface language (`en_US` for any other). */
export function facebookSdkUrl(language: string): string {
  const locale = facebookLocales[language.slice(0, 2).toLowerCase()] ?? "en_US";
  return `https://connect.facebook.net/${locale}/sdk.js`;
}

interface FacebookSignInOptions {
  appId: string;
  window: Window;
  loadScript: ScriptLoader;
  /** The interface language when the player clicks (default: the page's `lang`). */
  language?: () => string;
}

/**
 * Facebook sign-in with the JavaScript SDK: loads it on the first call (a click) in the interface
 * language, initialises it once (no cookie, no XFBML parsing), opens `FB.login` asking for the
 * e-mail and resolves with the access token; rejects with a {@link SocialSignInError} (`cancelled`)
 * when the player closes the window or does not grant access.
 */
export function createFacebookSignIn({
  appId,
  window,
  loadScript,
  language,
}: FacebookSignInOptions): () => Promise<string> {
  const currentLanguage = language ?? (() => window.document.documentElement.lang || "en");
  let initialised: FacebookSdk | null = null;
  return async () => {
    await loadScript(facebookSdkUrl(currentLanguage()), () => Boolean(window.FB));
    const sdk = window.FB!;
    if (initialised !== sdk) {
      sdk.init({ appId, version: FACEBOOK_API_VERSION, cookie: false, xfbml: false });
      initialised = sdk;
    }
    return new Promise<string>((resolve, reject) => {
      sdk.login(
        (response) => {
          const token =
            response.status === "connected" ? response.authResponse?.accessToken : undefined;
          if (token) resolve(token);
          else
            reject(
              new SocialSignInError("cancelled", "Facebook sign-in was cancelled or not granted"),
            );
        },
        { scope: "email" },
      );
    });
  };
}
