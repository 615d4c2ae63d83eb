/**
 * Every realtime event of the contract has a real cause shown in a test: the table of
 * docs/sandbox.md ("Realtime events and their real causes") lists each event of
 * `realtimeEventNames` once, with a test file that exists and names the event. And the one event
 * no other suite shows from its real cause alone: `update_rate` from the scheduled `rates` job.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { realtimeEventNames } from "@casino/api";
import { startSandbox } from "../test/harness.ts";
import { until } from "../test/realtime-client.ts";

const sandboxRoot = fileURLToPath(new URL("../../", import.meta.url));
const docs = readFileSync(path.join(sandboxRoot, "../../docs/sandbox.md"), "utf8");

/** The rows of the table: event -> test file (relative to apps/sandbox). */
function tableRows(): Map<string, string> {
  const start = docs.indexOf("## Realtime events and their real causes");
  expect(start).toBeGreaterThan(-1);
  const section = docs.slice(start).split("\n## ")[0]!;
  const rows = new Map<string, string>();
  for (const line of section.split("\n")) {
    const match = /^\| `([a-z_]+)`\s*\|.*\| `([^`]+\.test\.ts)`\s*\|$/.exec(line);
    if (match) {
      expect(rows.has(match[1]!)).toBe(false);
      rows.set(match[1]!, match[2]!);
    }
  }
  return rows;
}

it("lists every realtime event of the contract with a test that names it", () => {
  const rows = tableRows();
  expect([...rows.keys()].sort()).toEqual([...realtimeEventNames].sort());
  for (const [event, file] of rows) {
    const full = path.join(sandboxRoot, file);
    expect(existsSync(full)).toBe(true);
    expect({ event, named: readFileSync(full, "utf8").includes(event) }).toEqual({
      event,
      named: true,
    });
  }
});

it("sends update_rate on the public rates channel from the scheduled rates job", async () => {
  const sandbox = await startSandbox({ rateTickSeconds: 1 });
  try {
    const published: { channel: string; event: string }[] = [];
    sandbox.app.realtime.onPublish((p) => published.push(p));
    const before = (await sandbox.call("GET", "/api/wallets/entity-wallets/rate")).body.data.rate;
    await until(
      () => published.some((p) => p.channel === "rates" && p.event === "update_rate"),
      10_000,
      "update_rate from the job",
    );
    const after = (await sandbox.call("GET", "/api/wallets/entity-wallets/rate")).body.data.rate;
    expect(after).not.toEqual(before);
  } finally {
    await sandbox.close();
  }
});
