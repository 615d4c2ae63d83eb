import { expect, test, type Locator, type Page } from "@playwright/test";
import { startSignedIn } from "./support/sandbox.ts";

/**
 * Every language's labels fit on a 390 px phone: the frame (header, side menu, bottom
 * navigation), the lobby's headings and rails, the wallet dialog's tabs and the promotions page.
 * One signed-in page switches language through the side menu's picker, as a player does.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** What the journey clicks, in each language (the names the catalogs give them). */
const LANGUAGES = [
  {
    code: "en",
    autonym: "English",
    menu: "Menu",
    deposit: "Deposit",
    wallet: "Wallet",
    lobby: "Lobby",
    promotions: "Promotions",
    quickNav: "Quick navigation",
  },
  {
    code: "de",
    autonym: "Deutsch",
    menu: "Menü",
    deposit: "Einzahlen",
    wallet: "Wallet",
    lobby: "Lobby",
    promotions: "Aktionen",
    quickNav: "Schnellnavigation",
  },
  {
    code: "es",
    autonym: "Español",
    menu: "Menú",
    deposit: "Depositar",
    wallet: "Billetera",
    lobby: "Vestíbulo",
    promotions: "Promos",
    quickNav: "Navegación rápida",
  },
  {
    code: "fr",
    autonym: "Français",
    menu: "Menu",
    deposit: "Déposer",
    wallet: "Portefeuille",
    lobby: "Lobby",
    promotions: "Promos",
    quickNav: "Navigation rapide",
  },
  {
    code: "ja",
    autonym: "日本語",
    menu: "メニュー",
    deposit: "入金",
    wallet: "ウォレット",
    lobby: "ロビー",
    promotions: "キャンペーン",
    quickNav: "クイックナビゲーション",
  },
  {
    code: "nl",
    autonym: "Nederlands",
    menu: "Menu",
    deposit: "Storten",
    wallet: "Wallet",
    lobby: "Lobby",
    promotions: "Promoties",
    quickNav: "Snelle navigatie",
  },
  {
    code: "pt",
    autonym: "Português",
    menu: "Menu",
    deposit: "Depositar",
    wallet: "Carteira",
    lobby: "Lobby",
    promotions: "Promoções",
    quickNav: "Navegação rápida",
  },
  {
    code: "ru",
    autonym: "Русский",
    menu: "Меню",
    deposit: "Пополнить",
    wallet: "Кошелёк",
    lobby: "Лобби",
    promotions: "Акции",
    quickNav: "Быстрая навигация",
  },
  {
    code: "tr",
    autonym: "Türkçe",
    menu: "Menü",
    deposit: "Para yatır",
    wallet: "Cüzdan",
    lobby: "Lobi",
    promotions: "Promosyon",
    quickNav: "Hızlı gezinme",
  },
] as const;
type Language = (typeof LANGUAGES)[number];

/**
 * The visible texts of `root` that do not fit: a box that hides part of its text (overflow
 * hidden or clipped, an ellipsis) or text that runs out of its box. Game tiles are left out:
 * their names are the games' own, cut by the tile on purpose and whole in the tile's name.
 */
async function clippedTexts(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const found: string[] = [];
    const hiding = (value: string) => value === "hidden" || value === "clip";
    const visuallyHidden = (node: Element) => {
      for (let at: Element | null = node; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.clipPath !== "none" || (style.clip !== "auto" && style.clip !== "")) return true;
      }
      return false;
    };
    for (const node of [element, ...element.querySelectorAll("*")]) {
      const text = Array.from(node.childNodes)
        .filter((child) => child.nodeType === Node.TEXT_NODE)
        .map((child) => child.textContent ?? "")
        .join("")
        .trim();
      if (!text || !(node instanceof HTMLElement)) continue;
      if (!node.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (node.closest("[data-availability]")) continue;
      const box = node.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || visuallyHidden(node)) continue;
      const style = getComputedStyle(node);
      const name = `"${text.slice(0, 40)}" <${node.tagName.toLowerCase()}>`;
      if (
        (hiding(style.overflowX) || style.textOverflow === "ellipsis") &&
        node.scrollWidth > node.clientWidth + 1
      ) {
        found.push(`${name} cut at its end (${node.scrollWidth} > ${node.clientWidth} px)`);
        continue;
      }
      if (hiding(style.overflowY) && node.scrollHeight > node.clientHeight + 1) {
        found.push(`${name} cut at its bottom (${node.scrollHeight} > ${node.clientHeight} px)`);
        continue;
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      const inked = range.getBoundingClientRect();
      if (inked.left < box.left - 1 || inked.right > box.right + 1) {
        found.push(`${name} runs out of its box (${Math.round(inked.width)} > ${box.width} px)`);
      }
    }
    return found;
  });
}

async function expectWhole(page: Page, root: Locator, where: string) {
  // The fonts decide the widths: measure once they are in.
  await page.evaluate(() => document.fonts.ready);
  expect.soft(await clippedTexts(root), where).toEqual([]);
}

async function chooseLanguage(page: Page, from: Language, to: Language) {
  await page
    .getByRole("navigation", { name: from.quickNav })
    .getByRole("button", { name: from.menu, exact: true })
    .click();
  const menu = page.getByRole("dialog", { name: from.menu });
  await menu.getByRole("button", { name: new RegExp(`: ${from.autonym}$`) }).click();
  await menu.getByRole("option", { name: to.autonym }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", to.code);
}

test("every language's labels fit the phone's frame, lobby, wallet tabs and page headings", async ({
  page,
  request,
}) => {
  // Nine languages, each with the side menu, the lobby, the wallet dialog and a page.
  test.setTimeout(600_000);
  await startSignedIn(page, request);
  let current: Language = LANGUAGES[0];
  for (const language of LANGUAGES) {
    if (language !== current) await chooseLanguage(page, current, language);
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
