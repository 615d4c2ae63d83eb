/**
 * The mini-app shell's configuration: the only place that reads `import.meta.env` (Vite `VITE_*`
 * variables). Defaults run the shell against the local sandbox (docs/mini-app.md lists them).
 */
import { parseShellEnv } from "@casino/app";

const env = import.meta.env;

/** The e-mail verification gate is off by default inside Telegram (spec rule 10). */
export const miniAppEnv = parseShellEnv(env, { emailVerification: false });

/**
 * `pnpm dev` only: loads the mocked Telegram client (`mock-env.ts`). Vite replaces
 * `import.meta.env.DEV` with `false` in the production build, so this is `null` there and the mock
 * module is not in the bundle (a test checks the built files).
 */
export const loadDevTelegram = import.meta.env.DEV ? () => import("./mock-env.ts") : null;

/** The shell's configuration type. */
export type MiniAppEnv = typeof miniAppEnv;
