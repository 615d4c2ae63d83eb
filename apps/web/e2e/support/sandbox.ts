import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { seriousA11yViolations } from "@casino/playwright-config/a11y";

/** The sandbox the journeys run against (playwright.config.ts starts it). */
export const API = `http://localhost:${process.env.E2E_API_PORT || 4000}`;
/** The web shell under test (playwright.config.ts starts it on this port). */
export const WEB = `http://localhost:${process.env.E2E_WEB_PORT || 3000}`;
/** A documentation-range IP the sandbox maps to the US, which the journeys' sandbox blocks. */
export const BLOCKED_IP = "203.0.113.7";

export interface Player {
  username: string;
  email: string;
  password: string;
}

let counter = 0;

/** A fresh player identity (valid username, e-mail and password). */
export function newPlayer(): Player {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
  return { username: `p_${id}`, email: `p_${id}@example.com`, password: "Str0ng!Pass" };
}

/** A random private address, so API set-up calls do not share a rate-limit bucket. */
function randomIp(): string {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
}

/** The newest link mailed to `email` through the sandbox's dev outbox. */
export async function latestMailLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${API}/dev/outbox`, {
        params: { to: email, channel: "email" },
      });
      const body = (await response.json()) as { data: { links: string[] }[] };
      link = body.data[0]?.links[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** Registers and verifies a player through the API (set-up for journeys that start signed out). */
export async function createVerifiedPlayer(request: APIRequestContext): Promise<Player> {
  const player = newPlayer();
  const response = await request.post(`${API}/api/register`, {
    headers: { "X-Forwarded-For": randomIp() },
    data: { username: player.username, email: player.email, password: player.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const link = new URL(await latestMailLink(request, player.email));
  // Every parameter of the mailed link (id, hash and the signed expiry) goes to the verification call.
  const verified = await request.get(`${API}/api/email-verification`, {
    params: Object.fromEntries(link.searchParams),
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return player;
}

/** Signs in through the header's dialog. */
export async function signInWithDialog(page: Page, player: Pick<Player, "username" | "password">) {
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Welcome back" });
  await dialog.getByLabel("E-mail or username").fill(player.username);
  await dialog.getByLabel("Password", { exact: true }).fill(player.password);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).last().click();
}

/** Signs in through the header's dialog and waits until the session is there. */
export async function signIn(page: Page, player: Pick<Player, "username" | "password">) {
  await signInWithDialog(page, player);
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
}

/** Signs out through the avatar menu and its confirmation. */
export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await page
    .getByRole("alertdialog", { name: "Sign out?" })
    .getByRole("button", { name: "Sign out" })
    .click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
}

/** Fails on serious or critical axe violations of the current page. */
export async function expectAccessible(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** The signed-in player's token (cookie) and id (API). */
export async function session(context: BrowserContext, request: APIRequestContext) {
  const token = (await context.cookies()).find((cookie) => cookie.name === "token")?.value;
  expect(token, "token cookie").toBeTruthy();
  const response = await request.get(`${API}/api/user/information`, {
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: { id: number } };
  return { token: token!, userId: body.data.id };
}

/** Calls a sandbox dev endpoint and returns its `data`. */
export async function dev<T>(
  request: APIRequestContext,
  method: "post" | "put",
  path: string,
  data: unknown,
): Promise<T> {
  const response = await request[method](`${API}${path}`, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}
