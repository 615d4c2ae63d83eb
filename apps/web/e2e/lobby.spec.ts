import { expect, test, type APIRequestContext } from "@playwright/test";
import type { ListedGame } from "@casino/playwright-config/journeys";
import { API, expectAccessible, shoot, startSignedIn } from "./support/sandbox.ts";

/** The catalogue's most popular game, as the sandbox lists it. */
async function popularGame(request: APIRequestContext): Promise<ListedGame> {
  const response = await request.get(`${API}/api/games/list`, {
    params: { per_page: 1, "kinds[]": "slots" },
    headers: { Accept: "application/json" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { data: ListedGame[] } }).data.data[0]!;
}

test("a guest browses the lobby, searches, opens a provider and a category and scrolls", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const game = await popularGame(request);
  await page.goto("/");
  const banners = page.getByRole("region", { name: "Featured" });
  await expect(banners.getByRole("group", { name: /^1 of \d+$/ })).toBeVisible();
  const popular = page.getByRole("region", { name: "Popular", exact: true });
  await expect(popular.getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Biggest wins today" })).toBeVisible();
  await expectAccessible(page);

  // Search from the header: results as you type, keyboard to open one.
  await page.getByRole("banner").getByRole("button", { name: "Search games" }).click();
  const dialog = page.getByRole("dialog", { name: "Search games" });
  const input = dialog.getByRole("combobox", { name: "Game or provider name" });
  await expect(input).toBeFocused();
  await input.fill(game.name);
  const option = dialog.getByRole("option", { name: new RegExp(game.name) }).first();
  await expect(option).toBeVisible();
  await expectAccessible(page);
  await input.press("ArrowDown");
  await expect(dialog.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/play-game\/[a-z0-9-]+$/);
  await page.goBack();
  await expect(popular).toBeVisible();

  // A provider from the strip.
  const providers = page.getByRole("region", { name: "Providers" });
  const provider = providers.getByRole("listitem").first().getByRole("link");
  await provider.click();
  await expect(page).toHaveURL(/\/provider\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("");
  await expect(
    page
      .getByRole("list")
      .filter({ has: page.getByRole("listitem") })
      .first(),
  ).toBeVisible();

  // A category: its grid grows as the player scrolls.
  await page.goto("/");
  await popular.getByRole("link", { name: /^See all/ }).click();
  await expect(page).toHaveURL(/\/categories\/popular$/);
  await expect(page.getByRole("heading", { level: 1, name: "Popular" })).toBeVisible();
  const grid = page.getByRole("list", { name: "Popular" });
  await expect(grid.getByRole("listitem").first()).toBeVisible();
  await expectAccessible(page);
  const firstPage = 36;
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(grid.locator(`[aria-posinset="${firstPage + 1}"]`)).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  // Virtualised: the first rows left the DOM once scrolled far away.
  await expect(grid.locator('[aria-posinset="1"]')).toHaveCount(0);

  // Sort in the address bar.
  await page.getByLabel("Sort by").selectOption("name_asc");
  await expect(page).toHaveURL(/\?sort=name_asc$/);
});

test("a player favourites a game and finds it in /favorite; a real launch shows in /play-again", async ({
  page,
  request,
}) => {
  const { token } = await startSignedIn(page, request, { at: "/categories/popular" });
  const grid = page.getByRole("list", { name: "Popular" });
  const star = grid.getByRole("button", { name: /^Favourite / }).first();
  const name = ((await star.textContent()) ?? "").replace(/^Favourite/, "").trim();
  const label = (await star.getAttribute("aria-labelledby"))!;
  expect(label).toBeTruthy();
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");

  await page.goto("/favorite");
  const favourites = page.getByRole("list", { name: "Favourites" });
  await expect(favourites.getByRole("listitem")).toHaveCount(1);
  if (name) await expect(favourites).toContainText(name);
  await expectAccessible(page);

  // A real launch marks the game played (fun launches do not count for play-again).
  const game = await popularGame(request);
  const headers = { Authorization: `Bearer ${token}`, Accept: "application/json" };
  const detail = await request.get(`${API}/api/games/${game.id}`, { headers });
  const currencies = ((await detail.json()) as { data: { game_currencies: string[] } }).data
    .game_currencies;
  const launch = await request.get(`${API}/api/games/${game.id}/game-url`, {
    headers,
    params: {
      currency: currencies.includes("USDT") ? "USDT" : currencies[0]!,
      entity_wallet_code: "USDT",
    },
  });
  expect(launch.ok(), await launch.text()).toBe(true);
  await page.goto("/play-again");
  const played = page.getByRole("list", { name: "Recently played" });
  await expect(played.getByRole("heading", { name: game.name })).toBeVisible();
});

for (const width of [390, 1366]) {
  test(`the lobby and the catalogue at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto("/");
    await expect(
      page.getByRole("region", { name: "Popular", exact: true }).getByRole("listitem").first(),
    ).toBeVisible();
    await page.waitForLoadState("networkidle");
    await shoot(page, `lobby-${width}`);
    await page.mouse.wheel(0, 900);
    await shoot(page, `lobby-${width}-rows`);
    await page.goto("/categories/popular");
    await expect(
      page.getByRole("list", { name: "Popular" }).getByRole("listitem").first(),
    ).toBeVisible();
    await page.waitForLoadState("networkidle");
    await shoot(page, `category-${width}`);
    await page.goto("/provider");
    await expect(
      page.getByRole("region", { name: "Game providers" }).getByRole("link").first(),
    ).toBeVisible();
    await shoot(page, `providers-${width}`);
    await page.getByRole("banner").getByRole("button", { name: "Search games" }).click();
    await page.getByRole("combobox", { name: "Game or provider name" }).fill("sta");
    await expect(
      page.getByRole("dialog", { name: "Search games" }).getByRole("option").first(),
    ).toBeVisible();
    await shoot(page, `search-${width}`);
    await page.goto("/?type=provably-fair");
    await expect(
      page.getByRole("list", { name: "Provably fair" }).getByRole("listitem").first(),
    ).toBeVisible();
    await shoot(page, `provably-fair-${width}`);
  });
}
