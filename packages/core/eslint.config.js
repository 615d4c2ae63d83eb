import { config } from "@casino/eslint-config";

export default [
  // `src/react/` is the `@casino/core/react` subpath: the one place in core that imports React.
  ...config({
    layer: "core",
    platformAgnostic: true,
    reactIn: ["src/react/**"],
    features: "src/features",
  }),
  {
    // The test helper polls with real timers, like the tests and Node scripts that use it.
    files: ["src/testing/until.ts"],
    rules: { "no-restricted-globals": "off" },
  },
  {
    // The Node client example is a Node program that uses the package by its public name, as any
    // consumer would (the layer rule forbids a package from importing itself).
    files: ["examples/**/*.ts"],
    languageOptions: {
      globals: { process: "readonly", console: "readonly", Buffer: "readonly", URL: "readonly" },
    },
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "@casino/*/src",
                "@casino/*/src/*",
                "@casino/*/src/**",
                "../src",
                "../src/**",
                "../../src/**",
              ],
              message: "Use the public entry points of @casino/core.",
            },
            {
              group: ["@casino/core/testing"],
              message:
                "The example shows the ports a consumer writes; it does not use the test doubles.",
            },
          ],
        },
      ],
    },
  },
];
