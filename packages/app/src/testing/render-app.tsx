import { render, type RenderResult } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { makeStore, type AppStore, type CoreApiClient, type NavigationPort } from "@casino/core";
import {
  createMemoryPlatform,
  type MemoryPlatform,
  type MemoryPlatformOptions,
  type NavigationEvent,
} from "@casino/core/testing";
import { activateLocale, createAppI18n } from "../i18n/catalogs.ts";
import { AppProviders } from "../providers/app-providers.tsx";
import { createAppRoutes } from "../routes/create-app-routes.tsx";
import type { AppOptions } from "../routes/app-options.tsx";

type Router = ReturnType<typeof createMemoryRouter>;

function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** What {@link renderApp} returns. */
export interface RenderedApp extends RenderResult {
  store: AppStore;
  router: Router;
  /** Full loads and reloads the core asked for (the router handles push and replace). */
  fullLoads: NavigationEvent[];
  /** The memory platform (its realtime factory delivers events in tests). */
  platform: MemoryPlatform;
}

/**
 * Renders the whole app (real store from the core's `makeStore` with the memory platform, the
 * route table in a memory router, English catalog) at `path`. The navigation port drives the
 * router, like the shells' ports do. `api` replaces the HTTP client (see `createFakeApi`).
 */
export async function renderApp(
  path: string,
  options: {
    platform?: Omit<MemoryPlatformOptions, "path">;
    app?: Partial<AppOptions>;
    api?: CoreApiClient;
  } = {},
): Promise<RenderedApp> {
  // A closed port: every API call fails fast, as offline (server-backed checks live in e2e).
  const platform = createMemoryPlatform({
    ...options.platform,
    config: { apiBaseUrl: "http://127.0.0.1:9", ...options.platform?.config },
    path,
  });
  let router: Router | null = null;
  const fullLoads: NavigationEvent[] = [];
  const navigation: NavigationPort = {
    location: () => router?.state.location ?? platform.navigation.location(),
    push: (to) => void router?.navigate(to),
    replace: (to) => void router?.navigate(to, { replace: true }),
    reload: () => fullLoads.push({ type: "reload" }),
    assign: (url) => fullLoads.push({ type: "assign", url }),
  };
  const store = makeStore({
    platform: { ...platform, navigation },
    ...(options.api ? { api: options.api } : {}),
  });
  const i18n = createAppI18n();
  await activateLocale(i18n, "en");
  router = createMemoryRouter(
    createAppRoutes({
      siteHostname: "casino.localhost",
      defaultTitle: "Test Casino",
      ...options.app,
    }),
    {
      initialEntries: [path],
    },
  );
  // The first screen's code loads before the clock of any `findBy*` starts: on a cold transform
  // cache a lazy route takes seconds to import, which is not what a test waits for.
  await routerReady(router);
  const result = render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return Object.assign(result, { store, router, fullLoads, platform });
}
