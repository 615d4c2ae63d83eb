import { useCallback, useEffect, useMemo, useState } from "react";
import type { RootState } from "@casino/core";
import { useAppDispatch, useAppSelector } from "./store-hooks.ts";

/** What an RTK Query cache entry selector returns (the part the screens read). */
export interface QueryState<Result> {
  data?: Result | undefined;
  error?: unknown;
  /** Nothing cached yet (or any more: signing out resets the cache). */
  isUninitialized?: boolean;
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
}

/** The part of an RTK Query query endpoint the hooks use. */
export interface QueryEndpoint<Arg, Result> {
  initiate(arg: Arg, options?: { forceRefetch?: boolean }): unknown;
  select(arg: Arg): (state: RootState) => QueryState<Result>;
}

/** The part of an RTK Query mutation endpoint the hooks use. */
export interface MutationEndpoint<Arg, _Result> {
  initiate(arg: Arg): unknown;
}

/** The outcome of a mutation call, as RTK Query resolves it. */
export type MutationResult<Result> = { data: Result } | { error: unknown };

/**
 * Subscribes to a query endpoint of the core's (UI-agnostic) RTK Query API, the way RTK's React
 * hooks would: starts the request on mount or argument change and unsubscribes on unmount. When
 * the core resets the cache (signing out), a mounted screen subscribes again. `refetchOnMount`:
 * the cached answer shows at once and is asked for again (a list the server changes by itself).
 */
export function useEndpointQuery<Arg, Result>(
  endpoint: QueryEndpoint<Arg, Result>,
  arg: Arg,
  options: { skip?: boolean; refetchOnMount?: boolean } = {},
): QueryState<Result> {
  const dispatch = useAppDispatch();
  const key = JSON.stringify(arg ?? null);
  const skip = options.skip ?? false;
  // The serialised argument is the cache key; `arg` itself may be a new object each render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const selector = useMemo(() => endpoint.select(arg), [endpoint, key]);
  const state = useAppSelector(selector);
  const uncached = state.isUninitialized ?? false;
  useEffect(() => {
    if (skip) return undefined;
    const initiated = options.refetchOnMount
      ? endpoint.initiate(arg, { forceRefetch: true })
      : endpoint.initiate(arg);
    const subscription = dispatch(initiated as never) as unknown as {
      unsubscribe?: () => void;
    };
    return () => subscription.unsubscribe?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, endpoint, key, skip, uncached && !skip]);
  return skip ? { isLoading: false, isSuccess: false, isError: false } : state;
}

interface MutationState<Result> {
  data?: Result | undefined;
  error?: unknown;
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
}

const idle = { isLoading: false, isSuccess: false, isError: false };

/** Calls a mutation endpoint of the core's RTK Query API and tracks its state for one screen. */
export function useEndpointMutation<Arg, Result>(endpoint: MutationEndpoint<Arg, Result>) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<MutationState<Result>>(idle);
  const trigger = useCallback(
    async (arg: Arg): Promise<MutationResult<Result>> => {
      setState({ isLoading: true, isSuccess: false, isError: false });
      const result = (await (dispatch(endpoint.initiate(arg) as never) as unknown as Promise<
        MutationResult<Result>
      >)) ?? { error: null };
      if ("error" in result) setState({ ...idle, isError: true, error: result.error });
      else setState({ ...idle, isSuccess: true, data: result.data });
      return result;
    },
    [dispatch, endpoint],
  );
  return [trigger, state] as const;
}
