import { expect, test } from "@playwright/test";
import {
  API,
  dev,
  expectAccessible,
  headerBalance,
  safeGet,
  startSignedIn,
  watchRealtime,
} from "./support/sandbox.ts";

/** A valid TRC20 address for the sandbox's USDT network. */
const TRC20_ADDRESS = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE";

// Each axe scan of the lobby behind the wallet dialog takes 10-20 s on a 2-core CI machine
// (measured: a deposit journey of four scans needs about 65 s there).
test.describe.configure({ timeout: 120_000 });

test(
  "deposit address with QR code; a simulated deposit arrives and the header balance changes without reload",
  { tag: "@faults" },
  async ({ page, request }) => {
    const realtime = watchRealtime(page);
    const { userId } = await startSignedIn(page, request);
    const banner = page.getByRole("banner");
    const balance = headerBalance(page);
    await expect(balance).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    await banner.getByRole("button", { name: "Deposit" }).click();
    const dialog = page.getByRole("dialog", { name: "Wallet" });
    await expect(dialog.getByRole("tab", { name: "Deposit" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(dialog.getByRole("combobox", { name: "Coin" })).toHaveValue("USDT");
    const address = dialog.getByRole("textbox", { name: "Deposit address" });
    await expect(address).toHaveValue(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    await expect(
      dialog.getByRole("img", { name: "QR code of your USDT deposit address" }),
    ).toBeVisible();
    await expectAccessible(page);

    // The chain sees a deposit: pending with confirmations first, credited two seconds later.
    await realtime.steady();
    await dev(request, "post", "/dev/deposits", {
      user_id: userId,
      entity_wallet_code: "USDT",
      network: "TRC20",
      amount: "25",
      confirm_after_seconds: 2,
    });
    await expect(dialog.getByRole("region", { name: "Incoming deposits" })).toBeVisible();
    await expect(page.getByText("Your deposit has arrived.")).toBeVisible({ timeout: 15_000 });
    await expect(balance).toContainText(/25[.,]0/);
    await expect(dialog.getByRole("region", { name: "Incoming deposits" })).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await expectAccessible(page);
  },
);

test(
  "a withdrawal is requested, its status shown, and moves in the transaction history",
  { tag: "@faults" },
  async ({ page, request }) => {
    const { token } = await startSignedIn(page, request, { balance: "100" });
    const balance = headerBalance(page);
    await expect(balance).toContainText(/100[.,]0/, { timeout: 15_000 });

    await page.getByRole("banner").getByRole("button", { name: "Deposit" }).click();
    const dialog = page.getByRole("dialog", { name: "Wallet" });
    await dialog.getByRole("tab", { name: "Withdraw" }).click();
    await dialog.getByRole("textbox", { name: "Amount (USDT)" }).fill("5");
    await dialog.getByRole("textbox", { name: "Withdrawal address" }).fill("0x1234");
    await dialog.getByRole("button", { name: "Review withdrawal" }).click();
    await expect(
      dialog.getByText("The amount is below the minimum of this network."),
    ).toBeVisible();
    await expect(
      dialog.getByText("This address is not valid for the chosen network."),
    ).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole("textbox", { name: "Amount (USDT)" }).fill("25");
    await dialog.getByRole("textbox", { name: "Withdrawal address" }).fill(TRC20_ADDRESS);
    await expect(dialog.getByText("You receive")).toBeVisible();
    // Nothing leaves on the first click: a review of amount, fee, network and address first.
    await dialog.getByRole("button", { name: "Review withdrawal" }).click();
    await expect(dialog.getByText(TRC20_ADDRESS)).toBeVisible();
    await expect(dialog.getByText("Expected arrival")).toBeVisible();
    await expect(balance).toContainText(/100[.,]0/);
    await dialog.getByRole("button", { name: "Confirm withdrawal" }).click();
    await expect(dialog.getByRole("heading", { name: "Withdrawal requested" })).toBeVisible();
    await expect(dialog.getByText("Pending", { exact: true })).toBeVisible();
    await expect(balance).toContainText(/75[.,]0/);
    await expectAccessible(page);

    await dialog.getByRole("button", { name: "Transaction history" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Transaction history" }),
    ).toBeVisible();
    const table = page.getByRole("table");
    await expect(table.getByRole("row").filter({ hasText: "Withdrawal" })).toContainText("Pending");

    const list = await safeGet(request, `${API}/api/user/transactions`, {
      headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
    });
    const id = ((await list.json()) as { data: { data: { id: number }[] } }).data.data[0]!.id;
    for (const status of ["approved", "payout_pending", "paid_out"])
      await dev(request, "post", `/dev/withdrawals/${id}/status`, { status });
    // Paying out sends the player's realtime events; the history refreshes itself.
    await expect(table.getByRole("row").filter({ hasText: "Withdrawal" })).toContainText(
      "Paid out",
      {
        timeout: 15_000,
      },
    );
    await page.getByRole("combobox", { name: "Status" }).selectOption("paid_out");
    await expect(page).toHaveURL(/status=paid_out/);
    await expect(
      page.getByRole("table").getByRole("row").filter({ hasText: "Withdrawal" }),
    ).toHaveCount(1);
    await expectAccessible(page);
  },
);
