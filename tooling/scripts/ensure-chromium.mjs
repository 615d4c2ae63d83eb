#!/usr/bin/env node
// Browser tests need Debian's Chromium (browser downloads are impossible here) and Debian's CJK
// font (the labels' widths are measured in Japanese too). Installs them with apt-get when missing
// and we are root; otherwise explains what to do.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

function hasPackage(name) {
  try {
    execSync(`dpkg -s ${name}`, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

if (!hasPackage("fonts-noto-cjk")) {
  if (isRoot) {
    console.log("Installing Debian's fonts-noto-cjk for the browser tests...");
    execSync("apt-get update && apt-get install -y fonts-noto-cjk", {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } else {
    console.warn(
      "fonts-noto-cjk is missing: Japanese renders without its glyphs. Run: sudo apt-get install -y fonts-noto-cjk",
    );
  }
}

if (existsSync(path)) process.exit(0);
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
