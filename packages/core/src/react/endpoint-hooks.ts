import { useCallback, useEffect, useMemo, useState } from "react";
import type {
  ApiEndpointMutation,
  ApiEndpointQuery,
  MutationDefinition,
  QueryArgFrom,
  QueryDefinition,
  ResultTypeFrom,
} from "@reduxjs/toolkit/query";
import type { CoreTag, apiBaseQuery } from "../store/core-api.ts";
import { useAppDispatch, useAppSelector } from "./store-hooks.ts";

/* eslint-disable @typescript-eslint/no-explicit-any -- RTK's own "any endpoint" bounds */
type AnyQueryDefinition = QueryDefinition<any, any, any, any, any>;
type AnyMutationDefinition = MutationDefinition<any, any, any, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A query endpoint of the core's API taking `Arg` and answering `Result`. */
export type QueryEndpoint<Arg, Result> = ApiEndpointQuery<
  QueryDefinition<Arg, typeof apiBaseQuery, CoreTag, Result, "coreApi">,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  any
>;

/** What a screen reads of a query's cache entry. */
export interface QueryState<Result> {
  data?: Result | undefined;
  error?: unknown;
  /** Nothing cached yet (or any more: signing out resets the cache). */
  isUninitialized?: boolean;
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
}

/** Options of {@link useQuery}. */
export interface QueryOptions {
  /** Neither subscribe nor read: the state is idle. */
  skip?: boolean;
  /** The cached answer shows at once and is asked for again (a list the server changes by itself). */
  refetchOnMount?: boolean;
}

/** The outcome of a mutation call, as RTK Query resolves it. */
export type MutationResult<Result> = { data: Result } | { error: unknown };

/** A mutation's state for the one screen that called it. */
export interface MutationState<Result> {
  data?: Result | undefined;
  error?: unknown;
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
}

const idle = { isLoading: false, isSuccess: false, isError: false } as const;

/**
 * Subscribes to a query endpoint while the component is mounted: starts the request on mount or
 * argument change and unsubscribes on unmount. When the core resets the cache (signing out), a
 * mounted screen subscribes again. The argument and the data are typed by the endpoint.
 */
export function useQuery<Definition extends AnyQueryDefinition>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  endpoint: ApiEndpointQuery<Definition, any>,
  arg: QueryArgFrom<Definition>,
  options: QueryOptions = {},
): QueryState<ResultTypeFrom<Definition>> {
  const dispatch = useAppDispatch();
  // The serialised argument is the cache key; `arg` itself may be a new object each render.
  const key = JSON.stringify(arg ?? null);
  const skip = options.skip ?? false;
  const refetchOnMount = options.refetchOnMount ?? false;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const selector = useMemo(() => endpoint.select(arg), [endpoint, key]);
  const state = useAppSelector(selector) as QueryState<ResultTypeFrom<Definition>>;
  const uncached = state.isUninitialized ?? false;
  useEffect(() => {
    if (skip) return undefined;
    const subscription = dispatch(
      endpoint.initiate(arg, refetchOnMount ? { forceRefetch: true } : {}),
    );
    return () => subscription.unsubscribe();
    // `uncached`: the cache was reset under a mounted screen, which subscribes again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, endpoint, key, skip, uncached && !skip]);
  return skip ? idle : state;
}

/**
 * Calls a mutation endpoint and tracks its state for one screen (two screens calling the same
 * mutation do not share it). The trigger resolves with `{ data }` or `{ error }`, never rejects.
 */
export function useMutation<Definition extends AnyMutationDefinition>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  endpoint: ApiEndpointMutation<Definition, any>,
) {
  type Result = ResultTypeFrom<Definition>;
  const dispatch = useAppDispatch();
  const [state, setState] = useState<MutationState<Result>>(idle);
  const trigger = useCallback(
    async (arg: QueryArgFrom<Definition>): Promise<MutationResult<Result>> => {
      setState({ isLoading: true, isSuccess: false, isError: false });
      const result: MutationResult<Result> = await dispatch(endpoint.initiate(arg));
      if ("error" in result) setState({ ...idle, isError: true, error: result.error });
      else setState({ ...idle, isSuccess: true, data: result.data });
      return result;
    },
    [dispatch, endpoint],
  );
  return [trigger, state] as const;
}
