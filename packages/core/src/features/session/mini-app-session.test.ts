import { makeStore } from "../../store/make-store.ts";
import { userFixture } from "../../test/fixtures.ts";
import { apiError, createFakeApi, createMemoryPlatform, until } from "../../testing/index.ts";
import { sessionActions } from "./slice.ts";

type Store = ReturnType<typeof makeStore>;

const initData = "query_id=1&user=%7B%22id%22%3A7%7D&auth_date=1700000000&hash=abc";

/** A new launch of the mini app by messaging user 7, with the token a previous launch left. */
function relaunch(logout: (store: Store) => unknown, session: Record<string, string> = {}) {
  const platform = createMemoryPlatform({
    cookies: { token: "old-tok", clear_cookie: "1" },
    session,
    telegram: { initDataRaw: initData, userId: 7 },
  });
  const order: string[] = [];
  // The routes answer after a microtask, once the store exists.
  const readToken = () => store.getState().session.token;
  const fake = createFakeApi({
    "GET /api/logout": () => {
      order.push(`logout with ${readToken()}`);
      return logout(store);
    },
    "POST /api/telegram/login": () => {
      order.push(`login with ${readToken()}`);
      return {
        token: "new-tok",
        expires_in: 3600,
        is_new_user: false,
        two_factor: false,
        auth_id: null,
      };
    },
    "GET /api/user/information": () => userFixture(),
  });
  const store: Store = makeStore({ platform, api: fake.client });
  return { platform, fake, store, order };
}

describe("a new mini app launch replacing the session it had", () => {
  it("revokes the old token on the server with that token, then signs in with the new launch data", async () => {
    const { store, fake, order, platform } = relaunch(() => null);
    await until(() => store.getState().session.token === "new-tok");
    expect(order).toEqual(["logout with old-tok", "login with null"]);
    expect(fake.callsTo("POST /api/telegram/login")[0]?.body).toMatchObject({ data: initData });
    expect(platform.storage.get("token")).toBe("new-tok");
    store.close();
  });

  it("ignores a failed revocation (a 401 for the old token sends nobody away)", async () => {
    const { store, order, platform } = relaunch((current) => {
      // What the HTTP client does on any 401.
      current.dispatch(sessionActions.unauthorized());
      throw apiError(401, "unauthenticated");
    });
    await until(() => store.getState().session.token === "new-tok");
    expect(order).toEqual(["logout with old-tok", "login with null"]);
    expect(platform.navigation.events.filter((event) => event.type === "assign")).toEqual([]);
    store.close();
  });

  it("keeps a session this tab signed in as the same user, without revoking it", async () => {
    const { store, fake } = relaunch(() => null, { telegram_user_id: "7" });
    await until(() => fake.callsTo("GET /api/user/information").length > 0);
    expect(store.getState().session.token).toBe("old-tok");
    expect(fake.callsTo("GET /api/logout")).toHaveLength(0);
    expect(fake.callsTo("POST /api/telegram/login")).toHaveLength(0);
    store.close();
  });
});
