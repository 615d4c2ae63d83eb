import type { ScriptLoader } from "./social-script.ts";
import { SocialSignInError } from "./social-error.ts";
import type { GoogleClientError, GoogleTokenResponse } from "./social-sdk.ts";

/** Google Identity Services' client library (a constant: never taken from configuration). */
export const GOOGLE_SDK_URL = "https://accounts.google.com/gsi/client";
/** What the token asks for: the sandbox/API reads the player's e-mail and name with it. */
export const GOOGLE_SCOPE = "openid email profile";

interface GoogleSignInOptions {
  clientId: string;
  window: Window;
  loadScript: ScriptLoader;
}

function fromClientError(error: GoogleClientError): SocialSignInError {
  if (error.type === "popup_closed")
    return new SocialSignInError("cancelled", "The Google window was closed");
  if (error.type === "popup_failed_to_open") {
    return new SocialSignInError(
      "provider_error",
      "The Google window could not open (pop-ups blocked?)",
    );
  }
  return new SocialSignInError(
    "provider_error",
    `Google sign-in failed (${error.type}${error.message ? `: ${error.message}` : ""})`,
  );
}

function fromTokenResponse(response: GoogleTokenResponse): string | SocialSignInError {
  if (response.access_token) return response.access_token;
  if (response.error === "access_denied")
    return new SocialSignInError("cancelled", "Access was not granted on Google");
  const detail = response.error_description ?? response.error ?? "no access token";
  return new SocialSignInError("provider_error", `Google sign-in failed (${detail})`);
}

/**
 * Google sign-in with Google Identity Services' token model: loads the client library on the
 * first call (a click), opens Google's pop-up with `requestAccessToken()` and resolves with the
 * access token; rejects with a {@link SocialSignInError} when the player closes the pop-up or
 * refuses, or when Google answers an error.
 */
export function createGoogleSignIn({
  clientId,
  window,
  loadScript,
}: GoogleSignInOptions): () => Promise<string> {
  return async () => {
    await loadScript(GOOGLE_SDK_URL, () => Boolean(window.google?.accounts?.oauth2));
    const oauth2 = window.google!.accounts.oauth2;
    return new Promise<string>((resolve, reject) => {
      const client = oauth2.initTokenClient({
        client_id: clientId,
        scope: GOOGLE_SCOPE,
        callback: (response) => {
          const result = fromTokenResponse(response);
          if (typeof result === "string") resolve(result);
          else reject(result);
        },
        error_callback: (error) => reject(fromClientError(error)),
      });
      client.requestAccessToken();
    });
  };
}
