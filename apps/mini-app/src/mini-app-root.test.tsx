import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { useTheme } from "styled-components";
import {
  activateLocale,
  createAppI18n,
  createAppRoutes,
  createRouterNavigation,
} from "@casino/app";
import { makeStore, type CoreApiClient } from "@casino/core";
import { apiError, createFakeApi, createMemoryPlatform } from "@casino/core/testing";
import type { TelegramThemeParams } from "@casino/ui";
import { MiniAppRoot, type ThemeSource } from "./mini-app-root.tsx";

/** A theme source whose changes the test triggers. */
function themeSource(initial: TelegramThemeParams) {
  let params = initial;
  const listeners = new Set<(params: TelegramThemeParams) => void>();
  const source: ThemeSource = {
    themeParams: () => params,
    onThemeChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return Object.assign(source, {
    change(next: TelegramThemeParams) {
      params = next;
      for (const listener of listeners) listener(next);
    },
  });
}

async function renderMiniApp(
  path: string,
  theme: ReturnType<typeof themeSource>,
  api?: CoreApiClient,
) {
  const platform = createMemoryPlatform({
    path,
    config: { apiBaseUrl: "http://127.0.0.1:9", shellKind: "telegram" },
    telegram: {
      initDataRaw: "user=%7B%22id%22%3A5%7D&auth_date=1&hash=x",
      userId: 5,
      authDate: 1,
      platform: "android",
    },
  });
  let router: ReturnType<typeof createMemoryRouter> | null = null;
  const store = makeStore({
    platform: { ...platform, navigation: createRouterNavigation(() => router) },
    ...(api ? { api } : {}),
  });
  const i18n = createAppI18n();
  await activateLocale(i18n, "en");
  router = createMemoryRouter(
    createAppRoutes({
      siteHostname: "casino.localhost",
      defaultTitle: "Test Casino",
      layout: "mini-app",
    }),
    { initialEntries: [path] },
  );
  render(
    <MiniAppRoot store={store} i18n={i18n} theme={theme}>
      <RouterProvider router={router} />
      <ThemeProbe />
    </MiniAppRoot>,
  );
  return { store, router, platform, telegram: platform.telegram! };
}

/** Shows the kit theme in force, as the screens receive it. */
function ThemeProbe() {
  const theme = useTheme();
  return <output aria-label="Theme background">{theme?.colors.background}</output>;
}

describe("MiniAppRoot", () => {
  it("asks an account with two-factor for its code after the Telegram sign-in, then signs in", async () => {
    const fake = createFakeApi({
      "POST /api/telegram/login": () => ({
        token: null,
        expires_in: null,
        is_new_user: false,
        two_factor: true,
        auth_id: "tg-challenge",
      }),
      "POST /api/two-factor-challenge": ({ body }) => {
        if ((body as { code?: string }).code !== "246810")
          throw apiError(422, "validation_error", { code: ["two_factor_invalid"] });
        return { token: "tg-tok" };
      },
      "GET /api/user/information": () => ({
        id: 5,
        username: "tg_player",
        email: null,
        two_factor_enabled: true,
        two_factor_confirmed_at: "2026-01-01T00:00:00Z",
        login_method: "telegram",
        lang: "en",
      }),
    });
    const { store } = await renderMiniApp("/", themeSource({}), fake.client);
    const dialog = await screen.findByRole("dialog", { name: "Two-factor authentication" });
    expect(store.getState().session.token).toBeNull();
    await userEvent.click(within(dialog).getByRole("textbox", { name: "Digit 1 of 6" }));
    await userEvent.keyboard("111111");
    expect(await within(dialog).findByText("The code is not valid.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("textbox", { name: "Digit 1 of 6" }));
    await userEvent.paste("246810");
    await userEvent.click(within(dialog).getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(store.getState().session.token).toBe("tg-tok"));
    await waitFor(() =>
      expect(
        screen.queryByRole("dialog", { name: "Two-factor authentication" }),
      ).not.toBeInTheDocument(),
    );
    expect(fake.callsTo("POST /api/two-factor-challenge").at(-1)?.body).toEqual({
      auth_id: "tg-challenge",
      code: "246810",
    });
  });

  it("renders the shared screens in the mini-app frame with Telegram's theme, and follows theme changes", async () => {
    const theme = themeSource({ bg_color: "#17212b", text_color: "#f5f5f5" });
    const { store } = await renderMiniApp("/", theme);
    expect(await screen.findByRole("heading", { level: 1, name: "Lobby" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Quick navigation" })).toBeInTheDocument();
    expect(screen.queryByRole("complementary", { hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Theme background" })).toHaveTextContent("#17212b");
    act(() => theme.change({ bg_color: "#ffffff", text_color: "#000000" }));
    expect(screen.getByRole("status", { name: "Theme background" })).toHaveTextContent("#ffffff");
    store.close();
  });

  it("shows Telegram's back button after navigating away from the lobby, not on it (rule 10)", async () => {
    window.history.replaceState({ idx: 0 }, "");
    const { store, router, platform, telegram } = await renderMiniApp("/", themeSource({}));
    await screen.findByRole("heading", { level: 1, name: "Lobby" });
    expect(telegram.closingConfirmation).toBe(true);
    expect(telegram.fullscreenRequested).toBe(true);
    // The navigation saga ran the rules on the reported location (rule 5 saved it).
    await waitFor(() => expect(platform.storage.get("previousRoute")).toBe("/"));
    expect(telegram.backButtonVisible).toBe(false);
    window.history.replaceState({ idx: 1 }, "");
    await act(() => router.navigate("/promotion"));
    await waitFor(() => expect(telegram.backButtonVisible).toBe(true));
    act(() => telegram.clickBackButton());
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    window.history.replaceState({ idx: 0 }, "");
    await waitFor(() => expect(telegram.backButtonVisible).toBe(false));
    store.close();
  });
});
