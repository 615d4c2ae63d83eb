// Packs the published packages (api, rules, fair, core) (`pnpm pack`, which builds them first and turns `workspace:` and
// `catalog:` versions into real ones), installs the tarballs with npm into a plain Node project
// outside the workspace, and runs a script there that imports them as another team would: the
// typed API client from @casino/api, and a store built with the published testing platform from
// @casino/core that signs a player in against the real sandbox.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  startSandboxProcess,
  type SandboxProcess,
  SANDBOX_START_TIMEOUT_MS,
} from "./sandbox-process.ts";

const run = promisify(execFile);
jest.setTimeout(240_000);

const repo = path.resolve(__dirname, "../../..");
/** The published packages, dependencies first. */
const published = ["api", "rules", "fair", "core"].map((name) => path.join(repo, "packages", name));

const consumerScript = `
import { createApiClient } from "@casino/api";
import { makeStore, selectIsLoggedIn, selectUser, sessionActions } from "@casino/core";
import { createMemoryPlatform } from "@casino/core/testing";

const base = process.env.SANDBOX_URL;
const username = "packed" + Date.now().toString(36);
const password = "Packed-pass1!";
const api = createApiClient({ baseUrl: base, context: () => ({ language: "en" }) });
await api.post("/api/register", {
  body: { username, email: username + "@example.com", password, age_confirmed: true, terms_accepted: true },
});

const platform = createMemoryPlatform({ config: { apiBaseUrl: base } });
const store = makeStore({ platform });
store.dispatch(sessionActions.loginSubmitted({ username_or_email: username, password }));
const deadline = Date.now() + 20_000;
while (!(selectIsLoggedIn(store.getState()) && selectUser(store.getState())) && Date.now() < deadline)
  await new Promise((resolve) => setTimeout(resolve, 50));
console.log(JSON.stringify({
  loggedIn: selectIsLoggedIn(store.getState()),
  username: selectUser(store.getState())?.username ?? null,
  expected: username,
}));
store.close();
process.exit(0);
`;

let sandbox: SandboxProcess;
let work: string;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  work = await mkdtemp(path.join(tmpdir(), "casino-packed-"));
}, SANDBOX_START_TIMEOUT_MS + 10_000);
afterAll(async () => {
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

it("installs the packed @casino/api, @casino/rules, @casino/fair and @casino/core in a plain Node project and builds a working store there", async () => {
  const tarballs = path.join(work, "tarballs");
  for (const dir of published) {
    await run("pnpm", ["pack", "--pack-destination", tarballs], { cwd: dir });
  }
  const files = await readdir(tarballs);
  const tarball = (name: string) => {
    const file = files.find((f) => f.startsWith(`casino-${name}-`));
    if (!file) throw new Error(`no tarball for ${name} in ${files.join(", ")}`);
    return `file:${path.join(tarballs, file)}`;
  };

  const consumer = path.join(work, "consumer");
  await run("mkdir", ["-p", consumer]);
  await writeFile(
    path.join(consumer, "package.json"),
    JSON.stringify({
      name: "consumer",
      private: true,
      type: "module",
      dependencies: {
        "@casino/api": tarball("api"),
        "@casino/rules": tarball("rules"),
        "@casino/fair": tarball("fair"),
        "@casino/core": tarball("core"),
      },
    }),
  );
  await writeFile(path.join(consumer, "main.js"), consumerScript);
  await run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: consumer,
    env: { ...process.env, npm_config_workspaces: "false" },
  });

  const { stdout } = await run(process.execPath, ["main.js"], {
    cwd: consumer,
    env: { ...process.env, SANDBOX_URL: sandbox.base },
  });
  const result = JSON.parse(stdout.trim().split("\n").pop() ?? "{}");
  expect(result).toEqual({ loggedIn: true, username: result.expected, expected: result.expected });
});
