// jsdom with Node's fetch (jsdom has none): the core's API client really calls out, and tests
// that need no server point it at a closed port, so every call fails fast like an offline network.
const { TestEnvironment } = require("jest-environment-jsdom");

module.exports = class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ["fetch", "Request", "Response", "Headers", "AbortController", "AbortSignal"]) {
      this.global[name] = globalThis[name];
    }
  }
};
