import { ApiError, isApiError, isNetworkError } from "./api-error.ts";
import { createApiClient, DEFAULT_TIMEOUT_MS } from "./create-api-client.ts";
import { sendJson, startTestServer } from "./test/test-server.ts";
import { RETRY_AFTER_CAP_MS, retryDelayMs } from "./transport.ts";
import type { TestPaths } from "./test/test-paths.ts";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const items = [{ id: 1, name: "Dice" }];

async function until(condition: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}
const ok = (data: unknown) => ({ success: true, data, message: "" });

function client(url: string, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient<TestPaths>({ baseUrl: url, ...extra });
}

describe("headers", () => {
  it("sends language, domain, Accept, forwarded IPs and the bearer token", async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, ok(items)));
    const api = client(server.url, {
      context: () => ({
        token: "t0k",
        language: "ja",
        domain: "casino.example",
        forwardedFor: "203.0.113.7",
        forwardedFor2: "198.51.100.2",
      }),
    });
    await api.get("/api/items");
    const headers = server.seen[0]!.headers;
    expect(headers["x-localization"]).toBe("ja");
    expect(headers["x-domain"]).toBe("casino.example");
    expect(headers.accept).toBe("application/json");
    expect(headers["x-forwarded-for"]).toBe("203.0.113.7");
    expect(headers["x-forwarded-for-2"]).toBe("198.51.100.2");
    expect(headers.authorization).toBe("Bearer t0k");
  });

  it("omits Authorization and forwarded headers when there is no token or IP, and reads the context per request", async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, ok(items)));
    let token: string | null = null;
    const api = client(server.url, { context: () => ({ token, language: "en" }) });
    await api.get("/api/items");
    token = "renewed";
    await api.get("/api/items");
    expect(server.seen[0]!.headers.authorization).toBeUndefined();
    expect(server.seen[0]!.headers["x-forwarded-for"]).toBeUndefined();
    expect(server.seen[1]!.headers.authorization).toBe("Bearer renewed");
  });
});

describe("envelope", () => {
  it("unwraps data from a success envelope and serialises array params in bracket form", async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, ok(items)));
    const data = await client(server.url).get("/api/items", {
      params: { query: { "ids[]": [1, 2], page: 3 } },
    });
    const typed: { id: number; name: string }[] = data; // compile-time: the envelope is unwrapped in the type too
    expect(typed).toEqual(items);
    expect(decodeURIComponent(server.seen[0]!.url)).toBe("/api/items?ids[]=1&ids[]=2&page=3");
  });

  it("sends JSON bodies and returns non-enveloped bodies as they are", async () => {
    server = await startTestServer((req, res) =>
      req.url.startsWith("/broadcasting")
        ? sendJson(res, 200, { auth: "key:sig" })
        : sendJson(res, 201, ok({ id: 2, name: JSON.parse(req.body).name })),
    );
    const api = client(server.url);
    await expect(api.post("/api/items", { body: { name: "Plinko" } })).resolves.toEqual({
      id: 2,
      name: "Plinko",
    });
    await expect(
      api.post("/broadcasting/auth", {
        body: { socket_id: "1.2", channel_name: "private-player.1" },
      }),
    ).resolves.toEqual({ auth: "key:sig" });
  });

  it("turns an error body into an ApiError with status, message, code and field errors", async () => {
    server = await startTestServer((_req, res) =>
      sendJson(res, 422, {
        success: false,
        message: "The given data was invalid.",
        code: "validation_failed",
        errors: { name: ["required"] },
      }),
    );
    const error = await client(server.url)
      .post("/api/items", { body: { name: "" } })
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 422,
      message: "The given data was invalid.",
      code: "validation_failed",
      fieldErrors: { name: ["required"] },
    });
  });

  it("rejects a 200 whose envelope says success false", async () => {
    server = await startTestServer((_req, res) =>
      sendJson(res, 200, { success: false, data: null, message: "Bonus already claimed" }),
    );
    await expect(client(server.url).get("/api/items")).rejects.toMatchObject({
      status: 200,
      message: "Bonus already claimed",
    });
  });

  it("uses a generic message when the error body has none", async () => {
    server = await startTestServer((_req, res) => {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("nope");
    });
    await expect(client(server.url).get("/api/items")).rejects.toMatchObject({
      status: 404,
      message: "Request failed with status code 404",
    });
  });
});

