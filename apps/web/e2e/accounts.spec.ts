import { expect, test, type Page } from "@playwright/test";
import { generateSync } from "otplib";
import {
  API,
  expectAccessible,
  latestMailLink,
  newPlayer,
  signInWithDialog,
  signOut,
  startSignedIn,
  WEB,
} from "./support/sandbox.ts";

// Each journey signs in through the page and runs axe on two or three pages: on a loaded CI
// machine that is over the default 30 s.
test.describe.configure({ timeout: 90_000 });

async function typeCode(page: Page, scope: ReturnType<Page["getByRole"]>, code: string) {
  for (const [index, digit] of [...code].entries())
    await scope.getByLabel(`Digit ${index + 1} of 6`).fill(digit);
}

/** Opens My profile from the avatar menu. */
async function openProfileFromMenu(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "My profile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();
}

test("sign up, open the verification link from the outbox, then sign in", async ({
  page,
  request,
}) => {
  const player = newPlayer();
  await page.goto("/sign-up");
  await page.getByLabel("Username").fill(player.username);
  await page.getByLabel("E-mail").fill(player.email);
  await page.getByLabel("Password", { exact: true }).fill("short");
  await expect(page.getByRole("list").filter({ hasText: "8 to 32 characters" })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(player.password);
  // Without the age and terms confirmations nothing is sent: each box says what it needs.
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(
    page.getByText("Confirm that you are at least 18 to create an account."),
  ).toBeVisible();
  await expect(
    page.getByText("Accept the terms and the privacy policy to create an account."),
  ).toBeVisible();
  await page.getByRole("checkbox", { name: "I am 18 years old or older" }).check();
  await page.getByRole("checkbox", { name: /^I accept the terms and conditions/ }).check();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/sign-up\/welcome$/);
  await expect(page.getByRole("heading", { name: "Welcome aboard!" })).toBeVisible();
  await expect(page.getByText("Your account was created.").first()).toBeVisible();

  const link = await latestMailLink(request, player.email);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await expect(page.getByText("Your e-mail address is verified.")).toBeVisible();
  await expectAccessible(page);

  await page.goto("/login");
  await page.getByLabel("E-mail or username").fill(player.email);
  await page.getByLabel("Password", { exact: true }).fill(player.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(`${WEB}/`);
  // The new player is offered the welcome bonus once; "Not now" is remembered.
  const welcome = page.getByRole("dialog", { name: "Welcome offer" });
  await expect(welcome).toBeVisible();
  await welcome.getByRole("button", { name: "Not now" }).click();
  await expect(welcome).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await expectAccessible(page);
});

test("enable two-factor, then sign in with a TOTP code and once with a recovery code", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { player } = await startSignedIn(page, request);
  await openProfileFromMenu(page);
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = await page.getByLabel("Set-up key").inputValue();
  await expectAccessible(page);
  const section = page.getByRole("group", { name: "Code from the app" });
  await typeCode(page, section, generateSync({ secret }));
  await page.getByRole("button", { name: "Confirm and enable" }).click();
  const codesDialog = page.getByRole("dialog", { name: "Your recovery codes" });
  await expect(codesDialog).toBeVisible();
  const recovery = (
    await codesDialog
      .getByRole("list", { name: "Recovery codes" })
      .getByRole("listitem")
      .allTextContents()
  ).map((c) => c.trim());
  expect(recovery.length).toBeGreaterThan(0);
  await expectAccessible(page);
  await codesDialog.getByRole("button", { name: "I saved my codes" }).click();
  await expect(
    page.getByText("Signing in asks for a code from your authenticator app."),
  ).toBeVisible();

  await signOut(page);
  await signInWithDialog(page, player);
  const twoFactor = page.getByRole("dialog", { name: "Two-factor authentication" });
  await expect(twoFactor).toBeVisible();
  await expectAccessible(page);
  await twoFactor.getByRole("button", { name: "Use a recovery code" }).click();
  await page
    .getByRole("dialog", { name: "Use a recovery code" })
    .getByRole("textbox", { name: "Recovery code" })
    .fill(recovery[0]!);
  await page
    .getByRole("dialog", { name: "Use a recovery code" })
    .getByRole("button", { name: "Verify" })
    .click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();

  await signOut(page);
  await signInWithDialog(page, player);
  await expect(twoFactor).toBeVisible();
  // The set-up spent the current 30-second step; the server accepts the next one.
  await typeCode(
    page,
    twoFactor.getByRole("group", { name: "Authentication code" }),
    generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }),
  );
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();

  // One recovery code was spent; new ones are shown once, proven with the password.
  await page.goto("/profile/my-profile");
  await expect(page.getByText(`${recovery.length - 1} recovery codes left.`)).toBeVisible();
  await page.getByRole("button", { name: "Generate new recovery codes" }).click();
  const proof = page.getByRole("dialog", { name: "Generate new recovery codes" });
  await proof.getByRole("button", { name: "Use your password instead" }).click();
  await proof.getByLabel("Current password").fill("not-the-password");
  await proof.getByRole("button", { name: "Generate new codes" }).click();
  await expect(proof.getByText("The current password is wrong.")).toBeVisible();
  await proof.getByLabel("Current password").fill(player.password);
  await proof.getByRole("button", { name: "Generate new codes" }).click();
  await expect(codesDialog.getByRole("listitem")).toHaveCount(recovery.length);
  await expectAccessible(page);
  await codesDialog.getByRole("button", { name: "I saved my codes" }).click();
  await expect(page.getByText(`${recovery.length} recovery codes left.`)).toBeVisible();
});

