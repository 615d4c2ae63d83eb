import { ApiError } from "@casino/api";
import { expectSaga } from "redux-saga-test-plan";
import * as matchers from "redux-saga-test-plan/matchers";
import { throwError } from "redux-saga-test-plan/providers";
import { rootReducer, type RootState } from "../../store/root-reducer.ts";
import { userFixture, walletFixture } from "../../test/fixtures.ts";
import { sagaContext, unusedApi } from "../../test/saga-context.ts";
import { sessionActions } from "../session/slice.ts";
import { userActions } from "../user/slice.ts";
import {
  requestDepositAddress,
  requestLightningInvoice,
  requestSelectWallet,
  requestUpdateWalletSettings,
  requestUserWallets,
  requestWithdrawal,
} from "./requests.ts";
import {
  depositAddressWorker,
  lightningInvoiceWorker,
  loadWalletsWorker,
  saveWalletSettingsWorker,
  selectWalletWorker,
  withdrawalWorker,
} from "./saga.ts";
import { selectLightningError, selectSelectedWallet, selectVisibleWallets } from "./selectors.ts";
import { walletsActions } from "./slice.ts";

const wallets = [
  walletFixture("USDT", { is_selected: true, balance: "10.00000000" }),
  walletFixture("BTC"),
  walletFixture("ETH", { balance: "0.5" }),
];
function signedIn() {
  let state = rootReducer(undefined, sessionActions.restored({ token: "tok", loginType: "email" }));
  state = rootReducer(state, userActions.fetched(userFixture()));
  return rootReducer(state, walletsActions.loaded(wallets));
}

