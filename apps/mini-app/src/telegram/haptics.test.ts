import {
  type BetFeedItem,
  makeStore,
  realtimeEventActions,
  type RootState,
  sessionActions,
  toastActions,
  walletsActions,
} from "@casino/core";
import { createMemoryPlatform, createMemoryTelegram, rootReducer } from "@casino/core/testing";
import { bindHaptics, hapticsFor } from "./haptics.ts";

const initial: RootState = rootReducer(undefined, { type: "test/init" });
const after = (state: RootState, ...actions: { type: string }[]) =>
  actions.reduce((s, action) => rootReducer(s, action), state);

/** The player's own settled bet, as the player channel delivers it. */
const ownBet = (item: BetFeedItem) =>
  realtimeEventActions.transaction_latest_bet({ bet: item }, "player");

function bet(id: string, stake: string, payout: string): BetFeedItem {
  return {
    id,
    game: { id: 1, slug: "dice", name: "Dice" },
    username: "me",
    vip_level: 1,
    entity_wallet_code: "BTC",
    bet_amount: stake,
    payout_amount: payout,
    multiplier: "2",
    fiat_bet_amount: "1",
    fiat_payout_amount: "2",
    fiat_currency: "USD",
    created_at: "2026-11-01T00:00:00Z",
  } as unknown as BetFeedItem;
}

describe("hapticsFor", () => {
  it("feels a win of the player's own bet, not a loss", () => {
    expect(hapticsFor(initial, after(initial, ownBet(bet("b1", "1.0", "2.5"))))).toEqual([
      "success",
    ]);
    expect(hapticsFor(initial, after(initial, ownBet(bet("b2", "1.0", "0"))))).toEqual([]);
  });

  it("feels error and success toasts once, when they appear", () => {
    const withError = after(
      initial,
      toastActions.queued({ kind: "error", message: "server_error" }),
    );
    expect(hapticsFor(initial, withError)).toEqual(["error"]);
    const withBoth = after(withError, toastActions.queued({ kind: "success", message: "saved" }));
    expect(hapticsFor(withError, withBoth)).toEqual(["success"]);
    expect(
      hapticsFor(withBoth, after(withBoth, toastActions.queued({ kind: "info", message: "fyi" }))),
    ).toEqual([]);
  });

  it("feels a withdrawal confirmed or refused, and a failed sign-in", () => {
    const submitted = after(
      initial,
      walletsActions.withdrawalSubmitted({
        entity_wallet_code: "BTC",
        amount: "1",
        address: "x",
      } as never),
    );
    expect(hapticsFor(initial, submitted)).toEqual([]);
    expect(
      hapticsFor(
        submitted,
        after(submitted, walletsActions.withdrawalSucceeded({ id: 1 } as never)),
      ),
    ).toEqual(["success"]);
    const error = { status: 422, message: "nope", code: "invalid", fieldErrors: {} };
    expect(hapticsFor(submitted, after(submitted, walletsActions.withdrawalFailed(error)))).toEqual(
      ["error"],
    );
    expect(hapticsFor(initial, after(initial, sessionActions.authFailed(error)))).toEqual([
      "error",
    ]);
  });
});

describe("bindHaptics", () => {
  it("plays the kinds on the Telegram port as the store changes, until stopped", () => {
    const telegram = createMemoryTelegram();
    const platform = createMemoryPlatform({ telegram: {} });
    const store = makeStore({ platform: { ...platform, telegram } });
    const stop = bindHaptics(store, telegram);
    store.dispatch(toastActions.queued({ kind: "error", message: "server_error" }));
    store.dispatch(ownBet(bet("w1", "0.5", "5")));
    stop();
    store.dispatch(toastActions.queued({ kind: "error", message: "again" }));
    store.close();
    expect(telegram.haptics).toEqual(["error", "success"]);
  });
});
