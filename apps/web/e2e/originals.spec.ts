import { expect, test } from "@playwright/test";
import {
  createVerifiedPlayer,
  expectAccessible,
  session,
  setBalance,
  signIn,
} from "./support/sandbox.ts";

/** A USDT amount as the panel writes it in English: grouped, 8 decimals. */
const usdt = (value: number) =>
  new Intl.NumberFormat("en", { minimumFractionDigits: 8, maximumFractionDigits: 8 }).format(value);

test("a player plays dice and mines, rotates the seeds and verifies past bets in the browser", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const player = await createVerifiedPlayer(request);

  // A guest meets the game in fun mode (demo money).
  await page.goto("/play-game/dice");
  await expect(page.getByRole("region", { name: "Fun mode: demo money" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dice", level: 1 })).toBeVisible();
  await expectAccessible(page);

  await signIn(page, player);
  await setBalance(request, (await session(context, request)).userId, "1000");
  await page.reload();

  // Dice: stake 10 (halve and double with the keys), roll under 50.50.
  await expect(page.getByRole("heading", { name: "Dice", level: 1 })).toBeVisible();
  const balance = page.getByTestId("originals-balance");
  await expect(balance).toHaveText("1,000.00000000");
  const amount = page.getByRole("textbox", { name: "Bet amount (USDT)" });
  await amount.fill("20");
  await amount.blur();
  await page.keyboard.press("h");
  await expect(amount).toHaveValue("10");
  // The game's own multiplier (the bet feeds below may show the same figure for other bets).
  await expect(page.getByRole("definition").filter({ hasText: /^1\.9603×$/ })).toBeVisible();
  await expectAccessible(page);

  const diceResponse = page.waitForResponse(
    (r) => r.url().endsWith("/api/originals/dice/bet") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Bet", exact: true }).click();
  const diceBet = (
    (await (await diceResponse).json()) as {
      data: { id: number; payout: string; outcome: { roll: number } };
    }
  ).data;
  const results = page.getByRole("list", { name: "Recent results" });
  await expect(results.getByRole("button")).toHaveCount(1);
  await expect(page.getByTestId("dice-roll")).toHaveText(diceBet.outcome.roll.toFixed(2));
  // The balance moves live: stake out, payout in.
  const expected = usdt(1000 - 10 + Number(diceBet.payout));
  await expect(balance).toHaveText(expected);
  await expectAccessible(page);

  // Mines: one mine, reveal a tile and cash out (a mine on the first tile starts a new round).
  await page.goto("/play-game/mines");
  await expect(page.getByRole("heading", { name: "Mines", level: 1 })).toBeVisible();
  await page.getByRole("combobox", { name: "Mines" }).selectOption("1");
  let cashed = false;
  for (let round = 0; round < 6 && !cashed; round++) {
    await page.getByRole("button", { name: "Bet", exact: true }).click();
    const board = page.getByRole("group", { name: "Mines board" });
    await expect(page.getByRole("button", { name: "Cash out", exact: true })).toBeDisabled();
    await board.getByRole("button", { name: "Tile 13, hidden" }).click();
    const gem = board.getByRole("button", { name: "Tile 13, gem" });
    const mine = board.getByRole("button", { name: "Tile 13, mine" });
    await expect(gem.or(mine)).toBeVisible();
    if (await gem.isVisible()) {
      await page.getByRole("button", { name: /^Cash out [\d.]+ USDT$/ }).click();
      await expect(page.getByText(/^Cashed out [\d.]+ USDT at 1\.03\d*×$/)).toBeVisible();
      cashed = true;
    } else {
      await expect(page.getByText("A mine! The round is lost.")).toBeVisible();
    }
  }
  expect(cashed).toBe(true);
  await expectAccessible(page);

  // Rotate the seeds: the pair the bets used is revealed.
  await page.getByRole("button", { name: "Fairness" }).click();
  const dialog = page.getByRole("dialog", { name: "Fairness" });
  await expect(dialog.getByTestId("fair-nonce")).not.toHaveText("0");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Rotate seeds" }).click();
  await expect(
    dialog.getByText("Seeds rotated: the previous server seed is revealed."),
  ).toBeVisible();
  // The player's revealed pairs come from the server: the rotated pair is listed.
  const revealed = dialog.getByRole("region", { name: "Revealed seeds" });
  await expect(revealed.getByRole("listitem")).toHaveCount(1);
  await expect(revealed.getByText(/^[0-9a-f]{64}$/).first()).toBeVisible();
  await expect(dialog.getByTestId("fair-nonce")).toHaveText("0");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // Verify the cashed-out mines round from the results strip.
  await page
    .getByRole("list", { name: "Recent results" })
    .getByRole("button", { name: /^Win / })
    .first()
    .click();
  await expect(dialog.getByRole("tab", { name: "Verify" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(dialog.getByRole("textbox", { name: "Server seed" })).toHaveValue(/^[0-9a-f]{64}$/);
  await dialog.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(dialog.getByText("The results match.")).toBeVisible();
  await expect(dialog.getByTestId("verifier-result")).toHaveText(
    (await dialog.getByTestId("bet-result").textContent())!,
  );

  // Verify the dice bet by its id: the browser recomputes the same roll.
  await dialog.getByRole("textbox", { name: "Bet id" }).fill(String(diceBet.id));
  await dialog.getByRole("button", { name: "Load bet" }).click();
  await expect(dialog.getByRole("combobox", { name: "Game" })).toHaveValue("dice");
  await dialog.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(dialog.getByTestId("verifier-result")).toHaveText(diceBet.outcome.roll.toFixed(2));
  await expect(dialog.getByText("The results match.")).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Verification steps" })).toContainText(
    "HMAC-SHA256",
  );
  await expectAccessible(page);
});
