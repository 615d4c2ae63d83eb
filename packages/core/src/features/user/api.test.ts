import { startSignedInStore } from "../../test/signed-in-store.ts";
import { until, userFixture, walletFixture } from "../../testing/index.ts";
import { coreApi } from "../../store/core-api.ts";
import { vipApi } from "../vip/api.ts";
import { profileApi } from "./api.ts";
import { selectUser } from "./selectors.ts";

describe("profile and login reward endpoints through makeStore", () => {
  it("a saved profile replaces the cached player with the server's answer", async () => {
    const { store, fake } = await startSignedInStore({
      "PUT /api/user/privacy": ({ body }) => userFixture({ id: 42, ...(body as object) }),
    });
    await until(() => selectUser(store.getState())?.id === 42);

    const result = await store.dispatch(
      profileApi.endpoints.updatePrivacy.initiate({ hide_name: true }),
    );
    expect(result.data?.hide_name).toBe(true);
    await until(() => selectUser(store.getState())?.hide_name === true);
    expect(fake.callsTo("PUT /api/user/privacy")[0]?.body).toEqual({ hide_name: true });
    store.close();
  });

  it("a claimed login reward marks today's reward as claimed and reads the wallets again", async () => {
    const { store, fake } = await startSignedInStore({
      "GET /api/login-reward/is-claimed": () => ({
        is_claimed: false,
        claimed_at: null,
        next_available_at: null,
      }),
      "POST /api/login-reward/claim": () => ({
        entity_wallet_code: "USDT",
        amount: "0.50000000",
        wallet: walletFixture("USDT", { balance: "1.50000000" }),
        claimed_at: "2026-01-01T10:00:00Z",
        next_available_at: "2026-01-02T00:00:00Z",
      }),
    });
    await store.dispatch(coreApi.endpoints.loginRewardStatus.initiate());
    const walletReads = fake.callsTo("GET /api/wallets/user-wallets").length;

    await store.dispatch(vipApi.endpoints.claimLoginReward.initiate());
    const status = () => coreApi.endpoints.loginRewardStatus.select()(store.getState()).data;
    await until(() => status()?.is_claimed === true);
    expect(status()).toEqual({
      is_claimed: true,
      claimed_at: "2026-01-01T10:00:00Z",
      next_available_at: "2026-01-02T00:00:00Z",
    });
    await until(() => fake.callsTo("GET /api/wallets/user-wallets").length > walletReads);
    store.close();
  });
});
