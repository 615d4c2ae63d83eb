import {
  chooseLanguageInMenu,
  expectWhole,
  LANGUAGES,
  type Language,
} from "@casino/playwright-config/fit";
import { expect, launchPath, newTelegramUser, signedInitData, test } from "./support/telegram.ts";

/**
 * Every language's labels fit the mini app on a 390 px phone: the frame (header, side menu,
 * account menu, bottom navigation), the lobby's headings and rails, the wallet dialog's tabs and
 * the profile page. One Telegram launch switches language through the side menu's picker, as a
 * player does. The check is the web shell's (tooling/playwright/fit.js).
 */

test.use({ viewport: { width: 390, height: 844 } });

test("every language's labels fit the mini app's frame, menus, lobby, wallet tabs and profile", async ({
  page,
  request,
}) => {
  // Nine languages, each with two menus, the lobby, the wallet dialog and a page.
  test.setTimeout(300_000);
  await page.goto(launchPath(await signedInitData(request, newTelegramUser()), "android"));
  let current: Language = LANGUAGES[0];
  for (const language of LANGUAGES) {
    if (language !== current) await chooseLanguageInMenu(page, current, language);
    current = language;
    const quickNav = page.getByRole("navigation", { name: language.quickNav });
    const banner = page.getByRole("banner");

    // The side menu, open (it stays open after a language is chosen in it).
    if (language === LANGUAGES[0]) {
      await quickNav.getByRole("button", { name: language.menu, exact: true }).click();
    }
    const menu = page.getByRole("dialog", { name: language.menu });
    await expect(menu).toBeVisible();
    await expectWhole(page, menu, `${language.code}: side menu`);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    // The lobby: header, shortcuts, headings, rails and the bottom navigation.
    await expect(page.getByRole("heading", { level: 1, name: language.lobby })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectWhole(page, page.locator("body"), `${language.code}: lobby`);

    // The account menu.
    await banner.getByRole("button", { name: language.accountMenu }).click();
    const accountMenu = page.getByRole("menu");
    await expect(accountMenu.getByRole("menuitem").first()).toBeVisible();
    await expectWhole(page, accountMenu, `${language.code}: account menu`);
    await page.keyboard.press("Escape");
    await expect(accountMenu).toBeHidden();

    // The wallet dialog's tabs.
    await banner.getByRole("button", { name: language.deposit }).click();
    const wallet = page.getByRole("dialog", { name: language.wallet });
    await expect(wallet.getByRole("tablist")).toBeVisible();
    await expectWhole(page, wallet.getByRole("tablist"), `${language.code}: wallet tabs`);
    await page.keyboard.press("Escape");
    await expect(wallet).toBeHidden();

    // The profile page through the bottom navigation (its title and section headings), and back.
    await quickNav.getByRole("link", { name: language.profile, exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/my-profile$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expectWhole(page, main, `${language.code}: profile`);
    await quickNav.getByRole("link", { name: language.lobby, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  }
});
