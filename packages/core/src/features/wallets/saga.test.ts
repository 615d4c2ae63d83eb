import { ApiError } from "@casino/api";
import { expectSaga } from "redux-saga-test-plan";
import { throwError } from "redux-saga-test-plan/providers";
import { rootReducer } from "../../store/root-reducer.ts";
import { coreApi } from "../../store/core-api.ts";
import { walletFixture } from "../../test/fixtures.ts";
import { endpointAnswers, sagaContext } from "../../test/saga-context.ts";
import { startSignedInStore } from "../../test/signed-in-store.ts";
import { until } from "../../testing/index.ts";
import { selectInboxCount } from "../settings/selectors.ts";
import { sessionActions } from "../session/slice.ts";
import { selectUser } from "../user/selectors.ts";
import { withdrawalWorker } from "./saga.ts";
import {
  selectDepositAddress,
  selectDepositAddressError,
  selectDepositAddressPending,
  selectLightningError,
  selectLightningInvoice,
  selectSelectedWallet,
  selectVisibleWallets,
  selectWalletSettings,
  selectWallets,
  selectWithdrawal,
} from "./selectors.ts";
import { walletsActions } from "./slice.ts";
import { walletsApi } from "./api.ts";

const wallets = () => [
  walletFixture("USDT", { is_selected: true, balance: "10.00000000" }),
  walletFixture("BTC"),
  walletFixture("ETH", { balance: "0.5" }),
];
function signedIn() {
  return rootReducer(undefined, sessionActions.restored({ token: "tok", shellKind: "email" }));
}
const codes = (list: { entity_wallet_code: string }[]) => list.map((w) => w.entity_wallet_code);

