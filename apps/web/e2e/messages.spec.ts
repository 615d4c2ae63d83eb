import { expect, test } from "@playwright/test";
import {
  API,
  createVerifiedPlayer,
  expectAccessible,
  signIn,
  startSignedIn,
} from "./support/sandbox.ts";

test("a notification arrives live, is read in its dialog, and the bell count drops", async ({
  page,
  request,
}) => {
  test.slow(); // Two sign-ups and realtime round trips on a shared machine.
  const { userId } = await startSignedIn(page, request, { at: "/inboxes" });
  await page.goto("/inboxes");
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  const bell = page.getByRole("banner").getByRole("link", { name: "Inbox" });
  await expect(bell).not.toHaveAccessibleDescription(/unread/);
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });

  // The sandbox stores a real notification for the player and sends `new_notification`.
  const sent = await request.post(`${API}/dev/realtime/emit`, {
    data: { event: "new_notification", user_id: userId },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  await expect(bell).toHaveAccessibleDescription("1 unread");
  const list = page.getByRole("list", { name: "Notifications" });
  const item = list.getByRole("button", { name: /^Unread: Hello from the sandbox/ });
  await expect(item).toBeVisible();
  await expectAccessible(page);

  await item.click();
  const dialog = page.getByRole("dialog", { name: "Hello from the sandbox" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("A notification sent with the dev endpoint.");
  await expect(bell).not.toHaveAccessibleDescription(/unread/);
  await expect(page.getByRole("status")).toHaveText("All caught up");
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(list.getByRole("button", { name: /^Hello from the sandbox/ })).toBeVisible();
  // Live, without a reload.
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);
});

test("talk to support: the agent's answer arrives live with the unread badge", async ({
  page,
  context,
  request,
}) => {
  test.slow(); // Two sign-ups and realtime round trips on a shared machine.
  const player = await createVerifiedPlayer(request);
  await page.goto("/customer-support");
  await expect(page.getByRole("heading", { name: "Have an account?" })).toBeVisible();
  await signIn(page, player);

  await page.getByRole("button", { name: "New conversation" }).click();
  const subject = `Deposit ${player.username}`;
  await page.getByRole("textbox", { name: "Subject" }).fill(subject);
  await page.getByRole("textbox", { name: "Your message" }).fill("My deposit has not arrived yet.");
  await page.getByRole("button", { name: "Start conversation" }).click();
  const log = page.getByRole("log", { name: `Conversation: ${subject}` });
  await expect(log).toContainText("My deposit has not arrived yet.");
  const id = new URL(page.url()).searchParams.get("c");
  expect(id).toMatch(/^\d+$/);
  await expectAccessible(page);

  // Back to the list: the answer comes while the conversation is not open.
  await page.getByRole("link", { name: "Customer support" }).first().click();
  await expect(page.getByRole("heading", { name: "Choose a conversation" })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });

  // The agent answers on the sandbox's support desk, in a second page of the same browser.
  const desk = await context.newPage();
  await desk.goto(`${API}/dev/support`);
  const reply = desk.getByRole("form", { name: `Reply to #${id}` });
  await reply.getByLabel("Reply").fill("Thanks for waiting: it is credited now.");
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(desk.getByText("Thanks for waiting: it is credited now.")).toBeVisible();

  const item = page.getByRole("button", { name: new RegExp(`${subject}.*1 unread`) });
  await expect(item).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", {
      name: "Customer support 1 unread",
    }),
  ).toBeVisible();
  await item.click();
  await expect(log).toContainText("Thanks for waiting: it is credited now.");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", {
      name: "Customer support",
      exact: true,
    }),
  ).toBeVisible();

  // With the conversation open, the next answer appears in it.
  await page.getByRole("textbox", { name: "Your message" }).fill("Thank you!");
  await page.keyboard.press("Enter");
  await expect(log).toContainText("Thank you!");
  await desk.reload();
  await reply.getByLabel("Reply").fill("You are welcome.");
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(log).toContainText("You are welcome.");
  await expectAccessible(page);
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);

  await page.getByRole("button", { name: "Close conversation" }).click();
  await expect(log).toContainText("This conversation is closed and read-only.");
  await expect(page.getByRole("textbox", { name: "Your message" })).toBeHidden();
});

test("a guest writes to support with an e-mail address and reads the answer in the same browser", async ({
  page,
  context,
}) => {
  test.slow(); // Realtime-free, but a desk round trip and a reload on a shared machine.
  await page.goto("/customer-support");
  const form = page.getByRole("region", { name: "Write to us" });
  const email = form.getByRole("textbox", { name: "Your e-mail address" });
  const subject = `Guest question ${Date.now()}`;
  await email.fill("visitor@example");
  await form.getByRole("textbox", { name: "Subject" }).fill(subject);
  await form.getByRole("textbox", { name: "Your message" }).fill("The sign-up code never arrives.");
  await form.getByRole("button", { name: "Start conversation" }).click();
  // The address is refused before anything is sent; nothing typed is lost.
  await expect(email).toHaveAccessibleDescription(/Enter a valid e-mail address/);
  await expect(form.getByRole("textbox", { name: "Your message" })).toHaveValue(
    "The sign-up code never arrives.",
  );
  await email.fill("visitor@example.com");
  await form.getByRole("button", { name: "Start conversation" }).click();
  const log = page.getByRole("log", { name: `Conversation: ${subject}` });
  await expect(log).toContainText("The sign-up code never arrives.");
  await expectAccessible(page);

  // The agent sees the guest by e-mail on the desk and answers.
  const desk = await context.newPage();
  await desk.goto(`${API}/dev/support`);
  const conversation = desk.getByRole("article", { name: new RegExp(subject) });
  await expect(conversation).toContainText("Guest <visitor@example.com>");
  const reply = conversation.getByRole("form", { name: /^Reply to #/ });
  await reply.getByLabel("Reply").fill("We sent it again: please check your spam folder.");
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(desk.getByText("We sent it again: please check your spam folder.")).toBeVisible();

  // Later, in the same browser: the conversation is still there, with the answer.
  await page.reload();
  await expect(log).toContainText("We sent it again: please check your spam folder.");
  await page.getByRole("textbox", { name: "Your message" }).fill("Found it, thanks!");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(log).toContainText("Found it, thanks!");
});
