import { useEffect, useState, type ReactNode } from "react";
import type { I18n } from "@lingui/core";
import { AppProviders } from "@casino/app";
import type { AppStore } from "@casino/core";
import { createTelegramTheme, type TelegramThemeParams } from "@casino/ui";

/** Where the theme parameters come from (the SDK's theme feature, or a test double). */
export interface ThemeSource {
  themeParams(): TelegramThemeParams;
  onThemeChange(listener: (params: TelegramThemeParams) => void): () => void;
}

/** Props of {@link MiniAppRoot}. */
export interface MiniAppRootProps {
  store: AppStore;
  i18n: I18n;
  theme: ThemeSource;
  children: ReactNode;
}

/**
 * The shared providers with the UI kit theme built from Telegram's theme parameters; the theme is
 * rebuilt whenever Telegram reports a change (the player switched between day and night mode).
 */
export function MiniAppRoot({ store, i18n, theme, children }: MiniAppRootProps) {
  const [uiTheme, setUiTheme] = useState(() => createTelegramTheme(theme.themeParams()));
  useEffect(
    () => theme.onThemeChange((params) => setUiTheme(createTelegramTheme(params))),
    [theme],
  );
  return (
    <AppProviders store={store} i18n={i18n} theme={uiTheme}>
      {children}
    </AppProviders>
  );
}
