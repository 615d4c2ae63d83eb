import { expect, test } from "@playwright/test";
import { playableSlot, slotGames } from "@casino/playwright-config/journeys";
import {
  API,
  expectAccessible,
  gameFrame,
  headerBalance,
  spinUntilTheBalanceMoves,
  startSignedIn,
} from "./support/sandbox.ts";

/** A documentation-range IP the sandbox maps to Germany (not blocked site-wide in these journeys). */
const GERMAN_IP = "198.51.100.7";

test("a guest plays a demo slot for fun: the game loads in the frame and spins", async ({
  page,
  request,
}) => {
  const game = await playableSlot(request);
  await page.goto(`/play-game/${game.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: game.name })).toBeVisible();
  await expect(page.getByRole("switch", { name: "Fun mode" })).toBeChecked();
  const frame = page.frameLocator(`iframe[title="${game.name}"]`);
  await expect(frame.locator("#mode")).toHaveText("Fun play");
  await spinUntilTheBalanceMoves(frame, "1000 FUN");
  await expect(page.getByRole("region", { name: "About this game" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Similar games" }).getByRole("button").first(),
  ).toBeVisible();
  await page.getByRole("button", { name: "Theatre mode" }).click();
  await expect(page.getByRole("button", { name: "Theatre mode" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expectAccessible(page);
});

test(
  "a player plays the slot for real: the header balance moves and the bet appears in My bets",
  { tag: "@faults" },
  async ({ page, request }) => {
    const game = await playableSlot(request);
    await startSignedIn(page, request, { balance: "100" });
    const balance = headerBalance(page);
    await expect(balance).toContainText("100");

    await page.goto(`/play-game/${game.slug}?currency=USDT&entity_wallet_code=USDT`);
    await expect(page.getByRole("switch", { name: "Fun mode" })).not.toBeChecked();
    const frame = await gameFrame(page, game.name);
    await expect(frame.locator("#mode")).toHaveText("Real money");
    const before = await balance.textContent();
    await spinUntilTheBalanceMoves(frame, "100 USDT");
    await expect(balance).not.toHaveText(before ?? "");

    const feeds = page.getByRole("region", { name: "Bets" });
    await feeds.getByRole("tab", { name: "My bets" }).click();
    const mine = feeds.getByRole("table", { name: "My bets" });
    await expect(mine.getByRole("button", { name: game.name }).first()).toBeVisible();
    await expectAccessible(page);

    // The bet opens its details, linkable by URL.
    await mine.getByRole("button", { name: game.name }).first().click();
    await expect(page).toHaveURL(/[?&]bet=\d+/);
    const dialog = page.getByRole("dialog", { name: "Bet details" });
    await expect(dialog.getByText(game.name, { exact: true })).toBeVisible();
    await expect(dialog.getByText("Seeds are shown for provably fair games.")).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/bet=/);
  },
);

test("a location-blocked game shows its message with the VPN instructions", async ({
  page,
  request,
}) => {
  const blocked = (await slotGames(request, GERMAN_IP)).find(
    (g) => g.availability === "LOCATION_BLOCKED",
  );
  expect(blocked, "a slot blocked in Germany").toBeTruthy();
  await page.route(`${API}/**`, async (route) => {
    await route.continue({
      headers: { ...route.request().headers(), "x-forwarded-for": GERMAN_IP },
    });
  });
  await page.goto(`/play-game/${blocked!.slug}`);
  await expect(
    page.getByRole("heading", { name: "This game is not available in your location" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Read the VPN instructions" })).toHaveAttribute(
    "href",
    "/page-detail/vpn-instruction",
  );
  await expect(page.locator(`iframe[title="${blocked!.name}"]`)).toHaveCount(0);
  await expectAccessible(page);
});

test("?bet= opens a provably fair bet with its seeds, the server seed once rotated", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { token } = await startSignedIn(page, request, { balance: "50" });
  const auth = { Authorization: `Bearer ${token}`, Accept: "application/json" };
  const placed = await request.post(`${API}/api/originals/dice/bet`, {
    headers: auth,
    data: { entity_wallet_code: "USDT", amount: "1", target: 50, condition: "over" },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const bet = ((await placed.json()) as { data: { id: number } }).data;

  await page.goto(`/?bet=${bet.id}`);
  const dialog = page.getByRole("dialog", { name: "Bet details" });
  await expect(dialog.getByText("Dice", { exact: true })).toBeVisible();
  // The "Verify it yourself" block: each input a verifier asks for, with its copy button.
  const verify = dialog.getByRole("region", { name: "Verify it yourself" });
  const input = (name: string) =>
    verify
      .getByRole("definition")
      .filter({ has: page.getByRole("button", { name: `Copy ${name}`, exact: true }) });
  await expect(input("server seed hash").locator("code")).toHaveText(/^[0-9a-f]{64}$/);
  await expect(
    verify.getByText("The server seed is revealed when the player rotates the seed pair."),
  ).toBeVisible();
  await expectAccessible(page);

  const rotated = await request.post(`${API}/api/fair/seeds/rotate`, { headers: auth, data: {} });
  expect(rotated.ok(), await rotated.text()).toBe(true);
  await page.reload();
  await expect(input("server seed").locator("code")).toHaveText(/^[0-9a-f]{64}$/);
});
