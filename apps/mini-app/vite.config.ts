import { defineConfig, loadEnv } from "vite";
import { contentSecurityPolicy, cspPlugin, parseShellEnv } from "@casino/app/build";
import { shellOptions, shellPlugins } from "@casino/vite-config";

/**
 * The production page's Content-Security-Policy (docs/security.md): the app, the API and realtime
 * origins, the seal and analytics hosts (`VITE_CSP_SCRIPT_HOSTS`). The Telegram SDK is bundled and
 * talks to Telegram through `postMessage` / the native bridge, so no Telegram host is a source;
 * Telegram's avatars (`https://t.me/i/userpic/...`) are https images. `frame-ancestors` (Telegram
 * Web embeds the app) needs a header from the static server.
 */
function miniAppPolicy(mode: string): string {
  const env = loadEnv(mode, process.cwd(), "VITE_");
  return contentSecurityPolicy(parseShellEnv(env, { emailVerification: false }));
}

export default defineConfig(({ mode }) => ({
  plugins: [cspPlugin(() => miniAppPolicy(mode)), ...shellPlugins()],
  ...shellOptions(3001),
}));
