import { generateSync } from "otplib";
import {
  API,
  expect,
  expectAccessible,
  launchPath,
  newTelegramUser,
  sessionToken,
  signedInitData,
  test,
} from "./support/telegram.ts";

test("a new launch revokes the old session; an account with two-factor signs in with its code", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = newTelegramUser({ first_name: "Kai" });
  await page.goto(launchPath(await signedInitData(request, user), "android"));
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  const first = await sessionToken(page);
  expect(first).toBeTruthy();

  // Two-factor on (a fresh Telegram sign-in proves it is the player).
  const auth = { authorization: `Bearer ${first}` };
  const enabled = await request.post(`${API}/api/user/two-factor-authentication`, {
    headers: auth,
  });
  expect(enabled.ok(), await enabled.text()).toBe(true);
  const { secret } = ((await enabled.json()) as { data: { secret: string } }).data;
  const confirmed = await request.post(`${API}/api/user/confirmed-two-factor-authentication`, {
    headers: auth,
    data: { code: generateSync({ secret }) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);

  // Telegram opens the mini app again: a new web view (no session storage), new launch data.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto("about:blank");
  await page.waitForTimeout(1_100); // a new auth_date
  await page.goto(launchPath(await signedInitData(request, user), "android"));
  const challenge = page.getByRole("dialog", { name: "Two-factor authentication" });
  await expect(challenge).toBeVisible();
  await expectAccessible(page);
  // The confirmation spent the current 30-second step; the server accepts the next one.
  const code = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  for (const [index, digit] of [...code].entries())
    await challenge.getByLabel(`Digit ${index + 1} of 6`).fill(digit);
  await expect(challenge).toBeHidden();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  const second = await sessionToken(page);
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);

  // The session the new launch replaced was revoked on the server.
  const old = await request.get(`${API}/api/user/information`, { headers: auth });
  expect(old.status()).toBe(401);
  const current = await request.get(`${API}/api/user/information`, {
    headers: { authorization: `Bearer ${second}` },
  });
  expect(current.ok()).toBe(true);
});
