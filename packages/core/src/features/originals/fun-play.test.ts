import { dice } from "@casino/fair";
import { dec, fmt } from "@casino/rules";
import { guestStore } from "../../test/signed-in-store.ts";
import { until } from "../../testing/index.ts";
import { funSeeds, FUN_BALANCE_START } from "./fun-mode.ts";
import { FUN_WALLET_CODE, funActions, selectFunBalance, selectFunSession } from "./fun-slice.ts";
import {
  playActions,
  selectAutoBet,
  selectBetsInPlay,
  selectPlayRefusal,
  type BetRequest,
} from "./play-slice.ts";
import { selectBalanceHeld } from "./reveal-hold.ts";

const seeds = { serverSeed: "fun-server-seed", clientSeed: "fun-client-seed" };
const params = { target: 50.5, condition: "under" as const };
const funBet = (amount = "10"): BetRequest => ({
  game: "dice",
  params,
  entityWalletCode: FUN_WALLET_CODE,
  amount,
});

let draw: jest.SpyInstance;
beforeEach(() => {
  draw = jest.spyOn(funSeeds, "draw").mockReturnValue(seeds);
});
afterEach(() => draw.mockRestore());

/** A guest's store; `fake` answers only the start-up calls. */
function setUp() {
  const { store, fake } = guestStore();
  const moneyCalls = () => fake.calls.filter((c) => /originals|fair|wallets\/user/.test(c.route));
  return { store, moneyCalls };
}

describe("a guest's fun round through the play saga", () => {
  it("is played from the fun seeds without a request, its balance shown once the reveal ended", async () => {
    const { store, moneyCalls } = setUp();
    expect(selectFunBalance(store.getState())).toBe(FUN_BALANCE_START);
    store.dispatch(playActions.betRequested(funBet()));
    await until(() => selectBetsInPlay(store.getState())[0]?.bet != null);
    const expected = dice({ ...seeds, nonce: 0 }, params);
    const bet = selectBetsInPlay(store.getState())[0]!.bet!;
    expect(bet.outcome.roll).toBe(expected.roll);
    expect(bet.win).toBe(expected.win);
    const after = expected.win ? dec("990") + dec(bet.payout) : dec("990");
    expect(fmt(dec(selectFunSession(store.getState())!.balance), 2)).toBe(fmt(after, 2));
    // The reveal runs: the shown fun balance is the one before the round.
    expect(selectBalanceHeld(store.getState(), FUN_WALLET_CODE)).toBe(true);
    expect(selectFunBalance(store.getState())).toBe(FUN_BALANCE_START);
    store.dispatch(playActions.resultShown({ id: bet.id }));
    await until(() => selectBetsInPlay(store.getState()).length === 0);
    expect(fmt(dec(selectFunBalance(store.getState())), 2)).toBe(fmt(after, 2));
    expect(selectFunSession(store.getState())!.seeds.nonce).toBe(1);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(moneyCalls()).toEqual([]);
    store.close();
  });

  it("refuses a stake above the fun balance, and a refill starts a new fun session", async () => {
    const { store } = setUp();
    store.dispatch(playActions.betRequested(funBet("5000")));
    await until(() => selectPlayRefusal(store.getState()) !== null);
    expect(selectPlayRefusal(store.getState())).toMatchObject({
      game: "dice",
      error: { code: "insufficient_balance" },
    });
    await until(() => selectBetsInPlay(store.getState()).length === 0);
    expect(selectBalanceHeld(store.getState(), FUN_WALLET_CODE)).toBe(false);

    store.dispatch(playActions.betRequested(funBet("1000")));
    await until(() => selectBetsInPlay(store.getState())[0]?.bet != null);
    store.dispatch(playActions.resultShown({ id: 1 }));
    await until(() => selectBetsInPlay(store.getState()).length === 0);
    draw.mockReturnValue({ serverSeed: "other", clientSeed: "seed" });
    store.dispatch(funActions.refillRequested());
    await until(() => selectFunSession(store.getState())?.seeds.serverSeed === "other");
    expect(selectFunSession(store.getState())).toMatchObject({
      balance: FUN_BALANCE_START,
      played: 0,
      seeds: { nonce: 0 },
    });
    expect(selectFunBalance(store.getState())).toBe(FUN_BALANCE_START);
    store.close();
  });

  it("runs an auto-bet on fun money with the same stop rules", async () => {
    const { store, moneyCalls } = setUp();
    // The screen: each settled round's reveal ends at once.
    const unsubscribe = store.subscribe(() => {
      for (const { bet } of selectBetsInPlay(store.getState()))
        if (bet) queueMicrotask(() => store.dispatch(playActions.resultShown({ id: bet.id })));
    });
    store.dispatch(
      playActions.started({
        ...funBet("1"),
        decimals: 2,
        strategy: {
          bets: 3,
          stopOnProfit: "",
          stopOnLoss: "",
          onWinIncrease: 0,
          onLossIncrease: 0,
        },
      }),
    );
    await until(() => !selectAutoBet(store.getState()).running, { what: "the auto-bet to end" });
    expect(selectAutoBet(store.getState())).toMatchObject({ end: "count", played: 3 });
    expect(selectFunSession(store.getState())!.seeds.nonce).toBe(3);
    expect(moneyCalls()).toEqual([]);
    unsubscribe();
    store.close();
  });
});
