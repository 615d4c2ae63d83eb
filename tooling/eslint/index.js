// Shared flat ESLint config. Each package's eslint.config.js is a few lines:
//   import { config } from "@casino/eslint-config";
//   export default config({ layer: "core", platformAgnostic: true });
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { featureBoundaries } from "./feature-boundaries.js";
import { layers, workspacePackages } from "./layers.js";

/** Globals a platform-agnostic package must receive through ports instead. */
const platformGlobals = [
  "window",
  "document",
  "localStorage",
  "sessionStorage",
  "fetch",
  "navigator",
  "location",
  "history",
  "setTimeout",
  "setInterval",
].map((name) => ({
  name,
  message: `'${name}' is platform-specific: reach it through a port (docs/ARCHITECTURE.md).`,
}));

/** Imports a platform-agnostic package may not use. */
const platformModules = [
  {
    group: ["react", "react-dom", "react-dom/*", "react-redux", "react-router", "react-router/*"],
    message: "No React in a platform-agnostic package.",
  },
  {
    group: ["styled-components", "@tma.js/*", "js-cookie"],
    message: "Platform code belongs in a shell, behind a port.",
  },
];

/**
 * Money never becomes a float (docs/app.md, "Money on screen"): `Number(…)`, `parseFloat(…)`,
 * `Number.parseFloat(…)` or unary `+` of a value whose name says it is money (`amount`, `balance`,
 * `stake`, `payout`, `fiat_…`, …) is an error; compare, add and format it with `@casino/rules`
 * (`compareDecimal`, `toDec`, `formatMoney`, `percentOf`). Multipliers, percentages, ids and counts
 * are not matched: only the name tells money apart, so the rule is precise rather than complete.
 */
const MONEY_NAME =
  "/^(?:.*_)?(?:amount|balance|stake|payout|wager(?:ed|ing_required)?|fiat|price|rewards_earned)(?:_.*)?$|(?:Amount|Balance|Stake|Payout|Fiat|Price)$/";
const toFloat =
  "CallExpression:matches([callee.name=/^(Number|parseFloat)$/], [callee.object.name='Number'][callee.property.name='parseFloat'])";
const moneyMessage =
  "Money never goes through a float: use @casino/rules (compareDecimal, toDec, formatMoney, percentOf).";
const moneyAsFloat = [
  `${toFloat}[arguments.0.name=${MONEY_NAME}]`,
  `${toFloat}[arguments.0.property.name=${MONEY_NAME}]`,
  `UnaryExpression[operator='+'][argument.name=${MONEY_NAME}]`,
  `UnaryExpression[operator='+'][argument.property.name=${MONEY_NAME}]`,
].map((selector) => ({ selector, message: moneyMessage }));

/**
 * @param {object} options
 * @param {keyof typeof layers} options.layer which architectural layer this package is
 * @param {boolean} [options.react] enable React rules
 * @param {boolean} [options.platformAgnostic] ban DOM, storage, fetch, timers and React
 * @param {string[]} [options.reactIn] in a platform-agnostic package, the files that are its React
 *   binding (a `./react` subpath): they alone may import `react` / `react-redux`, with the hook rules
 * @param {boolean} [options.node] Node globals (servers, scripts, tests)
 * @param {string[]} [options.allowGlobals] platform globals this package may still use (the HTTP layer needs fetch and timers)
 * @param {string[]} [options.ignores] extra ignored paths
 * @param {string} [options.features] the folder of this package's features (`src/features`): they
 *   import each other only through their `index.ts`, never both ways (`feature-boundaries.js`)
 */
