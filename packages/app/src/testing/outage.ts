import { apiError, type FakeRequest } from "@casino/core/testing";

/** Fake routes that fail until the test ends the outage: a failed load, then Try again. */
export interface Outage {
  /** Wraps a route's answer: it throws the outage's error while the outage lasts. */
  route<Args extends [FakeRequest?], T>(answer: (...args: Args) => T): (...args: Args) => T;
  /** Ends the outage: the wrapped routes answer from now on. */
  end(): void;
}

/** Starts an outage of the routes it wraps, failing with `error` (a 500 by default). */
export function outage(error: unknown = apiError(500, "server_error")): Outage {
  let down = true;
  return {
    route:
      (answer) =>
      (...args) => {
        if (down) throw error;
        return answer(...args);
      },
    end: () => {
      down = false;
    },
  };
}
