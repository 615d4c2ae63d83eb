// The build pieces both shells (apps/web and apps/mini-app) share: React, Lingui's macros and
// catalogs, the build id with its `builds/latest.json`, the dev and preview port, the build target.
// Each shell's vite.config.ts adds its own Content-Security-Policy and plugins (the web's PWA).
import { fileURLToPath } from "node:url";
import babel from "@rolldown/plugin-babel";
import { getConfig } from "@lingui/conf";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";

/** Lingui's configuration lives with the catalogs in packages/app. */
const linguiConfig = {
  configPath: fileURLToPath(new URL("../../packages/app/lingui.config.ts", import.meta.url)),
};

// A build id for the running bundle (compared with builds/latest.json by the core's build check).
process.env.VITE_BUILD_ID ??= new Date()
  .toISOString()
  .replace(/[^0-9]/g, "")
  .slice(0, 14);

/** This build's id (`VITE_BUILD_ID`, else the build's UTC time). */
export const buildId = process.env.VITE_BUILD_ID;

/** Emits `builds/latest.json` with this build's id: running pages of older builds reload on their next navigation. */
function latestBuild() {
  return {
    name: "casino:latest-build",
    apply: "build",
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "builds/latest.json",
        source: `${JSON.stringify({ buildId, builtAt: new Date().toISOString() })}\n`,
      });
    },
  };
}

/**
 * The font files the first screen needs (the kit's fonts.css: Latin body and display), preloaded by
 * the page so they download beside the scripts instead of after the first render. At most these
 * two: every other script's file loads when its characters appear (unicode-range).
 */
export const firstScreenFonts = [
  "inter-latin-wght-normal.woff2",
  "unbounded-latin-700-normal.woff2",
];

/** Adds `<link rel="preload" as="font">` for `firstScreenFonts` to the built page (their hashed URLs). */
function fontPreload(files = firstScreenFonts) {
  let base = "/";
  return {
    name: "casino:font-preload",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const assets = Object.values(context.bundle ?? {}).filter((item) => item.type === "asset");
        return files.flatMap((file) => {
          const asset = assets.find((item) =>
            [...(item.originalFileNames ?? []), ...(item.names ?? [])].some((name) =>
              name.endsWith(file),
            ),
          );
          if (!asset) throw new Error(`font-preload: ${file} is not in the bundle`);
          return [
            {
              tag: "link",
              attrs: {
                rel: "preload",
                as: "font",
                type: "font/woff2",
                crossorigin: "",
                href: `${base}${asset.fileName}`,
              },
              injectTo: "head",
            },
          ];
        });
      },
    },
  };
}

/**
 * React, Lingui (macros and compiled catalogs), `builds/latest.json` and the first screen's font
 * preloads, in that order.
 */
export function shellPlugins() {
  return [
    react(),
    lingui(linguiConfig),
    babel({
      presets: [
        linguiTransformerBabelPreset({ linguiConfig: getConfig(linguiConfig) }, linguiConfig),
      ],
    }),
    latestBuild(),
    fontPreload(),
  ];
}

/** The dev and preview servers on the shell's port (strict), and the build target with source maps. */
export function shellOptions(port) {
  return {
    server: { port, strictPort: true },
    preview: { port, strictPort: true },
    build: { target: "es2022", sourcemap: true },
  };
}
