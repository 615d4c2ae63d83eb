// Features import each other only through their `index.ts`, and never both ways.
//
// A package's `src/features/<name>/` folders are its capabilities. One feature may use another's
// public face (what its `index.ts` exports), and the dependency between two features runs one way:
// when `bets` and `bonuses` each import the other, neither can be read, tested or moved alone.
// The rule checks every relative import of a non-test file inside a feature: a static import or
// re-export that lands in another feature must name that feature's `index.ts` (a dynamic `import()`
// may name the file it splits into its own chunk), and any import is an error when the other
// feature imports this one too (read from the files on disk, once per run).
import fs from "node:fs";
import path from "node:path";

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.tsx?$|[\\/]test[\\/]/;
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

/** The feature a path lies in, or null outside the features root (or directly in it). */
function featureOf(root, file) {
  const rel = path.relative(root, file);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

const graphs = new Map();

/** Which features each feature imports, from the non-test sources under `root`. */
function featureGraph(root) {
  let graph = graphs.get(root);
  if (graph) return graph;
  graph = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name) && !TEST.test(full)) {
        const from = featureOf(root, full);
        if (!from) continue;
        for (const match of fs.readFileSync(full, "utf8").matchAll(RELATIVE_IMPORT)) {
          const to = featureOf(root, path.resolve(path.dirname(full), match[1]));
          if (!to || to === from) continue;
          if (!graph.has(from)) graph.set(from, new Set());
          graph.get(from).add(to);
        }
      }
    }
  };
  if (fs.existsSync(root)) walk(root);
  graphs.set(root, graph);
  return graph;
}

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Features import each other only through index.ts, never both ways." },
    schema: [
      {
        type: "object",
        properties: { root: { type: "string" } },
        additionalProperties: false,
      },
    ],
    messages: {
      deep: "Import feature '{{to}}' through its index.ts, not its file '{{file}}'.",
      twoWay:
        "Features '{{from}}' and '{{to}}' import each other: keep the dependency one way (the lower feature exposes what the higher one needs, or an event).",
    },
  },
  create(context) {
    const filename = context.filename;
    if (TEST.test(filename)) return {};
    const root = path.resolve(context.cwd, context.options[0]?.root ?? "src/features");
    const from = featureOf(root, filename);
    if (!from) return {};
    const check = (node, source, splitsChunk = false) => {
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const target = path.resolve(path.dirname(filename), source);
      const to = featureOf(root, target);
      if (!to || to === from) return;
      const inFeature = path.relative(path.join(root, to), target);
      if (!splitsChunk && !/^index\.tsx?$/.test(inFeature)) {
        context.report({ node, messageId: "deep", data: { to, file: inFeature } });
      }
      if (featureGraph(root).get(to)?.has(from)) {
        context.report({ node, messageId: "twoWay", data: { from, to } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) =>
        node.source.type === "Literal" && check(node, node.source.value, true),
    };
  },
};

export const featureBoundaries = { rules: { "feature-boundaries": rule } };
