import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, shoot, startSignedIn } from "./support/sandbox.ts";

/**
 * Whether the main action is on screen and on top at its centre (not under the bottom
 * navigation or anything else), without scrolling.
 */
async function expectOnTop(page: Page, name: string) {
  const button = page.getByRole("button", { name, exact: true });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  const onTop = await button.evaluate(
    (element, point) => {
      const hit = document.elementFromPoint(point.x, point.y);
      return hit !== null && (hit === element || element.contains(hit));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop, `${name} is not covered at its centre`).toBe(true);
}

test.describe("on a phone (390x844)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const slug of ["dice", "limbo", "plinko", "mines"]) {
    test(`${slug}: the Bet button shows under the stage without scrolling`, async ({ page }) => {
      await page.goto(`/play-game/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectOnTop(page, "Bet");
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await shoot(page, `${slug}-phone-guest`);
    });
  }

  test("a funded player sees Bet without scrolling on dice too", async ({ page, request }) => {
    await startSignedIn(page, request, { at: "/play-game/dice", balance: "1000" });
    await page.goto("/play-game/dice");
    await expect(page.getByTestId("originals-balance")).toHaveText("1,000.00000000");
    await expectOnTop(page, "Bet");
    await shoot(page, "dice-phone-player");
  });
});

test("a guest plays a fun round of dice with demo money, with Sign up offered", async ({
  page,
}) => {
  const moneyCalls: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/(originals|wallets|bets|fair)/.test(r.url()) && r.method() !== "GET")
      moneyCalls.push(`${r.method()} ${r.url()}`);
    if (/\/api\/originals\//.test(r.url())) moneyCalls.push(`${r.method()} ${r.url()}`);
  });
  await page.goto("/play-game/dice");
  const notice = page.getByRole("region", { name: "Fun mode: demo money" });
  await expect(notice).toBeVisible();
  const balance = page.getByTestId("originals-balance");
  await expect(balance).toHaveText("1,000.00");
  await expect(page.getByText("Fun balance:")).toBeVisible();
  await page.getByRole("button", { name: "Bet", exact: true }).click();
  await expect(balance).toHaveText(/^(999\.00|1,000\.96)$/);
  await expect(page.getByTestId("dice-roll")).toHaveText(/^\d+\.\d\d$/);
  expect(moneyCalls).toEqual([]);
  await expectAccessible(page);
  await notice.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});
