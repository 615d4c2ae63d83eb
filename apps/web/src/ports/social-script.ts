import { SocialSignInError } from "./social-error.ts";

/**
 * Loads a provider SDK's script and resolves once `ready()` (its global exists) holds. The URL is
 * one of the ports' constants, never configuration.
 */
export type ScriptLoader = (src: string, ready: () => boolean) => Promise<void>;

/**
 * A {@link ScriptLoader} for `document`: each URL is injected once (`async`) and its promise
 * cached, so later clicks reuse the loaded SDK. Nothing is injected when the SDK is already there.
 * A failed load rejects with a {@link SocialSignInError} (`sdk_unavailable`) and removes its tag,
 * so the player's next click tries again.
 */
export function createScriptLoader(document: Document): ScriptLoader {
  const loads = new Map<string, Promise<void>>();
  return (src, ready) => {
    const cached = loads.get(src);
    if (cached) return cached;
    if (ready()) return Promise.resolve();
    const load = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      const fail = (message: string) => {
        script.remove();
        loads.delete(src);
        reject(new SocialSignInError("sdk_unavailable", message));
      };
      script.src = src;
      script.async = true;
      script.onload = () => (ready() ? resolve() : fail(`${src} loaded without defining its SDK`));
      script.onerror = () =>
        fail(`Could not load ${src} (offline, or blocked by the browser or an extension)`);
      document.head.appendChild(script);
    });
    loads.set(src, load);
    return load;
  };
}
