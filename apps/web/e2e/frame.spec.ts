import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  createVerifiedPlayer,
  expectAccessible,
  headerBalance,
  session,
  setBalance,
  shoot,
  signIn,
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
