import type { SagaIterator } from "redux-saga";
import { getContext } from "redux-saga/effects";
import type { CoreApiClient } from "../api/entities.ts";
import type { Platform } from "../platform/ports.ts";

/** Saga context keys set by `makeStore`. */
export const contextKeys = {
  platform: "platform",
  api: "api",
  heldQueries: "heldQueries",
} as const;

/** Reads the injected {@link Platform} from the saga context. */
export function* getPlatform(): SagaIterator<Platform> {
  return (yield getContext(contextKeys.platform)) as Platform;
}

/** Reads the injected API client from the saga context. */
export function* getApi(): SagaIterator<CoreApiClient> {
  return (yield getContext(contextKeys.api)) as CoreApiClient;
}
