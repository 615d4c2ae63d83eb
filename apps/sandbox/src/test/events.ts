/**
 * Collects the events the sandbox publishes: the names of those published to players while a
 * test runs, or every event published from a test file's start.
 */
import type { Published } from "../realtime/realtime.ts";
import type { Sandbox } from "./harness.ts";

/** Pushes each player-channel event name into `into`; returns the function that stops collecting. */
export function collect(sandbox: Sandbox, into: string[]): () => void {
  return sandbox.app.realtime.onPublish((published) => {
    if (published.userId !== undefined) into.push(published.event);
  });
}

/**
 * Every event the file's sandbox publishes from its start: call it after `useSandbox()` (its
 * `beforeAll` runs once the sandbox started).
 */
export function usePublished(sandbox: Sandbox): Published[] {
  const published: Published[] = [];
  beforeAll(() => {
    sandbox.app.realtime.onPublish((event) => published.push(event));
  });
  return published;
}
