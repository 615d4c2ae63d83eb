import { expect, test } from "@playwright/test";
import { playableSlot } from "@casino/playwright-config/journeys";
import {
  API,
  expectAccessible,
  latestMailLink,
  newPlayer,
  session,
  shoot,
  signIn,
  signInWithDialog,
  spinUntilTheBalanceMoves,
  startSignedIn,
} from "./support/sandbox.ts";

// Each journey signs up or verifies a player and waits for realtime events: more than the default.
test.describe.configure({ timeout: 240_000 });

test("a player claims a deposit bonus, deposits, and watches its wagering move while playing", async ({
  page,
  request,
}) => {
  const game = await playableSlot(request);
  const { token, userId } = await startSignedIn(page, request);

  // The bonus dialog from the account menu; the reload offer is redeemed with its code.
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Bonuses" }).click();
  let dialog = page.getByRole("dialog", { name: "Bonuses" });
  await expect(dialog.getByRole("tab", { name: "Available" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(
    dialog.getByRole("article", { name: "Welcome bonus: 100 % up to 200 USDT" }),
  ).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("textbox", { name: "Bonus code" }).fill("reload50");
  await dialog.getByRole("button", { name: "Redeem", exact: true }).click();
  const result = page.getByRole("dialog", { name: "Bonus code redeemed" });
  const offer = result.getByRole("article", { name: "Reload: 50 % up to 100 USDT" });
  await expect(offer).toContainText("Deposit bonus");
  await expect(offer.getByRole("timer")).toBeVisible();
  await expectAccessible(page);
  await offer.getByRole("button", { name: "Claim bonus" }).click();
  await result.getByRole("button", { name: "View my bonuses" }).click();
  dialog = page.getByRole("dialog", { name: "Bonuses" });
  await dialog.getByRole("tab", { name: "Active" }).click();
  const claimed = dialog.getByRole("article", { name: "Reload: 50 % up to 100 USDT" });
  await expect(claimed).toContainText("Waiting for deposit");
  await expect(claimed).toContainText("Make a qualifying deposit to activate this bonus.");

  // The qualifying deposit activates it live (update_bonus_item): 50 % of 40 = 20 USDT, x25.
  const deposit = await request.post(`${API}/dev/deposits`, {
    data: {
      user_id: userId,
      entity_wallet_code: "USDT",
      network: "TRC20",
      amount: "40",
      confirm_after_seconds: 0,
    },
  });
  expect(deposit.ok(), await deposit.text()).toBe(true);
  const wagering = claimed.getByRole("progressbar", { name: "Wagering" });
  await expect(wagering).toHaveAttribute("aria-valuetext", "0 of 500 USDT (0%)", {
    timeout: 15_000,
  });
  await expect(claimed).toContainText("Active");
  await expect(claimed).toContainText("20.00000000 USDT");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // A real spin of a slot (100 % contribution) moves the wagering.
  await page.goto(`/play-game/${game.slug}?currency=USDT&entity_wallet_code=USDT`);
  const frame = page.frameLocator(`iframe[title="${game.name}"]`);
  await expect(frame.locator("#mode")).toHaveText("Real money");
  await spinUntilTheBalanceMoves(frame, "40 USDT");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Bonuses" }).click();
  dialog = page.getByRole("dialog", { name: "Bonuses" });
  await dialog.getByRole("tab", { name: "Active" }).click();
  const active = dialog.getByRole("article", { name: "Reload: 50 % up to 100 USDT" });
  const progress = active.getByRole("progressbar", { name: "Wagering" });
  await expect(progress).not.toHaveAttribute("aria-valuetext", "0 of 500 USDT (0%)");
  const afterSpin = await progress.getAttribute("aria-valuetext");

  // While the dialog is open, a dice bet of the originals (20 %) moves it again, without a reload.
  const bet = await request.post(`${API}/api/originals/dice/bet`, {
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
    data: { entity_wallet_code: "USDT", amount: "5", target: 50, condition: "over" },
  });
  expect(bet.ok(), await bet.text()).toBe(true);
  await expect(progress).not.toHaveAttribute("aria-valuetext", afterSpin ?? "");
  await expect(page).toHaveURL(new RegExp(`/play-game/${game.slug}`));
});

test("a bonus code from a link is kept through sign-up and redeemed at the first sign-in", async ({
  page,
  context,
  request,
}) => {
  const player = newPlayer();
  await page.goto("/?txtbonuscode=WELCOME10");
  // Rule 3: the code leaves the URL for a cookie of one day.
  await expect(page).toHaveURL(/\/$/);
  const cookie = (await context.cookies()).find((c) => c.name === "bonus_code");
  expect(cookie?.value).toBe("WELCOME10");

  await page.getByRole("banner").getByRole("button", { name: "Sign up" }).click();
  const auth = page.getByRole("dialog", { name: "Create your account" });
  await auth.getByLabel("Username").fill(player.username);
  await auth.getByLabel("E-mail").fill(player.email);
  await auth.getByLabel("Password", { exact: true }).fill(player.password);
  // The stored code fills the promotion code field; it is redeemed, with its outcome, at sign-in.
  await expect(auth.getByRole("textbox", { name: "Promo code (optional)" })).toHaveValue(
    "WELCOME10",
  );
  await auth.getByRole("checkbox", { name: "I am 18 years old or older" }).check();
  await auth.getByRole("checkbox", { name: /^I accept the terms and conditions/ }).check();
  await auth.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/sign-up\/welcome$/, { timeout: 30_000 });

  const link = await latestMailLink(request, player.email);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await expect(page.getByText("Your e-mail address is verified.")).toBeVisible();
  await page.goto("/");
  await signIn(page, player);

  const result = page.getByRole("dialog", { name: "Bonus code redeemed" });
  await expect(result).toContainText("The code WELCOME10 added this bonus");
  await expect(result.getByRole("article", { name: "10 USDT without a deposit" })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "bonus_code")).toBeUndefined();
  await expectAccessible(page);
  await result.getByRole("button", { name: "View my bonuses" }).click();
  const dialog = page.getByRole("dialog", { name: "Bonuses" });
  await expect(dialog.getByRole("article", { name: "10 USDT without a deposit" })).toBeVisible();

  // The same code again: the catalogue's refusal, in words.
  await dialog.getByRole("textbox", { name: "Bonus code" }).fill("WELCOME10");
  await dialog.getByRole("button", { name: "Redeem", exact: true }).click();
  const refused = page.getByRole("dialog", { name: "Bonus code not redeemed" });
  await expect(refused.getByRole("alert")).toHaveText("You have already claimed this bonus.");
});

test("promotions list under the wins strip, and a promotion's bonus for a guest and a player", async ({
  page,
  request,
}) => {
  await page.goto("/promotion");
  await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
  const list = page.getByRole("list", { name: "Promotions" });
  await expect(list.getByRole("article").first()).toBeVisible();
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 400));
  await list
    .getByRole("link", { name: /Read more/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/promotion\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goto("/promotion/no-deposit-10");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Get this bonus" }).click();
  const offer = page.getByRole("dialog", { name: /^Get the bonus of/ });
  await expect(offer.getByRole("textbox", { name: "Bonus code" })).toHaveValue("WELCOME10");
  await expectAccessible(page);
  await offer.getByRole("button", { name: "Sign up to get it" }).click();
  await expect(page.getByRole("dialog", { name: "Create your account" })).toBeVisible();
  await page.keyboard.press("Escape");

  // A player redeems it at once.
  await startSignedIn(page, request, { at: "/promotion/no-deposit-10" });
  await expect(page.getByRole("dialog", { name: "Bonus code redeemed" })).toBeVisible();
});

test("a new player signs up from the welcome promotion, gets the offer once, deposits, and the bonus is active", async ({
  page,
  context,
  request,
}) => {
  const player = newPlayer();
  // Signed out, the welcome promotion's call to action is Sign up.
  await page.goto("/promotion/welcome-bonus");
  const cta = page.getByRole("region", { name: "Welcome offer" });
  await cta.getByRole("button", { name: "Sign up" }).click();
  const auth = page.getByRole("dialog", { name: "Create your account" });
  await auth.getByLabel("Username").fill(player.username);
  await auth.getByLabel("E-mail").fill(player.email);
  await auth.getByLabel("Password", { exact: true }).fill(player.password);
  await auth.getByRole("checkbox", { name: "I am 18 years old or older" }).check();
  await auth.getByRole("checkbox", { name: /^I accept the terms and conditions/ }).check();
  await auth.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/sign-up\/welcome$/, { timeout: 30_000 });
  const link = await latestMailLink(request, player.email);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await expect(page.getByText("Your e-mail address is verified.")).toBeVisible();
  await page.goto("/");
  // (The offer's modal dialog hides the header from the accessibility tree while it is open.)
  await signInWithDialog(page, player);

  // Right after the first sign-in: the welcome offer, once.
  const offer = page.getByRole("dialog", { name: "Welcome offer" });
  await expect(offer).toContainText("100% up to 200.00000000 USDT");
  await expect(offer).toContainText("Minimum qualifying deposit: 20.00000000 USDT.");
  await expectAccessible(page);
  await shoot(page, "welcome-offer");
  await offer.getByRole("button", { name: "Deposit" }).click();

  // The Deposit tab says which bonus this deposit gets, with the opt-out.
  const wallet = page.getByRole("dialog", { name: "Wallet" });
  await expect(wallet.getByRole("tab", { name: "Deposit" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const bonus = wallet.getByRole("region", { name: "Bonus with this deposit" });
  await expect(bonus).toContainText("100% up to 200.00000000 USDT");
  await expect(bonus).toContainText("Welcome bonus");
  await expect(bonus.getByRole("button", { name: "Decline the bonus" })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "deposit-tab-bonus");

  // The deposit activates it, as the tab said: 100 % of 30 USDT.
  const { token, userId } = await session(context, request);
  const deposit = await request.post(`${API}/dev/deposits`, {
    data: {
      user_id: userId,
      entity_wallet_code: "USDT",
      network: "TRC20",
      amount: "30",
      confirm_after_seconds: 0,
    },
  });
  expect(deposit.ok(), await deposit.text()).toBe(true);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Bonuses" }).click();
  const dialog = page.getByRole("dialog", { name: "Bonuses" });
  await dialog.getByRole("tab", { name: "Active" }).click();
  const active = dialog.getByRole("article", { name: /^Welcome bonus/ });
  await expect(active).toContainText("Active");
  await expect(active).toContainText("30.00000000 USDT");

  // Answered: the server will not present it again.
  const welcome = await request.get(`${API}/api/bonuses/welcome`, {
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
  });
  expect(((await welcome.json()) as { data: { prompt: boolean } }).data.prompt).toBe(false);
});

test("a player declines the welcome bonus in the deposit tab, and the deposit gets none", async ({
  page,
  request,
}) => {
  const { userId } = await startSignedIn(page, request, { at: "/promotion/welcome-bonus" });
  const cta = page.getByRole("region", { name: "Welcome offer" });
  await cta.getByRole("button", { name: "Deposit" }).click();
  const wallet = page.getByRole("dialog", { name: "Wallet" });
  const bonus = wallet.getByRole("region", { name: "Bonus with this deposit" });
  await expect(bonus).toContainText("Welcome bonus");
  await bonus.getByRole("button", { name: "Decline the bonus" }).click();
  await expect(bonus).toContainText("This deposit gets no bonus.");
  await expect(bonus.getByRole("button")).toHaveCount(0);
  await shoot(page, "deposit-tab-declined");

  const deposit = await request.post(`${API}/dev/deposits`, {
    data: {
      user_id: userId,
      entity_wallet_code: "USDT",
      network: "TRC20",
      amount: "30",
      confirm_after_seconds: 0,
    },
  });
  expect(deposit.ok(), await deposit.text()).toBe(true);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Bonuses" }).click();
  const dialog = page.getByRole("dialog", { name: "Bonuses" });
  await dialog.getByRole("tab", { name: "Active" }).click();
  await expect(dialog.getByText("No active bonus")).toBeVisible();
  await dialog.getByRole("tab", { name: "History" }).click();
  await expect(dialog.getByRole("article", { name: /^Welcome bonus/ })).toContainText("Ended");
  await page.keyboard.press("Escape");
  // The promotion now says so.
  await expect(cta).toContainText("The welcome offer no longer applies to your account.");
});
