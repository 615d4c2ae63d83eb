import { playableSlot } from "@casino/playwright-config/journeys";
import {
  expect,
  expectAccessible,
  launchPath,
  newTelegramUser,
  posted,
  signedInitData,
  test,
} from "./support/telegram.ts";

test("open-game opens the game; on a phone it fills the screen with a close control and vertical swipes stay locked", async ({
  page,
  request,
}) => {
  const game = await playableSlot(request);
  const startParam = `open-game_${game.slug}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(
    launchPath(await signedInitData(request, newTelegramUser(), startParam), "ios", startParam),
  );
  await expect(page).toHaveURL(new RegExp(`/play-game/${game.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: game.name })).toBeVisible();
  await expect
    .poll(async () => (await posted(page, "web_app_setup_swipe_behavior")).at(-1))
    .toEqual({ allow_vertical_swipe: false });
  await expectAccessible(page);

  await page.getByRole("button", { name: "Play", exact: true }).click();
  const overlay = page.getByRole("dialog", { name: game.name });
  await expect(overlay).toBeVisible();
  const frame = page.frameLocator(`iframe[title="${game.name}"]`);
  await expect(frame.locator("#mode")).toHaveText("Real money");
  const box = await overlay.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390 });
  await overlay.getByRole("button", { name: "Close game" }).click();
  await expect(overlay).toBeHidden();
  await expect(page.locator(`iframe[title="${game.name}"]`)).toHaveCount(0);
});
