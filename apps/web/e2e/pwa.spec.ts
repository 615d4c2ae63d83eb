import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/sandbox.ts";

const swFile = fileURLToPath(new URL("../dist/sw.js", import.meta.url));

/** Waits until a service worker controls the page and returns its script URL. */
async function controllingWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 45_000,
  });
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

test("serves the manifest, /sw.js and builds/latest.json; the worker precaches the shell and starts offline", async ({
  page,
  context,
  request,
}) => {
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.ok()).toBe(true);
  const body = (await manifest.json()) as {
    name: string;
    display: string;
    icons: { sizes: string; purpose: string }[];
  };
  expect(body).toMatchObject({ name: "Casino", display: "standalone" });
  expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
  );
  const sw = await request.get("/sw.js");
  expect(sw.ok()).toBe(true);
  expect(sw.headers()["content-type"]).toMatch(/javascript/);
  const latest = (await (await request.get("/builds/latest.json")).json()) as { buildId: string };
  expect(latest.buildId).toMatch(/^\S+$/);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Lobby" })).toBeVisible();
  // The first installation claims the open page (clientsClaim), so the first visit is controlled.
  expect(await controllingWorker(page)).toMatch(/\/sw\.js$/);
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((name) => name.includes("precache"));
    if (!precache) return [];
    return (await (await caches.open(precache)).keys()).map((entry) => new URL(entry.url).pathname);
  });
  expect(precached).toEqual(
    expect.arrayContaining(["/index.html", "/manifest.webmanifest", "/icons/icon-192.png"]),
  );
  expect(precached.filter((path) => path.endsWith(".js")).length).toBeGreaterThan(10);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Lobby" })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test("a new version is found by the 20 s check, announced, and taken over with a reload on accept", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const original = readFileSync(swFile, "utf8");
  try {
    await page.goto("/");
    await controllingWorker(page);
    await expect(page.getByRole("heading", { level: 1, name: "Lobby" })).toBeVisible();
    // A deploy: the worker script changes on the server.
    writeFileSync(swFile, `${original}\n// e2e deploy ${Date.now()}\n`);
    await page.evaluate(() => {
      (window as unknown as { __beforeUpdate: boolean }).__beforeUpdate = true;
    });
    const prompt = page.getByRole("region", { name: "App update" });
    await expect(prompt).toBeVisible({ timeout: 45_000 });
    await expect(prompt.getByRole("status")).toHaveText(
      "A new version of the casino is available.",
    );
    await expectAccessible(page);
    await prompt.getByRole("button", { name: "Reload" }).click();
    await page.waitForFunction(
      () => !(window as unknown as { __beforeUpdate?: boolean }).__beforeUpdate,
      undefined,
      { timeout: 20_000 },
    );
    await expect(page.getByRole("heading", { level: 1, name: "Lobby" })).toBeVisible();
    await expect(page.getByRole("region", { name: "App update" })).toHaveCount(0);
  } finally {
    writeFileSync(swFile, original);
  }
});
