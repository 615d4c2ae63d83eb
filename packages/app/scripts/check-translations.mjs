// `pnpm --filter @casino/app check` (turbo task `check`, part of `pnpm test`): fails when any message
// of the source catalog lacks a translation in any locale, when a translation drops or invents an
// ICU placeholder, or when a locale's catalog has messages the source does not (stale extraction).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { locales as contractLocales } from "@casino/api";
import PO from "pofile";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const source = "en";
/** Every interface language of the contract but the source. */
const locales = contractLocales.filter((locale) => locale !== source);

/** Loads one locale's catalog as msgid -> msgstr. */
export function loadCatalog(locale, dir = root) {
  const po = PO.parse(
    readFileSync(path.join(dir, "src", "locales", locale, "messages.po"), "utf8"),
  );
  return new Map(
    po.items
      .filter((item) => item.msgid && !item.obsolete)
      .map((item) => [item.msgid, item.msgstr.join("")]),
  );
}

/** Placeholder names of an ICU message (`{name}`, `{count, plural, ...}`), sorted. */
export function placeholders(message) {
  return [
    ...new Set([...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*(?:,|\})/g)].map((m) => m[1])),
  ].sort();
}

/** Problems of the catalogs in `dir`, as readable lines. */
export function findProblems(dir = root) {
  const problems = [];
  const ids = [...loadCatalog(source, dir).keys()];
  for (const locale of locales) {
    const catalog = loadCatalog(locale, dir);
    for (const id of ids) {
      const translation = catalog.get(id);
      if (!translation || !translation.trim())
        problems.push(`${locale}: missing translation of "${id}"`);
      else if (placeholders(id).join() !== placeholders(translation).join())
        problems.push(`${locale}: placeholders differ in "${id}"`);
    }
    for (const id of catalog.keys())
      if (!ids.includes(id))
        problems.push(`${locale}: "${id}" is not in the source catalog (run i18n:extract)`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = findProblems();
  if (problems.length > 0) {
    console.error(`Translations incomplete (${problems.length}):\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log(
    `Translations complete: ${loadCatalog(source).size} messages in ${locales.length + 1} locales.`,
  );
}
