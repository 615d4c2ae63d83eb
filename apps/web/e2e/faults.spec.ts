import { expect, test } from "@playwright/test";
import {
  API,
  dev,
  headerBalance,
  safeGet,
  startSignedIn,
  watchRealtime,
} from "./support/sandbox.ts";

/** A USDT amount as the panel writes it in English: grouped, 8 decimals. */
const asUsdt = (value: number) =>
  new Intl.NumberFormat("en", { minimumFractionDigits: 8, maximumFractionDigits: 8 }).format(value);

// Runs only with playwright.faults.config.ts: the sandbox adds latency, answers a share of safe
// calls 503 and cuts every realtime socket periodically.

test(
  "a deposit confirmed while the realtime socket is down still reaches the header",
  { tag: "@faults" },
  async ({ page, request }) => {
    const realtime = watchRealtime(page);
    const { userId } = await startSignedIn(page, request);
    const balance = headerBalance(page);
    await expect(balance).toContainText("0.00");

    // The socket is cut; the deposit is credited at once, before the client has reconnected, so
    // its realtime event is lost: the resync after the reconnect must bring the new balance.
    await realtime.steady();
    await realtime.nextDrop();
    await dev(request, "post", "/dev/deposits", {
      user_id: userId,
      entity_wallet_code: "USDT",
      network: "TRC20",
      amount: "25",
      confirm_after_seconds: 0,
    });
    await expect(balance).toContainText(/25[.,]0/, { timeout: 20_000 });
  },
);

test(
  "a dice bet whose answer is lost is not sent again: the player is told, and the balance comes back to the server's",
  { tag: "@faults" },
  async ({ page, request }) => {
    const { token } = await startSignedIn(page, request, { balance: "100" });
    await page.goto("/play-game/dice");
    await expect(page.getByRole("heading", { name: "Dice", level: 1 })).toBeVisible();
    const balance = page.getByTestId("originals-balance");
    await expect(balance).toHaveText("100.00000000", { timeout: 20_000 });
    const amount = page.getByRole("textbox", { name: "Bet amount (USDT)" });
    await amount.fill("10");
    await amount.blur();

    // The bet reaches the server, its answer never reaches the page: a write is never retried.
    let sent = 0;
    await page.route(
      "**/api/originals/dice/bet",
      async (route) => {
        sent += 1;
        await route.fetch();
        await route.abort("connectionreset");
      },
      { times: 1 },
    );
    await page.getByRole("button", { name: "Bet", exact: true }).click();
    // The bet form's own alert (a toast from another call the faults failed may show beside it).
    await expect(page.getByRole("main").getByRole("alert")).toContainText("Network error");
    expect(sent).toBe(1);

    // The server settled that one bet; the page comes back to the server's balance.
    const wallets = await safeGet(request, `${API}/api/wallets/user-wallets`, {
      headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
    });
    expect(wallets.ok(), await wallets.text()).toBe(true);
    const usdt = (
      (await wallets.json()) as { data: { entity_wallet_code: string; balance: string }[] }
    ).data.find((wallet) => wallet.entity_wallet_code === "USDT");
    const afterLost = Number(usdt!.balance);
    expect(afterLost).not.toBe(100);
    await expect(balance).toHaveText(asUsdt(afterLost), { timeout: 20_000 });

    // The next bet settles and moves the balance live: stake out, payout in.
    const diceResponse = page.waitForResponse(
      (r) => r.url().endsWith("/api/originals/dice/bet") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Bet", exact: true }).click();
    const settled = ((await (await diceResponse).json()) as { data: { payout: string } }).data;
    await expect(
      page.getByRole("list", { name: "Recent results" }).getByRole("button"),
    ).toHaveCount(1);
    await expect(balance).toHaveText(asUsdt(afterLost - 10 + Number(settled.payout)));
  },
);
