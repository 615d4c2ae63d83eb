import { ApiError, type paths } from "@casino/api";
import type { CoreApiClient } from "../api/entities.ts";
import type { ContractBody, ContractData } from "../store/core-api.ts";

/** What a fake route gets: the request's path and query parameters and its body. */
export interface FakeRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** One recorded call of the fake API (`GET /api/user/transactions`). */
export interface FakeCall extends FakeRequest {
  route: string;
}

/** A fake route: returns the `data` of the envelope, or throws (see {@link apiError}). */
export type FakeRoute = (request: FakeRequest) => unknown;

type Method = "get" | "post" | "put" | "patch" | "delete";

/** A route of the contract as the fake API names it: `"POST /api/originals/dice/bet"`. */
export type ContractRouteKey = {
  [Path in keyof paths]: {
    [M in Method]: paths[Path] extends Record<M, object> ? `${Uppercase<M>} ${Path}` : never;
  }[Method];
}[keyof paths];

type PathOf<Key> = Key extends `${string} ${infer Path}` ? Path & keyof paths : never;
type MethodOf<Key> = Key extends `${infer M} ${string}` ? Lowercase<M> & Method : never;

/** A fake route answering one contract route with what the contract says it answers. */
export type ContractRoute<Key extends ContractRouteKey> = (
  request: Omit<FakeRequest, "body"> & { body: ContractBody<PathOf<Key>, MethodOf<Key>> },
) => ContractData<PathOf<Key>, MethodOf<Key>> | Promise<ContractData<PathOf<Key>, MethodOf<Key>>>;

/** Fake routes keyed by contract route, each typed by the contract. */
export type ContractRoutes = { [Key in ContractRouteKey]?: ContractRoute<Key> };

/**
 * Fake routes checked against the contract: a route the contract does not have, or an answer
 * that drifts from its schema (a missing or renamed field, a wrong type), fails tsc. Pass the
 * result to {@link createFakeApi} like any other routes.
 */
export function contractRoutes(routes: ContractRoutes): Record<string, FakeRoute> {
  return routes as Record<string, FakeRoute>;
}

/** A fake API client and the calls it received, newest last. */
export interface FakeApi {
  client: CoreApiClient;
  calls: FakeCall[];
  /** The calls of one route (`"POST /api/user/withdrawal"`). */
  callsTo(route: string): FakeCall[];
}

/** The failure the real client throws for an error response. */
export function apiError(
  status: number,
  code: string,
  fieldErrors?: Record<string, string[]>,
): ApiError {
  return new ApiError({ status, message: `${code} (test)`, code, fieldErrors });
}

/**
 * An in-process stand-in for the HTTP client (store flows and component tests that do not need
 * the sandbox): routes keyed by method and contract path (`"GET /api/wallets/user-wallets"`)
 * answer with the envelope's `data` or throw (see {@link apiError}); any other call fails with
 * 404, as the sandbox does for a route it does not serve. Pass `client` as `makeStore({ api })`.
 */
export function createFakeApi(routes: Record<string, FakeRoute>): FakeApi {
  const calls: FakeCall[] = [];
  const handle =
    (method: string) =>
    async (
      url: string,
      init?: {
        params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
        body?: unknown;
      },
    ) => {
      const route = `${method} ${url}`;
      const request: FakeRequest = {
        path: init?.params?.path ?? {},
        query: init?.params?.query ?? {},
        body: init?.body,
      };
      calls.push({ route, ...request });
      await Promise.resolve();
      const handler = routes[route];
      if (!handler) throw apiError(404, "not_found");
      return handler(request);
    };
  const client = {
    get: handle("GET"),
    post: handle("POST"),
    put: handle("PUT"),
    patch: handle("PATCH"),
    delete: handle("DELETE"),
  } as unknown as CoreApiClient;
  return { client, calls, callsTo: (route) => calls.filter((call) => call.route === route) };
}
