import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { I18nProvider } from "@lingui/react";
import type { I18n } from "@lingui/core";
import type { AppStore } from "@casino/core";
import { darkTheme, ThemeProvider, type Theme } from "@casino/ui";
import { LocaleSync } from "../features/languages/locale-sync.tsx";
import { ToastHost } from "../features/errors/toast-host.tsx";

/** What {@link AppProviders} needs from the shell. */
export interface AppProvidersProps {
  /** The store from the core's `makeStore` with the shell's platform. */
  store: AppStore;
  /** The Lingui instance from `createAppI18n`. */
  i18n: I18n;
  /** The UI theme (dark by default; the mini app passes its Telegram theme). */
  theme?: Theme;
  children: ReactNode;
}

/**
 * Redux, Lingui (catalog of the store's language, switched without reload), the UI theme and the
 * toast region, around the shell's router.
 */
export function AppProviders({ store, i18n, theme = darkTheme, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <LocaleSync i18n={i18n}>
        <I18nProvider i18n={i18n}>
          <ThemeProvider theme={theme}>
            {children}
            <ToastHost />
          </ThemeProvider>
        </I18nProvider>
      </LocaleSync>
    </Provider>
  );
}