test("changing the e-mail asks for the current password", async ({ page, request }) => {
  const { player } = await startSignedIn(page, request);
  const next = newPlayer();
  await page.goto("/profile/my-profile");
  await page.getByRole("button", { name: "Edit account" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit account" });
  await dialog.getByLabel("E-mail").fill(next.email);
  await dialog.getByLabel("Current password").fill("not-the-password");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("The current password is wrong.")).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel("Current password").fill(player.password);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(next.email)).toBeVisible();
});

test("change the password, then sign in with the new one", async ({ page, request }) => {
  const { player } = await startSignedIn(page, request);
  await page.goto("/profile/change-password");
  await page.getByLabel("Current password").fill(player.password);
  await page.getByLabel("New password", { exact: true }).fill("N3w!Password");
  await page.getByLabel("Repeat the new password").fill("N3w!Password");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password was updated.")).toBeVisible();
  await signOut(page);
  await signInWithDialog(page, { ...player, password: "N3w!Password" });
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
});

test("a 401 mid-session returns to the lobby with backToUrl and signs back in to the page", async ({
  page,
  request,
}) => {
  const { player, token } = await startSignedIn(page, request);
  await openProfileFromMenu(page);
  const revoked = await request.get(`${API}/api/logout`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revoked.ok()).toBe(true);
  // Any call now answers 401: saving the language is one. The realtime channel may notice the
  // ended session first (a resync after the server dropped the player's subscription): whichever
  // call meets the 401 first, the page goes to the lobby with itself as backToUrl.
  const leftPage = page.waitForURL(/\/\?backToUrl=/);
  const saveLanguage = (async () => {
    await page.getByRole("banner").getByRole("button", { name: "Language: English" }).click();
    await page.getByRole("option", { name: "Deutsch" }).click();
  })().catch(() => undefined); // the dialog of the lobby may cover the menu by then
  await Promise.race([leftPage, saveLanguage.then(() => leftPage)]);
  await expect(page).toHaveURL(/\/\?backToUrl=%2Fprofile%2Fmy-profile$/);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("textbox").first().fill(player.username);
  await dialog.locator('input[type="password"]').fill(player.password);
  await dialog.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/profile\/my-profile$/);
});
