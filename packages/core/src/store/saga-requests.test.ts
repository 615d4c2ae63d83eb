// The sagas reach the server through the cache's endpoints (`fetchQuery`, `runMutation`): a
// store over the fake API, no saga internals faked.
import { navigationActions } from "../features/navigation/slice.ts";
import { sessionActions } from "../features/session/slice.ts";
import { selectDepositAddress } from "../features/wallets/selectors.ts";
import { walletsActions } from "../features/wallets/slice.ts";
import { guestStore, startSignedInStore } from "../test/signed-in-store.ts";
import { apiError, until } from "../testing/index.ts";

describe("the sagas' requests through the cache", () => {
  it("checks the country with the server on every navigation, never answering from the cache", async () => {
    let blocked = false;
    const { store, fake } = guestStore({
      "GET /api/countries/is-blocked": () => ({ is_blocked: blocked, country_code: "DE" }),
    });
    store.dispatch(navigationActions.locationChanged({ pathname: "/", search: "", hash: "" }));
    // The second navigation comes while the first check is still in the air.
    await until(() => fake.callsTo("GET /api/countries/is-blocked").length === 1);
    blocked = true;
    store.dispatch(
      navigationActions.locationChanged({ pathname: "/casino", search: "", hash: "" }),
    );
    await until(() => store.getState().navigation.countryBlocked === true);
    expect(fake.callsTo("GET /api/countries/is-blocked")).toHaveLength(2);
    store.close();
  });

  it("keeps a refused sign-in's message key and field errors for the form", async () => {
    const { store } = guestStore({
      "POST /api/login": () => {
        throw apiError(422, "invalid_credentials", { password: ["invalid_credentials"] });
      },
    });
    store.dispatch(sessionActions.loginSubmitted({ username_or_email: "a", password: "b" }));
    await until(() => store.getState().session.error !== null);
    expect(store.getState().session.error).toEqual(
      expect.objectContaining({
        status: 422,
        code: "invalid_credentials",
        fieldErrors: { password: ["invalid_credentials"] },
      }),
    );
    store.close();
  });

  it("asks for the two-factor code when the sign-in answers with a challenge", async () => {
    const { store } = guestStore({
      "POST /api/login": () =>
        ({ token: null, two_factor: true, auth_id: "auth-1", email: "a@x.test" }) as never,
    });
    store.dispatch(sessionActions.loginSubmitted({ username_or_email: "a", password: "b" }));
    await until(() => store.getState().session.pendingAuthId === "auth-1");
    expect(store.getState().session.authDialog).toEqual({ open: true, tab: "two_factor" });
    store.close();
  });

  it("reads a deposit address anew on each request, even for the same coin and network", async () => {
    let n = 0;
    const { store, fake } = await startSignedInStore({
      "GET /api/user/wallet-address": () => ({ address: `addr-${++n}` }) as never,
    });
    const request = { entity_wallet_code: "USDT", kind: "TRC20" };
    store.dispatch(walletsActions.depositAddressRequested(request));
    await until(() => selectDepositAddress(store.getState())?.address === "addr-1");
    store.dispatch(walletsActions.depositAddressRequested(request));
    await until(() => selectDepositAddress(store.getState())?.address === "addr-2");
    expect(fake.callsTo("GET /api/user/wallet-address")[1]!.query).toEqual(request);
    store.close();
  });
});
