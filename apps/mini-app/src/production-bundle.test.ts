import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * The mocked Telegram client (mock-env.ts, @tma.js/bridge's mockTelegramEnv) is for `pnpm dev` and
 * tests only: a production build of the shell must not contain it. And the SDK (@tma.js/sdk) is
 * loaded after the first paint: it is not among the scripts the entry imports statically. Builds
 * the app into a temporary folder with Vite (with its manifest) and reads every emitted script.
 */
const packageDir = resolve(__dirname, "..");
/** Strings only the mock brings: its sandbox call, its persona, the bridge's mock log line. */
const mockMarkers = [
  "/dev/telegram/init-data",
  "dev_player",
  "Environment was mocked by the mockTelegramEnv function",
];
/** Strings only @tma.js/sdk and its bridge bring: Mini Apps method names it posts. */
const sdkMarkers = ["web_app_setup_back_button", "web_app_trigger_haptic_feedback"];

/** A chunk of Vite's build manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

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
  let manifest: Record<string, ManifestChunk>;

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
        "--manifest",
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
    manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Record<
      string,
      ManifestChunk
    >;
  }, 180_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("contains the SDK set-up the shell runs in Telegram", () => {
    const all = bundle.join("\n");
    expect(all).toContain("web_app_setup_back_button");
    expect(all).toContain("tgWebAppData");
  });

  it("loads the SDK lazily: nothing the entry imports statically contains it", () => {
    const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
    expect(entry).toBe("index.html");
    const staticGraph = new Set<string>();
    const visit = (key: string) => {
      if (staticGraph.has(key)) return;
      staticGraph.add(key);
      for (const imported of manifest[key]?.imports ?? []) visit(imported);
    };
    visit(entry!);
    const source = (key: string) => readFileSync(join(outDir, manifest[key]!.file), "utf8");
    const withSdk = [...staticGraph].filter((key) =>
      sdkMarkers.some((marker) => source(key).includes(marker)),
    );
    expect(withSdk).toEqual([]);
    // The set-up is a chunk of its own, imported dynamically by the entry, and it brings the SDK.
    expect(manifest[entry!]?.dynamicImports).toContain("src/telegram/sdk.ts");
    const lazy = new Set<string>();
    const visitLazy = (key: string) => {
      if (lazy.has(key) || staticGraph.has(key)) return;
      lazy.add(key);
      for (const imported of manifest[key]?.imports ?? []) visitLazy(imported);
    };
    visitLazy("src/telegram/sdk.ts");
    for (const marker of sdkMarkers)
      expect([...lazy].some((key) => source(key).includes(marker))).toBe(true);
  });

  it("does not contain the mocked Telegram environment", () => {
    for (const marker of mockMarkers)
      expect(bundle.filter((source) => source.includes(marker))).toEqual([]);
  });
});
