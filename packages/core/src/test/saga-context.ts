import { delay, getContext } from "redux-saga/effects";
import * as matchers from "redux-saga-test-plan/matchers";
import { dynamic } from "redux-saga-test-plan/providers";
import type { StaticProvider } from "redux-saga-test-plan/providers";
import type { CoreApiClient } from "../api/entities.ts";
import { fetchQuery, runMutation } from "../store/query-effects.ts";
import {
  createMemoryPlatform,
  type MemoryPlatform,
  type MemoryPlatformOptions,
} from "../testing/index.ts";

/** An API client whose methods fail loudly: sagas under test get their calls from providers. */
const unexpected = (method: string) => () =>
  Promise.reject(new Error(`unexpected API call: ${method}`));
export const unusedApi = {
  get: unexpected("get"),
  post: unexpected("post"),
  put: unexpected("put"),
  patch: unexpected("patch"),
  delete: unexpected("delete"),
} as unknown as CoreApiClient;

/** A memory platform plus static providers for the saga context. */
export function sagaContext(options: MemoryPlatformOptions = {}): {
  platform: MemoryPlatform;
  providers: StaticProvider[];
} {
  const platform = createMemoryPlatform(options);
  return {
    platform,
    providers: [
      [getContext("platform"), platform],
      [getContext("api"), unusedApi],
    ],
  };
}

const delayFn = (delay(0) as unknown as { payload: { fn: (...args: unknown[]) => unknown } })
  .payload.fn;

/** A provider resolving every `delay(ms)` at once, recording the durations in `seen`. */
export function instantDelays(seen: number[] = []): StaticProvider {
  return [
    matchers.call.fn(delayFn),
    dynamic((effect: { args: unknown[] }) => {
      seen.push(effect.args[0] as number);
      return undefined;
    }),
  ];
}

/** A saga's request to one endpoint, as `fetchQuery` / `runMutation` make it. */
interface EndpointCall {
  fn: unknown;
  args: unknown[];
}

/**
 * A provider answering the sagas' requests to `endpoint` (`fetchQuery` / `runMutation`) with
 * `answer`: the data, or `throwError(error)` / `dynamic((effect) => ...)` as for any provider
 * (`effect.args[1]` is the request's argument). Requests to other endpoints go to the next provider.
 */
export function endpointAnswers(endpoint: object, answer: unknown): StaticProvider {
  const respond = isDynamic(answer) ? answer.fn : () => answer;
  const provider = {
    call(effect: EndpointCall, next: () => unknown) {
      const ours =
        (effect.fn === fetchQuery || effect.fn === runMutation) && effect.args[0] === endpoint;
      return ours ? respond(effect, next) : next();
    },
  };
  return provider as unknown as StaticProvider;
}

const isDynamic = (
  value: unknown,
): value is { fn: (effect: EndpointCall, next: () => unknown) => unknown } =>
  typeof value === "object" &&
  value !== null &&
  "@@redux-saga-test-plan/dynamic-provider" in value &&
  typeof (value as { fn?: unknown }).fn === "function";
