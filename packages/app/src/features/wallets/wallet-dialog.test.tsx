import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiError, bonusFixture, createFakeApi, type FakeRoute } from "@casino/core/testing";
import { renderApp } from "../../testing/render-app.tsx";
import { emitToPlayer } from "../../testing/realtime.ts";
import { signedInRoutes, testTransaction, testWallet } from "../../testing/wallet-fixtures.ts";

const signedIn = { cookies: { token: "tok", clear_cookie: "1" } };

async function openWallet(routes: Record<string, FakeRoute> = {}, app = {}) {
  const api = createFakeApi({ ...signedInRoutes(), ...routes });
  const rendered = await renderApp("/", { platform: signedIn, api: api.client, app });
  const banner = await screen.findByRole("banner");
  await userEvent.click(await within(banner).findByRole("button", { name: "Deposit" }));
  const dialog = await screen.findByRole("dialog", { name: "Wallet" });
  return { ...rendered, api, dialog };
}

const xrpAddress = {
  entity_wallet_code: "XRP",
  network: "XRP",
  address: "rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY",
  memo: "104233",
  memo_label: "destination_tag",
  min_deposit: "1",
  confirmations: 1,
};

/** A TRC20 USDT address (no memo); the same address string as the XRP one. */
const usdtAddress = {
  ...xrpAddress,
  entity_wallet_code: "USDT",
  network: "TRC20",
  memo: null,
  memo_label: null,
};

