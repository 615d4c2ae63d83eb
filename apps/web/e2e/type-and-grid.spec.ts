import { expect, test, type Page } from "@playwright/test";

/** How many tiles the first row of the page's game grid holds, and how wide they are. */
async function firstRow(page: Page): Promise<{ perRow: number; width: number }> {
  const grid = page.getByRole("list", { name: "Popular" });
  await expect(grid.getByRole("listitem").nth(8)).toBeVisible({ timeout: 30_000 });
  return grid.evaluate((list) => {
    const cells = [...list.querySelectorAll('[role="listitem"]')].map((cell) =>
      cell.getBoundingClientRect(),
    );
    const top = cells[0]!.top;
    return {
      perRow: cells.filter((cell) => Math.abs(cell.top - top) < 1).length,
      width: cells[0]!.width,
    };
  });
}

for (const [width, height, perRow] of [
  [390, 844, 3],
  [1366, 860, 7],
  [1920, 1080, 8],
] as const) {
  test(`a category page at ${width} px shows ${perRow} tiles a row, titled and in the kit's faces`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    await page.goto("/categories/popular");
    await expect(page.getByRole("heading", { level: 1, name: "Popular" })).toBeVisible({
      timeout: 30_000,
    });
    const row = await firstRow(page);
    expect(row.perRow).toBe(perRow);
    expect(row.width).toBeGreaterThanOrEqual(104);
    expect(row.width).toBeLessThanOrEqual(200);
    await expect(page).toHaveTitle(/^Popular · .+/);
    // The tile's name stays readable at 3 a row: at least 14 px, and not cut to nothing.
    const name = page.getByRole("list", { name: "Popular" }).getByRole("heading").first();
    const size = await name.evaluate((heading) => parseFloat(getComputedStyle(heading).fontSize));
    expect(size).toBeGreaterThanOrEqual(14);
    // The self-hosted faces arrived: body text in Inter, the page heading in Unbounded.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.fonts.check('400 16px "Inter Variable"') &&
            document.fonts.check('700 20px "Unbounded"'),
        ),
      )
      .toBe(true);
    const families = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
    );
    expect(families).toEqual(expect.arrayContaining(["Inter Variable", "Unbounded"]));
  });
}
