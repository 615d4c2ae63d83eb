import { makeStore } from "../store/make-store.ts";
import {
  contractRoutes,
  createFakeApi,
  createMemoryPlatform,
  until,
  type FakeRoute,
} from "../testing/index.ts";
import { userFixture, walletFixture } from "./fixtures.ts";

/** The fake routes a guest's start-up calls: coins, rates and redirect rules, all empty. */
export function guestRoutes(): Record<string, FakeRoute> {
  return contractRoutes({
    "GET /api/wallets/entity-wallets": () => [],
    "GET /api/wallets/entity-wallets/rate": () => ({
      rate: {},
      currencies: [],
      updated_at: "2026-01-01T00:00:00Z",
    }),
    "GET /api/redirect-rules": () => [],
  });
}

/** The fake routes a signed-in start-up calls, answered with a player 42 holding 1 USDT. */
export function signedInRoutes(): Record<string, FakeRoute> {
  return {
    ...guestRoutes(),
    ...contractRoutes({
      "GET /api/user/information": () => userFixture({ id: 42 }),
      "GET /api/wallets/user-wallets": () => [
        walletFixture("USDT", { is_selected: true, balance: "1.00000000" }),
      ],
      "GET /api/wallets/setting": () => ({
        display_currency: "USD",
        hide_zero_balances: false,
        display_in_fiat: false,
      }),
      "GET /api/settings/general": () => ({
        challenge_count: 0,
        tournament_count: 0,
        inbox_count: 0,
      }),
    }),
  };
}

/** A guest's store (no token) over the fake API with the start-up calls answered, plus `routes`. */
export function guestStore(routes: Record<string, FakeRoute> = {}) {
  const fake = createFakeApi({ ...guestRoutes(), ...routes });
  const store = makeStore({
    platform: createMemoryPlatform({ cookies: { clear_cookie: "1" } }),
    api: fake.client,
  });
  return { store, fake };
}

/**
 * A store signed in as player 42 over the fake API (start-up calls answered), with the player
 * channel subscribed on the memory realtime connection. `routes` add or replace fake routes.
 */
export async function startSignedInStore(routes: Record<string, FakeRoute> = {}) {
  const platform = createMemoryPlatform({ cookies: { token: "tok", clear_cookie: "1" } });
  const fake = createFakeApi({ ...signedInRoutes(), ...routes });
  const store = makeStore({ platform, api: fake.client });
  await until(
    () =>
      platform.realtime
        .current()
        ?.subscriptions.some((s) => s.channel === "player.42" && s.active) === true,
    { what: "the player channel" },
  );
  const connection = platform.realtime.current()!;
  /** Delivers a player-channel event as the server would. */
  const emit = (event: string, payload: unknown) => connection.emit("player.42", event, payload);
  return { platform, fake, store, connection, emit };
}
