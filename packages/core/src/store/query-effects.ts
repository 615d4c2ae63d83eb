import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import { call, getContext, put } from "redux-saga/effects";
import { contextKeys } from "../utils/context.ts";

/** The part of an RTK Query request (`initiate`'s result) the sagas use. */
interface QueryRequest<Result> {
  queryCacheKey: string;
  unsubscribe(): void;
  unwrap(): Promise<Result>;
}

/** The part of an RTK Query query endpoint {@link loadQuery} uses. */
export interface LoadableEndpoint<Arg, Result> {
  initiate(
    arg: Arg,
    options: { subscribe: boolean; forceRefetch: boolean },
  ): ThunkAction<QueryRequest<Result>, unknown, unknown, UnknownAction>;
}

/** The store's own subscriptions, one per cache entry (saga context, created by `makeStore`). */
export type HeldQueries = Map<string, { unsubscribe(): void }>;

/**
 * Fetches a query now, even when it is cached, and keeps its cache entry subscribed for the
 * store, so that tag invalidations refetch it and it is never dropped while the session lasts (one
 * store subscription per entry: a later load replaces it). Returns the data: undefined when the
 * cache was reset while the request ran (signing out drops it) or when a refetch of the same entry
 * (a tag invalidation) started meanwhile, since RTK Query settles it from the entry's latest state; a
 * failure throws the serialisable `RequestError`.
 */
export function* loadQuery<Arg, Result>(
  endpoint: LoadableEndpoint<Arg, Result>,
  arg: Arg,
): SagaIterator<Result | undefined> {
  const held = (yield getContext(contextKeys.heldQueries)) as HeldQueries | undefined;
  const request = (yield put(
    endpoint.initiate(arg, { subscribe: held !== undefined, forceRefetch: true }) as never,
  )) as QueryRequest<Result>;
  if (held) {
    held.get(request.queryCacheKey)?.unsubscribe();
    held.set(request.queryCacheKey, request);
  }
  return (yield call([request, request.unwrap])) as Result | undefined;
}

/**
 * Keeps a cache entry the saga has just written (`upsertQueryEntries`) subscribed for the store,
 * like {@link loadQuery} but without asking the server again (fresh data is not refetched), so that
 * it is not dropped as unused while the session lasts. Without the store's subscriptions (saga unit
 * tests) it does nothing.
 */
export function* holdQuery<Arg, Result>(
  endpoint: LoadableEndpoint<Arg, Result>,
  arg: Arg,
): SagaIterator<void> {
  const held = (yield getContext(contextKeys.heldQueries)) as HeldQueries | undefined;
  if (!held) return;
  const request = (yield put(
    endpoint.initiate(arg, { subscribe: true, forceRefetch: false }) as never,
  )) as QueryRequest<Result>;
  held.get(request.queryCacheKey)?.unsubscribe();
  held.set(request.queryCacheKey, request);
}

/** Forgets the store's subscriptions after the cache was reset (the reset already dropped them). */
export function* forgetHeldQueries(): SagaIterator {
  const held = (yield getContext(contextKeys.heldQueries)) as HeldQueries | undefined;
  held?.clear();
}

/**
 * Asks the server for a query now, even when it is cached (an in-flight request for the same
 * entry is shared): the probes (country check, API retry) and the one-off reads of the sagas,
 * whose answer must be the server's current one. The entry is subscribed only while the request
 * runs, so that a tag invalidation meanwhile cannot drop it (an unsubscribed entry is removed
 * when its tag is invalidated, and the answer with it). Returns the data (undefined only when
 * signing out reset the cache meanwhile); a failure throws the serialisable `RequestError`.
 */
export function* fetchQuery<Arg, Result>(
  endpoint: LoadableEndpoint<Arg, Result>,
  arg: Arg,
): SagaIterator<Result> {
  const request = (yield put(
    endpoint.initiate(arg, { subscribe: true, forceRefetch: true }) as never,
  )) as QueryRequest<Result>;
  try {
    return (yield call([request, request.unwrap])) as Result;
  } finally {
    request.unsubscribe();
  }
}

/** The part of an RTK Query mutation endpoint {@link runMutation} uses. */
export interface RunnableEndpoint<Arg, Result> {
  initiate(
    arg: Arg,
    options?: { track?: boolean; fixedCacheKey?: string },
  ): ThunkAction<{ unwrap(): Promise<Result> }, unknown, unknown, UnknownAction>;
}

/** Options of {@link runMutation}. */
export interface RunMutationOptions {
  /**
   * The cache key a screen reads the mutation's state under (`useMutationState`-like reads with
   * the same key). Without one the state is not kept: the saga alone uses the answer.
   */
  fixedCacheKey?: string;
}

/**
 * Runs a mutation endpoint (its tags are invalidated, its matchers fire) and returns its data; a
 * failure throws the serialisable `RequestError`.
 */
export function* runMutation<Arg, Result>(
  endpoint: RunnableEndpoint<Arg, Result>,
  arg: Arg,
  options: RunMutationOptions = {},
): SagaIterator<Result> {
  const request = (yield put(
    endpoint.initiate(
      arg,
      options.fixedCacheKey ? { fixedCacheKey: options.fixedCacheKey } : { track: false },
    ) as never,
  )) as { unwrap(): Promise<Result> };
  return (yield call([request, request.unwrap])) as Result;
}
