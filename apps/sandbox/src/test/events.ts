/**
 * Collects the names of player events raised while a test runs.
 */
import type { Sandbox } from "./harness.ts";

/** Pushes each event name into `into`; returns the function that stops collecting. */
export function collect(sandbox: Sandbox, into: string[]): () => void {
  return sandbox.app.playerEvents.subscribe((event) => into.push(event.name));
}
