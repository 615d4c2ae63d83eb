import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * The mocked Telegram client (mock-env.ts, @tma.js/bridge's mockTelegramEnv) is for `pnpm dev` and
 * tests only: a production build of the shell must not contain it. Builds the app into a temporary
 * folder with Vite and reads every emitted script.
 */
const packageDir = resolve(__dirname, "..");
/** Strings only the mock brings: its sandbox call, its persona, the bridge's mock log line. */
const mockMarkers = [
  "/dev/telegram/init-data",
  "dev_player",
  "Environment was mocked by the mockTelegramEnv function",
];

function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return scripts(path);
    return entry.name.endsWith(".js") ? [readFileSync(path, "utf8")] : [];
  });
}

describe("production bundle", () => {
  let outDir: string;
  let bundle: string[];

  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), "mini-app-build-"));
    const vite = join(packageDir, "node_modules", "vite", "bin", "vite.js");
    const build = spawnSync(
      process.execPath,
      [
        vite,
        "build",
        "--outDir",
        outDir,
        "--emptyOutDir",
        "--sourcemap",
        "false",
        "--logLevel",
        "error",
      ],
      {
        cwd: packageDir,
        encoding: "utf8",
        env: { ...process.env, NODE_ENV: "production" },
      },
    );
    if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
    bundle = scripts(outDir);
  }, 180_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("contains the SDK set-up the shell runs in Telegram", () => {
    const all = bundle.join("\n");
    expect(all).toContain("web_app_setup_back_button");
    expect(all).toContain("tgWebAppData");
  });

  it("does not contain the mocked Telegram environment", () => {
    for (const marker of mockMarkers)
      expect(bundle.filter((source) => source.includes(marker))).toEqual([]);
  });
});
