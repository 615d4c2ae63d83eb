import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { bonusFixture, createFakeApi } from "@casino/core/testing";
import { renderApp } from "../../testing/render-app.tsx";
import { signedInRoutes } from "../../testing/wallet-fixtures.ts";

const signedIn = { cookies: { token: "tok", clear_cookie: "1" } };

/** A new player's server: the welcome bonus `available`, the invitation unanswered. */
function newPlayerApi() {
  let answered = false;
  let welcome = bonusFixture(3, {
    name: "Welcome bonus",
    type: "welcome_bonus_offer",
    amount: "200",
    deposit_match_percent: "100",
    min_deposit: "20",
    wagering_multiplier: "30",
  });
  return createFakeApi({
    ...signedInRoutes(),
    "GET /api/bonuses/welcome": () => ({
      bonus: welcome,
      prompt: !answered && welcome.status === "available",
    }),
    "POST /api/bonuses/welcome/answer": () => {
      answered = true;
      return { bonus: welcome, prompt: false };
    },
    "POST /api/bonuses/{id}/claim": () => {
      welcome = { ...welcome, status: "claimed" };
      return welcome;
    },
    "GET /api/user/wallet-address": () => ({
      entity_wallet_code: "USDT",
      network: "TRC20",
      address: "TXYZ1234567890",
      memo: null,
      memo_label: null,
      min_deposit: "1",
      confirmations: 1,
    }),
  });
}

describe("the welcome offer after sign-up", () => {
  it("shows once, with its terms; Not now is recorded and it does not come back", async () => {
    const api = newPlayerApi();
    const first = await renderApp("/", { platform: signedIn, api: api.client });
    const dialog = await screen.findByRole("dialog", { name: "Welcome offer" }, { timeout: 5000 });
    // What the offer gives is said once, under a heading that does not repeat it.
    const offer = within(dialog).getByRole("region", { name: "Bonus on your first deposit" });
    expect(offer).toHaveTextContent("100% up to 200.00000000 USDT");
    expect(offer.textContent!.match(/200/g)).toHaveLength(1);
    expect(dialog).toHaveTextContent("Minimum qualifying deposit: 20.00000000 USDT.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.callsTo("POST /api/bonuses/welcome/answer")).toHaveLength(1);
    expect(api.callsTo("POST /api/bonuses/{id}/claim")).toHaveLength(0);
    first.unmount();

    // The next visit (another device alike): the server says it was answered.
    await renderApp("/", { platform: signedIn, api: api.client });
    await screen.findByRole("banner");
    await waitFor(() => expect(api.callsTo("GET /api/bonuses/welcome").length).toBeGreaterThan(1));
    expect(screen.queryByRole("dialog", { name: "Welcome offer" })).not.toBeInTheDocument();
  });

  it("closes on Escape as Not now, keeping focus inside while open", async () => {
    const api = newPlayerApi();
    await renderApp("/", { platform: signedIn, api: api.client });
    const dialog = await screen.findByRole("dialog", { name: "Welcome offer" }, { timeout: 5000 });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.callsTo("POST /api/bonuses/welcome/answer")).toHaveLength(1);
  });

  it("Deposit claims the offer and opens the wallet on its Deposit tab", async () => {
    const api = newPlayerApi();
    await renderApp("/", { platform: signedIn, api: api.client });
    const dialog = await screen.findByRole("dialog", { name: "Welcome offer" }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole("button", { name: "Deposit" }));
    const wallet = await screen.findByRole("dialog", { name: "Wallet" });
    expect(within(wallet).getByRole("tab", { name: "Deposit" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(api.callsTo("POST /api/bonuses/{id}/claim")).toHaveLength(1);
    expect(api.callsTo("POST /api/bonuses/welcome/answer")).toHaveLength(1);
    expect(screen.queryByRole("dialog", { name: "Welcome offer" })).not.toBeInTheDocument();
  });
});