export function config({
  layer,
  react: useReact = false,
  platformAgnostic = false,
  reactIn = [],
  node = false,
  allowGlobals = [],
  ignores = [],
  features,
}) {
  const bannedGlobals = platformGlobals.filter((g) => !allowGlobals.includes(g.name));
  const allowed = new Set(layers[layer]);
  if (!layers[layer]) throw new Error(`Unknown layer '${layer}'`);
  const forbiddenPackages = workspacePackages.filter((name) => !allowed.has(name));
  const restricted = (allowReact = false) => [
    // No deep imports across packages: only a package's entry or declared subpath exports.
    {
      group: ["@casino/*/src", "@casino/*/src/*", "@casino/*/src/**"],
      message: "Import the package entry, not its src/ files.",
    },
    ...(forbiddenPackages.length
      ? [
          {
            group: forbiddenPackages.flatMap((p) => [p, `${p}/*`]),
            message: `Layer '${layer}' may not depend on this package (docs/ARCHITECTURE.md).`,
          },
        ]
      : []),
    ...(platformAgnostic ? platformModules.slice(allowReact ? 1 : 0) : []),
    // Node runs the packages' TypeScript as it is: a relative import names the file it means.
    {
      regex: "^\\.{1,2}(/(?!.*\\.(tsx?|mts|m?js|cjs|json|css|svg|png|ya?ml|html)$)[^]*)?$",
      message: "Relative imports carry the file's extension (`./file.ts`, `./folder/index.ts`).",
    },
  ];

  return tseslint.config(
    {
      ignores: [
        "dist/**",
        "build/**",
        "coverage/**",
        "storybook-static/**",
        "**/*.gen.ts",
        "**/generated/**",
        ...ignores,
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      plugins: { "import-x": importX },
      languageOptions: {
        ecmaVersion: 2023,
        sourceType: "module",
        globals: {
          ...(node ? globals.node : {}),
          ...(useReact || layer === "shell" ? globals.browser : {}),
        },
      },
      rules: {
        "no-restricted-imports": ["error", { patterns: restricted() }],
        "no-restricted-syntax": ["error", ...moneyAsFloat],
        "import-x/no-relative-packages": "error",
        "import-x/no-self-import": "error",
        "@typescript-eslint/consistent-type-imports": [
          "error",
          { fixStyle: "inline-type-imports" },
        ],
        "@typescript-eslint/no-unused-vars": [
          "error",
          { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
        ],
      },
    },
    ...(features
      ? [
          {
            files: [`${features}/**/*.ts`, `${features}/**/*.tsx`],
            plugins: { casino: featureBoundaries },
            rules: { "casino/feature-boundaries": ["error", { root: features }] },
          },
        ]
      : []),
    ...(platformAgnostic
      ? [
          {
            files: ["src/**/*.ts"],
            ignores: ["src/**/*.test.ts", "src/test/**"],
            rules: {
              "no-restricted-globals": ["error", ...bannedGlobals],
              // `globalThis.fetch` or `globalThis.window` would bypass the rule above.
              "no-restricted-properties": [
                "error",
                ...bannedGlobals.map(({ name, message }) => ({
                  object: "globalThis",
                  property: name,
                  message,
                })),
              ],
            },
          },
        ]
      : []),
    ...(platformAgnostic && reactIn.length
      ? [
          {
            files: reactIn,
            plugins: { "react-hooks": reactHooks },
            rules: {
              "no-restricted-imports": ["error", { patterns: restricted(true) }],
              "react-hooks/rules-of-hooks": "error",
              "react-hooks/exhaustive-deps": "warn",
            },
          },
        ]
      : []),
    ...(useReact
      ? [
          react.configs.flat.recommended,
          react.configs.flat["jsx-runtime"],
          {
            plugins: { "react-hooks": reactHooks },
            settings: { react: { version: "19" } },
            rules: {
              "react-hooks/rules-of-hooks": "error",
              "react-hooks/exhaustive-deps": "warn",
              "react/prop-types": "off",
            },
          },
        ]
      : []),
    {
      files: ["**/*.cjs"],
      languageOptions: { sourceType: "commonjs", globals: globals.node },
      rules: { "@typescript-eslint/no-require-imports": "off" },
    },
    {
      files: ["**/*.test.ts", "**/*.test.tsx", "**/test/**", "e2e/**", "*.config.*", "scripts/**"],
      languageOptions: { globals: { ...globals.node, ...globals.jest } },
    },
    {
      // Playwright journeys read the page as a player does and write the text they expect from
      // a few round test amounts; they ship nothing and do not depend on @casino/rules.
      files: ["e2e/**"],
      rules: { "no-restricted-syntax": "off" },
    },
  );
}

export { layers };
