// Reports the minified + gzipped size of the kit: everything it exports, and
// the subset the lobby screens use. React, react-dom and styled-components are
// peers (the apps ship them once) and are left out.
//   pnpm --filter @casino/ui run size
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "vite";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const entry = path.join(root, "src/index.ts");
const exported = new Set(readFileSync(entry, "utf8").match(/\b[A-Z][A-Za-z]+\b/g));

/** Components a lobby page renders (shell, game catalogue, promotions, overlays). */
const lobby = [
  "ThemeProvider",
  "darkTheme",
  "createTelegramTheme",
  "AppHeader",
  "SideMenu",
  "BottomNav",
  "Footer",
  "LanguagePicker",
  "WalletSelector",
  "CurrencyAmount",
  "CoinIcon",
  "Avatar",
  "Badge",
  "SearchField",
  "CategoryNav",
  "GameGrid",
  "GameCard",
  "ProviderCard",
  "LiveBetsFeed",
  "Tabs",
  "Carousel",
  "PromotionCard",
  "TournamentCard",
  "Countdown",
  "Button",
  "IconButton",
  "Link",
  "Dialog",
  "Drawer",
  "ToastContainer",
  "LoadingBar",
  "SplashScreen",
  "Skeleton",
  "EmptyState",
  "VipLevelBadge",
  "ProgressBar",
];

async function measure(names) {
  const dir = mkdtempSync(path.join(tmpdir(), "ui-size-"));
  const file = path.join(dir, "entry.js");
  writeFileSync(
    file,
    names
      ? `export { ${names.join(", ")} } from ${JSON.stringify(entry)};\n`
      : `export * from ${JSON.stringify(entry)};\n`,
  );
  try {
    const result = await build({
      configFile: false,
      logLevel: "silent",
      root,
      define: { "process.env.NODE_ENV": '"production"' },
      build: {
        write: false,
        minify: true,
        lib: { entry: file, formats: ["es"], fileName: "kit" },
        rollupOptions: {
          external: [/^react($|\/)/, /^react-dom($|\/)/, /^styled-components($|\/)/],
        },
      },
    });
    const output = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    const code = output
      .filter((o) => o.type === "chunk")
      .map((o) => o.code)
      .join("\n");
    return { raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const present = lobby.filter((name) => exported.has(name) || name.endsWith("Theme"));
const missing = lobby.filter((name) => !present.includes(name));
const all = await measure(null);
const used = await measure(present);
console.log(`whole kit:          ${kb(all.raw)} min, ${kb(all.gzip)} gzip`);
console.log(`lobby (${present.length} exports): ${kb(used.raw)} min, ${kb(used.gzip)} gzip`);
if (missing.length) console.log(`not exported yet, left out: ${missing.join(", ")}`);
