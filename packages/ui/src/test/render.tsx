import { render, type RenderOptions, type RenderResult } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactElement, type ReactNode } from "react";
import { darkTheme, type Theme } from "../theme/theme.ts";
import { ThemeProvider } from "../theme/theme-provider.tsx";

export interface RenderWithThemeOptions extends Omit<RenderOptions, "wrapper"> {
  theme?: Theme;
  /** Options for `userEvent.setup` (pass `{ advanceTimers: jest.advanceTimersByTime }` with fake timers). */
  user?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Renders `ui` inside the kit's ThemeProvider and returns Testing Library's
 * result plus a `user` from `userEvent.setup()`.
 */
export function renderWithTheme(
  ui: ReactElement,
  { theme = darkTheme, user: userOptions, ...options }: RenderWithThemeOptions = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme}>{children}</ThemeProvider>
  );
  const user = userEvent.setup(userOptions);
  return { user, ...render(ui, { wrapper: Wrapper, ...options }) };
}
