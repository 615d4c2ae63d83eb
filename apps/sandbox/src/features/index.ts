/**
 * Every feature's handlers, keyed by the contract's operationId.
 */
import type { Handlers } from "../lib/handler.ts";
import type { Services } from "../services.ts";

/** The handlers of all features, for the contract layer to bind. */
export function featureHandlers(_services: Services): Handlers {
  return {};
}
