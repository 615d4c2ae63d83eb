// Jest presets for the workspace. A package's jest.config.cjs is:
//   module.exports = require("@casino/jest-config").preset({ environment: "jsdom" });
//
// Our dependencies include ESM-only packages (react-router 8, Lingui 6, @tma.js,
// laravel-echo) and workspace packages that ship TypeScript source; both are
// compiled by @swc/jest instead of being ignored.

/** Packages published as ESM only; node_modules paths matching these are transformed. */
const esmOnly = [
  "@casino",
  "react-router",
  "@remix-run",
  "cookie-es",
  "@messageformat",
  "@lingui",
  "@tma\\.js",
  "laravel-echo",
  "openapi-fetch",
  "@noble",
];

/**
 * @param {object} [options]
 * @param {"node" | "jsdom" | "jsdom-with-fetch"} [options.environment] jsdom-with-fetch adds Node's fetch to jsdom
 * @param {boolean} [options.lingui] compile Lingui macros
 * @param {string[]} [options.esmOnly] more ESM-only packages to transform
 * @param {import("jest").Config} [options.overrides]
 * @returns {import("jest").Config}
 */
function preset({
  environment = "node",
  lingui = false,
  esmOnly: extra = [],
  overrides = {},
} = {}) {
  const dom = environment !== "node";
  const environments = {
    node: "node",
    jsdom: "jsdom",
    "jsdom-with-fetch": require.resolve("./jsdom-with-fetch.cjs"),
  };
  return {
    testEnvironment: environments[environment],
    setupFiles: [require.resolve("./polyfills.cjs")],
    setupFilesAfterEnv: dom ? [require.resolve("./setup-dom.cjs")] : [],
    testMatch: [
      "<rootDir>/src/**/*.test.ts",
      "<rootDir>/src/**/*.test.tsx",
      "<rootDir>/test/**/*.test.ts",
    ],
    moduleFileExtensions: ["ts", "tsx", "js", "mjs", "cjs", "json"],
    extensionsToTreatAsEsm: [],
    transform: {
      "^.+\\.(m|c)?(t|j)sx?$": [
        require.resolve("@swc/jest"),
        {
          jsc: {
            target: "es2022",
            parser: { syntax: "typescript", tsx: true },
            transform: {
              react: { runtime: "automatic" },
              optimizer: {
                globals: {
                  vars: {
                    "import.meta.hot": "undefined",
                    "import.meta.env": '({"MODE":"test","DEV":true,"PROD":false})',
                  },
                },
              },
            },
            // The plugin cache goes under node_modules, never into the package folder.
            experimental: lingui
              ? { plugins: [["@lingui/swc-plugin", {}]], cacheRoot: "node_modules/.cache/swc" }
              : undefined,
          },
          module: { type: "commonjs" },
        },
      ],
    },
    transformIgnorePatterns: [
      `/node_modules/(?!(\\.pnpm|${[...esmOnly, ...extra].join("|")})(/|$))`,
    ],
    clearMocks: true,
    // The machines have 2 cores shared by turbo's parallel tasks: generous per-test time.
    testTimeout: 30_000,
    ...overrides,
  };
}

module.exports = { preset };
