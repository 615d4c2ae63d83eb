import { ApiError } from "@casino/api";
import { expectSaga } from "redux-saga-test-plan";
import { dynamic, throwError, type StaticProvider } from "redux-saga-test-plan/providers";
import type { Transaction } from "../../api/entities.ts";
import { coreApi } from "../../store/core-api.ts";
import { rootReducer, type RootState } from "../../store/root-reducer.ts";
import { transactionFixture, walletFixture } from "../../test/fixtures.ts";
import { endpointAnswers, sagaContext } from "../../test/saga-context.ts";
import { realtimeEventActions } from "../realtime/events.ts";
import { selectPendingDeposits, selectWithdrawal } from "./selectors.ts";
import { ANNOUNCED_DEPOSITS_KEPT, walletsActions } from "./slice.ts";
import {
  announceDepositWorker,
  cancelWithdrawalWorker,
  DEPOSIT_RECEIVED_MESSAGE,
  PENDING_DEPOSITS_RESYNC_LIMIT,
  refreshWithdrawalWorker,
  resyncPendingDepositsWorker,
  selectOpenWithdrawal,
  walletTransactionsSaga,
  pendingDepositsQuery,
} from "./transactions-saga.ts";
import { toastActions } from "../toasts/slice.ts";
import { pendingDepositsUpdated, transactionUpdated, walletsApi } from "./api.ts";
import { fetchQuery, runMutation } from "../../store/query-effects.ts";

/** A state whose wallet dialog follows withdrawal `t`, cached as the withdrawal saga writes it. */
const withWithdrawal = (t: Transaction) =>
  rootReducer(rootReducer(undefined, transactionUpdated(t)), walletsActions.withdrawalSucceeded(t));
const followed = (state: unknown) => selectWithdrawal(state as RootState).result;
const notification = (type: string) => ({
  notification: {
    id: "n1",
    type,
    title: "Withdrawal sent",
    body: "x",
    image: null,
    link: null,
    is_read: false,
    read_at: null,
    created_at: "2026-01-01T00:00:00Z",
  },
  inbox_count: 1,
});

describe("following a withdrawal", () => {
  it("follows only a withdrawal that can still change", () => {
    expect(selectOpenWithdrawal(withWithdrawal(transactionFixture()))?.id).toBe(9);
    expect(
      selectOpenWithdrawal(withWithdrawal(transactionFixture({ status: "paid_out" }))),
    ).toBeNull();
    expect(selectOpenWithdrawal(rootReducer(undefined, { type: "x" }))).toBeNull();
  });

  it("reads the followed withdrawal again and stores its new status", async () => {
    const { providers } = sagaContext();
    const { storeState } = await expectSaga(refreshWithdrawalWorker)
      .withReducer(rootReducer, withWithdrawal(transactionFixture()))
      .provide([
        ...providers,
        endpointAnswers(
          walletsApi.endpoints.transaction,
          transactionFixture({ status: "paid_out", can_cancel: false }),
        ),
      ])
      .call(fetchQuery, walletsApi.endpoints.transaction, 9)
      .run();
    expect(followed(storeState)?.status).toBe("paid_out");
  });

  it("asks nothing when no withdrawal is followed, and keeps the status when the read fails", async () => {
    const { providers } = sagaContext();
    await expectSaga(refreshWithdrawalWorker)
      .withReducer(rootReducer)
      .provide(providers)
      .not.call.fn(fetchQuery)
      .run();
    const { storeState } = await expectSaga(refreshWithdrawalWorker)
      .withReducer(rootReducer, withWithdrawal(transactionFixture()))
      .provide([
        ...providers,
        endpointAnswers(
          walletsApi.endpoints.transaction,
          throwError(new ApiError({ status: 500, message: "down" })),
        ),
      ])
      .run();
    expect(followed(storeState)?.status).toBe("pending");
  });

  it("reacts to withdrawal balance changes and withdrawal notifications only", async () => {
    const { providers } = sagaContext();
    const read: StaticProvider = endpointAnswers(
      walletsApi.endpoints.transaction,
      transactionFixture({ status: "rejected" }),
    );
    const released = realtimeEventActions.wallet_balance({
      wallet: walletFixture("USDT"),
      reason: "withdrawal_released",
    });
    const { storeState } = await expectSaga(walletTransactionsSaga)
      .withReducer(rootReducer, withWithdrawal(transactionFixture()))
      .provide([...providers, read])
      .dispatch(released)
      .put(coreApi.util.invalidateTags(["Transactions", "Wallets"]))
      .silentRun(30);
    expect(followed(storeState)?.status).toBe("rejected");

    await expectSaga(walletTransactionsSaga)
      .withReducer(rootReducer, withWithdrawal(transactionFixture()))
      .provide([...providers, read])
      .dispatch(realtimeEventActions.new_notification(notification("withdrawal") as never))
      .call(fetchQuery, walletsApi.endpoints.transaction, 9)
      .silentRun(30);

    await expectSaga(walletTransactionsSaga)
      .withReducer(rootReducer, withWithdrawal(transactionFixture()))
      .provide([...providers, read])
      .dispatch(
        realtimeEventActions.wallet_balance({ wallet: walletFixture("USDT"), reason: "bet" }),
      )
      .dispatch(realtimeEventActions.new_notification(notification("bonus") as never))
      .not.call.fn(fetchQuery)
      .not.put.actionType(coreApi.util.invalidateTags(["Transactions"]).type)
      .silentRun(30);
  });
});

