/**
 * The dependency direction of docs/ARCHITECTURE.md, as data: which workspace
 * packages each layer may import. Lint reads this map; nothing else lists it.
 */
export const layers = {
  api: [],
  // Pure rules shared by the sandbox, core and ui (decimals, money, input sanitising, badge,
  // one-time code).
  rules: [],
  // Provably fair maths of the originals, played by the sandbox and verified by core.
  fair: [],
  core: ["@casino/api", "@casino/rules", "@casino/fair"],
  ui: ["@casino/rules"],
  app: ["@casino/core", "@casino/api", "@casino/ui", "@casino/rules"],
  shell: ["@casino/app", "@casino/core", "@casino/api", "@casino/ui", "@casino/rules"],
  // The sandbox computes money with the one decimal library of rules and writes it into
  // player-visible text (the inbox) by its money rule.
  sandbox: ["@casino/api", "@casino/fair", "@casino/rules"],
  tooling: [],
};

/** Every workspace package name a layer could mention. */
export const workspacePackages = [
  "@casino/api",
  "@casino/rules",
  "@casino/fair",
  "@casino/core",
  "@casino/ui",
  "@casino/app",
];
