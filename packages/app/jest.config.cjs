module.exports = require("@casino/jest-config").preset({
  environment: "jsdom",
  lingui: true,
  esmOnly: ["formik"],
  overrides: { testEnvironment: "<rootDir>/jest.environment.cjs" },
});
