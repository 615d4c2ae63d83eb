import { fileURLToPath } from "node:url";
import babel from "@rolldown/plugin-babel";
import { getConfig } from "@lingui/conf";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** Lingui's configuration lives with the catalogs in packages/app. */
const linguiConfig = { configPath: fileURLToPath(new URL("../../packages/app/lingui.config.ts", import.meta.url)) };

// A build id for the running bundle (compared with builds/latest.json by the core's build check).
process.env.VITE_BUILD_ID ??= new Date().toISOString().replace(/[^0-9]/g, "").slice(0, 14);

export default defineConfig({
  plugins: [react(), lingui(linguiConfig), babel({ presets: [linguiTransformerBabelPreset({ linguiConfig: getConfig(linguiConfig) }, linguiConfig)] })],
  server: { port: 3000, strictPort: true },
  preview: { port: 3000, strictPort: true },
  build: { target: "es2022", sourcemap: true },
});
