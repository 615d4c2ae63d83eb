import { fileURLToPath } from "node:url";
import babel from "@rolldown/plugin-babel";
import { getConfig } from "@lingui/conf";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/** Lingui's configuration lives with the catalogs in packages/app. */
const linguiConfig = {
  configPath: fileURLToPath(new URL("../../packages/app/lingui.config.ts", import.meta.url)),
};

// A build id for the running bundle (compared with builds/latest.json by the core's build check).
process.env.VITE_BUILD_ID ??= new Date()
  .toISOString()
  .replace(/[^0-9]/g, "")
  .slice(0, 14);

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

export default defineConfig({
  plugins: [
    react(),
    lingui(linguiConfig),
    babel({
      presets: [
        linguiTransformerBabelPreset({ linguiConfig: getConfig(linguiConfig) }, linguiConfig),
      ],
    }),
    latestBuild(process.env.VITE_BUILD_ID),
  ],
  server: { port: 3001, strictPort: true },
  preview: { port: 3001, strictPort: true },
  build: { target: "es2022", sourcemap: true },
});
