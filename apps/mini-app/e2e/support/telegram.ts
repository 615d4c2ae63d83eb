import { expect, test as base, type APIRequestContext, type Page } from "@playwright/test";
import { seriousA11yViolations } from "@casino/playwright-config/a11y";
import { API } from "@casino/playwright-config/journeys";

/** The sandbox the journeys run against (playwright.config.ts starts it). */
export { API };
/** The mini app under test (playwright.config.ts starts it on this port). */
export const WEB = `http://localhost:${process.env.E2E_WEB_PORT || 3001}`;

/** A Telegram user of the launch data. */
export interface TelegramUser {
  id: number;
  first_name: string;
  username?: string;
  language_code?: string;
}

let counter = 0;

/** A Telegram user nobody used before in this sandbox. */
export function newTelegramUser(overrides: Partial<TelegramUser> = {}): TelegramUser {
  counter += 1;
  const id = 800_000_000 + (((Date.now() % 10_000_000) * 10 + counter) % 1_000_000_000);
  return {
    id,
    first_name: "Journey",
    username: `tg_journey_${id}`,
    language_code: "en",
    ...overrides,
  };
}

/** Init data for `user`, signed with the sandbox's bot token by its dev endpoint. */
export async function signedInitData(
  request: APIRequestContext,
  user: TelegramUser,
  startParam?: string,
): Promise<string> {
  const response = await request.post(`${API}/dev/telegram/init-data`, {
    data: { user, ...(startParam ? { start_param: startParam } : {}) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { init_data: string } }).data.init_data;
}

/** The mini app's address with launch parameters in the hash, as Telegram opens it. */
export function launchPath(initData: string, platform: string, startParam?: string): string {
  const params = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: "9.0",
    tgWebAppPlatform: platform,
    tgWebAppThemeParams: JSON.stringify({
      bg_color: "#17212b",
      secondary_bg_color: "#232e3c",
      text_color: "#f5f5f5",
      hint_color: "#708499",
      button_color: "#5288c1",
    }),
  });
  if (startParam) params.set("tgWebAppStartParam", startParam);
  return `/#${params.toString()}`;
}

/** A bridge event the app posted to the (recorded) Telegram client. */
export interface BridgeEvent {
  name: string;
  params: unknown;
}

/**
 * Stands in for a native Telegram client: `window.TelegramWebviewProxy.postEvent` records every
 * event the SDK posts and answers the requests it waits for (viewport, safe areas, theme, full
 * screen) through `window.Telegram.WebView.receiveEvent`, as the clients do.
 */
export async function installTelegramClient(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Receiver = {
      Telegram?: { WebView?: { receiveEvent?: (name: string, data?: unknown) => void } };
    };
    const events: { name: string; params: unknown }[] = [];
    const answers: Record<string, () => [string, unknown]> = {
      web_app_request_viewport: () => [
        "viewport_changed",
        {
          height: window.innerHeight,
          width: window.innerWidth,
          is_expanded: true,
          is_state_stable: true,
        },
      ],
      web_app_request_safe_area: () => [
        "safe_area_changed",
        { top: 24, bottom: 16, left: 0, right: 0 },
      ],
      web_app_request_content_safe_area: () => [
        "content_safe_area_changed",
        { top: 44, bottom: 0, left: 0, right: 0 },
      ],
      web_app_request_theme: () => [
        "theme_changed",
        { theme_params: { bg_color: "#17212b", text_color: "#f5f5f5" } },
      ],
      web_app_request_fullscreen: () => ["fullscreen_changed", { is_fullscreen: true }],
    };
    Object.assign(window, {
      __bridgeEvents: events,
      TelegramWebviewProxy: {
        postEvent(name: string, data?: string) {
          events.push({ name, params: data ? (JSON.parse(data) as unknown) : undefined });
          const answer = answers[name];
          if (answer)
            setTimeout(
              () => (window as unknown as Receiver).Telegram?.WebView?.receiveEvent?.(...answer()),
              0,
            );
        },
      },
    });
  });
}

/** Every bridge event the app posted so far. */
export function bridgeEvents(page: Page): Promise<BridgeEvent[]> {
  return page.evaluate(
    () => (window as unknown as { __bridgeEvents: BridgeEvent[] }).__bridgeEvents,
  );
}

/** The parameters of each `name` event, in order. */
export async function posted(page: Page, name: string): Promise<unknown[]> {
  return (await bridgeEvents(page))
    .filter((event) => event.name === name)
    .map((event) => event.params);
}

/** Whether the last back-button set-up showed it (`null`: never set up). */
export async function backButtonVisible(page: Page): Promise<boolean | null> {
  const setups = (await posted(page, "web_app_setup_back_button")) as { is_visible: boolean }[];
  return setups.at(-1)?.is_visible ?? null;
}

/** Presses Telegram's back button (the client sends `back_button_pressed`). */
export async function pressBackButton(page: Page): Promise<void> {
  await page.evaluate(() =>
    (
      window as unknown as { Telegram: { WebView: { receiveEvent(name: string): void } } }
    ).Telegram.WebView.receiveEvent("back_button_pressed"),
  );
}

/** Fails on serious or critical axe violations of the current page. */
export async function expectAccessible(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** The token cookie of the session, if any. */
export async function sessionToken(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === "token")?.value;
}

/**
 * Confirms age and terms in the consent dialog a new Telegram player gets once ("Before you
 * play": the account joined without the sign-up form's boxes), and waits until it closes.
 */
export async function answerConsent(page: Page): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Before you play" });
  await dialog.getByRole("checkbox", { name: "I am 18 years old or older" }).check();
  await dialog.getByRole("checkbox", { name: /^I accept the terms and conditions/ }).check();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Journeys with a Telegram client installed, and API calls from a private address of their own so
 * that the sandbox's per-address sign-in limit does not throttle a run.
 *
 * A new Telegram player confirms age and terms once before playing (the server refuses money and
 * bets until then, and the app asks in its consent dialog). These journeys are about other
 * things: with `consentGiven` (default true) the consent is recorded right after the app's
 * Telegram sign-in, before the app reads the player, as if the dialog had been answered; the
 * journey about the dialog turns it off.
 */
export const test = base.extend<{ telegramClient: void; consentGiven: boolean }>({
  consentGiven: [true, { option: true }],
  telegramClient: [
    async ({ page, consentGiven }, use) => {
      const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
      await page.route(`${API}/**`, async (route) => {
        const headers = { ...route.request().headers(), "x-forwarded-for": ip };
        const signIn =
          route.request().method() === "POST" &&
          new URL(route.request().url()).pathname === "/api/telegram/login";
        if (!consentGiven || !signIn) return route.continue({ headers });
        const response = await route.fetch({ headers });
        const token = ((await response.json()) as { data?: { token?: string | null } }).data?.token;
        if (token) {
          const consent = await page.request.post(`${API}/api/user/consent`, {
            headers: { authorization: `Bearer ${token}`, "x-forwarded-for": ip },
            data: { age_confirmed: true, terms_accepted: true },
          });
          expect(consent.ok(), await consent.text()).toBe(true);
        }
        return route.fulfill({ response });
      });
      await installTelegramClient(page);
      // A new Telegram player gets the welcome offer once after the first sign-in (docs/bonuses.md,
      // B19); these journeys are about other things, so they answer "Not now" whenever it shows.
      await page.addLocatorHandler(page.getByRole("dialog", { name: "Welcome offer" }), (dialog) =>
        dialog.getByRole("button", { name: "Not now" }).click(),
      );
      await use();
    },
    { auto: true },
  ],
});

export { expect };
