/**
 * The few parts of the providers' browser SDKs the web shell calls, typed minimally: Google
 * Identity Services' OAuth 2.0 token model (`window.google`) and the Facebook JavaScript SDK
 * (`window.FB`). Both globals exist only after the player clicked a button and the SDK loaded.
 */

/** What Google's token client hands to `callback`: a token, or an OAuth error (`access_denied`...). */
export interface GoogleTokenResponse {
  access_token?: string;
  error?: string;
  error_description?: string;
}

/** What Google's token client hands to `error_callback` (errors outside OAuth). */
export interface GoogleClientError {
  /** `popup_closed`, `popup_failed_to_open`, `unknown`, or a type added later. */
  type: string;
  message?: string;
}

/** Options of `google.accounts.oauth2.initTokenClient` that the shell sets. */
export interface GoogleTokenClientConfig {
  client_id: string;
  scope: string;
  callback: (response: GoogleTokenResponse) => void;
  error_callback?: (error: GoogleClientError) => void;
}

/** A token client: `requestAccessToken()` opens Google's pop-up. */
export interface GoogleTokenClient {
  requestAccessToken(): void;
}

/** `window.google` once `https://accounts.google.com/gsi/client` ran. */
export interface GoogleIdentityServices {
  accounts: { oauth2: { initTokenClient(config: GoogleTokenClientConfig): GoogleTokenClient } };
}

/** `FB.login`'s answer: `connected` with an `authResponse`, else the player did not grant access. */
export interface FacebookLoginResponse {
  status: "connected" | "not_authorized" | "unknown";
  authResponse?: { accessToken?: string; userID?: string; expiresIn?: number } | null;
}

/** Options of `FB.init` that the shell sets. */
export interface FacebookInitOptions {
  appId: string;
  version: string;
  cookie: boolean;
  xfbml: boolean;
}

/** `window.FB` once `https://connect.facebook.net/<locale>/sdk.js` ran. */
export interface FacebookSdk {
  init(options: FacebookInitOptions): void;
  login(callback: (response: FacebookLoginResponse) => void, options: { scope: string }): void;
}

declare global {
  interface Window {
    google?: GoogleIdentityServices;
    FB?: FacebookSdk;
  }
}
