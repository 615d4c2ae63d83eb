import { expect, test, type Page } from "@playwright/test";
import {
  API,
  dev,
  expectAccessible,
  headerBalance,
  setBalance,
  startSignedIn,
} from "./support/sandbox.ts";

/** Places one real dice bet of `stake` USDT on the open dice page and waits for its result. */
async function rollDice(page: Page, stake: string) {
  const amount = page.getByRole("textbox", { name: "Bet amount (USDT)" });
  await amount.fill(stake);
  await amount.blur();
  const settled = page.waitForResponse(
    (r) => r.url().endsWith("/api/originals/dice/bet") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Bet", exact: true }).click();
  expect((await settled).ok()).toBe(true);
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test("a player takes part in a tournament by playing dice and watches the leaderboard move", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const title = `Dice Race ${id}`;
  // Free spins are played on a slot: the first slot of the catalogue.
  const slots = await request.get(`${API}/api/games/list`, {
    params: { "kinds[]": "slots", per_page: 1 },
  });
  expect(slots.ok(), await slots.text()).toBe(true);
  const slot = ((await slots.json()) as { data: { data: { slug: string }[] } }).data.data[0]!;
  await dev(request, "post", "/dev/tournaments", {
    slug: `dice-race-${id}`,
    title,
    summary: "Wager on dice, climb the board.",
    scope: "single_games",
    scope_slugs: ["dice"],
    ranking_rule: "wagering_point",
    min_bet: "1",
    prize_currency: "USDT",
    prizes: [
      { rank_from: 1, rank_to: 1, prize: { prize_type: "cash", amount: "50", currency: "USDT" } },
      {
        rank_from: 2,
        rank_to: 5,
        prize: { prize_type: "free_spin", free_spins_count: 10, free_spins_game_slug: slot.slug },
      },
    ],
    duration_seconds: 3600,
  });

  const { player } = await startSignedIn(page, request, { at: "/tournaments", balance: "1000" });

  // The list: the new tournament with its countdown; its link opens the detail.
  const card = page.getByRole("article", { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole("timer", { name: "Ends in" })).toContainText("sec");
  await expectAccessible(page);
  await card.getByRole("link", { name: `Take part ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/Every USD you wager on eligible games is one point/)).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Eligible games" }).getByRole("link", { name: "Dice" }),
  ).toHaveAttribute("href", "/play-game/dice");
  await expect(page.getByTestId("my-rank")).toHaveText("Not ranked yet");
  await expect(
    page.getByText("Nobody has placed an eligible bet yet. Be the first!"),
  ).toBeVisible();
  await expectAccessible(page);

  // Play for real in a second tab; the open leaderboard catches up while visible.
  const game = await context.newPage();
  await game.goto("/originals/dice");
  await expect(game.getByRole("heading", { name: "Dice", level: 1 })).toBeVisible();
  await rollDice(game, "10");
  await page.bringToFront();
  const board = page.getByRole("table", { name: `Leaderboard of ${title}` });
  const mine = board.getByRole("row").filter({ hasText: player.username });
  await expect(mine).toHaveAttribute("aria-current", "true", { timeout: 20_000 });
  // One point per USD wagered: USDT at the sandbox's rate of the bet, which the rate ticker moves
  // around 1 USD (within 1 %).
  const myPoints = async () => {
    const text = (await page.getByTestId("my-rank").textContent()) ?? "";
    const match = /^1 · ([\d.,]+) points$/.exec(text);
    return match ? Number(match[1]!.replace(",", ".")) : Number.NaN;
  };
  await expect.poll(myPoints, { timeout: 20_000 }).toBeGreaterThan(9.9);
  expect(await myPoints()).toBeLessThan(10.1);

  await rollDice(game, "5");
  await expect.poll(myPoints, { timeout: 20_000 }).toBeGreaterThan(14.85);
  expect(await myPoints()).toBeLessThan(15.15);
  const cell = Number((await mine.getByRole("cell").nth(2).textContent())?.replace(",", "."));
  expect(Math.abs(cell - (await myPoints()))).toBeLessThan(0.01);
  await game.close();
});

test("a player completes a dice challenge by real play and claims the prize on /prizes", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Wager 5 on Dice ${unique()}`;
  // A wager target any stake of 5 USD or more completes, whatever the roll.
  await dev(request, "post", "/dev/challenges", {
    title,
    game_slug: "dice",
    target_type: "wager",
    target_wager: "5",
    min_bet: "1",
    prize: { prize_type: "cash", amount: "7", currency: "USDT" },
    winners_limit: 5,
    duration_seconds: 3600,
  });

  const { userId } = await startSignedIn(page, request, { at: "/challenges", balance: "1000" });

  const card = page.getByRole("article", { name: title });
  await expect(card).toContainText(
    "Wager 5.00 USD in total on Dice, counting bets of at least 1.00 USD.",
  );
  await expect(card).toContainText("5 of 5 prizes left");
  await expect(card.getByRole("timer", { name: "Ends in" })).toBeVisible();
  await expectAccessible(page);

  await card.getByRole("link", { name: `Play ${title}` }).click();
  await expect(page).toHaveURL(/\/play-game\/dice$/);
  await expect(page.getByRole("textbox", { name: "Bet amount (USDT)" })).toBeVisible();
  await rollDice(page, "10");

  // The challenge is completed: it shows under "Completed by me".
  await page.goto("/challenges?tab=completed");
  await expect(page.getByRole("article", { name: title })).toContainText(
    "You completed this challenge.",
  );

  // A known balance, then the claim moves it by the prize, live in the header.
  await setBalance(request, userId, "100");
  await page.goto("/prizes");
  const balance = headerBalance(page);
  await expect(balance).toContainText(/100[.,]0/, { timeout: 15_000 });
  const prize = page.getByRole("article", { name: `Challenge: ${title}` });
  await expect(prize).toContainText("Ready to claim");
  await expectAccessible(page);
  await prize.getByRole("button", { name: "Claim" }).click();
  await expect(prize.getByText("Prize claimed.")).toBeVisible();
  await expect(prize).toContainText("Claimed on");
  await expect(prize.getByRole("button", { name: "Claim" })).toHaveCount(0);
  await expect(balance).toContainText(/107[.,]0/, { timeout: 15_000 });

  // Once only: the server refuses a second claim.
  const token = (await context.cookies()).find((cookie) => cookie.name === "token")!.value;
  const list = await request.get(`${API}/api/user/prizes`, {
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
  });
  const prizeId = ((await list.json()) as { data: { data: { id: number }[] } }).data.data[0]!.id;
  const again = await request.post(`${API}/api/user/prizes/${prizeId}/claim`, {
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
  });
  expect(again.status()).toBe(422);
});
