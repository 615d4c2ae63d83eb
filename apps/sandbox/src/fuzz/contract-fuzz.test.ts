/**
 * Random bodies, query strings, path segments and headers sent to every operation of the
 * contract (through Fastify's `inject`, no sockets) never produce a 5xx. Requests are shaped by
 * each operation's schemas, so many pass validation and reach the handlers, mixed with hostile
 * values. `FUZZ_CASES` (default 10000) sets the total, `FUZZ_SEED` replays a run.
 */
import fc from "fast-check";
import { loadContract } from "../contract/load.ts";
import { signedInPlayer } from "../test/accounts.ts";
import { startSandbox, type Sandbox } from "../test/harness.ts";
import { requestFor, type FuzzRequest } from "./arbitraries.ts";

const TOTAL = Number(process.env.FUZZ_CASES ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

let sandbox: Sandbox;
let userId: number;
beforeAll(async () => {
  // Generous limits: the fuzzer should reach the handlers, not the rate limiter.
  sandbox = await startSandbox();
  const player = await signedInPlayer(sandbox, "fuzz");
  const me = await sandbox.call("GET", "/api/user/information", { token: player.token });
  userId = me.body.data.id as number;
  // Starting a sandbox takes a few seconds, but well over the default 30 s when CI runs every
  // package's tests at once on 2 cores (it did, at a load of 13).
}, 120_000);
afterAll(async () => {
  await sandbox.close();
});

interface Failure {
  operationId: string;
  request: FuzzRequest;
  status: number;
  body: string;
}

it("answers every generated request to every operation without a 5xx", async () => {
  const contract = loadContract();
  const perOperation = Math.ceil(TOTAL / contract.operations.length);
  const failures: Failure[] = [];
  let cases = 0;
  const statuses = new Map<number, number>();
  const started = performance.now();
  for (const [index, operation] of contract.operations.entries()) {
    const samples = fc.sample(requestFor(contract, operation), {
      numRuns: perOperation,
      seed: SEED + index,
    });
    for (const sample of samples) {
      const headers: Record<string, string> = { ...sample.headers };
      if (sample.token === "valid")
        headers.authorization = `Bearer ${(await sandbox.app.services.sessions.issue(userId, "email")).token}`;
      else if (sample.token === "garbage") headers.authorization = "Bearer not-a-token";
      const request: FuzzRequest = { ...sample.request, headers };
      const response = await sandbox.app.inject({
        method: request.method as "GET",
        url: request.url,
        headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      cases += 1;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500)
        failures.push({
          operationId: operation.operationId,
          request,
          status: response.statusCode,
          body: response.body.slice(0, 500),
        });
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `contract fuzz: ${cases} requests to ${contract.operations.length} operations in ${seconds.toFixed(1)} s (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
  );
  const byOperation = new Map<string, Failure>();
  for (const failure of failures)
    if (!byOperation.has(failure.operationId)) byOperation.set(failure.operationId, failure);
  expect([...byOperation.values()]).toEqual([]);
  expect(cases).toBeGreaterThanOrEqual(TOTAL);
}, 600_000);
