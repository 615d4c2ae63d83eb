import { expect, test, type APIRequestContext } from "@playwright/test";
import { playableSlot } from "@casino/playwright-config/journeys";
import {
  API,
  expectAccessible,
  signIn,
  spinUntilTheBalanceMoves,
  startSignedIn,
} from "./support/sandbox.ts";

/** The player's original bets so far (the gaming history's bets). */
async function betCount(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`${API}/api/user/gaming-history`, {
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
    params: { per_page: 1, "types[]": "game_bet" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { total: number } }).data.total;
}

test("a stranger opens a shared slot bet link that no feed holds: masked player, no seeds", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const game = await playableSlot(request);
  const { player, token } = await startSignedIn(page, request, { balance: "100" });
  await page.goto(`/play-game/${game.slug}?currency=USDT&entity_wallet_code=USDT`);
  const frame = page.frameLocator(`iframe[title="${game.name}"]`);
  await spinUntilTheBalanceMoves(frame, "100 USDT");
  let betId = "";
  await expect(async () => {
    const mine = await request.get(`${API}/api/games/live-wins/list`, {
      headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
      params: { type: "user_lastest_bet" },
    });
    const bets = ((await mine.json()) as { data: { id: string }[] }).data;
    expect(bets.length).toBeGreaterThan(0);
    betId = bets[0]!.id;
  }).toPass();

  // A guest elsewhere, whose feeds are empty: the dialog loads the bet by its id.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.route("**/api/games/live-wins/list**", (route) =>
    route.fulfill({ json: { success: true, data: [], message: "" } }),
  );
  await other.goto(`/?bet=${betId}`);
  const dialog = other.getByRole("dialog", { name: "Bet details" });
  await expect(dialog.getByText(game.name, { exact: true })).toBeVisible();
  const masked = `${player.username.slice(0, 2)}***${player.username.slice(-1)}`;
  await expect(dialog.getByText(masked, { exact: true })).toBeVisible();
  await expect(dialog).not.toContainText(player.username);
  await expect(dialog.getByText("Seeds are shown for provably fair games.")).toBeVisible();
  await expectAccessible(other);

  // An id the server does not know.
  await other.goto("/?bet=2147483000");
  await expect(dialog.getByRole("heading", { name: "This bet cannot be found" })).toBeVisible();
  await stranger.close();
});

test("the old /originals address leads to the play page; a guest sees the game's title", async ({
  page,
}) => {
  await page.goto("/originals/limbo?bet=1");
  await expect(page).toHaveURL(/\/play-game\/limbo\?bet=1$/);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { name: "Limbo", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Fun mode: demo money" })).toBeVisible();
});

test("auto-bet stops on its count and when the player leaves; revealed seeds come from the server in a new session", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { player, token } = await startSignedIn(page, request, { balance: "1000" });
  await page.goto("/play-game/dice");
  await expect(page.getByRole("heading", { name: "Dice", level: 1 })).toBeVisible();

  // Three bets, then it stops by itself.
  await page.getByRole("button", { name: "Auto" }).click();
  await page.getByRole("textbox", { name: "Number of bets" }).fill("3");
  await page.getByRole("button", { name: "Start auto-bet" }).click();
  await expect(page.getByText(/Stopped: all bets were played\./)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Bets played: 3/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Recent results" }).getByRole("button")).toHaveCount(
    3,
  );
  expect(await betCount(request, token)).toBe(3);
  await expectAccessible(page);

  // Until stopped: leaving the game ends it.
  await page.getByRole("textbox", { name: "Number of bets" }).fill("0");
  await page.getByRole("button", { name: "Start auto-bet" }).click();
  await expect.poll(() => betCount(request, token)).toBeGreaterThan(4);
  await page
    .getByRole("link", { name: /: lobby$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForTimeout(1500);
  const afterLeaving = await betCount(request, token);
  await page.waitForTimeout(2000);
  expect(await betCount(request, token)).toBe(afterLeaving);

  // Rotate, then sign in from another browser: the revealed pair is listed there.
  await page.goto("/play-game/dice");
  await page.getByRole("button", { name: "Fairness" }).click();
  const dialog = page.getByRole("dialog", { name: "Fairness" });
  await expect(dialog.getByRole("heading", { name: "No revealed seeds yet" })).toBeVisible();
  const hash = await dialog
    .getByRole("textbox", { name: "Active server seed (SHA-256)" })
    .inputValue();
  await dialog.getByRole("button", { name: "Rotate seeds" }).click();
  await expect(dialog.getByText(hash)).toBeVisible();

  const elsewhere = await browser.newContext();
  const second = await elsewhere.newPage();
  await second.goto("/");
  await signIn(second, player);
  await second.goto("/play-game/dice");
  await second.getByRole("button", { name: "Fairness" }).click();
  const again = second.getByRole("dialog", { name: "Fairness" });
  const revealed = again.getByRole("region", { name: "Revealed seeds" });
  await expect(revealed.getByText(hash)).toBeVisible();
  await expect(revealed.getByText(/^[0-9a-f]{64}$/).first()).toBeVisible();
  await expectAccessible(second);
  await elsewhere.close();
});
