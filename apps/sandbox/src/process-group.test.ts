/**
 * `pnpm start`'s process-group handling (tooling/scripts/process-group.mjs, used by start.mjs),
 * run for real without a terminal: a driver starts a turbo-like tree (a leader that exits on
 * SIGTERM without stopping its children; a child in its group, a child in a group of its own, a
 * child that ignores SIGTERM), each child listening on a port. A SIGTERM or SIGINT sent to the
 * driver closes every port and the driver exits with the signal's code; a leader that exits by
 * itself takes its children down and passes its exit code on; a signal during the build step
 * (start.mjs builds first) stops the build.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { packageDir } from "./env.ts";
import { pollUntil } from "./test/polling.ts";
import { freePort, listening, watchChild } from "./test/processes.ts";

jest.setTimeout(60_000);

const moduleUrl = pathToFileURL(
  path.resolve(packageDir, "../../tooling/scripts/process-group.mjs"),
).href;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "process-group-"));
  // The leader (turbo's role): three servers, then exits on SIGTERM/SIGINT leaving them running.
  writeFileSync(
    path.join(dir, "tree.mjs"),
    `import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
const [ownGroup, sameGroup, stubborn, exitCode, exitWhen] = process.argv.slice(2);
const server = (port, ignoreSignals) =>
  (ignoreSignals ? 'process.on("SIGTERM", () => {}); process.on("SIGINT", () => {});' : "") +
  'require("node:http").createServer((q, r) => r.end("ok")).listen(' + port + ', "127.0.0.1");';
spawn(process.execPath, ["-e", server(sameGroup, false)], { stdio: "ignore" });
spawn(process.execPath, ["-e", server(ownGroup, false)], { stdio: "ignore", detached: true });
spawn(process.execPath, ["-e", server(stubborn, true)], { stdio: "ignore" });
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => process.exit(0));
// Exits by itself with exitCode once the test has seen every server listen (the file exists).
setInterval(() => exitCode && existsSync(exitWhen) && process.exit(Number(exitCode)), 100);
`,
  );
  // start.mjs's shape: a build step (BUILD_MS long) in a group of its own, then the servers.
  writeFileSync(
    path.join(dir, "driver.mjs"),
    `import { spawnGroup, stopGroupOnSignals } from ${JSON.stringify(moduleUrl)};
const log = (line) => console.log(line);
const build = spawnGroup(process.execPath, ["-e", "setTimeout(() => {}, " + process.env.BUILD_MS + ")"]);
const building = stopGroupOnSignals(build, { timeoutMs: 2_000, log, exitWithLeader: false });
// Announced once the signal handlers are in place: a signal right after it reaches them.
console.log("building " + build.child.pid);
const built = await building.finished;
if (built.code !== 0) process.exit(built.code ?? 1);
console.log("built");
const group = spawnGroup(process.execPath, [${JSON.stringify(path.join(dir, "tree.mjs"))}, ...process.argv.slice(2)], { watchMs: 500 });
stopGroupOnSignals(group, { timeoutMs: 2_000, log });
`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const until = (check: () => Promise<boolean>, ms: number) =>
  pollUntil(check, Boolean, { tries: Math.ceil(ms / 100) + 1, everyMs: 100 });

/**
 * Starts the driver without a terminal (pipes only) and waits for the three ports. With an
 * `exitCode`, the leader exits by itself with it 1.5 s (three of the driver's looks at the tree)
 * after every port has been seen listening; a fixed delay from the start raced the servers' start
 * on a loaded machine. (A child in a group of its own that the driver never saw before its
 * parent exited is out of reach: process-group.mjs says so.)
 */
async function startDriver(exitCode?: number) {
  const ports = [await freePort(), await freePort(), await freePort()];
  const exitWhen = path.join(dir, `exit-${ports.join("-")}`);
  const leaderArgs = exitCode ? [String(exitCode), exitWhen] : [];
  const driver = spawn(
    process.execPath,
    [path.join(dir, "driver.mjs"), ...ports.map(String), ...leaderArgs],
    { stdio: ["pipe", "pipe", "pipe"], env: { ...process.env, BUILD_MS: "200" } },
  );
  const { exited, output } = watchChild(driver);
  await until(async () => (await Promise.all(ports.map(listening))).every(Boolean), 20_000);
  if (exitCode) setTimeout(() => writeFileSync(exitWhen, ""), 1_500);
  return { driver, ports, exited: exited.then((e) => e.code), output };
}

it.each([
  ["SIGTERM", 143],
  ["SIGINT", 130],
] as const)("%s without a terminal closes every port and exits %i", async (signal, code) => {
  const { driver, ports, exited, output } = await startDriver();
  const signalled = Date.now();
  driver.kill(signal);
  expect(await exited).toBe(code);
  for (const port of ports) expect(await listening(port)).toBe(false);
  // The stubborn server was killed when the 2 s grace ran out, not before.
  expect(output()).toContain(`${signal}: stopping every server`);
  expect(output()).toContain(`Killed`);
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(1_900);
  expect(Date.now() - signalled).toBeLessThan(10_000);
});

it("stops the children of a leader that exits by itself and passes its exit code on", async () => {
  const { ports, exited } = await startDriver(3);
  expect(await exited).toBe(3);
  for (const port of ports) expect(await listening(port)).toBe(false);
});

it("a signal during the build step stops the build and exits with the signal's code", async () => {
  const driver = spawn(process.execPath, [path.join(dir, "driver.mjs"), "1", "2", "3"], {
    stdio: ["pipe", "pipe", "pipe"],
    env: { ...process.env, BUILD_MS: "60000" },
  });
  const { exited, output } = watchChild(driver);
  await until(async () => output().includes("building "), 10_000);
  const buildPid = Number(/building (\d+)/.exec(output())![1]);
  const alive = () => {
    try {
      process.kill(buildPid, 0);
      return true;
    } catch {
      return false;
    }
  };
  expect(alive()).toBe(true);
  driver.kill("SIGTERM");
  expect((await exited).code).toBe(143);
  expect(alive()).toBe(false);
  expect(output()).not.toContain("built");
});
