import type { APIRequestContext, Page } from "@playwright/test";
import {
  backButtonVisible,
  expect,
  expectAccessible,
  launchPath,
  newTelegramUser,
  signedInitData,
  test,
  WEB,
} from "./support/telegram.ts";

/** Opens the mini app as a new Telegram user with `startParam` (in the init data and the hash). */
async function launchWith(page: Page, request: APIRequestContext, startParam: string) {
  await page.goto(
    launchPath(await signedInitData(request, newTelegramUser(), startParam), "android", startParam),
  );
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
}

test("open-deposit opens the wallet on its Deposit tab", async ({ page, request }) => {
  await launchWith(page, request, "open-deposit");
  const dialog = page.getByRole("dialog", { name: "Wallet" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Deposit" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expectAccessible(page);
});

test("open-page opens an internal page once per launch", async ({ page, request }) => {
  await launchWith(page, request, "open-page_blogs__tags");
  await expect(page).toHaveURL(/\/blogs\/tags$/);
  await expect(page.getByRole("heading", { level: 1, name: "Blog tags" })).toBeVisible();
  await expect.poll(() => backButtonVisible(page)).toBe(true);
  // A reload is the same launch (same auth_date): the start parameter is not handled again.
  await page
    .getByRole("navigation", { name: "Quick navigation" })
    .getByRole("link", { name: "Lobby" })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Lobby" })).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(/\/$/);
});

test("open-page with an external path is refused and logged", async ({ page, request }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  // `__` separates path segments: this would be `//evil-example/x`, a protocol-relative address.
  await launchWith(page, request, "open-page___evil-example__x");
  await expect
    .poll(() => warnings.some((text) => text.includes("invalid start parameter")))
    .toBe(true);
  expect(new URL(page.url()).origin).toBe(WEB);
  expect(new URL(page.url()).pathname).toBe("/");
  await expect(page.getByRole("heading", { level: 1, name: "Lobby" })).toBeVisible();
});
