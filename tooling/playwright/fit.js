// "Every language fits the phone": what both shells' journeys click in each of the app's nine
// languages and the check that no visible label is clipped. Both shells render the same app
// (packages/app), so the names and the side menu's language picker are the same in each.
import { expect } from "@playwright/test";

/**
 * The names the journeys click, in each language (as the catalogs, packages/app/src/locales, give
 * them): the bottom navigation ("Quick navigation") and its links, the side menu ("Menu") with its
 * language picker (each language by its own name), the header's Deposit, Wallet and Account menu.
 * English first: a journey starts in it.
 */
export const LANGUAGES = /** @type {const} */ ([
  {
    code: "en",
    autonym: "English",
    menu: "Menu",
    deposit: "Deposit",
    wallet: "Wallet",
    accountMenu: "Account menu",
    lobby: "Lobby",
    promotions: "Promotions",
    profile: "Profile",
    quickNav: "Quick navigation",
  },
  {
    code: "de",
    autonym: "Deutsch",
    menu: "Menü",
    deposit: "Einzahlen",
    wallet: "Wallet",
    accountMenu: "Kontomenü",
    lobby: "Lobby",
    promotions: "Aktionen",
    profile: "Profil",
    quickNav: "Schnellnavigation",
  },
  {
    code: "es",
    autonym: "Español",
    menu: "Menú",
    deposit: "Depositar",
    wallet: "Billetera",
    accountMenu: "Menú de la cuenta",
    lobby: "Vestíbulo",
    promotions: "Promos",
    profile: "Perfil",
    quickNav: "Navegación rápida",
  },
  {
    code: "fr",
    autonym: "Français",
    menu: "Menu",
    deposit: "Déposer",
    wallet: "Portefeuille",
    accountMenu: "Menu du compte",
    lobby: "Lobby",
    promotions: "Promos",
    profile: "Profil",
    quickNav: "Navigation rapide",
  },
  {
    code: "ja",
    autonym: "日本語",
    menu: "メニュー",
    deposit: "入金",
    wallet: "ウォレット",
    accountMenu: "アカウントメニュー",
    lobby: "ロビー",
    promotions: "キャンペーン",
    profile: "プロフィール",
    quickNav: "クイックナビゲーション",
  },
  {
    code: "nl",
    autonym: "Nederlands",
    menu: "Menu",
    deposit: "Storten",
    wallet: "Wallet",
    accountMenu: "Accountmenu",
    lobby: "Lobby",
    promotions: "Promoties",
    profile: "Profiel",
    quickNav: "Snelle navigatie",
  },
  {
    code: "pt",
    autonym: "Português",
    menu: "Menu",
    deposit: "Depositar",
    wallet: "Carteira",
    accountMenu: "Menu da conta",
    lobby: "Lobby",
    promotions: "Promoções",
    profile: "Perfil",
    quickNav: "Navegação rápida",
  },
  {
    code: "ru",
    autonym: "Русский",
    menu: "Меню",
    deposit: "Пополнить",
    wallet: "Кошелёк",
    accountMenu: "Меню аккаунта",
    lobby: "Лобби",
    promotions: "Акции",
    profile: "Профиль",
    quickNav: "Быстрая навигация",
  },
  {
    code: "tr",
    autonym: "Türkçe",
    menu: "Menü",
    deposit: "Para yatır",
    wallet: "Cüzdan",
    accountMenu: "Hesap menüsü",
    lobby: "Lobi",
    promotions: "Promosyon",
    profile: "Profil",
    quickNav: "Hızlı gezinme",
  },
]);

/**
 * The visible texts of `root` that do not fit: a box that hides part of its text (overflow
 * hidden or clipped, an ellipsis), text that runs out of its box, or a tab scrolled out of its tab
 * list. Game tiles are left out:
 * their names are the games' own, cut by the tile on purpose and whole in the tile's name.
 * @param {import("@playwright/test").Locator} root
 * @returns {Promise<string[]>}
 */
export async function clippedTexts(root) {
  return root.evaluate((element) => {
    /** @type {string[]} */
    const found = [];
    /** @param {string} value */
    const hiding = (value) => value === "hidden" || value === "clip";
    /** @param {Element} node */
    const visuallyHidden = (node) => {
      for (let at = /** @type {Element | null} */ (node); at; at = at.parentElement) {
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
    // A tab the player cannot see: pushed past the end of its (scrolling) tab list.
    for (const tab of element.querySelectorAll('[role="tab"]')) {
      const list = tab.closest('[role="tablist"]');
      if (!list || !(tab instanceof HTMLElement) || !tab.checkVisibility()) continue;
      const inside = list.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      if (box.left < inside.left - 1 || box.right > inside.right + 1) {
        const text = (tab.textContent ?? "").trim().slice(0, 40);
        found.push(
          `tab "${text}" lies outside its tab list (${Math.round(box.right - inside.right)} px past its end)`,
        );
      }
    }
    return found;
  });
}

/**
 * Expects (softly: the journey goes on to the other places and languages) every visible text of
 * `root` to be whole, measured once the page's fonts are in (they decide the widths).
 * @param {import("@playwright/test").Page} page
 * @param {import("@playwright/test").Locator} root
 * @param {string} where what the failure names, e.g. "ja: side menu"
 */
export async function expectWhole(page, root, where) {
  await page.evaluate(() => document.fonts.ready);
  expect.soft(await clippedTexts(root), where).toEqual([]);
}

/**
 * Switches the interface from `from` to `to` with the side menu's language picker, as a player
 * does; the side menu stays open afterwards.
 * @param {import("@playwright/test").Page} page
 * @param {(typeof LANGUAGES)[number]} from
 * @param {(typeof LANGUAGES)[number]} to
 */
export async function chooseLanguageInMenu(page, from, to) {
  await page
    .getByRole("navigation", { name: from.quickNav })
    .getByRole("button", { name: from.menu, exact: true })
    .click();
  const menu = page.getByRole("dialog", { name: from.menu });
  await menu.getByRole("button", { name: new RegExp(`: ${from.autonym}$`) }).click();
  await menu.getByRole("option", { name: to.autonym }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", to.code);
}
