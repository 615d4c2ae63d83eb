import { expect, test } from "@playwright/test";
import { playableSlot } from "@casino/playwright-config/journeys";
import {
  API,
  expectAccessible,
  gameFrame,
  headerBalance,
  session,
  setBalance,
} from "./support/sandbox.ts";

/**
 * A player who joins with Google (the sandbox's test provider, `VITE_SOCIAL_MODE` sandbox: the
 * button gets its token from `POST /dev/social/tokens`) never saw the sign-up form's boxes, so the
 * app asks for age and terms once ("Before you play") before any money moves.
 */
test("a player who joins with Google confirms age and terms once, in a dialog that cannot be dismissed, then deposits and plays", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000); // an accessibility scan, a game launch and two page loads on a shared machine
  const game = await playableSlot(request);
  // A new account gets the welcome offer once consent is given (docs/bonuses.md, B19): this
  // journey is about the consent, so it answers "Not now" whenever the offer shows.
  await page.addLocatorHandler(page.getByRole("dialog", { name: "Welcome offer" }), (offer) =>
    offer.getByRole("button", { name: "Not now" }).click(),
  );

  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  await page
    .getByRole("dialog", { name: "Welcome back" })
    .getByRole("button", { name: "Continue with Google" })
    .click();

  const dialog = page.getByRole("dialog", { name: "Before you play" });
  // The sign-in, the player's read and the dialog's lazy chunk: slow on a loaded machine.
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Account menu" })).toBeAttached();
  // Required: no Close button, and neither Escape nor a click beside it closes it (Sign out is
  // the only other way out).
  await expect(dialog.getByRole("button", { name: "Close" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Sign out" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.mouse.click(10, 360);
  await expect(dialog).toBeVisible();

  // The server refuses money until then.
  const { token, userId } = await session(page.context(), request);
  const refused = await request.get(`${API}/api/user/wallet-address`, {
    params: { entity_wallet_code: "USDT", kind: "TRC20" },
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe("consent_required");

  // Both boxes are required, each with its own message.
  const age = dialog.getByRole("checkbox", { name: "I am 18 years old or older" });
  const terms = dialog.getByRole("checkbox", { name: /^I accept the terms and conditions/ });
  const continueButton = dialog.getByRole("button", { name: "Continue" });
  const ageMissing = dialog.getByText("Confirm that you are at least 18 to play.");
  const termsMissing = dialog.getByText("Accept the terms and the privacy policy to play.");
  await continueButton.click();
  await expect(ageMissing).toBeVisible();
  await expect(termsMissing).toBeVisible();
  await expect(age).toHaveAttribute("aria-invalid", "true");
  // Axe on the dialog with its messages (one scan: 5 to 10 s on a loaded 2-core machine).
  await expectAccessible(page);
  await age.check();
  await continueButton.click();
  await expect(ageMissing).toBeHidden();
  await expect(termsMissing).toBeVisible();
  await expect(dialog).toBeVisible();

  await terms.check();
  await continueButton.click();
  await expect(dialog).toBeHidden();

  // Now the player deposits: the wallet shows a deposit address.
  await page.getByRole("banner").getByRole("button", { name: "Deposit" }).click();
  const wallet = page.getByRole("dialog", { name: "Wallet" });
  await expect(wallet.getByRole("textbox", { name: "Deposit address" })).toHaveValue(
    /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  );
  await page.keyboard.press("Escape");
  await expect(wallet).toBeHidden();

  // And plays for real money. Opening the game's page loads the app afresh (as a reload does):
  // once the player is read again, the consent is not asked again.
  await setBalance(request, userId, "50");
  const playerRead = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/user/information" && response.ok(),
  );
  await page.goto(`/play-game/${game.slug}?currency=USDT&entity_wallet_code=USDT`);
  await expect(page.getByRole("switch", { name: "Fun mode" })).not.toBeChecked();
  await expect(headerBalance(page)).toContainText("50");
  const frame = await gameFrame(page, game.name);
  await expect(frame.locator("#mode")).toHaveText("Real money");
  await playerRead;
  await expect(dialog).toBeHidden();
});
