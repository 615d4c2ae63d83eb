import { configureStore } from "@reduxjs/toolkit";
import { createApiClient, type ApiRequestContext } from "@casino/api";
import createSagaMiddleware from "redux-saga";
import type { CoreApiClient } from "../api/entities.ts";
import { sessionActions } from "../features/session/slice.ts";
import type { Platform } from "../platform/ports.ts";
import { contextKeys } from "../utils/context.ts";
import { coreApi, type ThunkExtra } from "./core-api.ts";
import { rootReducer, type RootState } from "./root-reducer.ts";
import { rootSaga } from "./root-saga.ts";
import { initialStartupState } from "../features/startup/slice.ts";

/** Options for {@link makeStore}. */
export interface MakeStoreOptions {
  /** The platform's ports (storage, navigation, fingerprint, telegram, config, logger, realtime). */
  platform: Platform;
  /** API client; by default one is created from `platform.config.apiBaseUrl` wired to the store. */
  api?: CoreApiClient;
  preloadedState?: Partial<RootState>;
  /**
   * The shell reports its first paint (`startupActions.firstPainted()`): until then the realtime
   * connection and the loads the first paint does not need (reference data, the player's wallets
   * and settings) wait. Off by default: nothing waits.
   */
  awaitFirstPaint?: boolean;
}

/**
 * Headers the API client sends, from the store state and the platform config: token, language,
 * site hostname and, when the platform forwards a client IP (server-side or tests only), the
 * `X-Forwarded-For` / `X-Forwarded-For-2` values.
 */
export function selectApiContext(
  state: RootState,
  platform: Pick<Platform, "config">,
): ApiRequestContext {
  const { siteHostname, forwardedFor, forwardedFor2 } = platform.config;
  return {
    token: state.session.token,
    language: state.language.current,
    domain: siteHostname,
    forwardedFor,
    forwardedFor2,
  };
}

/**
 * Creates the Redux store the shells and the tests use: RTK slices, RTK Query (`coreApi`) and
 * redux-saga with the platform and the API client in the saga context. Without `api`, the client
 * reads token and language from the store before every call, dispatches `session/unauthorized`
 * on a 401, reloads the page on a 403 with HTML, and reads the player again on a 403
 * `consent_required` (its `consent_required` opens the consent dialog).
 */
export function makeStore({ platform, api, preloadedState, awaitFirstPaint }: MakeStoreOptions) {
  let dispatchUnauthorized: () => void = () => undefined;
  let refreshUser: () => void = () => undefined;
  let readState: () => RootState = () => rootReducer(undefined, { type: "@@init" });
  const client =
    api ??
    createApiClient({
      baseUrl: platform.config.apiBaseUrl,
      context: () => selectApiContext(readState(), platform),
      // A 401 for a token the session has dropped or replaced since (a request still in flight
      // when the player signed out) is stale: only the current token's 401 ends the session.
      onUnauthorized: (_error, sent) => {
        if (sent.token === null || sent.token === readState().session.token) dispatchUnauthorized();
      },
      onForbiddenHtml: () => platform.navigation.reload(),
      // The cached player said the consent was given (or was read before it was needed): read it
      // again, so that the consent dialog opens.
      onForbidden: (error) => {
        if (error.code === "consent_required") refreshUser();
      },
    });
  const sagaMiddleware = createSagaMiddleware({
    context: {
      [contextKeys.platform]: platform,
      [contextKeys.api]: client,
      [contextKeys.heldQueries]: new Map(),
    },
    onError: (error) => platform.logger.error("saga crashed", error),
  });
  const extra: ThunkExtra = { api: client };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: (awaitFirstPaint
      ? {
          ...preloadedState,
          startup: { ...initialStartupState, ...preloadedState?.startup, painted: false },
        }
      : preloadedState) as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(coreApi.middleware, sagaMiddleware),
  });
  readState = store.getState;
  dispatchUnauthorized = () => store.dispatch(sessionActions.unauthorized());
  refreshUser = () => store.dispatch(coreApi.util.invalidateTags(["User"]));
  const task = sagaMiddleware.run(rootSaga);
  return Object.assign(store, {
    /** The API client the store uses. */
    api: client,
    /**
     * Stops every saga, then resets the cache, which aborts its requests and clears its timers
     * (unused entries are dropped after a delay): nothing of the store keeps a Node process alive.
     */
    close: () => {
      task.cancel();
      store.dispatch(coreApi.util.resetApiState());
    },
  });
}

/** The store type returned by {@link makeStore}. */
export type AppStore = ReturnType<typeof makeStore>;
/** The store's dispatch. */
export type AppDispatch = AppStore["dispatch"];
