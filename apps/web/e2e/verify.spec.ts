import { expect, test } from "@playwright/test";
import {
  createVerifiedPlayer,
  expectAccessible,
  session,
  setBalance,
  signIn,
} from "./support/sandbox.ts";

test("a player opens a dice bet's details, verifies it in the prefilled verifier, rotates and sees its server seed", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);
  const player = await createVerifiedPlayer(request);
  await page.goto("/play-game/dice");
  await signIn(page, player);
  await setBalance(request, (await session(context, request)).userId, "100");

  // Play one dice bet.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Dice", level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const amount = page.getByRole("textbox", { name: "Bet amount (USDT)" });
  await amount.fill("1");
  await amount.blur();
  const placed = page.waitForResponse(
    (r) => r.url().endsWith("/api/originals/dice/bet") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Bet", exact: true }).click();
  const bet = ((await (await placed).json()) as { data: { id: number; outcome: { roll: number } } })
    .data;
  const roll = bet.outcome.roll.toFixed(2);
  const id = String(bet.id);

  // My bets lists it with its id; its details show the id, the outcome and the inputs.
  const feeds = page.getByRole("tablist", { name: "Bet feeds" });
  await feeds.getByRole("tab", { name: "My bets" }).click();
  const mine = page.getByRole("table", { name: "My bets" });
  const row = mine.getByRole("row").filter({ hasText: `ID ${id}` });
  await expect(row.getByRole("button", { name: `Copy bet id ${id}` })).toBeVisible();
  await row.getByRole("button", { name: "Dice" }).click();
  const dialog = page.getByRole("dialog", { name: "Bet details" });
  await expect(dialog.getByRole("button", { name: "Copy bet id" })).toBeVisible();
  await expect(dialog.getByText(id, { exact: true })).toBeVisible();
  await expect(dialog.getByText(roll, { exact: true }).first()).toBeVisible();
  const block = dialog.getByRole("region", { name: "Verify it yourself" });
  await expect(
    block.getByText("The server seed is revealed when you rotate your seed pair."),
  ).toBeVisible();
  await expect(block.getByRole("button", { name: "Copy server seed hash" })).toBeVisible();
  await expect(block.getByRole("button", { name: "Copy nonce" })).toBeVisible();
  await expectAccessible(page);

  // Verify: the verifier opens with the bet's inputs and shows the same roll.
  await block.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page).toHaveURL(/\/provably-fair\/verify\?/);
  await expect(page.getByRole("heading", { name: "Verify a bet", level: 1 })).toBeVisible();
  await expect(page.getByTestId("bet-result")).toHaveText(roll);
  await expect(page.getByRole("textbox", { name: "Client seed" })).not.toHaveValue("");
  await expectAccessible(page);

  // Rotate the pair: the bet's verify block now shows its server seed, and it verifies.
  await page.goto(`/play-game/dice?fairness=seeds`);
  const fairness = page.getByRole("dialog", { name: "Fairness" });
  await fairness.getByRole("button", { name: "Rotate seeds" }).click();
  await expect(
    fairness.getByText("Seeds rotated: the previous server seed is revealed."),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await page.goto(`/?bet=${id}`);
  const revealed = page
    .getByRole("dialog", { name: "Bet details" })
    .getByRole("region", { name: "Verify it yourself" });
  // The lobby and the dialog's chunk load first: on a busy machine that takes a while.
  await expect(revealed.getByRole("button", { name: "Copy server seed", exact: true })).toBeVisible(
    {
      timeout: 60_000,
    },
  );
  await expect(revealed.getByText(/^[0-9a-f]{64}$/)).toHaveCount(2);
  await revealed.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page.getByTestId("verifier-result")).toHaveText(roll);
  await expect(page.getByText("The results match.")).toBeVisible();
  await expectAccessible(page);
});
