import { config } from "@casino/eslint-config";

export default [
  ...config({ layer: "sandbox", node: true, ignores: ["data/**"], features: "src/features" }),
  {
    // Layers inside the server: `lib/` is shared by every feature and job, so it imports none;
    // features are called by jobs, never the other way round (docs/architecture.md).
    files: ["src/**/*.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./src/lib",
              from: ["./src/features", "./src/jobs"],
              message: "lib/ imports no feature and no job: take what it needs as an argument.",
            },
            {
              target: "./src/features",
              from: "./src/jobs",
              message: "A feature does not import a job: jobs call features.",
            },
          ],
        },
      ],
    },
  },
];