describe("hooks", () => {
  it("calls onUnauthorized on 401 and still rejects", async () => {
    server = await startTestServer((_req, res) =>
      sendJson(res, 401, { success: false, message: "Unauthenticated." }),
    );
    const onUnauthorized = jest.fn();
    await expect(client(server.url, { onUnauthorized }).get("/api/items")).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0][0]).toBeInstanceOf(ApiError);
    expect(onUnauthorized.mock.calls[0][1]).toEqual({ token: null });
  });

  it("tells onUnauthorized which token the refused request carried", async () => {
    server = await startTestServer((_req, res) =>
      sendJson(res, 401, { success: false, message: "Unauthenticated." }),
    );
    const onUnauthorized = jest.fn();
    const api = client(server.url, { onUnauthorized, context: () => ({ token: "old" }) });
    await expect(api.get("/api/items")).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized.mock.calls[0][1]).toEqual({ token: "old" });
  });

  it("calls onForbiddenHtml only for a 403 with an HTML content type", async () => {
    let html = true;
    server = await startTestServer((_req, res) => {
      if (html) {
        res.writeHead(403, { "content-type": "text/html; charset=utf-8" });
        res.end("<html><body>Forbidden</body></html>");
      } else sendJson(res, 403, { success: false, message: "Forbidden" });
    });
    const onForbiddenHtml = jest.fn();
    const api = client(server.url, { onForbiddenHtml });
    await expect(api.get("/api/items")).rejects.toMatchObject({ status: 403 });
    html = false;
    await expect(api.get("/api/items")).rejects.toMatchObject({
      status: 403,
      message: "Forbidden",
    });
    expect(onForbiddenHtml).toHaveBeenCalledTimes(1);
  });

  it("calls onForbidden with the refusal's code for a 403 of the API (JSON), not for HTML", async () => {
    let html = false;
    server = await startTestServer((_req, res) => {
      if (html) {
        res.writeHead(403, { "content-type": "text/html" });
        res.end("<html><body>Forbidden</body></html>");
      } else
        sendJson(res, 403, { success: false, message: "Confirm first.", code: "consent_required" });
    });
    const onForbidden = jest.fn();
    const api = client(server.url, { onForbidden });
    await expect(api.post("/api/items", { body: { name: "Dice" } })).rejects.toMatchObject({
      code: "consent_required",
    });
    html = true;
    await expect(api.get("/api/items")).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).toHaveBeenCalledTimes(1);
    expect(onForbidden.mock.calls[0][0]).toMatchObject({ status: 403, code: "consent_required" });
  });
});

