import { config } from "@casino/eslint-config";

// The HTTP client is the one place allowed to default to the platform's fetch and timers.
export default config({
  layer: "api",
  platformAgnostic: true,
  allowGlobals: ["fetch", "setTimeout"],
});
