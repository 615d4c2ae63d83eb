import {
  expect,
  expectAccessible,
  launchPath,
  newTelegramUser,
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
