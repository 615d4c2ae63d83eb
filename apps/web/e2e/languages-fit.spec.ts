import { expect, test } from "@playwright/test";
import {
  chooseLanguageInMenu,
  expectWhole,
  LANGUAGES,
  type Language,
} from "@casino/playwright-config/fit";
import { startSignedIn } from "./support/sandbox.ts";

/**
 * Every language's labels fit on a 390 px phone: the frame (header, side menu, bottom
 * navigation), the lobby's headings and rails, the wallet dialog's tabs and the promotions page.
 * One signed-in page switches language through the side menu's picker, as a player does.
 */

test.use({ viewport: { width: 390, height: 844 } });

test("every language's labels fit the phone's frame, lobby, wallet tabs and page headings", async ({
  page,
  request,
}) => {
  // Nine languages, each with the side menu, the lobby, the wallet dialog and a page.
  test.setTimeout(600_000);
  await startSignedIn(page, request);
  let current: Language = LANGUAGES[0];
  for (const language of LANGUAGES) {
    if (language !== current) await chooseLanguageInMenu(page, current, language);
    current = language;

    // The side menu, open (it stays open after a language is chosen in it).
    if (language === LANGUAGES[0]) {
      await page
        .getByRole("navigation", { name: language.quickNav })
        .getByRole("button", { name: language.menu, exact: true })
        .click();
    }
    const menu = page.getByRole("dialog", { name: language.menu });
    await expect(menu).toBeVisible();
    await expectWhole(page, menu, `${language.code}: side menu`);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    // The lobby: header, chips, headings, rails and the bottom navigation.
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectWhole(page, page.locator("body"), `${language.code}: lobby`);

    // The wallet dialog's tabs.
    await page.getByRole("banner").getByRole("button", { name: language.deposit }).click();
    const wallet = page.getByRole("dialog", { name: language.wallet });
    await expect(wallet.getByRole("tablist")).toBeVisible();
    await expectWhole(page, wallet.getByRole("tablist"), `${language.code}: wallet tabs`);
    await page.keyboard.press("Escape");
    await expect(wallet).toBeHidden();

    // A page through the bottom navigation, and back to the lobby.
    const quickNav = page.getByRole("navigation", { name: language.quickNav });
    await quickNav.getByRole("link", { name: language.promotions }).click();
    await expect(page).toHaveURL(/\/promotion$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectWhole(page, page.getByRole("main"), `${language.code}: promotions`);
    await quickNav.getByRole("link", { name: language.lobby, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  }
});
