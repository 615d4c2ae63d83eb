import { startSignedInStore } from "../../test/signed-in-store.ts";
import { walletFixture } from "../../test/fixtures.ts";
import { until } from "../../testing/index.ts";
import { coreApi } from "../../store/core-api.ts";
import { sessionActions } from "../session/slice.ts";
import { selectSelectedWallet, selectWallets } from "../wallets/selectors.ts";
import { REVEAL_HOLD_CAP_MS, revealHoldActions, selectBalanceHeld } from "./reveal-hold.ts";

jest.setTimeout(15_000);

/** A player holding 1 USDT, and the server's balance event after a bet settled. */
async function setUp() {
  const started = await startSignedInStore();
  const { store, emit } = started;
  await until(() => selectSelectedWallet(store.getState()) !== null, { what: "the wallets" });
  const shown = () => selectSelectedWallet(store.getState())!.balance;
  const settle = async (balance: string) => {
    emit("wallet_balance", { wallet: walletFixture("USDT", { balance }), reason: "bet" });
    // The event patches the cache: the cached wallet has it, whatever is shown.
    await until(
      () => coreApi.endpoints.userWallets.select()(store.getState()).data?.[0]?.balance === balance,
      { what: "the balance event" },
    );
  };
  return { ...started, shown, settle };
}

describe("the balance shown while an original's reveal runs", () => {
  it("keeps the balance from before the bet while the reveal runs and shows the new one when it ends", async () => {
    const { store, shown, settle } = await setUp();
    store.dispatch(revealHoldActions.revealStarted({ id: "r1", code: "USDT", balance: shown() }));
    await settle("2.98000000");
    expect(shown()).toBe("1.00000000");
    expect(selectBalanceHeld(store.getState(), "USDT")).toBe(true);

    store.dispatch(revealHoldActions.revealEnded({ id: "r1" }));
    expect(shown()).toBe("2.98000000");
    expect(selectBalanceHeld(store.getState(), "USDT")).toBe(false);
    store.close();
  });

  it("holds the first balance while overlapping reveals (plinko balls) run, until the last ends", async () => {
    const { store, shown, settle } = await setUp();
    store.dispatch(revealHoldActions.revealStarted({ id: "a", code: "USDT", balance: shown() }));
    await settle("0.50000000");
    store.dispatch(revealHoldActions.revealStarted({ id: "b", code: "USDT", balance: shown() }));
    await settle("3.00000000");
    store.dispatch(revealHoldActions.revealEnded({ id: "a" }));
    expect(shown()).toBe("1.00000000");
    store.dispatch(revealHoldActions.revealEnded({ id: "b" }));
    expect(shown()).toBe("3.00000000");
    store.close();
  });

  it("holds only the wallet of the reveal", async () => {
    const { store, shown } = await setUp();
    store.dispatch(revealHoldActions.revealStarted({ id: "r", code: "BTC", balance: "9" }));
    expect(shown()).toBe("1.00000000");
    expect(selectWallets(store.getState())[0]!.balance).toBe("1.00000000");
    store.close();
  });

  it("releases a reveal that never ends after its cap, so the balance cannot stick", async () => {
    const { store, shown, settle } = await setUp();
    jest.useFakeTimers({ doNotFake: ["setImmediate", "nextTick", "queueMicrotask"] });
    try {
      store.dispatch(
        revealHoldActions.revealStarted({ id: "lost", code: "USDT", balance: shown() }),
      );
      await settle("0.00000000");
      await jest.advanceTimersByTimeAsync(REVEAL_HOLD_CAP_MS - 1);
      expect(shown()).toBe("1.00000000");
      await jest.advanceTimersByTimeAsync(1);
      expect(shown()).toBe("0.00000000");
    } finally {
      jest.useRealTimers();
      store.close();
    }
  });

  it("forgets every hold when the player signs out", async () => {
    const { store, shown } = await setUp();
    store.dispatch(revealHoldActions.revealStarted({ id: "r", code: "USDT", balance: shown() }));
    store.dispatch(sessionActions.loggedOut({ reason: "logout" }));
    expect(store.getState().revealHold.holds).toEqual([]);
    store.close();
  });
});
