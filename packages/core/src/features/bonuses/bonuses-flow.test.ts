import { ApiError } from "@casino/api";
import type { Bonus } from "../../api/entities.ts";
import { selectWallets } from "../wallets/selectors.ts";
import { until } from "../../testing/index.ts";
import { bonusFixture, cashbackFixture, walletFixture } from "../../test/fixtures.ts";
import { startSignedInStore } from "../../test/signed-in-store.ts";
import { sessionActions } from "../session/slice.ts";
import { bonusesApi } from "./api.ts";
import {
  bonusTabOf,
  selectActiveBonus,
  selectAvailableBonusCount,
  selectBonus,
  selectCashback,
  selectCashbackReady,
  selectFinishedBonuses,
  selectIsBonusFinished,
} from "./selectors.ts";
import { bonusesActions } from "./slice.ts";

type Query = { tab: string; page?: number; per_page?: number };

/** A fake bonus server: the bonuses by id, listed by the tab their status belongs to. */
async function setup() {
  const bonuses = new Map<number, Bonus>([
    [1, bonusFixture(1)],
    [2, bonusFixture(2)],
    [3, bonusFixture(3, { status: "active", claimed_at: "2026-01-02T00:00:00Z" })],
  ]);
  let cashback = cashbackFixture();
  const started = await startSignedInStore({
    "GET /api/bonuses": ({ query }) => {
      const { tab } = query as Query;
      const data = [...bonuses.values()].filter((b) => bonusTabOf(b.status) === tab);
      return { data, current_page: 1, per_page: 20, total: data.length, last_page: 1 };
    },
    "POST /api/bonuses/{id}/claim": ({ path }) => {
      const bonus = bonuses.get(path.id as number)!;
      if ([...bonuses.values()].some((b) => b.status === "active"))
        throw new ApiError({ status: 422, message: "One at a time", code: "bonus_active_exists" });
      bonuses.set(bonus.id, { ...bonus, status: "active" });
      return bonuses.get(bonus.id);
    },
    "POST /api/bonuses/{id}/cancel": ({ path }) => {
      const bonus = bonuses.get(path.id as number)!;
      bonuses.set(bonus.id, { ...bonus, status: "busted" });
      return bonuses.get(bonus.id);
    },
    "POST /api/bonuses/redeem": ({ body }) => {
      const bonus = bonusFixture(9, { bonus_code: (body as { code: string }).code });
      bonuses.set(9, bonus);
      return bonus;
    },
    "GET /api/cashback": () => cashback,
    "POST /api/cashback/claim": () => {
      const claim = {
        entity_wallet_code: "USDT",
        amount: cashback.amount,
        wallet: walletFixture("USDT", { is_selected: true, balance: "3.00000000" }),
      };
      cashback = cashbackFixture({ last_claimed_at: "2026-01-08T00:00:01Z" });
      return claim;
    },
  });
  const { store, fake } = started;
  // Two screens subscribed to the Available and Active tabs.
  await Promise.all([
    store.dispatch(bonusesApi.endpoints.listBonuses.initiate({ tab: "available" })),
    store.dispatch(bonusesApi.endpoints.listBonuses.initiate({ tab: "active" })),
  ]);
  /** A third screen (the History tab, or the notice of a finished bonus) subscribes. */
  const showHistory = () =>
    store.dispatch(bonusesApi.endpoints.listBonuses.initiate({ tab: "history" }));
  const listed = (tab: "available" | "active" | "history") =>
    bonusesApi.endpoints.listBonuses
      .select({ tab })(store.getState())
      .data?.data.map((b) => `${b.id}:${b.status}:${b.progress_percent}`);
  const listCalls = () => fake.callsTo("GET /api/bonuses").length;
  return {
    ...started,
    bonuses,
    listed,
    listCalls,
    showHistory,
    setCashback: (value: typeof cashback) => (cashback = value),
  };
}

