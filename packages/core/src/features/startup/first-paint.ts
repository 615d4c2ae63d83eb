import type { SagaIterator } from "redux-saga";
import { select, take } from "redux-saga/effects";
import { selectFirstPainted, startupActions } from "./slice.ts";

/**
 * Waits until the shell has painted its first frame (`startup/firstPainted`); returns at once when it
 * has, or when the store does not wait for it. What the first paint does not need (the realtime
 * connection, the reference data, the player's wallets and settings) starts after it, so that
 * its work never delays the first frame.
 */
export function* untilFirstPaint(): SagaIterator {
  const painted: boolean = yield select(selectFirstPainted);
  if (!painted) yield take(startupActions.firstPainted.type);
}
