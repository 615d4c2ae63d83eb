import { dec, fmt } from "@casino/rules";
import { startSignedInStore } from "../../test/signed-in-store.ts";
import { apiError, until, type FakeRequest } from "../../testing/index.ts";
import { sessionActions } from "../session/slice.ts";
import { selectWallets } from "../wallets/selectors.ts";
import {
  playActions,
  selectAutoBet,
  selectBetsInPlay,
  selectPlayRefusal,
  type AutoBetStart,
  type BetRequest,
} from "./play-slice.ts";
import { selectBalanceHeld } from "./reveal-hold.ts";

jest.setTimeout(15_000);

const fairness = {
  server_seed_hash: "a".repeat(64),
  server_seed: null,
  client_seed: "s",
  nonce: 0,
};

/** A dice bet as the server answers it: a win pays 2×, a loss nothing. */
function diceBet(id: number, amount: string, win: boolean) {
  return {
    id,
    game: { id: 1, slug: "dice", name: "Dice", image: "https://img.test/dice.svg" },
    username: "tester",
    entity_wallet_code: "USDT",
    amount,
    payout: win ? fmt(dec(amount) * 2n, 6) : "0.000000",
    multiplier: win ? "2" : "0",
    win,
    params: { target: 50.5, condition: "under" },
    outcome: { roll: win ? 10 : 90 },
    fairness: { ...fairness, nonce: id },
    created_at: "2026-01-01T00:00:00Z",
  };
}

const start = (changes: Partial<AutoBetStart["strategy"]> = {}): AutoBetStart => ({
  game: "dice",
  params: { target: 50.5, condition: "under" },
  entityWalletCode: "USDT",
  decimals: 6,
  amount: "1",
  strategy: {
    bets: 0,
    stopOnProfit: "",
    stopOnLoss: "",
    onWinIncrease: 0,
    onLossIncrease: 0,
    ...changes,
  },
});

/** A store whose dice bets follow `outcomes` (true = win), and a screen that shows each bet. */
async function setUp(outcomes: (n: number) => boolean | Error, { autoShow = true } = {}) {
  let n = 0;
  const started = await startSignedInStore({
    "GET /api/fair/seeds": () => ({ ...fairness, created_at: "2026-01-01T00:00:00Z" }),
    "POST /api/originals/dice/bet": ({ body }: FakeRequest) => {
      const outcome = outcomes(n++);
      if (outcome instanceof Error) throw outcome;
      return diceBet(n, (body as { amount: string }).amount, outcome);
    },
  });
  const { store, fake } = started;
  const shown = new Set<number>();
  // The screen: once a bet settled, its reveal ends and it says so.
  const unsubscribe = store.subscribe(() => {
    for (const { bet } of selectBetsInPlay(store.getState())) {
      if (!autoShow || !bet || shown.has(bet.id)) continue;
      shown.add(bet.id);
      queueMicrotask(() => store.dispatch(playActions.resultShown({ id: bet.id })));
    }
  });
  const bets = () => fake.callsTo("POST /api/originals/dice/bet");
  const ended = () =>
    until(() => !selectAutoBet(store.getState()).running, { what: "the auto-bet to end" });
  const close = () => {
    unsubscribe();
    store.close();
  };
  return { ...started, bets, ended, close };
}

