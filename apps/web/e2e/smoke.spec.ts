import { seriousA11yViolations } from "@casino/playwright-config/a11y";
import { expect, test } from "@playwright/test";

test("the built web shell renders without errors or serious accessibility violations", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
