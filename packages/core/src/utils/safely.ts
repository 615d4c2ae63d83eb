import type { SagaIterator } from "redux-saga";
import { call } from "redux-saga/effects";
import { getPlatform } from "./context.ts";

/**
 * Wraps a worker so that an uncaught error is logged instead of propagating: one failing request
 * never kills the watcher that forked the worker (Valora's `safely`).
 */
export function safely<Args extends unknown[]>(worker: (...args: Args) => SagaIterator) {
  return function* safeWorker(...args: Args): SagaIterator {
    try {
      yield call(worker, ...args);
    } catch (error) {
      const platform = yield* getPlatform();
      platform.logger.error(`saga worker ${worker.name || "anonymous"} failed`, error);
    }
  };
}
