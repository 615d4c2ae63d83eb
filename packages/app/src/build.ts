/**
 * For the shells' build configuration (Vite configs, Node): the Content-Security-Policy and the
 * `VITE_*` parsing it is made from. No React, no DOM.
 */
export {
  contentSecurityPolicy,
  cspPlugin,
  isAllowedScriptUrl,
  parseScriptHosts,
  type CspOptions,
} from "./platform/csp.ts";
export { parseShellEnv, type ShellEnv, type ViteEnv } from "./platform/shell-env.ts";
