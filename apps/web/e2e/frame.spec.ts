import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  chooseLanguage,
  createVerifiedPlayer,
  expectAccessible,
  headerBalance,
  session,
  setBalance,
  shoot,
  signIn,
  startSignedIn,
} from "./support/sandbox.ts";

/** The vertical middle of an element on the page. */
async function middle(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, "element has a box").not.toBeNull();
  return box!.y + box!.height / 2;
}

/** Every named control of the header sits on one row, and the header is one control tall. */
async function expectOneRow(page: Page, controls: Locator[]) {
  const banner = page.getByRole("banner");
  const bannerBox = (await banner.boundingBox())!;
  // One row: no taller than one control (44 px) with the bar's padding, far from two rows.
  expect(bannerBox.height).toBeLessThan(80);
  const middles = await Promise.all(controls.map((control) => middle(control)));
  for (const y of middles) expect(Math.abs(y - middles[0]!)).toBeLessThanOrEqual(2);
  // Nothing spills out of the viewport sideways.
  const width = page.viewportSize()!.width;
  for (const control of controls) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}

for (const width of [390, 1366]) {
  test(`at ${width} px the header keeps to one row, signed out and signed in`, async ({
    page,
    request,
    context,
  }) => {
    // The lobby behind the header is the real one now (rows of games): axe takes its time.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const player = await createVerifiedPlayer(request);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Lobby" })).toBeVisible();
    const banner = page.getByRole("banner");
    await expectOneRow(page, [
      banner.getByRole("link", { name: /lobby$/ }),
      banner.getByRole("button", { name: "Sign in" }),
      banner.getByRole("button", { name: "Sign up" }),
    ]);
    await shoot(page, `lobby-${width}-signed-out`);

    await signIn(page, player);
    // A long balance: the selector shortens it rather than pushing the avatar to a new row.
    await setBalance(request, (await session(context, request)).userId, "123456.78");
    await page.reload();
    await expect(headerBalance(page)).toContainText(/123,456/);
    await expectOneRow(page, [
      banner.getByRole("link", { name: /lobby$/ }),
      headerBalance(page),
      banner.getByRole("button", { name: "Deposit" }),
      banner.getByRole("link", { name: "Inbox" }),
      banner.getByRole("button", { name: "Account menu" }),
    ]);
    await shoot(page, `lobby-${width}-signed-in`);
    await expectAccessible(page);

    if (width < 960) {
      await page
        .getByRole("navigation", { name: "Quick navigation" })
        .getByRole("button", { name: "Menu" })
        .click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await expect(drawer.getByRole("link", { name: "Slots" })).toBeVisible();
      await shoot(page, `menu-${width}`);
      await page.keyboard.press("Escape");
      await expect(drawer).toHaveCount(0);
    } else {
      await banner.getByRole("button", { name: "Account menu" }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await shoot(page, `account-menu-${width}`);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toHaveCount(0);
    }
  });
}

test("the side menu marks only the lobby page shown", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const main = page.getByRole("navigation", { name: "Main" });
  for (const [path, name] of [
    ["/", "Lobby"],
    ["/?type=slots", "Slots"],
    ["/?type=provably-fair", "Provably fair"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(main.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  }
});

/**
 * The header balance is whole on screen: no element of the wallet button (the amount, its digits)
 * is narrower than its content, and the button stays inside the viewport. `balance` is the button
 * as named in the interface's language (English unless told).
 */
async function expectWholeBalance(page: Page, balance = headerBalance(page)) {
  const clipped = await balance.evaluate((button) =>
    [button, ...button.querySelectorAll("*")]
      .filter(
        (element) =>
          // The visually hidden label is 1 px wide by design.
          element instanceof HTMLElement &&
          element.clientWidth > 1 &&
          element.scrollWidth > element.clientWidth,
      )
      .map((element) => element.outerHTML.slice(0, 120)),
  );
  expect(clipped).toEqual([]);
  const box = (await balance.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test("at 390 px the header shows the whole balance by the money rule, in English and Russian, and switches to fiat", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 860 });
  await startSignedIn(page, request, { balance: "502.130942" });
  await page.reload();
  await page.setViewportSize({ width: 390, height: 844 });
  const balance = headerBalance(page);
  // The coin's icon (named) for its code, every digit of value; in short room the rule may drop
  // only the trailing zeros of the 8 decimals.
  await expect(balance).toHaveAccessibleName(/^Select wallet: Tether 502\.130942(00)?$/);
  await expectWholeBalance(page);
  await shoot(page, "header-balance-390-en");

  await page.setViewportSize({ width: 1366, height: 860 });
  await chooseLanguage(page, "Русский");
  await page.setViewportSize({ width: 390, height: 844 });
  // In Russian the selector is named in Russian too.
  const balanceRu = page.getByRole("banner").getByRole("button", { name: /^Выбрать кошелёк/ });
  await expect(balanceRu).toContainText("502,130942");
  await expectWholeBalance(page, balanceRu);
  await shoot(page, "header-balance-390-ru");

  // The fiat display is one switch away, in the wallet list, and stays chosen.
  await balanceRu.click();
  await page.getByRole("switch", { name: /USD/ }).click();
  await expect(balanceRu).toContainText(/\$/);
  await expect(balanceRu).toContainText(/\d,\d\d\s?\$/);
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(balanceRu).toContainText(/\$/);
  await expectWholeBalance(page, balanceRu);
  await shoot(page, "header-balance-390-ru-fiat");
});
