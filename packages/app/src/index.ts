// Public API of @casino/app: what the web and mini-app shells mount. Every export is listed by name.
import type {} from "./styled-theme.ts";
export { createAppRoutes } from "./routes/create-app-routes.tsx";
export type { AppOptions, SocialProvider, SocialSignInPort } from "./routes/app-options.tsx";
export type { PwaPort, PwaState } from "./features/pwa/pwa-port.ts";
export type { BuyCryptoProviderConfig } from "./features/wallets/buy-crypto.ts";
export { AppProviders } from "./providers/app-providers.tsx";
export type { AppProvidersProps } from "./providers/app-providers.tsx";
export { activateLocale, createAppI18n } from "./i18n/catalogs.ts";
export { translateMessage } from "./i18n/use-translate-message.ts";
export { messageKeys, successKeys } from "./i18n/message-keys.ts";
export { isValidPageParam, PAGE_PARAM_PATTERN } from "./features/navigation/route-params.ts";
export { applyHeadBranding } from "./features/site/head.ts";
export { contentSecurityPolicy, isAllowedScriptUrl, parseScriptHosts } from "./platform/csp.ts";
export type { HeadBranding } from "./features/site/head.ts";

// Browser ports shared by the web and mini-app shells.
export { createBrowserPlatform, createConsoleLogger } from "./platform/browser-platform.ts";
export type { BrowserPlatformOptions } from "./platform/browser-platform.ts";
export { createBrowserStorage } from "./platform/storage.ts";
export type { BrowserStorageOptions } from "./platform/storage.ts";
export { createRouterNavigation, historyIndex } from "./platform/navigation.ts";
export type { NavigableRouter } from "./platform/navigation.ts";
export { createFingerprint, FINGERPRINT_CACHE_SECONDS } from "./platform/fingerprint.ts";
export { lazyEchoRealtime } from "./platform/realtime.ts";
export { parseShellEnv } from "./platform/shell-env.ts";
export { afterFirstPaint, FIRST_PAINT_FALLBACK_MS } from "./platform/first-paint.ts";
export type { PaintWindow } from "./platform/first-paint.ts";
export type { ShellEnv, ViteEnv } from "./platform/shell-env.ts";
