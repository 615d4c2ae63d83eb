import "@casino/ui/fonts.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import {
  afterFirstPaint,
  createAppI18n,
  createAppRoutes,
  createBrowserPlatform,
  createConsoleLogger,
} from "@casino/app";
import { makeStore, startupActions } from "@casino/core";
import { loadDevTelegram, miniAppEnv } from "./env.ts";
import { MiniAppRoot } from "./mini-app-root.tsx";
import { createTelegramPort } from "./ports/telegram.ts";
import { bindHaptics } from "./telegram/haptics.ts";
import { attachTelegramSdk, createLateThemeSource } from "./telegram/late-sdk.ts";
import { externalAddressFor, readLaunchData, withoutLaunchParams } from "./telegram/launch.ts";
import { bindSwipeGuard } from "./telegram/swipe-guard.ts";

type Router = ReturnType<typeof createBrowserRouter>;

const consoleLogger = createConsoleLogger(miniAppEnv.production);

async function start(container: HTMLElement): Promise<void> {
  // `pnpm dev` only: a mocked Telegram client (tree-shaken from the production build).
  if (loadDevTelegram) {
    try {
      const { startDevTelegram } = await loadDevTelegram();
      await startDevTelegram(miniAppEnv.apiBaseUrl, readLaunchData() !== null);
    } catch (error) {
      consoleLogger.warn(
        "dev: no mocked Telegram launch (open the sandbox's /dev/telegram launcher instead)",
        error,
      );
    }
  }

  const launch = readLaunchData();
  if (!launch) {
    // Rule 2: not opened by Telegram. Sent to the configured address (the bot).
    const external = externalAddressFor(window.location, miniAppEnv.externalUrl);
    if (external) window.location.replace(external);
    else
      consoleLogger.error(
        "no Telegram launch data and no valid external address (VITE_TELEGRAM_URL)",
      );
    return;
  }
  // The launch parameters stay in session storage (the SDK's key); the signed data leaves the
  // address bar.
  window.history.replaceState(window.history.state, "", withoutLaunchParams(window.location));

  // The first render needs no SDK: the launch values are read above, the theme is the launch
  // one, and the port queues client calls (back button, haptics, ...) until the SDK's chunk,
  // loaded after the first paint (below), replays them.
  const telegram = createTelegramPort(launch, consoleLogger);
  const theme = createLateThemeSource(launch.themeParams);
  let router: Router | null = null;
  // Telegram Web shows the app in a cross-site iframe: cookies are written for that (embedded).
  const platform = createBrowserPlatform({
    env: miniAppEnv,
    shellKind: "telegram",
    getRouter: () => router,
    telegram: telegram.port,
    embedded: true,
    logger: consoleLogger,
  });
  // The realtime connection and the loads the first paint does not need wait for it (below).
  const store = makeStore({ platform, awaitFirstPaint: true });
  bindHaptics(store, telegram.port);
  const i18n = createAppI18n();
  const appRouter = createBrowserRouter(
    createAppRoutes({
      siteHostname: miniAppEnv.siteHostname || window.location.hostname,
      defaultTitle: miniAppEnv.siteTitle,
      layout: "mini-app",
      scriptHosts: miniAppEnv.scriptHosts,
    }),
  );
  router = appRouter;
  bindSwipeGuard({
    pathname: () => appRouter.state.location.pathname,
    onNavigate: (listener) => appRouter.subscribe(listener),
    setLocked: telegram.setVerticalSwipesLocked,
  });

  afterFirstPaint(container, () => {
    store.dispatch(startupActions.firstPainted());
    void attachTelegramSdk({
      load: () => import("./telegram/sdk.ts"),
      logger: consoleLogger,
      launchTheme: launch.themeParams,
      telegram,
      theme,
    });
  });
  createRoot(container).render(
    <StrictMode>
      <MiniAppRoot store={store} i18n={i18n} theme={theme}>
        <RouterProvider router={appRouter} />
      </MiniAppRoot>
    </StrictMode>,
  );
}

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
void start(root);