describe("bonuses through makeStore", () => {
  it("lists the bonuses of a tab; the Available list gives the available count", async () => {
    const { store, listed } = await setup();
    expect(listed("available")).toEqual(["1:available:0", "2:available:0"]);
    expect(listed("active")).toEqual(["3:active:0"]);
    expect(selectAvailableBonusCount(store.getState())).toBe(2);
    expect(selectActiveBonus(store.getState())?.id).toBe(3);
    store.close();
  });

  it("update_bonus_item patches the cached list in place without a request", async () => {
    const { store, emit, listed, listCalls } = await setup();
    const calls = listCalls();
    const progressed = bonusFixture(3, {
      status: "active",
      wagered: "150.00000000",
      progress_percent: 50,
    });
    expect(emit("update_bonus_item", { bonus: progressed })).toBe(1);
    await until(() => listed("active")?.[0] === "3:active:50");
    expect(selectBonus(store.getState(), 3)?.wagered).toBe("150.00000000");
    await new Promise((resolve) => setImmediate(resolve));
    expect(listCalls()).toBe(calls);
    store.close();
  });

  it("update_bonus_item keeps the cached name and description, fetched in the interface language", async () => {
    const { store, emit, listed } = await setup();
    const cached = selectBonus(store.getState(), 3)!;
    emit("update_bonus_item", {
      bonus: bonusFixture(3, {
        status: "active",
        progress_percent: 60,
        name: "Pushed in another language",
        description: "Pushed in another language",
      }),
    });
    await until(() => listed("active")?.[0] === "3:active:60");
    expect(selectBonus(store.getState(), 3)).toMatchObject({
      name: cached.name,
      description: cached.description,
    });
    store.close();
  });

  it("update_bonus_item of a bonus that changed tab refetches the lists", async () => {
    const { store, emit, listed, listCalls, bonuses } = await setup();
    const calls = listCalls();
    bonuses.set(1, { ...bonuses.get(1)!, status: "claimed" });
    emit("update_bonus_item", { bonus: bonuses.get(1) });
    await until(() => listed("active")?.includes("1:claimed:0") === true);
    expect(listed("available")).toEqual(["2:available:0"]);
    expect(listCalls()).toBe(calls + 2);
    store.close();
  });

  it("update_available_bonus patches the count into the cached list and refetches the lists", async () => {
    const { store, emit, listed, bonuses } = await setup();
    bonuses.set(4, bonusFixture(4));
    emit("update_available_bonus", { bonus: bonuses.get(4), available_count: 3 });
    // The count is in the cache at once; the bonus itself comes with the refetch.
    expect(selectAvailableBonusCount(store.getState())).toBe(3);
    await until(() => listed("available")?.length === 3);
    expect(selectAvailableBonusCount(store.getState())).toBe(3);
    expect(selectBonus(store.getState(), 4)?.status).toBe("available");
    store.close();
  });

  it("update_finish_bonus marks the bonus finished until acknowledged and refetches the lists", async () => {
    const { store, emit, listed, bonuses, showHistory } = await setup();
    await showHistory();
    bonuses.set(3, {
      ...bonuses.get(3)!,
      status: "completed",
      progress_percent: 100,
      completed_at: "2026-01-05T00:00:00Z",
    });
    emit("update_finish_bonus", { bonus: bonuses.get(3) });
    // It left the cached Active page at once.
    expect(listed("active")).toEqual([]);
    expect(selectActiveBonus(store.getState())).toBeNull();
    await until(() => listed("history")?.length === 1);
    expect(selectIsBonusFinished(store.getState(), 3)).toBe(true);
    expect(selectFinishedBonuses(store.getState()).map((b) => `${b.id}:${b.status}`)).toEqual([
      "3:completed",
    ]);
    expect(selectActiveBonus(store.getState())).toBeNull();
    store.dispatch(bonusesActions.finishedAcknowledged({ id: 3 }));
    expect(selectIsBonusFinished(store.getState(), 3)).toBe(false);
    store.close();
  });

  it("a claim refetches the lists and the wallets; a refused claim keeps its error code", async () => {
    const { store, listed, bonuses, fake, showHistory } = await setup();
    await showHistory();
    const refused = await store.dispatch(bonusesApi.endpoints.claimBonus.initiate(1));
    expect(refused.error).toMatchObject({ status: 422, code: "bonus_active_exists" });

    await store.dispatch(bonusesApi.endpoints.cancelBonus.initiate(3));
    await until(() => listed("active")?.length === 0 && listed("history")?.length === 1);
    expect(selectBonus(store.getState(), 3)?.status).toBe("busted");

    const wallets = fake.callsTo("GET /api/wallets/user-wallets").length;
    const claimed = await store.dispatch(bonusesApi.endpoints.claimBonus.initiate(1));
    expect(claimed.data?.status).toBe("active");
    await until(() => listed("active")?.[0] === "1:active:0");
    expect(listed("available")).toEqual(["2:available:0"]);
    expect(selectAvailableBonusCount(store.getState())).toBe(1);
    expect(bonuses.get(1)?.status).toBe("active");
    // The store keeps the wallets subscribed: the invalidation refetches what the header shows.
    await until(() => fake.callsTo("GET /api/wallets/user-wallets").length === wallets + 1);
    store.close();
  });

  it("a redeemed code adds the bonus to the Available list", async () => {
    const { store, listed, fake } = await setup();
    const redeemed = await store.dispatch(bonusesApi.endpoints.redeemBonusCode.initiate("WELCOME"));
    expect(redeemed.data?.bonus_code).toBe("WELCOME");
    expect(fake.calls.find((c) => c.route === "POST /api/bonuses/redeem")?.body).toEqual({
      code: "WELCOME",
    });
    await until(() => listed("available")?.length === 3);
    expect(selectAvailableBonusCount(store.getState())).toBe(3);
    store.close();
  });

  it("ready_claim_cashback puts the cashback into the cache without a request; a claim clears the flag and credits the wallet", async () => {
    const { store, emit, fake, setCashback } = await setup();
    await store.dispatch(bonusesApi.endpoints.getCashback.initiate());
    expect(selectCashbackReady(store.getState())).toBe(false);
    const ready = cashbackFixture({ amount: "2.00000000", fiat_amount: "2.00", can_claim: true });
    setCashback(ready);
    emit("ready_claim_cashback", { cashback: ready });
    await until(() => selectCashbackReady(store.getState()));
    expect(selectCashback(store.getState())?.amount).toBe("2.00000000");
    expect(fake.callsTo("GET /api/cashback")).toHaveLength(1);

    await store.dispatch(bonusesApi.endpoints.claimCashback.initiate());
    expect(selectCashbackReady(store.getState())).toBe(false);
    expect(selectWallets(store.getState())[0]?.balance).toBe("3.00000000");
    await until(() => selectCashback(store.getState())?.last_claimed_at === "2026-01-08T00:00:01Z");
    expect(fake.callsTo("GET /api/cashback").length).toBe(2);
    store.close();
  });

  it("signing out forgets the bonuses", async () => {
    const { store, emit } = await setup();
    emit("ready_claim_cashback", { cashback: cashbackFixture({ can_claim: true }) });
    await until(() => selectCashbackReady(store.getState()));
    emit("update_finish_bonus", { bonus: bonusFixture(3, { status: "expired" }) });
    expect(store.getState().bonuses.finishedIds).toEqual([3]);
    store.dispatch(sessionActions.loggedOut({ reason: "logout" }));
    expect(store.getState().bonuses).toEqual({
      finishedIds: [],
      redeemingCode: null,
      codeResult: null,
      dialogOpen: false,
    });
    expect(selectCashback(store.getState())).toBeNull();
    expect(selectAvailableBonusCount(store.getState())).toBeNull();
    expect(selectActiveBonus(store.getState())).toBeNull();
    store.close();
  });
});
