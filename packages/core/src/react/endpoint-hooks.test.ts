/**
 * @jest-environment jsdom
 */
import { createElement, type ReactNode } from "react";
import { Provider } from "react-redux";
import { act, cleanup, configure, renderHook, waitFor } from "@testing-library/react";
import { bonusesApi } from "../features/bonuses/api.ts";
import { coreApi } from "../store/core-api.ts";
import { makeStore } from "../store/make-store.ts";
import { guestRoutes } from "../test/signed-in-store.ts";
import {
  apiError,
  bonusFixture,
  createFakeApi,
  createMemoryPlatform,
  type FakeRoute,
  userFixture,
} from "../testing/index.ts";
import { useAppSelector, useMutation, useQuery } from "./index.ts";

const STATES = "GET /api/location/states";

function setup(routes: Record<string, FakeRoute> = {}) {
  const platform = createMemoryPlatform({ cookies: { clear_cookie: "1" } });
  const fake = createFakeApi({
    ...guestRoutes(),
    [STATES]: ({ query }) => [{ id: 1, name: `State of ${String(query.country_code)}` }],
    ...routes,
  });
  const store = makeStore({ platform, api: fake.client });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(Provider, { store, children });
  /** Unmounts the screens first, then stops the store. */
  const close = () => {
    cleanup();
    store.close();
  };
  return { store, fake, wrapper, close, statesCalls: () => fake.callsTo(STATES).length };
}

// waitFor waits up to 5 s, as in the app's tests: the machines' 2 cores are shared.
configure({ asyncUtilTimeout: 5_000 });

describe("useQuery", () => {
  it("loads the endpoint's answer for the argument and re-reads it when the argument changes", async () => {
    const { close, wrapper, fake } = setup();
    const { result, rerender } = renderHook(
      ({ country }) => useQuery(coreApi.endpoints.states, country),
      { wrapper, initialProps: { country: "DE" } },
    );
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    // The data is typed by the endpoint: no annotation at the call site.
    const name: string | undefined = result.current.data?.[0]?.name;
    expect(name).toBe("State of DE");

    rerender({ country: "FR" });
    await waitFor(() => expect(result.current.data?.[0]?.name).toBe("State of FR"));
    expect(fake.callsTo(STATES).map((call) => call.query.country_code)).toEqual(["DE", "FR"]);
    close();
  });

  it("neither asks nor reports anything while skipped, and asks once the skip ends", async () => {
    const { close, wrapper, statesCalls } = setup();
    const { result, rerender } = renderHook(
      ({ skip }) => useQuery(coreApi.endpoints.states, "DE", { skip }),
      { wrapper, initialProps: { skip: true } },
    );
    expect(result.current).toEqual({ isLoading: false, isSuccess: false, isError: false });
    await act(() => Promise.resolve());
    expect(statesCalls()).toBe(0);

    rerender({ skip: false });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(statesCalls()).toBe(1);
    close();
  });

  it("shares a fresh cached answer with a second screen, unless that screen asks again on mount", async () => {
    const { close, wrapper, statesCalls } = setup();
    const first = renderHook(() => useQuery(coreApi.endpoints.states, "DE"), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));

    const cached = renderHook(() => useQuery(coreApi.endpoints.states, "DE"), { wrapper });
    expect(cached.result.current.data?.[0]?.name).toBe("State of DE");
    await act(() => Promise.resolve());
    expect(statesCalls()).toBe(1);

    const fresh = renderHook(
      () => useQuery(coreApi.endpoints.states, "DE", { refetchOnMount: true }),
      { wrapper },
    );
    // The cached answer shows at once while it is asked for again.
    expect(fresh.result.current.data?.[0]?.name).toBe("State of DE");
    await waitFor(() => expect(statesCalls()).toBe(2));
    close();
  });

  it("subscribes again when signing out resets the cache under a mounted screen", async () => {
    const { store, close, wrapper, statesCalls } = setup();
    const { result } = renderHook(() => useQuery(coreApi.endpoints.states, "DE"), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    act(() => {
      store.dispatch(coreApi.util.resetApiState());
    });
    await waitFor(() => expect(statesCalls()).toBe(2));
    await waitFor(() => expect(result.current.data?.[0]?.name).toBe("State of DE"));
    close();
  });

  it("stops following the entry on unmount: invalidating it no longer asks again", async () => {
    const { store, close, wrapper, fake } = setup({
      "GET /api/user/information": () => userFixture({ id: 42 }),
    });
    const calls = () => fake.callsTo("GET /api/user/information").length;
    const { result, unmount } = renderHook(
      () => useQuery(coreApi.endpoints.userInformation, undefined),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.id).toBe(42));
    act(() => {
      store.dispatch(coreApi.util.invalidateTags(["User"]));
    });
    await waitFor(() => expect(calls()).toBe(2));

    unmount();
    store.dispatch(coreApi.util.invalidateTags(["User"]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls()).toBe(2);
    close();
  });
});

describe("useMutation", () => {
  it("resolves with the typed data and reports success to the calling screen only", async () => {
    const { close, wrapper, fake } = setup({
      "POST /api/bonuses/redeem": () => bonusFixture(7, { name: "Spring" }),
    });
    const { result } = renderHook(
      () => ({
        caller: useMutation(bonusesApi.endpoints.redeemBonusCode),
        other: useMutation(bonusesApi.endpoints.redeemBonusCode),
      }),
      { wrapper },
    );
    const [redeem] = result.current.caller;
    let outcome: Awaited<ReturnType<typeof redeem>> | undefined;
    await act(async () => {
      outcome = await redeem("SPRING");
    });
    expect(outcome).toEqual({ data: expect.objectContaining({ id: 7 }) });
    expect(result.current.caller[1]).toMatchObject({ isSuccess: true, isLoading: false });
    const name: string | undefined = result.current.caller[1].data?.name;
    expect(name).toBe("Spring");
    expect(result.current.other[1]).toEqual({ isLoading: false, isSuccess: false, isError: false });
    expect(fake.callsTo("POST /api/bonuses/redeem")[0]?.body).toEqual({ code: "SPRING" });
    close();
  });

  it("resolves with the error instead of throwing and reports it as the screen's error", async () => {
    const { close, wrapper } = setup({
      "POST /api/bonuses/redeem": () => {
        throw apiError(422, "bonus_code_invalid");
      },
    });
    const { result } = renderHook(() => useMutation(bonusesApi.endpoints.redeemBonusCode), {
      wrapper,
    });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current[0]("NOPE");
    });
    expect(outcome).toHaveProperty("error");
    expect(result.current[1]).toMatchObject({ isError: true, isSuccess: false, isLoading: false });
    expect(result.current[1].error).toBeDefined();
    close();
  });
});

describe("the hooks' types", () => {
  it("refuse an argument of the wrong type and read the store's own state", () => {
    const useTypeOnly = () => {
      // @ts-expect-error -- the states of a country are asked for by its code, a string
      useQuery(coreApi.endpoints.states, 5);
      const [redeem] = useMutation(bonusesApi.endpoints.redeemBonusCode);
      // @ts-expect-error -- a bonus code is a string
      void redeem({ code: 5 });
      return useAppSelector((state) => state.session);
    };
    expect(typeof useTypeOnly).toBe("function");
  });
});
