// Starts the real sandbox server (apps/sandbox) as a child process with an in-memory database,
// for core's integration tests. Nothing is faked: the core talks HTTP to it.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

/**
 * How long a sandbox may take to start: about 12 s on a quiet 2-core machine, several times that
 * while CI runs every package's tests at once.
 */
export const SANDBOX_START_TIMEOUT_MS = 150_000;

export interface SandboxProcess {
  base: string;
  /** The HTTP port, also the Pusher-protocol WebSocket port (`/app/{key}`). */
  port: number;
  close(): Promise<void>;
}

const sandboxMain = path.resolve(__dirname, "../../../apps/sandbox/src/main.ts");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Starts the sandbox and resolves once it listens. */
export async function startSandboxProcess(
  env: Record<string, string> = {},
): Promise<SandboxProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [sandboxMain], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      SANDBOX_PORT: String(port),
      SANDBOX_DATA_DIR: "memory://",
      SANDBOX_LOG_LEVEL: "silent",
      SANDBOX_EMAIL_VERIFICATION: "false",
      // Tests drive money and feeds through the dev endpoints: no background generators.
      SANDBOX_RATE_TICK_SECONDS: "0",
      SANDBOX_WITHDRAWAL_STEP_SECONDS: "0",
      SANDBOX_JOB_INTERVAL_MS: "200",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`sandbox did not start:\n${output}`)),
      SANDBOX_START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Sandbox API listening")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`sandbox exited with ${code}:\n${output}`));
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners("exit");
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        // SIGKILL if the graceful stop hangs: a live child would keep jest from exiting.
        const kill = setTimeout(() => child.kill("SIGKILL"), 8_000);
        child.once("exit", () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

/**
 * One sandbox for the test file: started in `beforeAll`, closed in `afterAll`. The returned
 * handle reads the running process, so tests use it like the process itself.
 */
export function sandboxForFile(env: Record<string, string> = {}): SandboxProcess {
  let running: SandboxProcess | undefined;
  beforeAll(async () => {
    running = await startSandboxProcess(env);
  }, SANDBOX_START_TIMEOUT_MS + 10_000);
  afterAll(async () => {
    await running?.close();
  });
  const current = () => {
    if (!running) throw new Error("the sandbox is not running yet (use it inside a test)");
    return running;
  };
  return {
    get base() {
      return current().base;
    },
    get port() {
      return current().port;
    },
    close: () => current().close(),
  };
}
