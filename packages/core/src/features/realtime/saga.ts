import type { SagaIterator } from "redux-saga";

/** Owns the realtime connection (filled in below). */
export function* realtimeSaga(): SagaIterator {}
