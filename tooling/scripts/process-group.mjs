// Runs a command as the leader of its own process group and stops its whole tree on demand, for
// `pnpm start` (start.mjs). Signalling only the leader (turbo) is not enough: without a terminal,
// turbo exits on SIGTERM and leaves its children (vite preview, the sandbox, the Storybook server)
// listening. Nor is signalling the group: turbo's npm wrapper starts turbo in a group of its own,
// and turbo starts each task in another (seen with turbo 2.11). So the stop signals the group plus
// every process seen under the leader (and their groups), waits for all of them with a timeout,
// then SIGKILLs what is left.
// POSIX only (uses `ps` and negative pids); on Windows the leader alone is signalled.
import { execFileSync, spawn } from "node:child_process";
import { constants } from "node:os";

const posix = process.platform !== "win32";

/** Pids and process groups of every descendant of `rootPid` (from one `ps` snapshot). */
export function descendantsOf(rootPid) {
  let table;
  try {
    table = execFileSync("ps", ["-A", "-o", "pid=,ppid=,pgid="], { encoding: "utf8" });
  } catch {
    return [];
  }
  const rows = table
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter((row) => row.length === 3 && row.every(Number.isInteger));
  const children = new Map();
  for (const [pid, ppid, pgid] of rows) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push({ pid, pgid });
  }
  const found = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child.pid);
    }
  }
  return found;
}

/** Sends `signal` to a pid (or a group, as a negative pid); false when nothing is there. */
function send(pid, signal) {
  try {
    process.kill(pid, signal);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

const alive = (pid) => send(pid, 0);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spawns `command` in a new process group (`detached`; stdin is not passed on: a background group
 * reading the terminal would be stopped). `options` are spawn's, plus `watchMs` (how often the tree
 * is looked at, default 2 s).
 * @returns {{ child: import("node:child_process").ChildProcess, exited: Promise<{ code: number | null, signal: string | null }>, stop: (signal?: string, timeoutMs?: number) => Promise<{ killed: number[] }> }}
 */
export function spawnGroup(command, args, options = {}) {
  const { watchMs: _watchMs, ...spawnOptions } = options;
  const child = spawn(command, args, {
    stdio: ["ignore", "inherit", "inherit"],
    ...spawnOptions,
    detached: posix,
  });
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  // Processes that start a group of their own are only found through their parent: once it
  // exits they are re-parented and lost from view. So the tree is looked at every `watchMs` while
  // it runs, and what was seen is remembered (pruned of the processes that have ended).
  const seen = new Map();
  const look = () => {
    for (const [pid] of seen) if (!alive(pid)) seen.delete(pid);
    if (child.pid !== undefined) for (const p of descendantsOf(child.pid)) seen.set(p.pid, p.pgid);
  };
  const watcher = posix ? setInterval(look, options.watchMs ?? 2_000) : undefined;
  watcher?.unref();
  let stopping;

  /**
   * Signals the group and the tree, waits up to `timeoutMs` for every process to end, then
   * SIGKILLs the rest. Resolves with the pids that had to be killed. Idempotent.
   */
  function stop(signal = "SIGTERM", timeoutMs = 10_000) {
    stopping ??= (async () => {
      if (!posix) {
        child.kill(signal);
        await exited;
        return { killed: [] };
      }
      clearInterval(watcher);
      look();
      const tree = [...seen].map(([pid, pgid]) => ({ pid, pgid }));
      const groups = new Set([child.pid, ...tree.map((p) => p.pgid)]);
      groups.delete(process.pid);
      groups.delete(getpgid());
      const pids = new Set([child.pid, ...tree.map((p) => p.pid)]);
      const signalAll = (sig) => {
        for (const group of groups) send(-group, sig);
        for (const pid of pids) send(pid, sig);
      };
      const remaining = () => [
        ...[...groups].filter((group) => alive(-group)).map((group) => -group),
        ...[...pids].filter(alive),
      ];
      signalAll(signal);
      const deadline = Date.now() + timeoutMs;
      while (remaining().length > 0 && Date.now() < deadline) await sleep(100);
      const left = remaining();
      if (left.length > 0) {
        signalAll("SIGKILL");
        while (remaining().length > 0 && Date.now() < deadline + 2_000) await sleep(50);
      }
      return { killed: left };
    })();
    return stopping;
  }

  return { child, exited, stop };
}

/** This process's group (never signalled: it holds the caller). */
function getpgid() {
  try {
    return Number(
      execFileSync("ps", ["-o", "pgid=", "-p", String(process.pid)], { encoding: "utf8" }),
    );
  } catch {
    return process.pid;
  }
}

/** The shell's exit code for a death by `signal` (128 + its number: 130 for SIGINT, 143 for SIGTERM). */
export function signalExitCode(signal) {
  return 128 + (constants.signals[signal] ?? 0);
}

/**
 * Makes the current process stop `group` on SIGINT, SIGTERM or SIGHUP (whoever sends it: a
 * terminal, a process manager, CI) and exit with the signal's code. When the leader exits by
 * itself, what is left of its tree is stopped; then, with `exitWithLeader` (default), this process
 * exits with the leader's code; without it (a build step before the servers), the handlers are
 * removed and the returned `finished` resolves with the leader's exit.
 * @returns {{ finished: Promise<{ code: number | null, signal: string | null }> }}
 */
export function stopGroupOnSignals(
  group,
  { timeoutMs = 10_000, log = console.error, exitWithLeader = true } = {},
) {
  let stopping = false;
  const handlers = ["SIGINT", "SIGTERM", "SIGHUP"].map((signal) => {
    const handler = () => {
      if (stopping) return;
      stopping = true;
      log(`${signal}: stopping every server (at most ${timeoutMs / 1000} s)`);
      void group.stop(signal, timeoutMs).then(({ killed }) => {
        if (killed.length > 0) log(`Killed ${killed.length} process(es) that ignored ${signal}`);
        process.exit(signalExitCode(signal));
      });
    };
    process.on(signal, handler);
    return [signal, handler];
  });
  // Last resort when this process ends some other way (an uncaught error): no orphans left.
  const onExit = () => {
    if (posix && !stopping) send(-group.child.pid, "SIGKILL");
  };
  process.once("exit", onExit);
  const finished = group.exited.then(async (exit) => {
    if (stopping) return new Promise(() => {}); // a signal is being handled: this process exits
    if (exitWithLeader) stopping = true;
    await group.stop("SIGTERM", timeoutMs);
    if (exitWithLeader) process.exit(exit.code ?? (exit.signal ? signalExitCode(exit.signal) : 1));
    if (stopping) return new Promise(() => {});
    for (const [signal, handler] of handlers) process.off(signal, handler);
    process.off("exit", onExit);
    return exit;
  });
  return { finished };
}
