import { minePositions } from "@casino/fair";
import { dec, fmt } from "@casino/rules";
import { guestStore, startSignedInStore } from "../../test/signed-in-store.ts";
import { apiError, minesRoundFixture, until } from "../../testing/index.ts";
import { funSeeds, FUN_BALANCE_START } from "./fun-mode.ts";
import { FUN_WALLET_CODE, selectFunBalance } from "./fun-slice.ts";
import { minesActions, selectMines } from "./mines-slice.ts";

const settled = (store: { getState: () => unknown }) =>
  until(() => selectMines(store.getState() as never).pending === null, { what: "the move" });

describe("a player's mines round through the mines saga", () => {
  it("starts, reveals a tile and cashes out on the server; a move in the air turns others away", async () => {
    const { store, fake } = await startSignedInStore({
      "GET /api/originals/mines": () => null,
      "POST /api/originals/mines/start": () => minesRoundFixture(),
      "POST /api/originals/mines/reveal": () =>
        minesRoundFixture({ revealed: [12], multiplier: "1.0312", next_multiplier: "1.0757" }),
      "POST /api/originals/mines/cashout": () =>
        minesRoundFixture({
          status: "cashed_out",
          revealed: [12],
          multiplier: "1.0312",
          next_multiplier: null,
          payout: "1.031200",
          mine_positions: [3],
        }),
    });
    store.dispatch(
      minesActions.startRequested({ entityWalletCode: "USDT", amount: "1", mines: 1 }),
    );
    store.dispatch(
      minesActions.startRequested({ entityWalletCode: "USDT", amount: "2", mines: 1 }),
    );
    await settled(store);
    expect(selectMines(store.getState()).round).toMatchObject({ id: 11, status: "active" });
    // No tile yet: nothing to cash out.
    store.dispatch(minesActions.cashOutRequested());
    expect(selectMines(store.getState()).pending).toBeNull();
    store.dispatch(minesActions.revealRequested(12));
    expect(selectMines(store.getState()).pending).toMatchObject({ move: "reveal", tile: 12 });
    await settled(store);
    store.dispatch(minesActions.cashOutRequested());
    await settled(store);
    expect(selectMines(store.getState()).round).toMatchObject({
      status: "cashed_out",
      payout: "1.031200",
      mine_positions: [3],
    });
    expect(fake.callsTo("POST /api/originals/mines/start").map((c) => c.body)).toEqual([
      { entity_wallet_code: "USDT", amount: "1", mines: 1 },
    ]);
    expect(fake.callsTo("POST /api/originals/mines/reveal")[0]!.body).toEqual({ tile: 12 });
    expect(fake.callsTo("POST /api/originals/mines/cashout")).toHaveLength(1);
    store.close();
  });

  it("keeps a refused start for the screen", async () => {
    const { store } = await startSignedInStore({
      "POST /api/originals/mines/start": () => {
        throw apiError(422, "insufficient_balance");
      },
    });
    store.dispatch(
      minesActions.startRequested({ entityWalletCode: "USDT", amount: "5", mines: 3 }),
    );
    await settled(store);
    expect(selectMines(store.getState())).toMatchObject({
      round: null,
      refusal: { status: 422, code: "insufficient_balance" },
    });
    store.close();
  });

  it("brings back a round still in play on the server when the screen opens", async () => {
    const { store } = await startSignedInStore({
      "GET /api/originals/mines": () => minesRoundFixture({ revealed: [4], mines: 3 }),
    });
    store.dispatch(minesActions.opened({ fun: false }));
    await until(() => selectMines(store.getState()).round !== null, { what: "the round" });
    expect(selectMines(store.getState()).round).toMatchObject({ id: 11, mines: 3, revealed: [4] });
    store.close();
  });
});

describe("the mines round when the screen opens", () => {
  let draw: jest.SpyInstance;
  beforeEach(() => {
    draw = jest
      .spyOn(funSeeds, "draw")
      .mockReturnValue({ serverSeed: "fun-server-seed", clientSeed: "fun-client-seed" });
  });
  afterEach(() => draw.mockRestore());

  it("keeps a fun round in play for fun mode and drops it for real play", async () => {
    const { store } = guestStore();
    store.dispatch(
      minesActions.startRequested({ entityWalletCode: FUN_WALLET_CODE, amount: "1", mines: 3 }),
    );
    await settled(store);
    store.dispatch(minesActions.opened({ fun: true }));
    expect(selectMines(store.getState()).round).toMatchObject({ status: "active" });
    store.dispatch(minesActions.opened({ fun: false }));
    expect(selectMines(store.getState())).toMatchObject({ round: null, fun: null });
    store.close();
  });
});

describe("a guest's fun mines round through the mines saga", () => {
  const seeds = { serverSeed: "fun-server-seed", clientSeed: "fun-client-seed" };
  let draw: jest.SpyInstance;
  beforeEach(() => {
    draw = jest.spyOn(funSeeds, "draw").mockReturnValue(seeds);
  });
  afterEach(() => draw.mockRestore());

  it("takes the stake from the fun balance, reveals a gem, cashes out, with no request", async () => {
    const { store, fake } = guestStore();
    const mines = minePositions({ ...seeds, nonce: 0 }, 3);
    const gem = [...Array(25).keys()].find((tile) => !mines.includes(tile))!;
    store.dispatch(
      minesActions.startRequested({ entityWalletCode: FUN_WALLET_CODE, amount: "10", mines: 3 }),
    );
    await settled(store);
    expect(selectFunBalance(store.getState())).toBe("990");
    expect(selectMines(store.getState()).round).toMatchObject({
      status: "active",
      mine_positions: null,
    });
    expect(selectMines(store.getState()).round).not.toHaveProperty("hidden");
    store.dispatch(minesActions.revealRequested(gem));
    await settled(store);
    expect(selectMines(store.getState()).round).toMatchObject({
      status: "active",
      revealed: [gem],
    });
    store.dispatch(minesActions.cashOutRequested());
    await settled(store);
    const ended = selectMines(store.getState()).round!;
    expect(ended).toMatchObject({ status: "cashed_out", mine_positions: mines });
    expect(fmt(dec(selectFunBalance(store.getState())), 2)).toBe(
      fmt(dec("990") + dec(ended.payout), 2),
    );
    expect(fake.calls.filter((c) => /originals/.test(c.route))).toEqual([]);
    store.close();
  });

  it("refuses a stake above the fun balance", async () => {
    const { store } = guestStore();
    store.dispatch(
      minesActions.startRequested({ entityWalletCode: FUN_WALLET_CODE, amount: "5000", mines: 3 }),
    );
    await settled(store);
    expect(selectMines(store.getState())).toMatchObject({
      round: null,
      refusal: { code: "insufficient_balance" },
    });
    expect(selectFunBalance(store.getState())).toBe(FUN_BALANCE_START);
    store.close();
  });
});
