import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { AppProviders, createAppI18n, createAppRoutes, createBrowserPlatform } from "@casino/app";
import { makeStore } from "@casino/core";
import { webEnv } from "./env";
import { createSocialSignIn } from "./ports/social";

type Router = ReturnType<typeof createBrowserRouter>;
let router: Router | null = null;

const store = makeStore({ platform: createBrowserPlatform({ env: webEnv, loginType: "email", getRouter: () => router }) });
const i18n = createAppI18n();
router = createBrowserRouter(
  createAppRoutes({
    siteHostname: webEnv.siteHostname || window.location.hostname,
    defaultTitle: webEnv.siteTitle,
    social: createSocialSignIn({ mode: webEnv.social.mode, apiBaseUrl: webEnv.apiBaseUrl }),
  }),
);

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
createRoot(container).render(
  <StrictMode>
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
