import {
  answerConsent,
  API,
  backButtonVisible,
  expect,
  expectAccessible,
  launchPath,
  newTelegramUser,
  posted,
  pressBackButton,
  sessionToken,
  signedInitData,
  test,
} from "./support/telegram.ts";

test("android: signed in with Telegram data, closing confirmation, full screen, back button only away from the lobby", async ({
  page,
  request,
}) => {
  const user = newTelegramUser({ first_name: "Ana" });
  await page.goto(launchPath(await signedInitData(request, user), "android"));
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Lobby" })).toBeVisible();
  // The signed data left the address bar; the session is the Telegram user's.
  expect(new URL(page.url()).hash).toBe("");
  const me = await request.get(`${API}/api/user/information`, {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
  });
  expect(
    ((await me.json()) as { data: { username: string; login_method: string } }).data,
  ).toMatchObject({ username: user.username, login_method: "telegram" });

  expect(await posted(page, "web_app_setup_closing_behavior")).toContainEqual({
    need_confirmation: true,
  });
  expect(await posted(page, "web_app_request_fullscreen")).toHaveLength(1);
  expect(await posted(page, "web_app_ready")).toHaveLength(1);
  // The SDK posts a set-up only when the state changes: on the lobby the button was never shown.
  expect(await backButtonVisible(page)).not.toBe(true);

  await page
    .getByRole("navigation", { name: "Quick navigation" })
    .getByRole("link", { name: "Promotions" })
    .click();
  await expect(page).toHaveURL(/\/promotion$/);
  await expect.poll(() => backButtonVisible(page)).toBe(true);
  await expectAccessible(page);

  await pressBackButton(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Lobby" })).toBeVisible();
  await expect.poll(() => backButtonVisible(page)).toBe(false);
  await expectAccessible(page);
});

test("desktop: no full-screen request, closing confirmation still on", async ({
  page,
  request,
}) => {
  await page.goto(launchPath(await signedInitData(request, newTelegramUser()), "tdesktop"));
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  expect(await posted(page, "web_app_setup_closing_behavior")).toContainEqual({
    need_confirmation: true,
  });
  expect(await posted(page, "web_app_request_fullscreen")).toEqual([]);
  await expectAccessible(page);
});

test("iOS: full screen requested", async ({ page, request }) => {
  await page.goto(launchPath(await signedInitData(request, newTelegramUser()), "ios"));
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await expect.poll(async () => (await posted(page, "web_app_request_fullscreen")).length).toBe(1);
});

test("the Telegram user's language is used when none was chosen", async ({ page, request }) => {
  await page.goto(
    launchPath(await signedInitData(request, newTelegramUser({ language_code: "de" })), "android"),
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("navigation", { name: "Schnellnavigation" })).toBeVisible();
});

test("a different Telegram user replaces the stored session", async ({ page, request }) => {
  const first = newTelegramUser({ first_name: "First" });
  await page.goto(launchPath(await signedInitData(request, first), "android"));
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  const firstToken = await sessionToken(page);
  expect(firstToken).toBeTruthy();

  // Telegram opens the app again, in the same browser, for someone else.
  const second = newTelegramUser({ first_name: "Second" });
  await page.goto("about:blank");
  await page.goto(launchPath(await signedInitData(request, second), "android"));
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  // The old session is revoked and its cookie dropped first; then the new one is stored.
  let secondToken: string | undefined;
  await expect
    .poll(async () => {
      secondToken = await sessionToken(page);
      return Boolean(secondToken) && secondToken !== firstToken;
    })
    .toBe(true);
  const me = await request.get(`${API}/api/user/information`, {
    headers: { authorization: `Bearer ${secondToken}` },
  });
  expect(((await me.json()) as { data: { username: string } }).data.username).toBe(second.username);
});

test("rule 2: opened without launch data, the browser is sent to Telegram", async ({ page }) => {
  await page.route("https://t.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Telegram</title><h1>Telegram</h1>" }),
  );
  await page.goto("/");
  await expect(page).toHaveURL("https://t.me/");
});

test.describe("a new Telegram player's consent", () => {
  test.use({ consentGiven: false });

  test("asks for age and terms once before play, in a dialog Escape does not close", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000); // an accessibility scan and a reload on a shared machine
    const user = newTelegramUser({ first_name: "Cleo" });
    await page.goto(launchPath(await signedInitData(request, user), "android"));
    const dialog = page.getByRole("dialog", { name: "Before you play" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: /terms and conditions/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    // The server refuses money until then.
    const token = await sessionToken(page);
    const refused = await request.get(
      `${API}/api/user/wallet-address?entity_wallet_code=USDT&kind=TRC20`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("consent_required");

    await answerConsent(page);
    await expect(page.getByRole("heading", { level: 1, name: "Lobby" })).toBeVisible();
    const me = await request.get(`${API}/api/user/information`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await me.json()) as { data: { consent_required: boolean } }).data).toMatchObject({
      consent_required: false,
    });
    // Once given, never asked again.
    await page.reload();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});
