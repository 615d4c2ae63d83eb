// kysely 0.29 ships ESM only: compile it like the workspace's other ESM-only dependencies.
// Each test file starts its own in-memory PGlite (a few seconds), hence the longer timeout.
module.exports = require("@casino/jest-config").preset({
  environment: "node",
  esmOnly: ["kysely"],
  overrides: { testTimeout: 30_000 },
});
