import type { UnknownAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import { put } from "redux-saga/effects";
import { toRequestError, type RequestError } from "../api/request-error.ts";

/**
 * Runs a worker's request steps (delegated with `yield*`, so their effects are the worker's own);
 * whatever they throw is put as `failed(requestError)`, the action that shows the failure (a form
 * error, a toast).
 */
export function* attempt(
  failed: (error: RequestError) => UnknownAction,
  steps: () => SagaIterator,
): SagaIterator {
  try {
    yield* steps();
  } catch (error) {
    yield put(failed(toRequestError(error)));
  }
}
