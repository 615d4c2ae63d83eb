require("@testing-library/jest-dom");

// findBy*/waitFor wait up to 10 s (default 1 s): the 2-core machines run several suites at once.
// A wait only lasts as long as the condition takes, so passing tests do not slow down.
try {
  require("@testing-library/react").configure({ asyncUtilTimeout: 10_000 });
} catch {
  // Packages without @testing-library/react use only the jest-dom matchers.
}
