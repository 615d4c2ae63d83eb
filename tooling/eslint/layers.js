/**
 * The dependency direction of docs/ARCHITECTURE.md, as data: which workspace
 * packages each layer may import. Lint reads this map; nothing else lists it.
 */
export const layers = {
  api: [],
  core: ["@casino/api"],
  ui: [],
  app: ["@casino/core", "@casino/api", "@casino/ui"],
  shell: ["@casino/app", "@casino/core", "@casino/api", "@casino/ui"],
  sandbox: ["@casino/api"],
  tooling: [],
};

/** Every workspace package name a layer could mention. */
export const workspacePackages = ["@casino/api", "@casino/core", "@casino/ui", "@casino/app"];
