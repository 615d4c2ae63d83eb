import type { APIRequestContext } from "@playwright/test";
import {
  API,
  expect,
  expectAccessible,
  launchPath,
  newTelegramUser,
  posted,
  signedInitData,
  test,
} from "./support/telegram.ts";

/** A slot with a demo that anyone may play. */
async function playableSlot(request: APIRequestContext): Promise<{ slug: string; name: string }> {
  const response = await request.get(`${API}/api/games/list`, {
    params: { "kinds[]": "slots", per_page: 100 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const games = (
    (await response.json()) as {
      data: { data: { slug: string; name: string; has_demo: boolean; availability: string }[] };
    }
  ).data.data;
  const game = games.find((g) => g.has_demo && g.availability === "CAN_PLAY");
  expect(game, "a playable slot").toBeTruthy();
  return game!;
}

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
