import { fileURLToPath } from "node:url";
import babel from "@rolldown/plugin-babel";
import { getConfig } from "@lingui/conf";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { contentSecurityPolicy, cspPlugin, parseShellEnv } from "@casino/app/build";

/** Lingui's configuration lives with the catalogs in packages/app. */
const linguiConfig = {
  configPath: fileURLToPath(new URL("../../packages/app/lingui.config.ts", import.meta.url)),
};

// A build id for the running bundle (compared with builds/latest.json by the core's build check).
process.env.VITE_BUILD_ID ??= new Date()
  .toISOString()
  .replace(/[^0-9]/g, "")
  .slice(0, 14);
const buildId = process.env.VITE_BUILD_ID;

/** Emits `builds/latest.json` with this build's id, which running copies poll to notice a new build. */
function latestBuild(buildId: string): Plugin {
  return {
    name: "casino-latest-build",
    apply: "build",
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "builds/latest.json",
        source: `${JSON.stringify({ build_id: buildId })}\n`,
      });
    },
  };
}

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
  plugins: [
    cspPlugin(() => miniAppPolicy(mode)),
    react(),
    lingui(linguiConfig),
    babel({
      presets: [
        linguiTransformerBabelPreset({ linguiConfig: getConfig(linguiConfig) }, linguiConfig),
      ],
    }),
    latestBuild(buildId),
  ],
  server: { port: 3001, strictPort: true },
  preview: { port: 3001, strictPort: true },
  build: { target: "es2022", sourcemap: true },
}));
