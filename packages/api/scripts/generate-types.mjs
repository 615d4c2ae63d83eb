#!/usr/bin/env node
// Generates src/generated/schema.ts from openapi.yaml with openapi-typescript.
// `--check` regenerates in memory and fails when the committed file is stale.
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const source = resolve(root, "openapi.yaml");
const target = resolve(root, "src/generated/schema.ts");
const header =
  "// Generated from openapi.yaml by scripts/generate-types.mjs. Do not edit: run `pnpm --filter @casino/api generate`.\n\n";

const ast = await openapiTS(pathToFileURL(source), {
  alphabetize: false,
  exportType: false,
  // Every enum of the contract also as a runtime list (`localeValues`, `messageKeyValues`, ...).
  enumValues: true,
});
const generated = header + astToString(ast);

if (process.argv.includes("--check")) {
  const committed = await readFile(target, "utf8").catch(() => "");
  if (committed !== generated) {
    console.error(
      "src/generated/schema.ts is stale: openapi.yaml changed without regenerating the types.\n" +
        "Run `pnpm --filter @casino/api generate` and commit the result.",
    );
    process.exit(1);
  }
  console.log("Generated API types are up to date.");
} else {
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, generated);
  console.log(`Wrote ${target}`);
}
