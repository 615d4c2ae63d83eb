import { expect, test, type Page } from "@playwright/test";
import { API, chooseLanguage, expectAccessible } from "./support/sandbox.ts";

// The service worker answers blog reads from its cache: keep it out so `page.route` sees them.
test.use({ serviceWorkers: "block" });

/** The injected markup of the sanitising check: it would set `window.__pwned` if it ever ran. */
const HOSTILE =
  '<p>Injected</p><img src="https://example.invalid/x.png" alt="" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:window.__pwned = 3">bad link</a>';

async function expectNotPwned(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(
    undefined,
  );
}

test("a reader goes from the blog list to a tag and reads a post, sanitised", async ({ page }) => {
  test.setTimeout(90_000);
  // The server sanitises too: inject hostile markup into the post as a compromised server could.
  await page.route(`${API}/api/blogs/rtp-and-volatility`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { body: string } };
    body.data.body = `${HOSTILE}${body.data.body}`;
    await route.fulfill({ response, json: body });
  });
  await page.goto("/blogs");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  const posts = page.getByRole("list", { name: "Posts" });
  await expect(posts.getByRole("article").first()).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole("navigation", { name: "Blog tags" })
    .getByRole("link", { name: /^Slots/ })
    .click();
  await expect(page).toHaveURL(/\/blogs\?tag=slots$/);
  await expect(page.getByRole("heading", { level: 1, name: "Blog: Slots" })).toBeVisible();
  const slots = page.getByRole("list", { name: "Slots" });
  const post = slots.getByRole("link", { name: "RTP and volatility: how to choose a slot" });
  await expect(post).toBeVisible();
  await post.click();

  await expect(page).toHaveURL(/\/blogs\/rtp-and-volatility$/);
  const article = page.getByRole("article", { name: "RTP and volatility: how to choose a slot" });
  await expect(article.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(article).toContainText("min read");
  await expect(article.getByText("Injected")).toBeVisible();
  // DOMPurify drops the `javascript:` URL: the text stays, no longer a link.
  await expect(article.getByText("bad link")).not.toHaveAttribute("href", /javascript/);
  expect(await article.innerHTML()).not.toMatch(/onerror|<script/);
  await page.waitForTimeout(300);
  await expectNotPwned(page);
  await expect(
    page.getByRole("list", { name: "Related posts" }).getByRole("article").first(),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto("/blogs/tags");
  await expect(page.getByRole("heading", { level: 1, name: "Blog tags" })).toBeVisible();
  await page
    .getByRole("list", { name: "Blog tags" })
    .getByRole("link", { name: /^Crypto/ })
    .click();
  await expect(page).toHaveURL(/\/blogs\?tag=crypto$/);
});

test("the footer's pages open, the FAQ opens by keyboard, and pages follow the language", async ({
  page,
}) => {
  // Eight page loads and a language switch: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const [link, title] of [
    ["Terms and conditions", "Terms and conditions"],
    ["Privacy policy", "Privacy policy"],
    ["Responsible gaming", "Responsible gaming"],
    ["FAQ", "FAQs"],
    ["About us", "About us"],
    ["Contacts", "Contacts"],
  ] as const) {
    await footer.getByRole("link", { name: link, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("article", { name: title })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/page-detail\/contacts$/);
  // The operator's licence (a fictional sandbox one, said so) and the coins the wallets take.
  await expect(footer.getByRole("region", { name: "Licence" })).toContainText("SBX-0001");
  await expect(
    footer.getByRole("region", { name: "Accepted coins" }).getByRole("img").first(),
  ).toBeVisible();
  await footer.getByRole("link", { name: "FAQ", exact: true }).click();
  await expect(page).toHaveURL(/\/page-detail\/faqs$/);
  const question = page.getByRole("button", { name: "Is this real money?" });
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("region", { name: "Is this real money?" })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "How do I fund a wallet?" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expectAccessible(page);

  for (const slug of ["about-us", "vpn-instruction", "contacts"]) {
    await page.goto(`/page-detail/${slug}`);
    await expect(page.getByRole("article")).toBeVisible();
  }

  await page.goto("/page-detail/about-us");
  await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
  await chooseLanguage(page, "Deutsch");
  await expect(page.getByRole("heading", { level: 1, name: "Über uns" })).toBeVisible();
  await expect(page.getByRole("article")).toContainText("Zuletzt aktualisiert");
});

test("the lobby's banners and rails switch to Russian without a reload, and so do the promotions", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/");
  // The first banner is the site's own (localhost's); the whole lobby loads first (a busy
  // machine takes more than the default 10 s).
  const featured = page.getByRole("region", { name: "Featured" });
  await expect(
    featured.getByRole("link", { name: "Editor's choice: this week's picks" }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("region", { name: "Popular", exact: true })).toBeVisible();

  await chooseLanguage(page, "Русский");
  // The server's texts come again in Russian (X-localization), in the same page.
  await expect(page.getByRole("region", { name: "Популярные", exact: true })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Рекомендуем" }).getByRole("link", { name: "Выбор недели" }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Popular", exact: true })).toHaveCount(0);

  await page.goto("/promotion");
  const promotions = page.getByRole("list", { name: "Акции" });
  await expect(promotions.getByRole("article", { name: "Удвойте первый депозит" })).toBeVisible();
  await page.goto("/promotion/welcome-bonus");
  await expect(
    page.getByRole("heading", { level: 1, name: "Удвойте первый депозит" }),
  ).toBeVisible();
  await expect(page.getByRole("article")).toContainText("Слоты засчитываются в отыгрыш");
});

test("the forwarded-address page shows what the server saw, with copy and refresh", async ({
  page,
}) => {
  await page.route(`${API}/api/x-forwarded-for-test`, async (route) => {
    await route.continue({
      headers: {
        ...route.request().headers(),
        "x-forwarded-for": "198.51.100.23",
        "x-forwarded-for-2": "198.51.100.99",
      },
    });
  });
  await page.goto("/x-forwarded-for-test");
  await expect(
    page.getByRole("heading", { level: 1, name: "Forwarded address test" }),
  ).toBeVisible();
  await expect(page.getByLabel("Your address as the server sees it")).toHaveValue("198.51.100.23");
  await expect(page.getByLabel("X-Forwarded-For-2", { exact: true })).toHaveValue("198.51.100.99");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
  const request = page.waitForRequest(`${API}/api/x-forwarded-for-test`);
  await page.getByRole("button", { name: "Refresh" }).click();
  await request;
  await expectAccessible(page);

  await page.goto("/lobby?type=slots");
  await expect(page).toHaveURL(/\/\?type=slots$/);
  await expect(page.getByRole("heading", { level: 1, name: "Slots" })).toBeVisible();
});
