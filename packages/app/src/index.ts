// Public API of @casino/app: what the web and mini-app shells mount. Every export is listed by name.
import type {} from "./styled-theme";
export { createAppRoutes } from "./routes/create-app-routes";
export type { AppOptions, SocialProvider, SocialSignInPort } from "./routes/app-options";
export type { PwaPort, PwaState } from "./features/pwa/pwa-port";
export type { BuyCryptoProviderConfig } from "./features/wallets/buy-crypto";
export { AppProviders } from "./providers/app-providers";
export type { AppProvidersProps } from "./providers/app-providers";
export { activateLocale, createAppI18n } from "./i18n/catalogs";
export { translateMessage } from "./i18n/use-translate-message";
export { messageKeys, successKeys } from "./i18n/message-keys";
export { languageNames } from "./features/languages/language-picker";
export { isValidPageParam, PAGE_PARAM_PATTERN } from "./features/navigation/route-params";
export { applyHeadBranding, isSafeScriptUrl } from "./features/site/head";
export type { HeadBranding } from "./features/site/head";

// Browser ports shared by the web and mini-app shells.
export { createBrowserPlatform, createConsoleLogger } from "./platform/browser-platform";
export type { BrowserPlatformOptions } from "./platform/browser-platform";
export { createBrowserStorage } from "./platform/storage";
export type { BrowserStorageOptions } from "./platform/storage";
export { createRouterNavigation, historyIndex } from "./platform/navigation";
export type { NavigableRouter } from "./platform/navigation";
export { createFingerprint, FINGERPRINT_CACHE_SECONDS } from "./platform/fingerprint";
export { lazyEchoRealtime } from "./platform/realtime";
export { parseShellEnv } from "./platform/shell-env";
export type { ShellEnv, ViteEnv } from "./platform/shell-env";
