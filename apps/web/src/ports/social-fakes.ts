// Test doubles of the providers' SDKs (used by the social tests only): they install the globals
// the real scripts define and fire the injected script's load or error event, as a browser would.
import type {
  FacebookInitOptions,
  FacebookLoginResponse,
  FacebookSdk,
  GoogleIdentityServices,
  GoogleTokenClientConfig,
} from "./social-sdk.ts";
import { createSocialSignIn } from "./social.ts";
import type { SocialMode } from "./social-env.ts";

/** The API origin the social tests configure (nothing listens there). */
export const TEST_API_BASE_URL = "http://127.0.0.1:9";

/** The shell's social sign-in port for these provider ids (`providers` mode unless given). */
export function socialPort(
  googleClientId: string,
  facebookAppId: string,
  mode: SocialMode = "providers",
) {
  return createSocialSignIn({ mode, apiBaseUrl: TEST_API_BASE_URL, googleClientId, facebookAppId });
}

/** The `<script>` tags in the document's head, optionally only those with `src`. */
export function injectedScripts(src?: string): HTMLScriptElement[] {
  return [...document.head.querySelectorAll("script")].filter(
    (script) => src === undefined || script.src === src,
  );
}

function onlyScript(src: string): HTMLScriptElement {
  const scripts = injectedScripts(src);
  if (scripts.length !== 1) throw new Error(`expected one script ${src}, found ${scripts.length}`);
  return scripts[0]!;
}

/** Waits (a few event-loop turns at most) until a script with `src` is in the head. */
export async function scriptInjected(src: string): Promise<HTMLScriptElement> {
  for (let turn = 0; turn < 50; turn += 1) {
    const [script] = injectedScripts(src);
    if (script) return script;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error(`${src} was not injected`);
}

/** Runs `install` (the SDK defines its global) and fires the load event of the injected `src`. */
export function finishLoading(src: string, install: () => void = () => undefined): void {
  const script = onlyScript(src);
  install();
  script.dispatchEvent(new Event("load"));
}

/** Fires the error event of the injected `src` (offline, blocked). */
export function failLoading(src: string): void {
  onlyScript(src).dispatchEvent(new Event("error"));
}

/** A fake `window.google`: each `requestAccessToken()` lets `answer` call the client's callbacks. */
export function fakeGoogle(answer: (config: GoogleTokenClientConfig) => void) {
  const configs: GoogleTokenClientConfig[] = [];
  let requests = 0;
  const google: GoogleIdentityServices = {
    accounts: {
      oauth2: {
        initTokenClient(config) {
          configs.push(config);
          return {
            requestAccessToken() {
              requests += 1;
              queueMicrotask(() => answer(config));
            },
          };
        },
      },
    },
  };
  return {
    google,
    configs,
    requests: () => requests,
    install: () => void (window.google = google),
  };
}

/** A fake `window.FB`: each `login` answers `response`. */
export function fakeFacebook(response: FacebookLoginResponse) {
  const inits: FacebookInitOptions[] = [];
  const logins: { scope: string }[] = [];
  const FB: FacebookSdk = {
    init: (options) => void inits.push(options),
    login(callback, options) {
      logins.push(options);
      queueMicrotask(() => callback(response));
    },
  };
  return { FB, inits, logins, install: () => void (window.FB = FB) };
}

/** Removes the fake globals and every injected script (between tests). */
export function resetSocialSdks(): void {
  delete window.google;
  delete window.FB;
  for (const script of injectedScripts()) script.remove();
}

/** Starts a sign-in, fails its SDK's script and expects the `sdk_unavailable` refusal naming it. */
export async function expectSdkUnavailable(signIn: () => Promise<string>, src: string) {
  const token = signIn();
  failLoading(src);
  await expect(token).rejects.toMatchObject({
    reason: "sdk_unavailable",
    message: expect.stringContaining(src),
  });
}
