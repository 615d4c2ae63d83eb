import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createFakeApi, createMemoryPlatform } from "../testing/index.ts";
import { sessionActions } from "../features/session/slice.ts";
import { selectConsentRequired, selectUser } from "../features/user/selectors.ts";
import { userFixture } from "../test/fixtures.ts";
import { coreApi } from "./core-api.ts";
import { until } from "../testing/index.ts";
import { makeStore, selectApiContext } from "./make-store.ts";
import { rootReducer } from "./root-reducer.ts";

const baseState = () => rootReducer(undefined, { type: "@@init" });

describe("selectApiContext", () => {
  it("sends token, language and site hostname, and no forwarded IP unless the platform has one", () => {
    const state = {
      ...baseState(),
      session: { ...baseState().session, token: "tok" },
      language: { current: "de" as const },
    };
    const context = selectApiContext(
      state,
      createMemoryPlatform({ config: { siteHostname: "lucky.localhost" } }),
    );
    expect(context).toMatchObject({ token: "tok", language: "de", domain: "lucky.localhost" });
    expect(context.forwardedFor).toBeUndefined();
    expect(context.forwardedFor2).toBeUndefined();
  });

  it("passes the platform's forwarded client IPs through", () => {
    const platform = createMemoryPlatform({
      config: { forwardedFor: "203.0.113.7", forwardedFor2: "198.51.100.2" },
    });
    expect(selectApiContext(baseState(), platform)).toMatchObject({
      forwardedFor: "203.0.113.7",
      forwardedFor2: "198.51.100.2",
    });
  });
});

describe("makeStore's own API client", () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  async function startRecorder(seen: IncomingHttpHeaders[]) {
    server = createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ success: false, message: "not here" }));
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  }

  it("sends X-Forwarded-For and X-Forwarded-For-2 from the platform config", async () => {
    const seen: IncomingHttpHeaders[] = [];
    const apiBaseUrl = await startRecorder(seen);
    const platform = createMemoryPlatform({
      cookies: { clear_cookie: "1" },
      config: { apiBaseUrl, forwardedFor: "203.0.113.7", forwardedFor2: "198.51.100.2" },
    });
    const store = makeStore({ platform });
    try {
      await store.api.get("/api/redirect-rules").catch(() => undefined);
      await until(() => seen.length > 0);
      for (const headers of seen) {
        expect(headers["x-forwarded-for"]).toBe("203.0.113.7");
        expect(headers["x-forwarded-for-2"]).toBe("198.51.100.2");
        expect(headers["x-domain"]).toBe(platform.config.siteHostname);
      }
    } finally {
      store.close();
    }
  });

  it("sends no forwarded headers when the platform has no client IP (browsers)", async () => {
    const seen: IncomingHttpHeaders[] = [];
    const apiBaseUrl = await startRecorder(seen);
    const store = makeStore({
      platform: createMemoryPlatform({ cookies: { clear_cookie: "1" }, config: { apiBaseUrl } }),
    });
    try {
      await store.api.get("/api/redirect-rules").catch(() => undefined);
      expect(seen.length).toBeGreaterThan(0);
      for (const headers of seen) {
        expect(headers["x-forwarded-for"]).toBeUndefined();
        expect(headers["x-forwarded-for-2"]).toBeUndefined();
      }
    } finally {
      store.close();
    }
  });
});

describe("a 401 from the server", () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  it("ends the session only when it refused the current token, not one dropped since", async () => {
    let release: (() => void) | null = null;
    // Every token but "gone" is known; /hold answers 401 once released (a request in flight).
    server = createServer((req, res) => {
      const answer = (status: number, body: object) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const refused = { success: false, message: "Unauthenticated." };
      if (req.url === "/hold") return void (release = () => answer(401, refused));
      if (req.headers.authorization === "Bearer gone") return answer(401, refused);
      if (req.url === "/api/user/information")
        return answer(200, { success: true, data: userFixture() });
      answer(404, { success: false, message: "No." });
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const platform = createMemoryPlatform({
      config: { apiBaseUrl },
      cookies: { token: "first", clear_cookie: "1" },
      path: "/profile/my-profile",
    });
    const store = makeStore({ platform });
    try {
      await until(() => selectUser(store.getState()) !== null);
      const stale = store.api.get("/hold" as never);
      await until(() => release !== null);
      // The player signed in again while the request was on its way: its 401 is stale.
      store.dispatch(sessionActions.restored({ token: "second", shellKind: "email" }));
      release!();
      await expect(stale).rejects.toMatchObject({ status: 401 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(store.getState().session.token).toBe("second");
      expect(platform.navigation.events).toEqual([]);
      // A 401 for the current token ends the session.
      store.dispatch(sessionActions.restored({ token: "gone", shellKind: "email" }));
      await expect(store.api.get("/api/user/information")).rejects.toMatchObject({ status: 401 });
      expect(store.getState().session.token).toBeNull();
      await until(() => platform.navigation.events.some((event) => event.type === "assign"));
    } finally {
      store.close();
    }
  });
});

describe("a 403 consent_required from the server", () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  it("reads the player again, whose consent_required opens the consent dialog", async () => {
    // The player was read before the server knew consent was missing (an account from before).
    let consentRequired = false;
    let reads = 0;
    server = createServer((req, res) => {
      const answer = (status: number, body: object) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.url === "/api/user/information") {
        reads += 1;
        return answer(200, {
          success: true,
          data: userFixture({ consent_required: consentRequired }),
          message: "",
        });
      }
      if (req.url === "/api/cashback/claim") {
        consentRequired = true;
        return answer(403, { success: false, message: "Confirm.", code: "consent_required" });
      }
      answer(404, { success: false, message: "No." });
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const platform = createMemoryPlatform({
      config: { apiBaseUrl },
      cookies: { token: "tok", clear_cookie: "1" },
    });
    const store = makeStore({ platform });
    try {
      await until(() => selectUser(store.getState()) !== null);
      expect(selectConsentRequired(store.getState())).toBe(false);
      const before = reads;
      await expect(store.api.post("/api/cashback/claim")).rejects.toMatchObject({
        status: 403,
        code: "consent_required",
      });
      await until(() => selectConsentRequired(store.getState()));
      expect(reads).toBe(before + 1);
      expect(store.getState().session.token).toBe("tok");
    } finally {
      store.close();
    }
  });
});

describe("closing the store", () => {
  afterEach(() => jest.useRealTimers());

  it("leaves no timer behind: an unused cache entry's removal timer is cleared", async () => {
    jest.useFakeTimers();
    const store = makeStore({
      platform: createMemoryPlatform(),
      api: createFakeApi({}).client,
    });
    // An entry nobody subscribes to (as the recovery-codes count after enabling 2FA) is dropped
    // after a delay: a timer that would keep a Node client alive after close().
    await store.dispatch(
      coreApi.util.upsertQueryData("twoFactorRecoveryCodes", undefined, { remaining: 8 }),
    );
    store.close();
    jest.advanceTimersByTime(1_000); // the store's batching timers run out at once
    expect(jest.getTimerCount()).toBe(0);
  });
});