describe("cancelling a withdrawal", () => {
  it("stores the canceled withdrawal and refreshes the history", async () => {
    const { providers } = sagaContext();
    const { storeState } = await expectSaga(
      cancelWithdrawalWorker,
      walletsActions.withdrawalCancelRequested({ id: 9 }),
    )
      .withReducer(rootReducer, withWithdrawal(transactionFixture()))
      .provide([
        ...providers,
        endpointAnswers(
          walletsApi.endpoints.cancelWithdrawal,
          transactionFixture({ status: "canceled", can_cancel: false }),
        ),
      ])
      .call(runMutation, walletsApi.endpoints.cancelWithdrawal, 9)
      .put(coreApi.util.invalidateTags(["Transactions"]))
      .run();
    expect(followed(storeState)).toMatchObject({
      status: "canceled",
      can_cancel: false,
    });
  });

  it("keeps the server's error when the withdrawal is no longer cancelable", async () => {
    const { providers } = sagaContext();
    const refused = new ApiError({
      status: 422,
      message: "Not cancelable",
      code: "withdrawal_not_cancelable",
    });
    const { storeState } = await expectSaga(
      cancelWithdrawalWorker,
      walletsActions.withdrawalCancelRequested({ id: 9 }),
    )
      .withReducer(
        rootReducer,
        withWithdrawal(transactionFixture({ status: "approved", can_cancel: false })),
      )
      .provide([
        ...providers,
        endpointAnswers(walletsApi.endpoints.cancelWithdrawal, throwError(refused)),
      ])
      .run();
    const withdrawal = selectWithdrawal(storeState as RootState);
    expect(withdrawal.error).toMatchObject({ status: 422, code: "withdrawal_not_cancelable" });
    expect(withdrawal.result?.status).toBe("approved");
  });
});

describe("pending deposits in the cache", () => {
  it("keeps pending deposits until credited, the newest state of each; the history is stale", async () => {
    const pending = transactionFixture({
      id: 3,
      type: "deposit",
      status: "pending",
      confirmations: 1,
      required_confirmations: 3,
    });
    const seen = await expectSaga(walletTransactionsSaga)
      .withReducer(rootReducer)
      .provide(sagaContext().providers)
      .dispatch(realtimeEventActions.player_pending_deposit({ transaction: pending }))
      .dispatch(
        realtimeEventActions.player_pending_deposit({
          transaction: { ...pending, confirmations: 2 },
        }),
      )
      .put(coreApi.util.invalidateTags(["Transactions", "Wallets"]))
      .silentRun(30);
    const state = seen.storeState as RootState;
    expect(selectPendingDeposits(state)).toEqual([{ ...pending, confirmations: 2 }]);
    const credited = { ...pending, status: "confirmed" as const, confirmations: 3 };
    const done = await expectSaga(walletTransactionsSaga)
      .withReducer(rootReducer, state)
      .provide(sagaContext().providers)
      .dispatch(
        realtimeEventActions.player_deposit({
          transaction: credited,
          wallet: walletFixture("USDT", { balance: "6.00000000" }),
        }),
      )
      .silentRun(30);
    expect(selectPendingDeposits(done.storeState as RootState)).toEqual([]);
  });

  it("are the player's: signing out drops them with the cache", () => {
    const state = rootReducer(
      undefined,
      pendingDepositsUpdated({
        data: [transactionFixture({ id: 3, type: "deposit", status: "pending" })],
        current_page: 1,
        per_page: PENDING_DEPOSITS_RESYNC_LIMIT,
        total: 1,
        last_page: 1,
      }),
    );
    expect(selectPendingDeposits(state)).toHaveLength(1);
    expect(selectPendingDeposits(rootReducer(state, coreApi.util.resetApiState()))).toEqual([]);
  });
});

describe("announced deposits", () => {
  it(`remembers the newest ${ANNOUNCED_DEPOSITS_KEPT} ids, once each`, () => {
    let state = rootReducer(undefined, { type: "init" });
    for (let id = 1; id <= ANNOUNCED_DEPOSITS_KEPT + 1; id += 1)
      state = rootReducer(state, walletsActions.depositAnnounced(id));
    state = rootReducer(state, walletsActions.depositAnnounced(30));
    const ids = state.wallets.announcedDeposits;
    expect(ids).toHaveLength(ANNOUNCED_DEPOSITS_KEPT);
    expect(ids.slice(0, 3)).toEqual([30, ANNOUNCED_DEPOSITS_KEPT + 1, ANNOUNCED_DEPOSITS_KEPT]);
    expect(ids).not.toContain(1);
  });
});

