import { chromium } from "playwright-core";
const API = "http://localhost:4000", WEB = "http://localhost:3000";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu","--no-first-run"] });
const ctx = await browser.newContext();
const req = ctx.request;
const id = Date.now().toString(36);
const player = { username: `shot_${id}`, email: `shot_${id}@example.com`, password: "Str0ng!Pass" };
let r = await req.post(`${API}/api/register`, { headers: { "X-Forwarded-For": "10.9.8.7" }, data: player });
console.log("register", r.status());
await new Promise((s) => setTimeout(s, 500));
const out = await (await req.get(`${API}/dev/outbox`, { params: { to: player.email, channel: "email" } })).json();
const link = new URL(out.data[0].links[0]);
r = await req.get(`${API}/api/email-verification`, { params: Object.fromEntries(link.searchParams) });
console.log("verify", r.status());
await req.post(`${API}/dev/deposits`, { data: { username: player.username, coin: "USDT", amount: "100" } }).then((x) => console.log("deposit", x.status())).catch(() => {});
const pages = (process.argv[2] ?? "/vip-program,/inboxes,/customer-support,/gaming-history,/profile/responsible-gaming,/prizes,/promotion,/challenges,/tournaments,/blogs,/page-detail/faqs").split(",");
for (const [w, h] of [[390, 844], [1366, 900]]) {
  const page = await ctx.newPage();
  await page.setViewportSize({ width: w, height: h });
  await page.goto(WEB + "/");
  if (w === 390) {
    await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
    const dialog = page.getByRole("dialog", { name: "Welcome back" });
    await dialog.getByLabel("E-mail or username").fill(player.username);
    await dialog.getByLabel("Password", { exact: true }).fill(player.password);
    await dialog.getByRole("button", { name: "Sign in", exact: true }).last().click();
    await page.getByRole("button", { name: "Account menu" }).waitFor();
  }
  for (const path of pages) {
    await page.goto(WEB + path);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/s-${path.replace(/\W+/g, "_")}-${w}.png`, fullPage: false });
  }
  await page.close();
}
await browser.close();
