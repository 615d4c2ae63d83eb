/**
 * Graceful shutdown of the real process (`node src/main.ts`): on SIGTERM or SIGINT a request in
 * progress (slowed by `SANDBOX_FAULTS` latency) is still answered, new connections are refused,
 * realtime sockets are closed with 1001 (going away), and the process exits 0 with its port closed.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import WebSocket from "ws";
import { packageDir } from "./env.ts";
import { freePort, listening, watchChild } from "./test/processes.ts";

jest.setTimeout(120_000);

/** Starts the sandbox on `port` with an in-memory database and resolves once it listens. */
async function startProcess(port: number, faults: string) {
  const child = spawn(process.execPath, [path.join(packageDir, "src/main.ts")], {
    cwd: packageDir,
    env: {
      PATH: process.env.PATH ?? "",
      SANDBOX_PORT: String(port),
      SANDBOX_DATA_DIR: "memory://",
      SANDBOX_LOG_LEVEL: "warn",
      SANDBOX_RATE_TICK_SECONDS: "0",
      SANDBOX_FAULTS: faults,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const watched = watchChild(child);
  const deadline = Date.now() + 100_000;
  while (!watched.output().includes("Sandbox API listening")) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the sandbox did not start:\n${watched.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return watched;
}

let running: ChildProcess | undefined;
afterEach(() => {
  if (running?.exitCode === null) running.kill("SIGKILL");
});

it.each(["SIGTERM", "SIGINT"] as const)(
  "on %s answers the request in progress, then exits 0 with the port closed",
  async (signal) => {
    const port = await freePort();
    const { child, exited, output } = await startProcess(port, "latency=3000");
    running = child;
    expect(output()).toContain("faults:     latency 3000 ms");
    const base = `http://127.0.0.1:${port}`;
    // In progress for 3 s when the signal arrives.
    let slowSettled = false;
    const slow = fetch(`${base}/api/games/categories`).then(async (response) => {
      const body = (await response.json()) as { success: boolean };
      slowSettled = true;
      return { status: response.status, body };
    });
    const socket = new WebSocket(`ws://127.0.0.1:${port}/app/sandbox-key?protocol=7&client=js`);
    const socketClosed = new Promise<number>((resolve) =>
      socket.on("close", (code) => resolve(code)),
    );
    await new Promise<void>((resolve) => socket.on("message", () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = Date.now();
    child.kill(signal);
    // Draining: the port stops taking connections while the slow request is still in progress.
    // Polled, because a loaded machine may take a while to deliver the signal.
    const drainDeadline = Date.now() + 2_000;
    while ((await listening(port)) && Date.now() < drainDeadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await listening(port)).toBe(false);
    expect(slowSettled).toBe(false);
    expect(await socketClosed).toBe(1001);
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect({ ...(await exited), output: output().slice(-300) }).toMatchObject({
      code: 0,
      signal: null,
    });
    // Well inside the grace period (the request took ~2.6 s more, then jobs and database closed).
    expect(Date.now() - signalled).toBeLessThan(8_000);
    expect(output()).toContain(`${signal}: draining requests and jobs`);
    expect(await listening(port)).toBe(false);
  },
);
