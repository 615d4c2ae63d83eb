// jsdom with Node's fetch (jsdom has none), so code under test really calls out over HTTP: tests
// that need no server point the API at a closed port and every call fails fast, like offline.
const { TestEnvironment } = require("jest-environment-jsdom");

module.exports = class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      "fetch",
      "Request",
      "Response",
      "Headers",
      "AbortController",
      "AbortSignal",
    ]) {
      this.global[name] = globalThis[name];
    }
  }
};
