import { expect, test } from "@playwright/test";
import { API, createVerifiedPlayer, safeGet, signIn, watchRealtime } from "./support/sandbox.ts";

// Runs only with playwright.faults.config.ts: the sandbox cuts every realtime socket periodically.

test("a deposit confirmed while the realtime socket is down still reaches the header", async ({
  page,
  context,
  request,
}) => {
  const player = await createVerifiedPlayer(request);
  const realtime = watchRealtime(page);
  await page.goto("/");
  await signIn(page, player);
  const token = (await context.cookies()).find((cookie) => cookie.name === "token")?.value;
  const me = await safeGet(request, `${API}/api/user/information`, {
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
  });
  expect(me.ok(), await me.text()).toBe(true);
  const userId = ((await me.json()) as { data: { id: number } }).data.id;
  const balance = page.getByRole("banner").getByRole("button", { name: /^Select wallet/ });
  await expect(balance).toContainText("0.00");

  // The socket is cut; the deposit is credited at once, before the client has reconnected, so
  // its realtime event is lost: the resync after the reconnect must bring the new balance.
  await realtime.steady();
  await realtime.nextDrop();
  const deposit = await request.post(`${API}/dev/deposits`, {
    data: {
      user_id: userId,
      entity_wallet_code: "USDT",
      network: "TRC20",
      amount: "25",
      confirm_after_seconds: 0,
    },
  });
  expect(deposit.ok(), await deposit.text()).toBe(true);
  await expect(balance).toContainText(/25[.,]0/, { timeout: 20_000 });
});
