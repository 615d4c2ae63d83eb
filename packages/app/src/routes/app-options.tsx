import { createContext, useContext, type ReactNode } from "react";
import type { components } from "@casino/api";
import type { PwaPort } from "../features/pwa/pwa-port.ts";
import type { BuyCryptoProviderConfig } from "../features/wallets/buy-crypto.ts";

/** A social sign-in provider. */
export type SocialProvider = components["schemas"]["SocialProvider"];

/** How a shell signs in with a social provider: it returns the provider's access token. */
export interface SocialSignInPort {
  /** Providers whose buttons show (in order). */
  providers: readonly SocialProvider[];
  /**
   * Runs the provider's sign-in and resolves with its access token. Rejects when it fails, with an
   * error whose `reason` is `"cancelled"` when the player closed or refused the provider's pop-up
   * (no error is shown then).
   */
  getAccessToken(provider: SocialProvider): Promise<string>;
}

/** What a shell passes to {@link createAppRoutes}. */
export interface AppOptions {
  /** Hostname whose site settings (branding) apply. */
  siteHostname: string;
  /** Document title until the site settings arrive. */
  defaultTitle: string;
  /** Social sign-in; omit to hide the buttons. */
  social?: SocialSignInPort;
  /**
   * Frame of the signed-in pages: `web` (default: side menu from 960 px, bottom bar below) or
   * `mini-app` (Telegram: bottom bar at every width, no side menu, views as tall as Telegram's
   * stable viewport, safe-area and content-safe-area insets respected).
   */
  layout?: "web" | "mini-app";
  /** Buy Crypto providers of this site besides the site settings' one (empty: none). */
  buyCrypto?: readonly BuyCryptoProviderConfig[];
  /** Installable app (web shell): update and install prompts; omit where there is none. */
  pwa?: PwaPort;
  /**
   * Origins the site settings' seal and analytics scripts may load from (the shell's
   * `VITE_CSP_SCRIPT_HOSTS`, which its Content-Security-Policy allows); omitted: none load.
   */
  scriptHosts?: readonly string[];
}

const defaults: AppOptions = { siteHostname: "localhost", defaultTitle: "Casino" };
const AppOptionsContext = createContext<AppOptions>(defaults);

/** Provides the shell's {@link AppOptions} to the screens. */
export function AppOptionsProvider({
  options,
  children,
}: {
  options: AppOptions;
  children: ReactNode;
}) {
  return <AppOptionsContext.Provider value={options}>{children}</AppOptionsContext.Provider>;
}

/** The shell's {@link AppOptions}. */
export function useAppOptions(): AppOptions {
  return useContext(AppOptionsContext);
}