describe("auto-bet", () => {
  it("plays the number of bets, raising the stake by the percentage after a loss", async () => {
    const s = await setUp(() => false);
    s.store.dispatch(playActions.started(start({ bets: 3, onLossIncrease: 100 })));
    await s.ended();
    expect(s.bets().map((c) => c.body)).toEqual(
      ["1", "2", "4"].map((amount) => ({
        target: 50.5,
        condition: "under",
        entity_wallet_code: "USDT",
        amount,
      })),
    );
    expect(selectAutoBet(s.store.getState())).toMatchObject({
      running: false,
      end: "count",
      played: 3,
      profit: "-7",
      amount: "8",
    });
    s.close();
  });

  it.each([
    ["the profit target is reached", true, { stopOnProfit: "2.5" }, 3, "profit", "3"],
    ["the loss limit is reached", false, { stopOnLoss: "2" }, 2, "loss", "-2"],
  ] as const)("stops once %s", async (_case, win, rule, bets, end, profit) => {
    const s = await setUp(() => win);
    s.store.dispatch(playActions.started(start(rule)));
    await s.ended();
    expect(s.bets()).toHaveLength(bets);
    expect(selectAutoBet(s.store.getState())).toMatchObject({ end, profit });
    s.close();
  });

  it("stops on a refused bet and keeps the refusal for the screen", async () => {
    const s = await setUp((n) => (n === 1 ? apiError(422, "insufficient_balance") : false));
    s.store.dispatch(playActions.started(start()));
    await s.ended();
    expect(s.bets()).toHaveLength(2);
    expect(selectAutoBet(s.store.getState())).toMatchObject({
      end: "error",
      played: 1,
      error: { status: 422, code: "insufficient_balance" },
    });
    s.close();
  });

  it("waits for the screen to show a bet before the next; a stop ends it after the bet in the air", async () => {
    const s = await setUp(() => false, { autoShow: false });
    s.store.dispatch(playActions.started(start()));
    await until(() => selectAutoBet(s.store.getState()).lastBet?.id === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(s.bets()).toHaveLength(1);
    s.store.dispatch(playActions.resultShown({ id: 1 }));
    await until(() => selectAutoBet(s.store.getState()).lastBet?.id === 2);
    s.store.dispatch(playActions.stopRequested());
    await s.ended();
    expect(s.bets()).toHaveLength(2);
    expect(selectAutoBet(s.store.getState())).toMatchObject({ end: "manual", played: 2 });
    // A new session starts afresh.
    s.store.dispatch(playActions.started(start({ bets: 1 })));
    await until(() => selectAutoBet(s.store.getState()).lastBet?.id === 3);
    s.store.dispatch(playActions.resultShown({ id: 3 }));
    await s.ended();
    expect(selectAutoBet(s.store.getState())).toMatchObject({ end: "count", played: 1 });
    s.close();
  });

  it("ends at once when the player leaves the game or signs out", async () => {
    const left = await setUp(() => false, { autoShow: false });
    left.store.dispatch(playActions.started(start()));
    await until(() => selectAutoBet(left.store.getState()).lastBet !== null);
    left.store.dispatch(playActions.left());
    expect(selectAutoBet(left.store.getState())).toMatchObject({ running: false, end: "left" });
    left.store.dispatch(playActions.resultShown({ id: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(left.bets()).toHaveLength(1);
    left.close();

    const out = await setUp(() => false, { autoShow: false });
    out.store.dispatch(playActions.started(start()));
    await until(() => selectAutoBet(out.store.getState()).lastBet !== null);
    out.store.dispatch(sessionActions.loggedOut({ reason: "logout" }));
    expect(selectAutoBet(out.store.getState())).toMatchObject({ running: false, end: "signedOut" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(out.bets()).toHaveLength(1);
    out.close();
  });

  it("ignores a second start while a session runs", async () => {
    const s = await setUp(() => false, { autoShow: false });
    s.store.dispatch(playActions.started(start({ bets: 1 })));
    s.store.dispatch(playActions.started({ ...start(), amount: "9" }));
    await until(() => selectAutoBet(s.store.getState()).lastBet !== null);
    s.store.dispatch(playActions.resultShown({ id: 1 }));
    await s.ended();
    expect(s.bets().map((c) => (c.body as { amount: string }).amount)).toEqual(["1"]);
    s.close();
  });
});

const manual = (amount = "1"): BetRequest => ({
  game: "dice",
  params: { target: 50.5, condition: "under" },
  entityWalletCode: "USDT",
  amount,
});

describe("a manual bet", () => {
  it("goes to the server, waits for the screen to show it, and holds the balance until then", async () => {
    const s = await setUp(() => true, { autoShow: false });
    await until(() => selectWallets(s.store.getState()).length > 0, { what: "the wallets" });
    s.store.dispatch(playActions.betRequested(manual("0.5")));
    expect(selectBalanceHeld(s.store.getState(), "USDT")).toBe(true);
    await until(() => selectBetsInPlay(s.store.getState())[0]?.bet?.id === 1);
    expect(s.bets().map((c) => c.body)).toEqual([
      { target: 50.5, condition: "under", entity_wallet_code: "USDT", amount: "0.5" },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(selectBalanceHeld(s.store.getState(), "USDT")).toBe(true);
    s.store.dispatch(playActions.resultShown({ id: 1 }));
    await until(() => selectBetsInPlay(s.store.getState()).length === 0);
    expect(selectBalanceHeld(s.store.getState(), "USDT")).toBe(false);
    s.close();
  });

  it("plays one dice bet at a time and none while an auto-bet runs", async () => {
    const s = await setUp(() => false, { autoShow: false });
    s.store.dispatch(playActions.betRequested(manual()));
    s.store.dispatch(playActions.betRequested(manual("2")));
    await until(() => selectBetsInPlay(s.store.getState())[0]?.bet !== null);
    expect(selectBetsInPlay(s.store.getState())).toHaveLength(1);
    s.store.dispatch(playActions.started(start({ bets: 1 })));
    expect(selectAutoBet(s.store.getState()).running).toBe(false);
    s.store.dispatch(playActions.resultShown({ id: 1 }));
    await until(() => selectBetsInPlay(s.store.getState()).length === 0);

    s.store.dispatch(playActions.started(start({ bets: 1 })));
    s.store.dispatch(playActions.betRequested(manual("3")));
    await until(() => selectAutoBet(s.store.getState()).lastBet !== null);
    s.store.dispatch(playActions.resultShown({ id: 2 }));
    await s.ended();
    expect(s.bets().map((c) => (c.body as { amount: string }).amount)).toEqual(["1", "1"]);
    s.close();
  });

  it("keeps a refusal for the screen and releases the balance at once", async () => {
    const s = await setUp(() => apiError(422, "insufficient_balance"));
    await until(() => selectWallets(s.store.getState()).length > 0, { what: "the wallets" });
    s.store.dispatch(playActions.betRequested(manual("5")));
    await until(() => selectPlayRefusal(s.store.getState()) !== null);
    expect(selectPlayRefusal(s.store.getState())).toMatchObject({
      game: "dice",
      error: { status: 422, code: "insufficient_balance" },
    });
    await until(() => selectBetsInPlay(s.store.getState()).length === 0);
    expect(selectBalanceHeld(s.store.getState(), "USDT")).toBe(false);
    // The next bet starts without the old refusal.
    s.store.dispatch(playActions.betRequested(manual("5")));
    expect(selectPlayRefusal(s.store.getState())).toBeNull();
    s.close();
  });

  it("stops waiting for the reveal when the player leaves the game", async () => {
    const s = await setUp(() => false, { autoShow: false });
    await until(() => selectWallets(s.store.getState()).length > 0, { what: "the wallets" });
    s.store.dispatch(playActions.betRequested(manual()));
    await until(() => selectBetsInPlay(s.store.getState())[0]?.bet !== null);
    s.store.dispatch(playActions.left());
    expect(selectBetsInPlay(s.store.getState())).toHaveLength(0);
    expect(selectBalanceHeld(s.store.getState(), "USDT")).toBe(false);
    s.close();
  });
});