describe("wallets in the cache, through makeStore", () => {
  it("loads the wallets at sign-in and remembers the selected one", async () => {
    const { store, platform } = await startSignedInStore({
      "GET /api/wallets/user-wallets": () => wallets(),
    });
    await until(() => selectWallets(store.getState()).length === 3);
    expect(selectSelectedWallet(store.getState())?.entity_wallet_code).toBe("USDT");
    expect(platform.storage.entries.get("remeberWallet")).toEqual({
      value: "USDT",
      maxAge: 604_800,
    });
    store.close();
  });

  it("selecting updates selected and user wallet and closes the panel", async () => {
    const { store, fake } = await startSignedInStore({
      "GET /api/wallets/user-wallets": () => wallets(),
      "POST /api/wallets/user-wallets/change-selected-wallet": () =>
        walletFixture("BTC", { is_selected: true, balance: "0.1" }),
    });
    await until(() => selectWallets(store.getState()).length === 3);
    await until(() => selectUser(store.getState()) !== null);
    store.dispatch(walletsActions.listOpened());
    store.dispatch(walletsActions.selectRequested({ code: "BTC" }));
    await until(() => selectSelectedWallet(store.getState())?.entity_wallet_code === "BTC");
    const state = store.getState();
    expect(fake.callsTo("POST /api/wallets/user-wallets/change-selected-wallet")[0]?.body).toEqual({
      code: "BTC",
    });
    expect(selectWallets(state).filter((w) => w.is_selected)).toHaveLength(1);
    expect(selectWallets(state).find((w) => w.entity_wallet_code === "BTC")?.balance).toBe("0.1");
    expect(selectUser(state)?.player_information.wallet_currency).toBe("BTC");
    expect(state.wallets.listOpen).toBe(false);
    store.close();
  });

  it("a failed selection keeps the old one and shows a toast", async () => {
    const { store } = await startSignedInStore({
      "GET /api/wallets/user-wallets": () => wallets(),
      "POST /api/wallets/user-wallets/change-selected-wallet": () => {
        throw new ApiError({ status: 422, message: "Wallet not found" });
      },
    });
    await until(() => selectWallets(store.getState()).length === 3);
    store.dispatch(walletsActions.selectRequested({ code: "XYZ" }));
    await until(() => store.getState().toasts.length > 0);
    expect(selectSelectedWallet(store.getState())?.entity_wallet_code).toBe("USDT");
    expect(store.getState().toasts.map((t) => [t.kind, t.message])).toEqual([
      ["error", "Wallet not found"],
    ]);
    store.close();
  });

  it("saves settings and reloads balances; hidden zero balances leave the list", async () => {
    const settings = {
      display_currency: "EUR" as const,
      hide_zero_balances: true,
      display_in_fiat: false,
    };
    const { store, fake } = await startSignedInStore({
      "GET /api/wallets/user-wallets": () => wallets(),
      "PUT /api/wallets/setting": ({ body }) => body,
    });
    await until(() => selectWallets(store.getState()).length === 3);
    await until(() => selectWalletSettings(store.getState()) !== null);
    const walletCalls = fake.callsTo("GET /api/wallets/user-wallets").length;
    store.dispatch(walletsActions.settingsSubmitted(settings));
    await until(() => fake.callsTo("GET /api/wallets/user-wallets").length === walletCalls + 1);
    expect(selectWalletSettings(store.getState())).toEqual(settings);
    expect(codes(selectVisibleWallets(store.getState()))).toEqual(["USDT", "ETH"]);
    store.close();
  });

  it("opening the settings tab reads the settings again; a failure shows a toast", async () => {
    let fail = false;
    const { store, fake } = await startSignedInStore({
      "GET /api/wallets/setting": () => {
        if (fail) throw new ApiError({ status: 500, message: "Settings unavailable" });
        return { display_currency: "USD", hide_zero_balances: true, display_in_fiat: true };
      },
    });
    await until(() => selectWalletSettings(store.getState())?.display_in_fiat === true);
    fail = true;
    store.dispatch(walletsActions.settingsRequested());
    await until(() => store.getState().toasts.length > 0);
    expect(fake.callsTo("GET /api/wallets/setting")).toHaveLength(2);
    expect(store.getState().toasts[0]).toMatchObject({
      kind: "error",
      message: "Settings unavailable",
    });
    store.close();
  });

  it("keeps the deposit address; a failure clears it and keeps the reason for the tab", async () => {
    const address = {
      entity_wallet_code: "USDT",
      network: "TRC20",
      address: "TXYZ",
      memo: null,
      memo_label: null,
      min_deposit: "1",
      confirmations: 20,
    };
    const { store, fake } = await startSignedInStore({
      "GET /api/user/wallet-address": ({ query }) => {
        if ((query as { entity_wallet_code: string }).entity_wallet_code === "USDT")
          return address as never;
        throw new ApiError({ status: 422, message: "Deposits disabled" });
      },
    });
    store.dispatch(
      walletsActions.depositAddressRequested({ entity_wallet_code: "USDT", kind: "TRC20" }),
    );
    expect(selectDepositAddressPending(store.getState())).toBe(true);
    await until(() => selectDepositAddress(store.getState()) !== null);
    expect(selectDepositAddress(store.getState())).toEqual(address);
    expect(fake.callsTo("GET /api/user/wallet-address")[0]!.query).toEqual({
      entity_wallet_code: "USDT",
      kind: "TRC20",
    });
    store.dispatch(
      walletsActions.depositAddressRequested({ entity_wallet_code: "BTC", kind: "BTC" }),
    );
    await until(() => selectDepositAddressError(store.getState()) !== null);
    expect(selectDepositAddress(store.getState())).toBeNull();
    expect(selectDepositAddressPending(store.getState())).toBe(false);
    expect(selectDepositAddressError(store.getState())?.message).toBe("Deposits disabled");
    store.dispatch(walletsActions.dialogClosed());
    expect(selectDepositAddressError(store.getState())).toBeNull();
    store.close();
  });

  it("creates a Lightning invoice or keeps its error", async () => {
    const invoice = {
      entity_wallet_code: "BTC_LIGHTNING" as const,
      payment_request: "lnbc1abc",
      payment_hash: "a".repeat(64),
      amount: "0.0001",
      fiat_amount: "9.00",
      fiat_currency: "USD" as const,
      expires_at: "2026-01-01T01:00:00Z",
      created_at: "2026-01-01T00:00:00Z",
    };
    const { store, fake } = await startSignedInStore({
      "POST /api/user/btc-lightning/wallet-address": ({ body }) => {
        if ((body as { amount: string }).amount === "0.0001") return invoice;
        throw new ApiError({ status: 422, message: "Too much", code: "amount_above_maximum" });
      },
    });
    store.dispatch(walletsActions.lightningInvoiceRequested({ amount: "0.0001" }));
    await until(() => selectLightningInvoice(store.getState()) !== null);
    expect(selectLightningInvoice(store.getState())).toEqual(invoice);
    expect(selectLightningError(store.getState())).toBeNull();
    expect(fake.callsTo("POST /api/user/btc-lightning/wallet-address")[0]!.body).toEqual({
      amount: "0.0001",
    });
    store.dispatch(walletsActions.lightningInvoiceRequested({ amount: "99" }));
    await until(() => selectLightningError(store.getState()) !== null);
    expect(selectLightningInvoice(store.getState())).toBeNull();
    expect(selectLightningError(store.getState())?.code).toBe("amount_above_maximum");
    store.dispatch(walletsActions.dialogClosed());
    expect(selectLightningError(store.getState())).toBeNull();
    store.close();
  });

  it("submits a withdrawal and reloads balances, or keeps its field errors", async () => {
    const { providers } = sagaContext();
    const request = { entity_wallet_code: "USDT", network: "TRC20", amount: "5", address: "TXYZ" };
    const transaction = { id: 9, type: "withdraw", status: "pending" } as never;
    const ok = await expectSaga(withdrawalWorker, walletsActions.withdrawalSubmitted(request))
      .withReducer(rootReducer, signedIn())
      .provide([...providers, endpointAnswers(walletsApi.endpoints.requestWithdrawal, transaction)])
      .put(coreApi.util.invalidateTags(["Wallets"]))
      .run();
    expect(selectWithdrawal(ok.storeState)).toEqual({
      status: "succeeded",
      error: null,
      result: transaction,
    });
    const error = new ApiError({
      status: 422,
      message: "Invalid",
      fieldErrors: { amount: ["insufficient_balance"] },
    });
    const failed = await expectSaga(withdrawalWorker, walletsActions.withdrawalSubmitted(request))
      .withReducer(rootReducer, signedIn())
      .provide([
        ...providers,
        endpointAnswers(walletsApi.endpoints.requestWithdrawal, throwError(error)),
      ])
      .not.put(coreApi.util.invalidateTags(["Wallets"]))
      .run();
    expect(failed.storeState.wallets.withdrawal.status).toBe("failed");
    expect(failed.storeState.wallets.withdrawal.error?.fieldErrors).toEqual({
      amount: ["insufficient_balance"],
    });
  });

  it("logout clears wallet data: nothing of the previous player stays in the cache", async () => {
    const { store, platform } = await startSignedInStore();
    await until(() => selectWallets(store.getState()).length === 1);
    await until(
      () => selectInboxCount(store.getState()) === 0 && selectUser(store.getState()) !== null,
    );
    store.dispatch(walletsActions.dialogOpened({ tab: "withdraw" }));
    store.dispatch(sessionActions.logoutRequested());
    await until(() => store.getState().session.token === null);
    const state = store.getState();
    expect(selectWallets(state)).toEqual([]);
    expect(selectWalletSettings(state)).toBeNull();
    expect(selectUser(state)).toBeNull();
    expect(state.wallets.dialog.open).toBe(false);
    const cached = Object.values(state.coreApi.queries).map((q) => q?.endpointName);
    expect(cached).not.toContain("userWallets");
    expect(cached).not.toContain("userInformation");
    expect(platform.storage.get("remeberWallet")).toBeUndefined();
    store.close();
  });
});
