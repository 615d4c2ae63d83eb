import { type ReactNode } from "react";
import { ThemeProvider as StyledThemeProvider } from "styled-components";
import { GlobalStyles } from "./global-styles.ts";
import { darkTheme, type Theme } from "./theme.ts";

export interface ThemeProviderProps {
  /** Defaults to the dark theme. */
  theme?: Theme;
  /** Render the document-wide `GlobalStyles` (default `true`; turn off when nesting providers). */
  withGlobalStyles?: boolean;
  children?: ReactNode;
}

/** Provides a kit theme to every component below it, with the global styles. */
export function ThemeProvider({
  theme = darkTheme,
  withGlobalStyles = true,
  children,
}: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyles ? <GlobalStyles /> : null}
      {children}
    </StyledThemeProvider>
  );
}
