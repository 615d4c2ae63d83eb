// `pnpm --filter @casino/app check` (turbo task `check`): fails when a committed compiled catalog
// (`src/locales/<locale>/messages.ts`, what the app loads) is not what `lingui compile` makes of
// that locale's `.po` file today. A translation fixed in the `.po` but never compiled would
// otherwise reach players only in builds that happen to run the compiler. Compiles in memory, so
// it never rewrites a file other tasks may be reading.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createCompiledCatalog, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const config = getConfig({ cwd: root });
const stale = [];
for (const catalog of await getCatalogs(config)) {
  for (const locale of config.locales) {
    const { messages } = await catalog.getTranslations(locale, {
      fallbackLocales: config.fallbackLocales,
      sourceLocale: config.sourceLocale,
    });
    const { source } = createCompiledCatalog(locale, messages, {
      strict: false,
      namespace: "ts",
      compilerBabelOptions: config.compilerBabelOptions,
    });
    const file = `${catalog.getFilename(locale).replace(/\.po$/, "")}.ts`;
    if (readFileSync(file, "utf8") !== source) stale.push(path.relative(root, file));
  }
}
if (stale.length > 0) {
  console.error(
    `Compiled catalogs differ from their .po files: ${stale.join(", ")}\n` +
      "Run `pnpm --filter @casino/app i18n:compile` and commit the result.",
  );
  process.exit(1);
}
console.log(`Compiled catalogs match their .po files (${config.locales.length} locales).`);
