import { expect, test } from "@playwright/test";
import { expectAccessible, shoot, startSignedIn } from "./support/sandbox.ts";

test("a player bets on dice, finds it first in Continue playing and opens its round in the gaming history", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await startSignedIn(page, request, { at: "/play-game/dice", balance: "1000" });
  await expect(page.getByRole("heading", { name: "Dice", level: 1 })).toBeVisible();
  const amount = page.getByRole("textbox", { name: "Bet amount (USDT)" });
  await amount.fill("10");
  await amount.blur();
  const response = page.waitForResponse(
    (r) => r.url().endsWith("/api/originals/dice/bet") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Bet", exact: true }).click();
  const bet = ((await (await response).json()) as { data: { id: number; win: boolean } }).data;

  // The original is recently played though it was never launched.
  await page.getByRole("complementary").getByRole("link", { name: "Lobby", exact: true }).click();
  const rail = page.getByRole("region", { name: "Continue playing" });
  await expect(rail.getByRole("link", { name: /^Play / }).first()).toHaveAccessibleName(
    "Play Dice",
  );
  await expect(rail.getByRole("link", { name: /^See all/ })).toHaveAttribute("href", "/play-again");

  // Gaming history from the account menu: the round with its stake, payout and multiplier.
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Gaming history" }).click();
  await expect(page.getByRole("heading", { name: "Gaming history", level: 1 })).toBeVisible();
  const round = page.getByRole("list", { name: "Rounds" }).getByRole("article", { name: "Dice" });
  await expect(round).toHaveCount(1);
  await expect(round).toHaveAccessibleDescription(bet.win ? "Win" : "Loss");
  const fact = (label: string) => round.locator("dt", { hasText: label }).locator("+ dd");
  await expect(fact("Stake")).toHaveText(/^10[.,]?0*\sUSDT$/);
  await expect(fact("Payout")).toHaveText(/USDT$/);
  await expect(fact("Multiplier")).toHaveText(bet.win ? /^1\.96(03)?×$/ : "0.00×");
  const moves = round
    .getByRole("list", { name: "Transactions of this round" })
    .getByRole("listitem");
  await expect(moves).toHaveCount(bet.win ? 2 : 1);
  await expect(round.getByText(String(bet.id), { exact: true })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "gaming-history");

  await round.getByRole("link", { name: "Bet details" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]bet=${bet.id}$`));
  await expect(page.getByRole("dialog", { name: "Bet details" })).toBeVisible();
});

test("See all opens a category at the top and Back returns to the lobby's position", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Lobby", level: 1 })).toBeAttached({
    timeout: 60_000,
  });
  const seeAll = page.getByRole("link", { name: /^See all \d+$/ }).last();
  await seeAll.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(300);
  await seeAll.click();
  await expect(page).toHaveURL(/\/categories\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(left));
});
