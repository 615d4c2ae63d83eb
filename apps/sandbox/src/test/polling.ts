/**
 * Timing in integration tests: waiting for what the sandbox does in the background (jobs,
 * realtime publishing, the bet pipeline) by polling a read until its value is as expected, and
 * racing copies of one call (retries that must take effect once).
 */

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface PollOptions {
  /** Named in the timeout's error. */
  what?: string;
  /** Reads at most this many times (default 100). */
  tries?: number;
  /** Waits this long between reads (default 50 ms). */
  everyMs?: number;
}

/**
 * Reads until `done` holds for the value read, and returns that value.
 * @throws when it still does not hold after `tries` reads
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { what = "condition", tries = 100, everyMs = 50 }: PollOptions = {},
): Promise<T> {
  for (let i = 0; i < tries; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await sleep(everyMs);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** `n` concurrent copies of one call (retries racing each other). */
export const concurrently = <T>(n: number, call: () => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: n }, call));
