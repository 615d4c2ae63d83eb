import "@casino/ui/fonts.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import {
  AppProviders,
  afterFirstPaint,
  createAppI18n,
  createAppRoutes,
  createBrowserPlatform,
} from "@casino/app";
import { makeStore, startupActions } from "@casino/core";
import { webEnv } from "./env.ts";
import { createSocialSignIn } from "./ports/social.ts";
import { removeBootSplashOnFirstRender } from "./pwa/boot-splash.ts";
import { registerWhenIdle } from "./pwa/register.ts";
import { createPwa } from "./pwa/service-worker.ts";

type Router = ReturnType<typeof createBrowserRouter>;
let router: Router | null = null;

const platform = createBrowserPlatform({
  env: webEnv,
  shellKind: "email",
  getRouter: () => router,
});
// The realtime connection and the loads the first paint does not need wait for it (below).
const store = makeStore({ platform, awaitFirstPaint: true });
const pwa = createPwa({ storage: platform.storage, window });
const i18n = createAppI18n();
router = createBrowserRouter(
  createAppRoutes({
    siteHostname: webEnv.siteHostname || window.location.hostname,
    defaultTitle: webEnv.siteTitle,
    social: createSocialSignIn({ ...webEnv.social, apiBaseUrl: webEnv.apiBaseUrl }),
    buyCrypto: webEnv.buyCrypto,
    pwa,
    scriptHosts: webEnv.scriptHosts,
  }),
);

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
removeBootSplashOnFirstRender(document);
afterFirstPaint(container, () => store.dispatch(startupActions.firstPainted()));
const root = createRoot(container);
// A transition renders the first tree in small, interruptible slices instead of one long task.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders store={store} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});

// The service worker (production builds only) registers once the page has loaded and is idle.
if (webEnv.production) registerWhenIdle(window, () => pwa.register());
