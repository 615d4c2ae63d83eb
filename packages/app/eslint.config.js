import { config } from "@casino/eslint-config";

/**
 * New screens compose `@casino/ui` (Page, Panel, Stack, Inline, Text, Heading, Banner,
 * InlineError...) and write no CSS: `styled-components` may be imported only by the files below,
 * which had styled blocks when the rule came in. The list only shrinks: when a file moves onto ui
 * components, take it off; never add one (a missing layout piece belongs in `packages/ui`).
 */
const styledAllowList = [
  // The theme's type for styled-components (a module augmentation, no CSS).
  "src/styled-theme.ts",
  "src/features/content/forwarded-test-page.tsx",
];

export default [
  ...config({
    layer: "app",
    react: true,
    ignores: ["src/locales/**/*.ts"],
    features: "src/features",
  }),
  {
    files: ["src/**/*.ts", "src/**/*.tsx"],
    ignores: styledAllowList,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "styled-components",
              message:
                "Screens compose @casino/ui components (Page, Panel, Stack, Inline, Text...) instead of writing CSS; a missing piece belongs in packages/ui (docs/ui.md).",
            },
          ],
        },
      ],
    },
  },
];
