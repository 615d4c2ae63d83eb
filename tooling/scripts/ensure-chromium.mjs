#!/usr/bin/env node
// Browser tests need Debian's Chromium (browser downloads are impossible here). Installs it with
// apt-get when it is missing and we are root; otherwise explains what to do.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium is missing at ${path}. Run: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}
console.log("Installing Debian's chromium for the browser tests...");
execSync("apt-get update && apt-get install -y chromium", {
  stdio: "inherit",
  env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
});
