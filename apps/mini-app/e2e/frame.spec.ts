import type { Page } from "@playwright/test";
import {
  API,
  expect,
  expectAccessible,
  launchPath,
  newTelegramUser,
  sessionToken,
  signedInitData,
  test,
} from "./support/telegram.ts";

test("at 390 px the mini app's header keeps to one row above the page and the bottom bar", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(launchPath(await signedInitData(request, newTelegramUser()), "android"));
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("button", { name: "Account menu" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Lobby" })).toBeVisible();
  // One row below Telegram's own controls (the header's top padding is their inset).
  const inset = await banner.evaluate((element) =>
    parseFloat(getComputedStyle(element).paddingTop),
  );
  expect((await banner.boundingBox())!.height - inset).toBeLessThan(80);
  const middles = await Promise.all(
    [
      banner.getByRole("button", { name: /^Select wallet/ }),
      banner.getByRole("button", { name: "Deposit" }),
      banner.getByRole("link", { name: "Inbox" }),
      banner.getByRole("button", { name: "Account menu" }),
    ].map(async (control) => {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      return box.y + box.height / 2;
    }),
  );
  for (const y of middles) expect(Math.abs(y - middles[0]!)).toBeLessThanOrEqual(2);
  await expect(page.getByRole("navigation", { name: "Quick navigation" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("mini-app-390.png") });
  await expectAccessible(page);
});

/** The header's balance is whole: nothing in the wallet button is narrower than its content. */
async function expectWholeBalance(page: Page) {
  const balance = page.getByRole("banner").getByRole("button", { name: /wallet|кошел/i });
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
  expect(box.x + box.width).toBeLessThanOrEqual(390);
}

for (const [language, digits] of [
  ["en", "123,456.78000000"],
  ["ru", "123\u00a0456,78000000"],
] as const) {
  test(`at 390 px the mini app's header shows the whole balance in ${language}`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const user = newTelegramUser({ language_code: language });
    await page.goto(launchPath(await signedInitData(request, user), "android"));
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button", { name: /wallet|кошел/i })).toBeVisible();
    const token = await sessionToken(page);
    const me = await request.get(`${API}/api/user/information`, {
      headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
    });
    const userId = ((await me.json()) as { data: { id: number } }).data.id;
    const set = await request.put(`${API}/dev/wallets/balance`, {
      data: { user_id: userId, entity_wallet_code: "USDT", balance: "123456.78" },
    });
    expect(set.ok(), await set.text()).toBe(true);
    // The balance arrives live; the coin's icon stands for its code, all 8 decimals show.
    const balance = banner.getByRole("button", { name: /wallet|кошел/i });
    await expect(balance).toContainText(digits);
    await expectWholeBalance(page);
    await page.screenshot({ path: test.info().outputPath(`mini-app-balance-390-${language}.png`) });
  });
}