describe("transport", () => {
  it("uses the spec's 50,000 ms timeout by default", () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(50_000);
  });

  it("times out with the spec's message and retries a GET exactly once", async () => {
    server = await startTestServer(() => undefined); // never answers
    const error = await client(server.url, { timeoutMs: 300 })
      .get("/api/items")
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 0,
      code: "timeout",
      message: "timeout of 300ms exceeded",
    });
    // The retry's request can reach the server just after the client gave up on it.
    await until(() => server!.seen.length >= 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(server.seen).toHaveLength(2);
  });

  it("retries a failed GET once and succeeds", async () => {
    server = await startTestServer((_req, res, hit) =>
      hit === 1
        ? sendJson(res, 503, { success: false, message: "busy" })
        : sendJson(res, 200, ok(items)),
    );
    await expect(client(server.url).get("/api/items")).resolves.toEqual(items);
    expect(server.seen).toHaveLength(2);
  });

  it("waits for Retry-After before the one retry of a GET", async () => {
    server = await startTestServer((_req, res, hit) => {
      if (hit === 1) {
        res.writeHead(503, { "content-type": "application/json", "retry-after": "1" });
        res.end(JSON.stringify({ success: false, message: "busy" }));
      } else sendJson(res, 200, ok(items));
    });
    const started = Date.now();
    await expect(client(server.url).get("/api/items")).resolves.toEqual(items);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(server.seen).toHaveLength(2);
  });

  it("surfaces the second 503 of a GET with the server's message", async () => {
    server = await startTestServer((_req, res) => {
      res.writeHead(503, { "content-type": "application/json", "retry-after": "0" });
      res.end(JSON.stringify({ success: false, message: "Service unavailable" }));
    });
    await expect(client(server.url).get("/api/items")).rejects.toMatchObject({
      status: 503,
      message: "Service unavailable",
    });
    expect(server.seen).toHaveLength(2);
  });

  it("caps the Retry-After wait at one second", () => {
    const busy = (value: string) =>
      new Response(null, { status: 503, headers: { "Retry-After": value } });
    expect(RETRY_AFTER_CAP_MS).toBe(1_000);
    expect(retryDelayMs(busy("0.25"))).toBe(250);
    expect(retryDelayMs(busy("120"))).toBe(1_000);
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryDelayMs(busy("Thu, 01 Jan 2026 00:00:00 GMT"), now)).toBe(0);
    expect(retryDelayMs(busy("Thu, 01 Jan 2026 00:00:01 GMT"), now - 500)).toBe(1_000);
    expect(retryDelayMs(busy("soon"))).toBe(0);
    expect(retryDelayMs(new Response(null, { status: 503 }))).toBe(0);
    expect(retryDelayMs(new TypeError("fetch failed"))).toBe(0);
  });

  it("does not retry a GET more than once", async () => {
    server = await startTestServer((_req, res) =>
      sendJson(res, 500, { success: false, message: "boom" }),
    );
    await expect(client(server.url).get("/api/items")).rejects.toMatchObject({
      status: 500,
      message: "boom",
    });
    expect(server.seen).toHaveLength(2);
  });

  it("never retries a write", async () => {
    server = await startTestServer((_req, res) =>
      sendJson(res, 503, { success: false, message: "busy" }),
    );
    await expect(
      client(server.url).post("/api/items", { body: { name: "x" } }),
    ).rejects.toMatchObject({ status: 503 });
    expect(server.seen).toHaveLength(1);
  });

  it("does not retry client errors", async () => {
    server = await startTestServer((_req, res) =>
      sendJson(res, 400, { success: false, message: "bad" }),
    );
    await expect(client(server.url).get("/api/items")).rejects.toMatchObject({ status: 400 });
    expect(server.seen).toHaveLength(1);
  });

  it("passes network errors through untouched after one retry", async () => {
    server = await startTestServer((_req, res) => res.socket?.destroy());
    const error = await client(server.url)
      .get("/api/items")
      .catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect((error as Error).message).toBe("fetch failed");
    expect(isApiError(error)).toBe(false);
    expect(server.seen).toHaveLength(2);
  });

  it("reports a request aborted by the caller and does not retry it", async () => {
    server = await startTestServer(() => undefined);
    const controller = new AbortController();
    const pending = client(server.url)
      .get("/api/items", { signal: controller.signal })
      .catch((e: unknown) => e);
    // Abort once the request has reached the server (a fixed delay flakes on a busy machine).
    await until(() => server!.seen.length === 1);
    controller.abort();
    expect(await pending).toMatchObject({ status: 0, code: "aborted", message: "Request aborted" });
    expect(server.seen).toHaveLength(1);
  });

  it("refuses unsupported protocols without sending anything", async () => {
    const fetchSpy = jest.fn();
    const api = createApiClient<TestPaths>({ baseUrl: "ftp://127.0.0.1:1", fetch: fetchSpy });
    await expect(api.get("/api/items")).rejects.toMatchObject({
      code: "unsupported_protocol",
      message: "Unsupported protocol ftp:",
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
