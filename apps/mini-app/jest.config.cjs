// Component and unit tests of the mini-app shell: jsdom with Node's fetch, and the Navigation Timing API the SDK reads when it looks for launch
// parameters, which jsdom lacks (jest.setup.cjs).
const { preset } = require("@casino/jest-config");

const base = preset({
  environment: "jsdom-with-fetch",
  lingui: true,
  esmOnly: ["formik", "better-promises", "error-kid", "valibot", "fp-ts", "mitt"],
});
module.exports = { ...base, setupFiles: [...base.setupFiles, "<rootDir>/jest.setup.cjs"] };
