/**
 * Collects the names of events published to players while a test runs.
 */
import type { Sandbox } from "./harness.ts";

/** Pushes each player-channel event name into `into`; returns the function that stops collecting. */
export function collect(sandbox: Sandbox, into: string[]): () => void {
  return sandbox.app.realtime.onPublish((published) => {
    if (published.userId !== undefined) into.push(published.event);
  });
}
