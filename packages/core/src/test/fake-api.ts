import { ApiError } from "@casino/api";
import type { CoreApiClient } from "../api/entities.ts";

/** A request the fake client received. */
export interface FakeCall {
  method: string;
  path: string;
  init:
    | {
        params?: { query?: Record<string, unknown>; path?: Record<string, unknown> };
        body?: unknown;
      }
    | undefined;
}

type Handler = (init: FakeCall["init"]) => unknown;

/**
 * An in-process stand-in for the HTTP client, for store flows that do not need the sandbox:
 * `routes` maps `"GET /api/..."` to a handler returning the unwrapped data (or throwing an ApiError).
 */
export function createFakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const method =
    (name: string) =>
    async (path: string, init?: FakeCall["init"]): Promise<unknown> => {
      calls.push({ method: name, path, init });
      const handler = routes[`${name} ${path}`];
      if (!handler)
        throw new ApiError({ status: 404, message: `no fake route for ${name} ${path}` });
      return handler(init);
    };
  const api = {
    get: method("GET"),
    post: method("POST"),
    put: method("PUT"),
    patch: method("PATCH"),
    delete: method("DELETE"),
  } as unknown as CoreApiClient;
  return {
    api,
    calls,
    count: (name: string, path: string) =>
      calls.filter((c) => c.method === name && c.path === path).length,
  };
}

/** Lets pending promises and saga steps run until `predicate` holds (or fails after `rounds`). */
export async function waitFor(predicate: () => boolean, rounds = 200): Promise<void> {
  for (let i = 0; i < rounds; i += 1) {
    if (predicate()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error("condition not reached");
}
