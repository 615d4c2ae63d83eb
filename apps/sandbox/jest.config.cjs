// kysely 0.29 ships ESM only: compile it like the workspace's other ESM-only dependencies.
// laravel-echo is the exception: its CommonJS build sits in a `"type": "module"` package, which
// jest (run with --experimental-vm-modules for otplib) loads as ESM and breaks; so its ESM build
// is loaded natively instead (require of ESM), untransformed.
// The global setup migrates and seeds one PGlite and dumps it; each test file loads the dump
// (about a second) instead of initialising its own database (several seconds).
const path = require("node:path");

const echoEsm = path.join(path.dirname(require.resolve("laravel-echo")), "echo.js");
const transformed = ["\\.pnpm", "@casino", "kysely", "@tma\\.js"].join("|");

module.exports = require("@casino/jest-config").preset({
  environment: "node",
  overrides: {
    testTimeout: 30_000,
    // On a 2-core machine jest runs every file inside its main process (in band), and memory left by
    // each file's ESM modules and PGlite instances piles up until the heap's 4 GB run out (it did
    // after ~75 files). A limit makes jest use a worker and replace it once it holds more.
    workerIdleMemoryLimit: "1536MB",
    globalSetup: "<rootDir>/src/test/global-setup.ts",
    globalTeardown: "<rootDir>/src/test/global-teardown.ts",
    moduleNameMapper: { "^laravel-echo$": echoEsm },
    transformIgnorePatterns: [`/node_modules/(?!(${transformed})(/|$))`],
  },
});
