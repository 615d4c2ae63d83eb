import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createMemoryPlatform } from "../testing/index.ts";
import { until } from "../testing/index.ts";
import { makeStore, selectApiContext } from "./make-store.ts";
import { rootReducer } from "./root-reducer.ts";

const baseState = () => rootReducer(undefined, { type: "@@init" });

describe("selectApiContext", () => {
  it("sends token, language and site hostname, and no forwarded IP unless the platform has one", () => {
    const state = {
      ...baseState(),
      session: { ...baseState().session, token: "tok" },
      app: { ...baseState().app, language: "de" as const },
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
