import { expect, test } from "@playwright/test";
import { API, expectAccessible, startSignedIn } from "./support/sandbox.ts";

test("the VIP page shows each level's daily or weekly cashback and when the player's week closes", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { token } = await startSignedIn(page, request, { balance: "500" });
  // A real losing limbo round of 150 USDT: Pixel Pioneer (weekly cashback, 5 %).
  const bet = await request.post(`${API}/api/originals/limbo/bet`, {
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
    data: { entity_wallet_code: "USDT", amount: "150", target: 1_000_000 },
  });
  expect(bet.status(), await bet.text()).toBe(201);

  await page.goto("/vip-program");
  const ladder = page.getByRole("list", { name: "VIP levels" });
  await expect(ladder.getByRole("article")).toHaveCount(5);
  for (const [name, kind, percent] of [
    ["Pixel Pioneer", "Weekly cashback", "5%"],
    ["Byte Bandit", "Weekly cashback", "7.5%"],
    ["Token Tosser", "Daily cashback", "10%"],
    ["Punk Overlord", "Daily cashback", "15%"],
  ] as const)
    await expect(ladder.getByRole("article", { name })).toContainText(`${kind}${percent}`);

  // The week closes at the next Monday 00:00 UTC: the card says so.
  const now = new Date();
  const monday = new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth(),
      now.getUTCDate() + 7 - ((now.getUTCDay() + 6) % 7),
    ),
  );
  const day = monday.toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  const card = page.getByRole("region", { name: "Cashback" });
  await expect(card.getByRole("status")).toContainText(
    `Weekly cashback: the week closes on ${day}`,
  );
  await expect(card).toContainText("Estimate for this week so far at 5%");
  // 5 % of 150 USD lost + 5 % x 1 % x 150 = 7.57 USD, in USDT at its (moving) price.
  await expect(card).toContainText(/\d\.\d+\sUSDT.*\(about \$7\.\d\d\)/);
  await expectAccessible(page);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`vip-cashback-${width}.png`) });
    await ladder.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`vip-ladder-${width}.png`) });
  }
});
