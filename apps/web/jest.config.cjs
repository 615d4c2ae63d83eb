// Unit tests of the web shell's ports (jsdom). The social-button tests render the app's screens
// from @casino/app's source (Lingui macros: the swc plugin) with the real store, whose HTTP client
// needs fetch: jsdom with Node's fetch, as the app's own tests use.
module.exports = require("@casino/jest-config").preset({
  environment: "jsdom-with-fetch",
  lingui: true,
  esmOnly: ["formik"],
});
