// Runs examples/node-client.ts with Node itself (type stripping, no jest transform) against the
// sandbox, so that the documented Node client keeps working.
import { spawn } from "node:child_process";
import path from "node:path";
import {
  startSandboxProcess,
  type SandboxProcess,
  SANDBOX_START_TIMEOUT_MS,
} from "./sandbox-process.ts";

jest.setTimeout(90_000);

let sandbox: SandboxProcess;
beforeAll(async () => {
  // As `pnpm sandbox` runs it: e-mail verification on.
  sandbox = await startSandboxProcess({ SANDBOX_EMAIL_VERIFICATION: "on" });
}, SANDBOX_START_TIMEOUT_MS + 10_000);
afterAll(async () => {
  await sandbox?.close();
});

function runExample(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const script = path.resolve(__dirname, "../examples/node-client.ts");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("examples/node-client.ts", () => {
  it("signs in with two-factor, lists and selects a wallet and sees a simulated deposit change the balance over realtime", async () => {
    expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(24);
    const { code, stdout, stderr } = await runExample({ SANDBOX_URL: sandbox.base, WALLET: "ETH" });
    expect({ code, failure: stderr.includes("✗") }).toEqual({ code: 0, failure: false });
    const lines = stdout.trim().split("\n");
    const expected = [
      /^• registered node\w+$/,
      /^• two-factor enabled \(secret [A-Z2-7]+\)$/,
      /^• connected to http:\/\/127\.0\.0\.1:\d+ as a guest \(realtime: bets, rates\)$/,
      /^• password accepted, two-factor code required$/,
      /^• signed in as node\w+ \(id \d+\)$/,
      /^• wallets: BTC 0\.00000000, ETH 0\.00000000, USDT 0\.000000 \(selected\), /,
      /^• selected ETH: balance 0\.00000000$/,
      /^• realtime: player\.\d+ subscribed$/,
      /^• sandbox: simulated a deposit of 0\.25000000 ETH \(transaction \d+\)$/,
      /^• realtime: deposit pending \(player_pending_deposit\)$/,
      /^• realtime: deposit credited, ETH balance 0\.00000000 -> 0\.25000000$/,
    ];
    expect(lines).toHaveLength(expected.length);
    lines.forEach((line, index) => expect(line).toMatch(expected[index]!));
  });

  it("fails with a message and exit code 1 when the account cannot sign in", async () => {
    const { code, stdout, stderr } = await runExample({
      SANDBOX_URL: sandbox.base,
      CASINO_USERNAME: "nobody_here",
      CASINO_PASSWORD: "Wrong-pass1",
      CASINO_TOTP_SECRET: "JBSWY3DPEHPK3PXP",
    });
    expect(code).toBe(1);
    expect(stdout).toContain("as a guest");
    expect(stderr).toContain("✗ sign-in refused: invalid_credentials");
  });
});
