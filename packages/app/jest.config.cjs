module.exports = require("@casino/jest-config").preset({
  environment: "jsdom-with-fetch",
  lingui: true,
  esmOnly: ["formik"],
});