describe("wallet dialog", () => {
  it("shows the bonus the deposit will activate, and after declining it says the deposit gets none", async () => {
    let welcome: ReturnType<typeof bonusFixture> | null = bonusFixture(7, {
      name: "Welcome bonus",
      type: "welcome_bonus_offer",
      status: "claimed",
      amount: "200",
      deposit_match_percent: "100",
      min_deposit: "20",
      wagering_multiplier: "30",
    });
    const { dialog, api } = await openWallet({
      "GET /api/user/wallet-address": () => usdtAddress,
      "GET /api/bonuses/deposit-offer": ({ query }) => ({
        entity_wallet_code: query.entity_wallet_code,
        bonus: query.entity_wallet_code === "USDT" ? welcome : null,
      }),
      "POST /api/bonuses/{id}/cancel": () => {
        const cancelled = { ...welcome!, status: "busted" as const, can_cancel: false };
        welcome = null;
        return cancelled;
      },
    });
    const panel = await within(dialog).findByRole("region", { name: "Bonus with this deposit" });
    expect(panel).toHaveTextContent("100% up to 200.00000000 USDT");
    expect(panel).toHaveTextContent("Welcome bonus");
    expect(within(panel).getByText("Minimum qualifying deposit: 20.00000000 USDT.")).toBeVisible();
    expect(
      within(panel).getByText("Wager 30× the bonus before it turns into real money."),
    ).toBeVisible();

    await userEvent.click(within(panel).getByRole("button", { name: "Decline the bonus" }));
    await waitFor(() => expect(api.callsTo("POST /api/bonuses/{id}/cancel")).toHaveLength(1));
    expect(await within(dialog).findByText("This deposit gets no bonus.")).toBeVisible();
    expect(within(dialog).queryByRole("button", { name: "Decline the bonus" })).toBeNull();
  });

  it("says when the deposit address could not be loaded and loads it on Try again", async () => {
    let calls = 0;
    const { dialog } = await openWallet({
      "GET /api/user/wallet-address": () => {
        calls += 1;
        if (calls === 1) throw apiError(503, "server_error");
        return usdtAddress;
      },
    });
    expect(
      await within(dialog).findByRole("heading", {
        name: "The deposit address could not be loaded.",
      }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByRole("textbox", { name: "Deposit address" })).toHaveValue(
      xrpAddress.address,
    );
    expect(calls).toBe(2);
  });

  it("creates a Lightning invoice for the amount, and says why a refused one failed (the old invoice no longer shows)", async () => {
    const { dialog, api } = await openWallet({
      "GET /api/user/wallet-address": () => usdtAddress,
      "POST /api/user/btc-lightning/wallet-address": ({ body }) => {
        if ((body as { amount: string }).amount !== "0.0001")
          throw apiError(422, "amount_above_maximum");
        return {
          entity_wallet_code: "BTC_LIGHTNING",
          payment_request: "lnbc1invoice",
          payment_hash: "a".repeat(64),
          amount: "0.0001",
          fiat_amount: "9.00",
          fiat_currency: "USD",
          expires_at: "2026-01-01T01:00:00Z",
          created_at: "2026-01-01T00:00:00Z",
        };
      },
    });
    await userEvent.selectOptions(
      await within(dialog).findByRole("combobox", { name: "Coin" }),
      "BTC_LIGHTNING",
    );
    const form = await within(dialog).findByRole("form", { name: "Lightning invoice" });
    const amount = within(form).getByRole("textbox", { name: "Amount (BTC)" });
    await userEvent.type(amount, "0.0001");
    await userEvent.click(within(form).getByRole("button", { name: "Create invoice" }));
    expect(await within(dialog).findByDisplayValue("lnbc1invoice")).toBeVisible();
    expect(api.callsTo("POST /api/user/btc-lightning/wallet-address")[0]!.body).toEqual({
      amount: "0.0001",
    });

    await userEvent.clear(amount);
    await userEvent.type(amount, "5");
    await userEvent.click(within(form).getByRole("button", { name: "Create invoice" }));
    await waitFor(() =>
      expect(within(form).getByRole("textbox", { name: "Amount (BTC)" })).toHaveAttribute(
        "aria-invalid",
        "true",
      ),
    );
    expect(
      within(form).getByRole("textbox", { name: "Amount (BTC)" }),
    ).toHaveAccessibleDescription();
    expect(within(dialog).queryByDisplayValue("lnbc1invoice")).toBeNull();
  });

  it("says when the coins could not be loaded (not that there are none), in the deposit and withdraw tabs, and loads them on Try again", async () => {
    let failing = true;
    let calls = 0;
    const coins = signedInRoutes()["GET /api/wallets/entity-wallets"]!;
    const { dialog } = await openWallet({
      "GET /api/wallets/entity-wallets": (request) => {
        calls += 1;
        if (failing) throw apiError(503, "server_error");
        return coins(request);
      },
      "GET /api/user/wallet-address": () => usdtAddress,
    });
    expect(
      await within(dialog).findByRole("heading", { name: "The coins could not be loaded." }),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByRole("heading", { name: "No coins available for deposits right now." }),
    ).not.toBeInTheDocument();
    // Opening the dialog read them again (the start-up load had failed).
    expect(calls).toBeGreaterThanOrEqual(2);
    await userEvent.click(within(dialog).getByRole("tab", { name: "Withdraw" }));
    expect(
      await within(dialog).findByRole("heading", { name: "The coins could not be loaded." }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("tab", { name: "Deposit" }));
    failing = false;
    await userEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByRole("combobox", { name: "Coin" })).toHaveValue("USDT");
    expect(await within(dialog).findByRole("textbox", { name: "Deposit address" })).toHaveValue(
      xrpAddress.address,
    );
  });

  it("shows the deposit address with copy and QR code, and the XRP destination tag prominently", async () => {
    const { api, dialog } = await openWallet({
      "GET /api/user/wallet-address": ({ query }) =>
        query.entity_wallet_code === "XRP"
          ? xrpAddress
          : { ...usdtAddress, address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE" },
    });
    expect(await within(dialog).findByRole("textbox", { name: "Deposit address" })).toHaveValue(
      "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
    );
    expect(
      within(dialog).queryByRole("heading", { name: "Destination tag required" }),
    ).not.toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Coin" }), "XRP");
    expect(
      await within(dialog).findByRole("heading", { name: "Destination tag required" }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Destination tag" })).toHaveValue("104233");
    expect(within(dialog).getByRole("textbox", { name: "Deposit address" })).toHaveValue(
      xrpAddress.address,
    );
    expect(
      await within(dialog).findByRole("img", { name: "QR code of your XRP deposit address" }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Credited after 1 network confirmation.")).toBeInTheDocument();
    expect(api.callsTo("GET /api/user/wallet-address").map((call) => call.query)).toEqual([
      { entity_wallet_code: "USDT", kind: "TRC20" },
      { entity_wallet_code: "XRP", kind: "XRP" },
    ]);
  });

  it("updates the header balance and the pending deposits live from realtime events", async () => {
    const { platform, dialog } = await openWallet({
      "GET /api/user/wallet-address": () => usdtAddress,
    });
    const banner = screen.getByRole("banner");
    await waitFor(() => expect(banner).toHaveTextContent("120.5"));
    const deposit = testTransaction({
      id: 7,
      type: "deposit",
      amount: "50",
      fee: "0",
      status: "pending",
      confirmations: 3,
      required_confirmations: 19,
      can_cancel: false,
    });
    await emitToPlayer(platform, "player_pending_deposit", { transaction: deposit });
    expect(await within(dialog).findByText("3 of 19 confirmations")).toBeInTheDocument();
    await emitToPlayer(platform, "player_deposit", {
      transaction: { ...deposit, status: "confirmed", confirmations: 19 },
      wallet: testWallet("USDT", "170.5", "170.50", true),
    });
    await waitFor(() => expect(banner).toHaveTextContent("170.5"));
    expect(within(dialog).queryByText("3 of 19 confirmations")).not.toBeInTheDocument();
    expect(await screen.findByText("Your deposit has arrived.")).toBeInTheDocument();
  });

  it("checks a withdrawal as typed, asks to confirm it, shows server field errors on their fields, then follows its status", async () => {
    let attempt = 0;
    const { api, dialog } = await openWallet({
      "POST /api/user/withdrawal": () => {
        attempt += 1;
        if (attempt === 1) throw apiError(422, "invalid_value", { address: ["address_invalid"] });
        return testTransaction({
          id: 99,
          amount: "25",
          address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
        });
      },
      "POST /api/user/withdrawals/{id}/cancel": () =>
        testTransaction({ id: 99, status: "canceled", can_cancel: false }),
    });
    await userEvent.click(within(dialog).getByRole("tab", { name: "Withdraw" }));
    const amount = await within(dialog).findByRole("textbox", { name: "Amount (USDT)" });
    await userEvent.type(amount, "5,5x");
    expect(amount).toHaveValue("55");
    await userEvent.clear(amount);
    await userEvent.type(amount, "5");
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Withdrawal address" }),
      "nope",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Review withdrawal" }));
    expect(
      await within(dialog).findByText("The amount is below the minimum of this network."),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText("This address is not valid for the chosen network."),
    ).toBeInTheDocument();
    expect(api.callsTo("POST /api/user/withdrawal")).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, "25");
    expect(within(dialog).getByText("You receive").nextElementSibling).toHaveTextContent(
      "24.00000000 USDT",
    );
    const address = within(dialog).getByRole("textbox", { name: "Withdrawal address" });
    await userEvent.clear(address);
    await userEvent.type(address, "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE");
    await userEvent.click(within(dialog).getByRole("button", { name: "Review withdrawal" }));
    // The first click only shows what will be sent; nothing has left yet.
    const review = await within(dialog).findByRole("region", { name: "Withdrawal to confirm" });
    expect(api.callsTo("POST /api/user/withdrawal")).toHaveLength(0);
    const shown = (term: string) => within(review).getByText(term).nextElementSibling;
    expect(shown("Amount")).toHaveTextContent("25.00000000 USDT");
    expect(shown("Network fee")).toHaveTextContent("1.00000000 USDT");
    expect(shown("You receive")).toHaveTextContent("24.00000000 USDT");
    expect(shown("Network")).toHaveTextContent("Tron (TRC20)");
    expect(shown("Address")).toHaveTextContent("TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE");
    expect(shown("Expected arrival")).toHaveTextContent("In about 90 minutes");
    // Edit goes back to the form with the values kept.
    await userEvent.click(within(dialog).getByRole("button", { name: "Edit" }));
    expect(await within(dialog).findByRole("textbox", { name: "Withdrawal address" })).toHaveValue(
      "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Review withdrawal" }));
    await userEvent.click(
      await within(dialog).findByRole("button", { name: "Confirm withdrawal" }),
    );
    await waitFor(() =>
      expect(
        within(dialog).getByRole("textbox", { name: "Withdrawal address" }),
      ).toHaveAccessibleDescription(/not valid for the chosen network/),
    );

    await userEvent.click(within(dialog).getByRole("button", { name: "Review withdrawal" }));
    await userEvent.click(
      await within(dialog).findByRole("button", { name: "Confirm withdrawal" }),
    );
    expect(
      await within(dialog).findByRole("heading", { name: "Withdrawal requested" }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Pending")).toBeInTheDocument();
    expect(api.callsTo("POST /api/user/withdrawal")[1]?.body).toEqual({
      entity_wallet_code: "USDT",
      network: "TRC20",
      amount: "25",
      address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel withdrawal" }));
    expect(await within(dialog).findByText("Cancelled")).toBeInTheDocument();
  }, 90_000);

  it("hands Buy Crypto off to the site's provider in a new tab, or says honestly that there is none", async () => {
    const routes = {
      "GET /api/user/wallet-address": () => ({
        ...xrpAddress,
        entity_wallet_code: "USDT",
        network: "TRC20",
        address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
        memo: null,
        memo_label: null,
      }),
    };
    const { dialog, unmount } = await openWallet(routes);
    await userEvent.click(within(dialog).getByRole("tab", { name: "Buy Crypto" }));
    expect(
      await within(dialog).findByRole("heading", {
        name: "Buying crypto is not available on this site yet.",
      }),
    ).toBeInTheDocument();
    unmount();

    const configured = await openWallet(routes, {
      buyCrypto: [
        {
          name: "RampTest",
          urlTemplate: "https://ramp.test/buy?to={address}&coin={currency}&amount={amount}",
        },
      ],
    });
    await userEvent.click(within(configured.dialog).getByRole("tab", { name: "Buy Crypto" }));
    await userEvent.type(
      await within(configured.dialog).findByRole("textbox", { name: "Amount (USDT, optional)" }),
      "100",
    );
    const link = await within(configured.dialog).findByRole("link", { name: /Buy with RampTest/ });
    expect(link).toHaveAttribute(
      "href",
      "https://ramp.test/buy?to=TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE&coin=USDT&amount=100",
    );
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("saves the wallet settings and lists wallets without zero balances", async () => {
    const { api, dialog } = await openWallet({ "PUT /api/wallets/setting": ({ body }) => body });
    await userEvent.click(within(dialog).getByRole("tab", { name: "Setting" }));
    await userEvent.click(
      await within(dialog).findByRole("switch", { name: /Hide zero balances/ }),
    );
    await waitFor(() =>
      expect(api.callsTo("PUT /api/wallets/setting")[0]?.body).toEqual({
        display_currency: "USD",
        hide_zero_balances: true,
        display_in_fiat: false,
      }),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "All wallets" }));
    const list = await screen.findByRole("dialog", { name: "Wallets" });
    expect(within(list).getByText("Tether")).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText("XRP")).not.toBeInTheDocument());
  });
});
