import { expect, test } from "@playwright/test";
import { API, chooseLanguage, expectAccessible, startSignedIn } from "./support/sandbox.ts";

/** The stars shown on the VIP page, as a number. */
async function shownStars(text: string | null) {
  return Number((text ?? "").replace(/[^\d]/g, ""));
}

test("a player reaches a VIP level live: stars and progress move and the level rises on /vip-program without reload", async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { userId } = await startSignedIn(page, request);

  // A real deposit through the chain simulator, confirmed at once.
  const deposit = await request.post(`${API}/dev/deposits`, {
    data: { user_id: userId, entity_wallet_code: "USDT", amount: "300", confirm_after_seconds: 0 },
  });
  expect(deposit.ok(), await deposit.text()).toBe(true);

  // The VIP page: no level yet, Pixel Pioneer next (the server's threshold, read from the page).
  await page.goto("/vip-program");
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await expect(page.getByRole("heading", { level: 1, name: "VIP program" })).toBeVisible();
  const ladder = page.getByRole("list", { name: "VIP levels" });
  await expect(ladder.getByRole("article")).toHaveCount(5);
  const pioneer = ladder.getByRole("article", { name: "Pixel Pioneer" });
  await expect(pioneer).toContainText("Next");
  const threshold = Number(
    ((await pioneer.textContent()) ?? "").match(/([\d,]+) stars/)![1]!.replace(/,/g, ""),
  );
  expect(threshold).toBeGreaterThan(0);
  const bar = page.getByRole("progressbar", { name: "Progress to Pixel Pioneer" });
  await expect(bar).toHaveAttribute("aria-valuenow", "0");
  const stars = page.getByTestId("vip-stars");
  await expect(stars).toHaveText("0 stars");
  const login = page.getByRole("region", { name: "Daily login reward" });
  await expect(login).toContainText("Reach Pixel Pioneer to unlock a reward every day.");
  const invite = page.getByRole("region", { name: "Invite friends" });
  await expect(invite.getByRole("textbox", { name: "Your referral link" })).toHaveValue(
    /^https?:\/\//,
  );
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("vip-level-0.png"), fullPage: true });

  // Play dice for real in a second tab of the same session: the VIP tab follows live.
  const game = await context.newPage();
  await game.goto("/originals/dice");
  await expect(game.getByRole("heading", { name: "Dice", level: 1 })).toBeVisible();
  const amount = game.getByRole("textbox", { name: "Bet amount (USDT)" });
  const stake = Math.ceil(threshold / 3) + 1;
  await amount.fill(String(stake));
  await amount.blur();
  const betButton = game.getByRole("button", { name: "Bet", exact: true });
  const bet = async () => {
    const settled = game.waitForResponse(
      (r) => r.url().endsWith("/api/originals/dice/bet") && r.request().method() === "POST",
    );
    await betButton.click();
    expect((await settled).status()).toBe(201);
  };

  /** One bet, then the VIP tab shows more stars than before, without a reload. */
  const betAndWatch = async () => {
    const before = await shownStars(await stars.textContent());
    await bet();
    await expect.poll(async () => shownStars(await stars.textContent())).toBeGreaterThan(before);
    return shownStars(await stars.textContent());
  };

  const afterOne = await betAndWatch();
  // Stars and the bar moved; still no level.
  expect(afterOne).toBeLessThan(threshold);
  await expect(bar).toHaveAttribute("aria-valuenow", /^[1-9]/);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Until the threshold is crossed (a few bets): the level changes live and is celebrated.
  let now = afterOne;
  for (let round = 0; round < 6 && now < threshold; round++) now = await betAndWatch();
  expect(now).toBeGreaterThanOrEqual(threshold);
  const dialog = page.getByRole("dialog", { name: "Level up!" });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText("You reached Pixel Pioneer.");
  await expect(pioneer).toHaveAttribute("aria-current", "step");
  await expect(page.getByRole("progressbar", { name: "Progress to Byte Bandit" })).toBeAttached();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);

  // Level 1 unlocks the daily login reward: claimed once, then the countdown to the next one.
  const claim = login.getByRole("button", { name: "Claim reward" });
  await expect(claim).toBeVisible();
  await claim.click();
  await expect(login).toContainText("Claimed today.");
  await expect(login.getByRole("timer", { name: "Next login reward in" })).toBeVisible();
  await expect(login.getByRole("button")).toHaveCount(0);
  // The server agrees: a second claim the same day is refused.
  const token = (await context.cookies()).find((cookie) => cookie.name === "token")!.value;
  const again = await request.post(`${API}/api/login-reward/claim`, {
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
  });
  expect(again.status()).toBe(422);

  // Cashback: level 1 is paid weekly, so the card estimates the running week and says when it closes.
  await expect(page.getByRole("region", { name: "Cashback" })).toContainText(
    /Weekly cashback: the week closes on .+ \(UTC\), then it can be claimed\./,
  );
  await expectAccessible(page);

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: testInfo.outputPath(`vip-level-1-${width}.png`),
      fullPage: true,
    });
  }
  // Every star and reward moved through a sound ledger.
  const audit = await request.get(`${API}/dev/ledger/audit`);
  expect(audit.ok()).toBe(true);
  const { data } = (await audit.json()) as {
    data: { mismatchedAccounts: unknown[]; unbalancedTransfers: unknown[] };
  };
  expect(data.mismatchedAccounts).toEqual([]);
  expect(data.unbalancedTransfers).toEqual([]);
});

test("the VIP page in German on a phone: translated, nothing clipped, keyboard and axe clean", async ({
  page,
  request,
}, testInfo) => {
  await startSignedIn(page, request);
  await page.goto("/vip-program");
  await expect(page.getByRole("heading", { level: 1, name: "VIP program" })).toBeVisible();
  await chooseLanguage(page, "Deutsch");
  await expect(page.getByRole("heading", { level: 1, name: "VIP-Programm" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("list", { name: "VIP-Levels" }).getByRole("article")).toHaveCount(5);
  await expect(page.getByRole("region", { name: "Tägliche Login-Prämie" })).toContainText(
    // The level's name is the server's, in the request's language too.
    "Erreiche Pixel-Pionier",
  );
  await expect(
    page.getByRole("progressbar", { name: "Fortschritt zu Pixel-Pionier" }),
  ).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The referral link is reachable and copyable with the keyboard.
  const invite = page.getByRole("region", { name: "Freunde einladen" });
  await invite.getByRole("button", { name: "Link teilen" }).focus();
  await expect(invite.getByRole("button", { name: "Link teilen" })).toBeFocused();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("vip-de-390.png"), fullPage: true });
});
