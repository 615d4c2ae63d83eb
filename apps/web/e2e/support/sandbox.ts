import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type FrameLocator,
  type Page,
} from "@playwright/test";
import { finiteAnimationsDone, seriousA11yViolations } from "@casino/playwright-config/a11y";
import { API, safeGet } from "@casino/playwright-config/journeys";

/** The sandbox and its retried set-up GET: the same for both shells' journeys. */
export { API, safeGet };

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
    data: {
      username: player.username,
      email: player.email,
      password: player.password,
      age_confirmed: true,
      terms_accepted: true,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const link = new URL(await latestMailLink(request, player.email));
  // Every parameter of the mailed link (id, hash and the signed expiry) goes to the verification call.
  const verified = await safeGet(request, `${API}/api/email-verification`, {
    params: Object.fromEntries(link.searchParams),
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  // The journeys that start from such a player are about other things: the after-sign-up welcome
  // invitation (docs/bonuses.md, B19) is answered here, as "Not now" would (bonuses.spec.ts
  // signs up through the dialog to see it).
  const login = await request.post(`${API}/api/login`, {
    headers: { "X-Forwarded-For": randomIp() },
    data: { username_or_email: player.username, password: player.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const answered = await request.post(`${API}/api/bonuses/welcome/answer`, {
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
  });
  expect(answered.ok(), await answered.text()).toBe(true);
  return player;
}

/** Switches the interface language with the header's picker (from English to `language`). */
export async function chooseLanguage(page: Page, language: string) {
  await page.getByRole("banner").getByRole("button", { name: "Language: English" }).click();
  await page
    .getByRole("listbox", { name: "Language" })
    .getByRole("option", { name: language })
    .click();
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

/** The header's balance: the wallet selector's button, named "Select wallet: <amount>". */
export function headerBalance(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: /^Select wallet/ });
}

/**
 * Fails on serious or critical axe violations of the current page. The faults run (`E2E_FAULTS`)
 * skips it: the plain run has just checked the same pages, and axe takes 10 to 40 s a page on a
 * loaded machine, which would dominate a run that is about surviving faults.
 */
export async function expectAccessible(page: Page) {
  if (process.env.E2E_FAULTS) return;
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/**
 * A screenshot for people to look at (test-results/…/`name`.png), not compared, taken once the
 * page's finite animations are over (skeleton shimmers and the live dot loop forever).
 */
export async function shoot(page: Page, name: string) {
  await finiteAnimationsDone(page);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** The signed-in player's token (cookie) and id (API). */
export async function session(context: BrowserContext, request: APIRequestContext) {
  const token = (await context.cookies()).find((cookie) => cookie.name === "token")?.value;
  expect(token, "token cookie").toBeTruthy();
  const response = await safeGet(request, `${API}/api/user/information`, {
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: { id: number } };
  return { token: token!, userId: body.data.id };
}

/** A signed-in journey as it starts: who plays, their token and their id. */
export interface SignedInJourney {
  player: Player;
  token: string;
  userId: number;
}

/**
 * The start of a signed-in journey: a fresh verified player opens `at` (the lobby unless told),
 * signs in through the header's dialog and, when `balance` is given, holds that much USDT.
 */
export async function startSignedIn(
  page: Page,
  request: APIRequestContext,
  { at = "/", balance }: { at?: string; balance?: string } = {},
): Promise<SignedInJourney> {
  const player = await createVerifiedPlayer(request);
  await page.goto(at);
  await signIn(page, player);
  const { token, userId } = await session(page.context(), request);
  if (balance !== undefined) await setBalance(request, userId, balance);
  return { player, token, userId };
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

/**
 * A USDT deposit the sandbox's chain sees, confirmed at once (dev endpoint): its status,
 * `confirmed`, or `fail` when it is refused.
 */
export async function chainDeposit(
  request: APIRequestContext,
  userId: number,
  amount: string,
): Promise<string> {
  const deposit = await dev<{ status: string }>(request, "post", "/dev/deposits", {
    user_id: userId,
    entity_wallet_code: "USDT",
    amount,
    confirm_after_seconds: 0,
  });
  return deposit.status;
}

/** Sets a player's wallet balance through the sandbox's dev endpoint (USDT unless told). */
export async function setBalance(
  request: APIRequestContext,
  userId: number,
  balance: string,
  code = "USDT",
): Promise<void> {
  await dev(request, "put", "/dev/wallets/balance", {
    user_id: userId,
    entity_wallet_code: code,
    balance,
  });
}

/**
 * Watches the page's realtime sockets. With `SANDBOX_FAULTS` every socket is cut periodically, so
 * an event published while the client reconnects is never delivered (its effect comes back with
 * the resync, its toast does not): {@link RealtimeWatch.steady} waits for a fresh socket before a
 * step that asserts on a realtime event. Without `E2E_FAULTS` it returns at once.
 */
export interface RealtimeWatch {
  /** Resolves once the socket is open and, if any socket was cut, was opened under 2 s ago. */
  steady(): Promise<void>;
  /** Resolves when the current socket is cut. */
  nextDrop(): Promise<void>;
}

export function watchRealtime(page: Page): RealtimeWatch {
  let opened = 0;
  let open = false;
  let drops = 0;
  const waiters: (() => void)[] = [];
  page.on("websocket", (socket) => {
    opened = Date.now();
    open = true;
    socket.on("close", () => {
      open = false;
      drops += 1;
      waiters.splice(0).forEach((resolve) => resolve());
    });
  });
  return {
    async steady() {
      // A sign-in also replaces the socket: only a run with faults (E2E_FAULTS) waits.
      if (!process.env.E2E_FAULTS) return;
      await expect
        .poll(() => open && (drops === 0 || Date.now() - opened < 2_000), {
          timeout: 20_000,
          intervals: [100],
        })
        .toBe(true);
    },
    nextDrop: () => new Promise<void>((resolve) => waiters.push(resolve)),
  };
}

/**
 * The frame of the game `name` once launched. The launch URL is a safe GET the client retries
 * once; when the retry fails too (a faults run) the page says "The game could not be started"
 * and offers Try again, which a player presses: so does this helper, once.
 */
export async function gameFrame(page: Page, name: string) {
  const frame = page.locator(`iframe[title="${name}"]`);
  const failed = page.getByRole("heading", { name: "The game could not be started" });
  await expect(frame.or(failed)).toBeVisible({ timeout: 20_000 });
  if (await failed.isVisible()) await page.getByRole("button", { name: "Try again" }).click();
  await expect(frame).toBeVisible();
  return page.frameLocator(`iframe[title="${name}"]`);
}

/**
 * Spins the demo slot in `frame` until its balance is no longer `from` (at most five spins): a win
 * equal to the stake leaves the balance where it was, a legitimate result. Each spin must end
 * without an error.
 */
export async function spinUntilTheBalanceMoves(frame: FrameLocator, from: string): Promise<void> {
  const balance = frame.locator("#balance");
  await expect(balance).toHaveText(from);
  for (let spin = 1; spin <= 5; spin += 1) {
    await frame.locator("#spin").click();
    await expect(frame.locator("#reels")).not.toHaveClass(/spinning/, { timeout: 15_000 });
    await expect(frame.locator("#status.error")).toHaveCount(0);
    await expect(frame.locator("#spin")).toBeEnabled();
    if ((await balance.textContent()) !== from) return;
  }
  throw new Error(`five spins left the slot's balance at ${from}`);
}
