/* eslint-disable @typescript-eslint/no-explicit-any -- frames are read loosely, as JSON */
/**
 * `SANDBOX_FAULTS`: the parser (syntax, clear errors, refused in production) and each fault on a
 * real sandbox: safe API calls sometimes 503 with the contract's error envelope, a POST never,
 * the dev endpoints never; latency added; every WebSocket connection dropped periodically.
 */
import WebSocket from "ws";
import { loadContract } from "../contract/load.ts";
import { SchemaValidators } from "../contract/validators.ts";
import { ConfigError, loadConfig } from "../env.ts";
import { startSandbox, type Sandbox } from "../test/harness.ts";
import { portOf } from "../test/realtime-client.ts";
import { describeFaults, parseFaults, type Faults } from "./faults.ts";

describe("parseFaults", () => {
  it("reads latency (fixed or a range), error rate and drop period; empty means none", () => {
    expect(parseFaults("latency=50-200,error-rate=0.1,drop-every=20")).toEqual({
      latencyMs: { min: 50, max: 200 },
      errorRate: 0.1,
      dropEverySeconds: 20,
    });
    expect(parseFaults(" latency = 75 ")).toEqual({
      latencyMs: { min: 75, max: 75 },
      errorRate: 0,
      dropEverySeconds: 0,
    });
    expect(parseFaults("error-rate=1")?.errorRate).toBe(1);
    expect(parseFaults(undefined)).toBeUndefined();
    expect(parseFaults("  ")).toBeUndefined();
    expect(describeFaults(parseFaults("latency=50-200,error-rate=0.1,drop-every=20")!)).toBe(
      "latency 50-200 ms, 10% 503 on API GET/HEAD, WebSocket drops every 20 s",
    );
  });

  it.each([
    ["latency", "not key=value"],
    ["latency=", "not key=value"],
    ["latency=abc", "latency must be"],
    ["latency=200-50", "latency must be"],
    ["latency=-5", "latency must be"],
    ["latency=60001", "latency must be"],
    ["error-rate=1.5", "error-rate must be"],
    ["error-rate=-0.1", "error-rate must be"],
    ["error-rate=10%", "error-rate must be"],
    ["drop-every=0", "drop-every must be"],
    ["drop-every=2.5", "drop-every must be"],
    ["jitter=5", "unknown fault 'jitter'"],
    ["latency=5,latency=6", "given twice"],
  ])("refuses %p with a clear message", (text, message) => {
    expect(() => parseFaults(text)).toThrow(message);
  });

  it("loadConfig names SANDBOX_FAULTS on a bad value and refuses it in production", () => {
    expect(loadConfig({ SANDBOX_FAULTS: "latency=10" }).faults?.latencyMs).toEqual({
      min: 10,
      max: 10,
    });
    expect(loadConfig({}).faults).toBeUndefined();
    const bad = (() => {
      try {
        loadConfig({ SANDBOX_FAULTS: "error-rate=2" });
      } catch (error) {
        return error;
      }
    })();
    expect(bad).toBeInstanceOf(ConfigError);
    expect((bad as ConfigError).variables).toEqual(["SANDBOX_FAULTS"]);
    expect((bad as ConfigError).message).toContain("error-rate must be a number from 0 to 1");
    const production = (() => {
      try {
        loadConfig({
          NODE_ENV: "production",
          SANDBOX_TELEGRAM_BOT_TOKEN: "7000000001:AAHrealLookingBotTokenValue_0123456789",
          SANDBOX_APP_KEY: "b3f1c9d2e8a74f6b9c0d1e2f3a4b5c6d7e8f9a0b",
          PUSHER_SECRET: "0f1e2d3c4b5a69788796a5b4c3d2e1f0",
          SANDBOX_FAULTS: "latency=10",
        });
      } catch (error) {
        return error;
      }
    })();
    expect((production as ConfigError).variables).toEqual(["SANDBOX_FAULTS"]);
    expect((production as ConfigError).message).toContain("development only");
  });
});

describe("faults on a running sandbox", () => {
  // One sandbox; each test sets the faults it looks at (the app reads this object on every call).
  const faults: Faults = { latencyMs: undefined, errorRate: 0, dropEverySeconds: 1 };
  let sandbox: Sandbox;
  const errorBody = new SchemaValidators(loadContract().document).schema("ErrorBody");

  beforeAll(async () => {
    sandbox = await startSandbox({ faults });
  });
  afterAll(async () => {
    await sandbox.close();
  });
  beforeEach(() => {
    faults.latencyMs = undefined;
    faults.errorRate = 0;
  });

  it("answers a share of safe API calls 503 with the contract's error envelope", async () => {
    faults.errorRate = 0.5;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await sandbox.call("GET", "/api/games/categories");
      statuses.push(response.status);
      if (response.status === 503) {
        expect(errorBody(response.body)).toBe(true);
        expect(response.body.success).toBe(false);
        expect(response.headers.get("retry-after")).toBe("1");
      } else expect(response.status).toBe(200);
    }
    expect(statuses).toContain(503);
    expect(statuses).toContain(200);
    // HEAD is safe too.
    faults.errorRate = 1;
    const head = await fetch(`${sandbox.base}/api/games/categories`, { method: "HEAD" });
    expect(head.status).toBe(503);
  });

  it("never fails a POST, nor the dev endpoints, even at rate 1", async () => {
    faults.errorRate = 1;
    expect((await sandbox.call("GET", "/api/games/categories")).status).toBe(503);
    for (let i = 0; i < 10; i++) {
      const login = await sandbox.call("POST", "/api/login", {
        body: { email: "nobody@example.com", password: "Wrong-password-1" },
      });
      expect(login.status).not.toBe(503);
      expect(login.status).toBeLessThan(500);
    }
    expect((await sandbox.call("GET", "/dev/outbox")).status).toBe(200);
  });

  it("adds the configured latency", async () => {
    const timed = async () => {
      const started = performance.now();
      expect((await sandbox.call("GET", "/api/games/categories")).status).toBe(200);
      return performance.now() - started;
    };
    await timed(); // warm
    faults.latencyMs = { min: 400, max: 500 };
    const slow = await timed();
    // The added latency alone is at least 400 ms (the unfaulted call is not compared with it: on a
    // loaded machine it can take a few hundred ms itself).
    expect(slow).toBeGreaterThanOrEqual(400);
  });

  it("drops every WebSocket connection periodically", async () => {
    const url = `ws://127.0.0.1:${portOf(sandbox)}/app/${sandbox.config.pusher.key}?protocol=7&client=js&version=8.6.0`;
    const sockets = [new WebSocket(url), new WebSocket(url)];
    const established = sockets.map(
      (socket) =>
        new Promise<void>((resolve) =>
          socket.on("message", (raw) => {
            if ((JSON.parse(raw.toString()) as any).event === "pusher:connection_established")
              resolve();
          }),
        ),
    );
    const closed = sockets.map(
      (socket) => new Promise<number>((resolve) => socket.on("close", (code) => resolve(code))),
    );
    await Promise.all(established);
    const started = Date.now();
    const codes = await Promise.all(closed);
    // Dropped abruptly (no close frame: 1006), about one period (1 s) after being opened (3 s of
    // slack for a loaded machine; without drops the sockets stay open and the test times out).
    expect(codes).toEqual([1006, 1006]);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
