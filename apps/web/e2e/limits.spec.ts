import { expect, test, type Page } from "@playwright/test";
import { chainDeposit, expectAccessible, setBalance, startSignedIn } from "./support/sandbox.ts";

/** Screenshots at a phone and a desktop width when `E2E_SCREENSHOTS` names a folder. */
async function shoot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  const size = page.viewportSize();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** Sets one limit in the responsible gaming settings and waits for the confirmation. */
async function setLimit(page: Page, card: string, name: string, amount: string) {
  const form = page.getByRole("region", { name: card }).getByRole("form", { name });
  await form.getByRole("textbox", { name: `New ${name} (USD)` }).fill(amount);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(
    form.getByText(`Saved: your ${name} is $${Number(amount).toFixed(2)} from now on.`),
  ).toBeVisible();
}

const UTC_TODAY = () => new Date().toISOString().slice(0, 10);

test("a deposit limit set in the profile refuses a larger deposit and says which limit and when room comes back", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { userId } = await startSignedIn(page, request);
  await page.goto("/profile/my-profile");

  await page.getByRole("link", { name: "Open responsible gaming settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Responsible gaming" })).toBeVisible();
  await setLimit(page, "Deposit limit", "daily deposit limit", "20");
  const card = page.getByRole("region", { name: "Deposit limit" });
  await expect(card.getByText("$20.00", { exact: true })).toBeVisible();
  await expectAccessible(page);

  // A raise waits 24 hours, shown with the value in force and when the new one applies.
  await setLimit(page, "Deposit limit", "weekly deposit limit", "100");
  const weekly = page.getByRole("form", { name: "weekly deposit limit" });
  await weekly.getByRole("textbox", { name: "New weekly deposit limit (USD)" }).fill("500");
  await weekly.getByRole("button", { name: "Save" }).click();
  await expect(
    weekly.getByText(/^Raise requested: the current limit stays until .+\.$/),
  ).toBeVisible();
  await expect(card.getByText(/^Rises to \$500\.00 on .+/)).toBeVisible();
  await shoot(page, "responsible-gaming");

  // 15 USDT arrive and count; then 25 more would pass the daily 20: the chain's deposit is refused.
  expect(await chainDeposit(request, userId, "15")).toBe("confirmed");
  expect(await chainDeposit(request, userId, "25")).toBe("fail");
  await page.reload();
  await expect(
    card.getByRole("progressbar", { name: "Usage of the daily deposit limit" }),
  ).toHaveAttribute("aria-valuetext", /^\$1[45]\.\d\d of \$20\.00$/);

  // The history shows the refused deposit as failed.
  await page.goto("/transaction-history");
  await expect(page.getByRole("table").getByText("Failed")).toBeVisible();

  // Starting a deposit over what is left is refused up front, and the wallet says why.
  await page.getByRole("banner").getByRole("button", { name: "Deposit" }).click();
  const dialog = page.getByRole("dialog", { name: "Wallet" });
  await dialog.getByRole("combobox", { name: "Coin" }).selectOption("BTC_LIGHTNING");
  await dialog.getByRole("textbox", { name: "Amount (BTC)" }).fill("0.01");
  await dialog.getByRole("button", { name: "Create invoice" }).click();
  await expect(
    dialog.getByText(
      /^This is over your daily deposit limit of \$20\.00: \$[45]\.\d\d left\. Room comes back from .+, as older amounts leave the window\.$/,
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "deposit-refused");
});

test("a refused bet names the wager limit; the gaming history lists the real bets and filters them", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { userId } = await startSignedIn(page, request);
  await page.goto("/gaming-history");
  await expect(page.getByRole("heading", { level: 1, name: "Gaming history" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No bets yet." })).toBeVisible();
  await expectAccessible(page);
  await setBalance(request, userId, "100");

  await page.goto("/profile/responsible-gaming");
  await setLimit(page, "Wager limit", "daily wager limit", "5");

  // Dice: a stake of 3 plays; a second one of 3 would pass the daily 5. The sandbox's USDT price
  // drifts by hundredths of a percent while the suite runs, so what is left is about $2.00.
  await page.goto("/originals/dice");
  await expect(page.getByRole("heading", { name: "Dice", level: 1 })).toBeVisible();
  const amount = page.getByRole("textbox", { name: "Bet amount (USDT)" });
  await amount.fill("3");
  await amount.blur();
  await page.getByRole("button", { name: "Bet", exact: true }).click();
  await expect(page.getByRole("list", { name: "Recent results" }).getByRole("button")).toHaveCount(
    1,
  );
  await page.getByRole("button", { name: "Bet", exact: true }).click();
  await expect(
    page.getByText(
      /^This is over your daily wager limit of \$5\.00: \$(1\.9\d|2\.0\d) left\. Room comes back from .+, as older amounts leave the window\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByRole("list", { name: "Recent results" }).getByRole("button")).toHaveCount(
    1,
  );

  // The history lists the bet (and its win, if it won), filters by game and by UTC days.
  await page.goto("/gaming-history");
  // The history lists rounds: one per bet, its transactions (bet, win) inside it.
  const table = page.getByRole("list", { name: "Rounds" });
  await expect(table.getByRole("article", { name: "Dice" }).first()).toBeVisible();
  await expect(table.getByText("3.00000000 USDT").first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "gaming-history");

  const game = page.getByRole("combobox", { name: "Game" });
  await game.selectOption({ label: "Dice" });
  await expect(page).toHaveURL(/\?game=\d+$/);
  await expect(table.getByText("3.00000000 USDT").first()).toBeVisible();
  await page.getByLabel("From (UTC)").fill(UTC_TODAY());
  await expect(page).toHaveURL(new RegExp(`from=${UTC_TODAY()}`));
  await expect(table.getByText("3.00000000 USDT").first()).toBeVisible();
  await page.getByLabel("From (UTC)").fill("2099-01-01");
  await expect(page.getByRole("heading", { name: "No bets match these filters." })).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/gaming-history$/);

  await table.getByRole("link", { name: "Bet details" }).last().click();
  const details = page.getByRole("dialog", { name: "Bet details" });
  await expect(details.getByText("Server seed hash")).toBeVisible();
  await expect(page).toHaveURL(/\?bet=\d+$/);
  await page.keyboard.press("Escape");
  await expect(details).toHaveCount(0);
});