describe("resyncPendingDepositsWorker", () => {
  const deposit = (id: number) =>
    transactionFixture({
      id,
      type: "deposit",
      status: "pending",
      confirmations: 1,
      can_cancel: false,
    });
  const page = (data: Transaction[]) => ({
    data,
    current_page: 1,
    per_page: PENDING_DEPOSITS_RESYNC_LIMIT,
    total: data.length,
    last_page: 1,
  });
  const withPending = (...deposits: Transaction[]) =>
    rootReducer(undefined, pendingDepositsUpdated(page(deposits)));

  /** The resync against a server listing `now` and answering `read` for a deposit read by id. */
  const resync = (state: RootState, now: Transaction[], read: Transaction | Error) =>
    expectSaga(resyncPendingDepositsWorker)
      .withReducer(rootReducer, state)
      .provide([
        ...sagaContext().providers,
        endpointAnswers(coreApi.endpoints.transactions, page(now)) as StaticProvider,
        endpointAnswers(
          walletsApi.endpoints.transaction,
          read instanceof Error ? throwError(read) : read,
        ) as StaticProvider,
      ]);
  const toast = { kind: "success", message: DEPOSIT_RECEIVED_MESSAGE } as const;
  const confirmed = (id: number) => ({ ...deposit(id), status: "confirmed" as const });

  it("replaces the list with the server's and announces a deposit confirmed meanwhile", async () => {
    const { storeState } = await resync(
      withPending(deposit(1), deposit(2)),
      [deposit(3), deposit(2)],
      confirmed(1),
    )
      .call(fetchQuery, coreApi.endpoints.transactions, pendingDepositsQuery)
      .call(fetchQuery, walletsApi.endpoints.transaction, 1)
      .put.like({ action: { type: toastActions.queued.type, payload: toast } })
      .run();
    expect(selectPendingDeposits(storeState as RootState).map((t) => t.id)).toEqual([3, 2]);
  });

  it("announces nothing for a deposit that failed meanwhile, or that cannot be read", async () => {
    const failed = { ...deposit(1), status: "fail" as const };
    for (const read of [failed, new ApiError({ status: 503, message: "Server error" })]) {
      const { storeState } = await resync(withPending(deposit(1)), [], read)
        .not.put.like({ action: { type: toastActions.queued.type } })
        .run();
      expect(selectPendingDeposits(storeState as RootState)).toEqual([]);
    }
  });

  it(`reads at most ${PENDING_DEPOSITS_RESYNC_LIMIT} deposits that left the list`, async () => {
    const many = Array.from({ length: PENDING_DEPOSITS_RESYNC_LIMIT + 5 }, (_, i) =>
      deposit(i + 1),
    );
    let reads = 0;
    await expectSaga(resyncPendingDepositsWorker)
      .withReducer(rootReducer, withPending(...many))
      .provide([
        ...sagaContext().providers,
        endpointAnswers(coreApi.endpoints.transactions, page([])) as StaticProvider,
        endpointAnswers(
          walletsApi.endpoints.transaction,
          dynamic(() => {
            reads += 1;
            return { ...deposit(reads), status: "fail" };
          }),
        ) as StaticProvider,
      ])
      .run();
    expect(reads).toBe(PENDING_DEPOSITS_RESYNC_LIMIT);
  });

  it("announces a deposit once when the live event and the resync both report it", async () => {
    const live = rootReducer(withPending(deposit(1)), walletsActions.depositAnnounced(1));
    await resync(live, [], confirmed(1))
      .not.put.like({ action: { type: toastActions.queued.type } })
      .run();
    const { storeState } = await expectSaga(announceDepositWorker, 7)
      .withReducer(rootReducer)
      .put.like({ action: { type: toastActions.queued.type, payload: toast } })
      .run();
    await expectSaga(announceDepositWorker, 7)
      .withReducer(rootReducer, storeState as RootState)
      .not.put.like({ action: { type: toastActions.queued.type } })
      .run();
  });

  it("keeps the list when the server cannot be read", async () => {
    const { storeState } = await expectSaga(resyncPendingDepositsWorker)
      .withReducer(rootReducer, withPending(deposit(1)))
      .provide([
        ...sagaContext().providers,
        endpointAnswers(
          coreApi.endpoints.transactions,
          throwError(new ApiError({ status: 503, message: "Server error" })),
        ) as StaticProvider,
      ])
      .run();
    expect(selectPendingDeposits(storeState as RootState).map((t) => t.id)).toEqual([1]);
  });
});
