import type { RegisterSubmission } from "../features/session/slice.ts";
/** Options of {@link until}. */
export interface UntilOptions {
  /** How long to wait, in milliseconds (default 5 s). */
  timeout?: number;
  /** What is awaited, for the error message. */
  what?: string;
}

/**
 * Resolves once `predicate` holds, polling between macrotasks (so that pending promises, saga
 * steps, timers and network I/O run); rejects after `timeout` ms. For tests and Node scripts with
 * real timers.
 */
export async function until(
  predicate: () => boolean,
  { timeout = 5_000, what = "condition" }: UntilOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

let players = 0;

/**
 * A sign-up nobody made yet: valid username, e-mail and password, no codes, age confirmed and
 * terms accepted.
 */
export function newPlayer(): RegisterSubmission {
  players += 1;
  const name = `p${Date.now().toString(36).slice(-6)}${players}${Math.floor(Math.random() * 1e3)}`;
  return {
    username: name,
    email: `${name}@example.test`,
    password: "Secret-pass1",
    reference: "",
    voucher_code: "",
    age_confirmed: true,
    terms_accepted: true,
  };
}
