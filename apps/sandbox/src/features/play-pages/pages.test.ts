/**
 * The game pages: static HTML under a strict CSP (own scripts and API only, framed by the shells'
 * origins), scripts and styles served as files, no inline script.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { packageDir } from "../../env.ts";
import { useSandbox } from "../../test/harness.ts";
import { playCsp } from "./pages.ts";

const sandbox = useSandbox({ corsOrigins: ["http://localhost:5173"] });

it("serves the slot and roulette pages with a CSP that allows no inline script", async () => {
  for (const engine of ["slot", "roulette"]) {
    const response = await fetch(`${sandbox.base}/play/${engine}?token=abc`);
    expect(response.status).toBe(200);
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'self' http://localhost:5173");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    const html = await response.text();
    // The shared api.js runs first (deferred scripts run in document order).
    expect(html).toContain(
      `<script src="/play/assets/api.js" defer></script>\n<script src="/play/assets/${engine}.js" defer></script>`,
    );
    expect(html).not.toMatch(/<script>(?!<)/);
    expect(html).not.toMatch(/ on[a-z]+=/);
  }
});

it("serves the page assets as files and nothing else", async () => {
  const script = await fetch(`${sandbox.base}/play/assets/slot.js`);
  expect(script.status).toBe(200);
  expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
  expect(await script.text()).toContain("/api/play/slot/spin");
  expect((await fetch(`${sandbox.base}/play/assets/play.css`)).status).toBe(200);
  expect((await fetch(`${sandbox.base}/play/assets/..%2Fpages.ts`)).status).toBe(404);
  expect((await fetch(`${sandbox.base}/play/assets/pages.ts`)).status).toBe(404);
});

it("builds the CSP from the shells' origins", () => {
  expect(playCsp([])).toContain("frame-ancestors 'self'");
  expect(playCsp(["https://a.example", "https://b.example"])).toContain(
    "frame-ancestors 'self' https://a.example https://b.example",
  );
});

describe("api.js, the pages' one way to call the server", () => {
  type Api = (method: string, path: string, body?: unknown) => Promise<unknown>;
  const source = readFileSync(
    path.join(packageDir, "src/features/play-pages/assets/api.js"),
    "utf8",
  );

  /** Runs api.js against answers given in order; returns its `api` and the calls it made. */
  function load(answers: (Response | Error)[]) {
    const calls: { method: string; path: string; session: string }[] = [];
    const waits: number[] = [];
    const window: { createPlayApi?: (session: () => string) => Api } = {};
    vm.runInNewContext(source, {
      window,
      fetch: (url: string, init: RequestInit) => {
        const headers = init.headers as Record<string, string>;
        calls.push({ method: init.method!, path: url, session: headers["X-Game-Session"]! });
        const answer = answers.shift();
        if (!answer) throw new Error("no answer left");
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
      },
      setTimeout: (resolve: () => void, ms: number) => {
        waits.push(ms);
        resolve();
      },
    });
    return { api: window.createPlayApi!(() => "session-1"), calls, waits };
  }
  const ok = (data: unknown) => Response.json({ success: true, data });
  const unavailable = (retryAfter?: string) =>
    Response.json(
      { success: false, message: "Server error" },
      { status: 503, headers: retryAfter ? { "Retry-After": retryAfter } : {} },
    );

  it("retries a GET once after a 503, waiting for its Retry-After capped at 1 s", async () => {
    const { api, calls, waits } = load([unavailable("5"), ok({ round: 1 })]);
    await expect(api("GET", "/api/play/roulette")).resolves.toEqual({ round: 1 });
    expect(calls.map((call) => call.method)).toEqual(["GET", "GET"]);
    expect(calls.every((call) => call.session === "session-1")).toBe(true);
    expect(waits).toEqual([1000]);
  });

  it("retries a GET once after a network error, and a second failure reaches the page", async () => {
    const { api, calls } = load([new TypeError("Failed to fetch"), unavailable()]);
    await expect(api("GET", "/api/play/slot")).rejects.toThrow("Server error");
    expect(calls).toHaveLength(2);
  });

  it("never retries a write: its failure reaches the page", async () => {
    const { api, calls } = load([unavailable("1"), ok({})]);
    await expect(api("POST", "/api/play/slot/spin", { bet: "1" })).rejects.toThrow("Server error");
    expect(calls.map((call) => call.method)).toEqual(["POST"]);
  });
});
