import { expect, test } from "@playwright/test";
import { API, BLOCKED_IP, chooseLanguage, expectAccessible, WEB } from "./support/sandbox.ts";

// Several page loads and accessibility scans a journey: on a loaded 2-core machine the default
// 30 s is too short for them.
test.describe.configure({ timeout: 60_000 });

test("a guest browses the frame and switches to Japanese without a reload", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Lobby" })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Promotions" })
    .click();
  await expect(page).toHaveURL(/\/promotion$/);
  await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Promotions" }).getByRole("article").first(),
  ).toBeVisible();
  await page.getByRole("link", { name: "Slots" }).first().click();
  await expect(page).toHaveURL(/\/\?type=slots$/);
  await expect(page.getByRole("heading", { level: 1, name: "Slots" })).toBeVisible();
  const marker = await page.evaluate(
    () => ((window as unknown as { marker: number }).marker = Math.random()),
  );
  await chooseLanguage(page, "日本語");
  await expect(page.getByRole("heading", { level: 1, name: "スロット" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(marker);
  expect((await page.context().cookies()).find((cookie) => cookie.name === "lang")?.value).toBe(
    "ja",
  );
  await expectAccessible(page);
  await page.goto("/does-not-exist");
  await expect(page.getByRole("heading", { name: "ページが見つかりません" })).toBeVisible();
});

test("a page parameter that is not an id or slug gives the 404 page", async ({ page }) => {
  await page.goto("/promotion/bad%20slug!");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expectAccessible(page);
});

test("backToUrl with an external address stays on the site", async ({ page }) => {
  for (const target of ["https://evil.example/", "//evil.example/x", "/\\evil.example"]) {
    await page.goto(`/?backToUrl=${encodeURIComponent(target)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Lobby" })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(WEB);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
  await expectAccessible(page);
});

test("a visitor from a blocked country lands on /not-available", async ({ page }) => {
  await page.route(`${API}/**`, async (route) => {
    await route.continue({
      headers: { ...route.request().headers(), "x-forwarded-for": BLOCKED_IP },
    });
  });
  await page.goto("/promotion");
  await expect(page).toHaveURL(/\/not-available$/);
  await expect(page.getByRole("heading", { name: "Not available in your country" })).toBeVisible();
  await expectAccessible(page);
});