describe("wallets", () => {
  it("loads wallets and remembers the selected one", async () => {
    const { platform, providers } = sagaContext();
    const { storeState } = await expectSaga(loadWalletsWorker)
      .withReducer(rootReducer)
      .provide([...providers, [matchers.call.fn(requestUserWallets), wallets]])
      .run();
    expect(selectSelectedWallet(storeState)?.entity_wallet_code).toBe("USDT");
    expect(platform.storage.entries.get("remeberWallet")).toEqual({
      value: "USDT",
      maxAge: 604_800,
    });
  });

  it("selecting updates selected and user wallet and closes the panel", async () => {
    const { providers } = sagaContext();
    const state = rootReducer(signedIn(), walletsActions.listOpened());
    const { storeState }: { storeState: RootState } = await expectSaga(
      selectWalletWorker,
      walletsActions.selectRequested({ code: "BTC" }),
    )
      .withReducer(rootReducer, state)
      .provide([
        ...providers,
        [
          matchers.call.fn(requestSelectWallet),
          walletFixture("BTC", { is_selected: true, balance: "0.1" }),
        ],
      ])
      .call(requestSelectWallet, unusedApi, "BTC")
      .run();
    expect(selectSelectedWallet(storeState)?.entity_wallet_code).toBe("BTC");
    expect(storeState.wallets.list.filter((w) => w.is_selected)).toHaveLength(1);
    expect(storeState.wallets.list.find((w) => w.entity_wallet_code === "BTC")?.balance).toBe(
      "0.1",
    );
    expect(storeState.user.data?.player_information.wallet_currency).toBe("BTC");
    expect(storeState.wallets.listOpen).toBe(false);
  });

  it("a failed selection keeps the old one and shows a toast", async () => {
    const { providers } = sagaContext();
    const { storeState }: { storeState: RootState } = await expectSaga(
      selectWalletWorker,
      walletsActions.selectRequested({ code: "XYZ" }),
    )
      .withReducer(rootReducer, signedIn())
      .provide([
        ...providers,
        [
          matchers.call.fn(requestSelectWallet),
          throwError(new ApiError({ status: 422, message: "Wallet not found" })),
        ],
      ])
      .run();
    expect(selectSelectedWallet(storeState)?.entity_wallet_code).toBe("USDT");
    expect(storeState.app.toasts.map((t) => [t.kind, t.message])).toEqual([
      ["error", "Wallet not found"],
    ]);
  });

  it("saves settings and reloads balances; hidden zero balances leave the list", async () => {
    const { providers } = sagaContext();
    const settings = {
      display_currency: "EUR" as const,
      hide_zero_balances: true,
      display_in_fiat: false,
    };
    const { storeState } = await expectSaga(
      saveWalletSettingsWorker,
      walletsActions.settingsSubmitted(settings),
    )
      .withReducer(rootReducer, signedIn())
      .provide([...providers, [matchers.call.fn(requestUpdateWalletSettings), settings]])
      .put(walletsActions.loadRequested())
      .run();
    expect(storeState.wallets.settings).toEqual(settings);
    expect(selectVisibleWallets(storeState).map((w) => w.entity_wallet_code)).toEqual([
      "USDT",
      "ETH",
    ]);
  });

  it("keeps the deposit address; a failure clears it and shows a toast", async () => {
    const { providers } = sagaContext();
    const address = {
      entity_wallet_code: "USDT",
      network: "TRC20",
      address: "TXYZ",
      memo: null,
      memo_label: null,
      min_deposit: "1",
      confirmations: 20,
    };
    const ok = await expectSaga(
      depositAddressWorker,
      walletsActions.depositAddressRequested({ entity_wallet_code: "USDT", kind: "TRC20" }),
    )
      .withReducer(rootReducer, signedIn())
      .provide([...providers, [matchers.call.fn(requestDepositAddress), address]])
      .call(requestDepositAddress, unusedApi, { entity_wallet_code: "USDT", kind: "TRC20" })
      .run();
    expect(ok.storeState.wallets.depositAddress).toEqual(address);
    const failed = await expectSaga(
      depositAddressWorker,
      walletsActions.depositAddressRequested({ entity_wallet_code: "BTC", kind: "BTC" }),
    )
      .withReducer(rootReducer, ok.storeState as RootState)
      .provide([
        ...providers,
        [
          matchers.call.fn(requestDepositAddress),
          throwError(new ApiError({ status: 422, message: "Deposits disabled" })),
        ],
      ])
      .run();
    expect(failed.storeState.wallets.depositAddress).toBeNull();
    expect(failed.storeState.wallets.depositAddressPending).toBe(false);
    expect(failed.storeState.app.toasts.at(-1)?.message).toBe("Deposits disabled");
  });

  it("creates a Lightning invoice or keeps its error", async () => {
    const { providers } = sagaContext();
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
    const ok = await expectSaga(
      lightningInvoiceWorker,
      walletsActions.lightningInvoiceRequested({ amount: "0.0001" }),
    )
      .withReducer(rootReducer, signedIn())
      .provide([...providers, [matchers.call.fn(requestLightningInvoice), invoice]])
      .run();
    expect(ok.storeState.wallets.lightningInvoice).toEqual(invoice);
    const failed = await expectSaga(
      lightningInvoiceWorker,
      walletsActions.lightningInvoiceRequested({ amount: "99" }),
    )
      .withReducer(rootReducer, ok.storeState as RootState)
      .provide([
        ...providers,
        [
          matchers.call.fn(requestLightningInvoice),
          throwError(
            new ApiError({ status: 422, message: "Too much", code: "amount_above_maximum" }),
          ),
        ],
      ])
      .run();
    expect(failed.storeState.wallets.lightningInvoice).toBeNull();
    expect(selectLightningError(failed.storeState as RootState)?.code).toBe("amount_above_maximum");
    expect(selectLightningError(ok.storeState as RootState)).toBeNull();
  });

  it("submits a withdrawal and reloads balances, or keeps its field errors", async () => {
    const { providers } = sagaContext();
    const request = { entity_wallet_code: "USDT", network: "TRC20", amount: "5", address: "TXYZ" };
    const transaction = { id: 9, type: "withdraw", status: "pending" } as never;
    const ok = await expectSaga(withdrawalWorker, walletsActions.withdrawalSubmitted(request))
      .withReducer(rootReducer, signedIn())
      .provide([...providers, [matchers.call.fn(requestWithdrawal), transaction]])
      .put(walletsActions.loadRequested())
      .run();
    expect(ok.storeState.wallets.withdrawal).toEqual({
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
      .provide([...providers, [matchers.call.fn(requestWithdrawal), throwError(error)]])
      .not.put(walletsActions.loadRequested())
      .run();
    expect(failed.storeState.wallets.withdrawal.status).toBe("failed");
    expect(failed.storeState.wallets.withdrawal.error?.fieldErrors).toEqual({
      amount: ["insufficient_balance"],
    });
  });

  it("logout clears wallet data", () => {
    const state = rootReducer(signedIn(), sessionActions.loggedOut({ reason: "logout" }));
    expect(state.wallets.list).toEqual([]);
  });
});
