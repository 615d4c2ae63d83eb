import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiError, createFakeApi } from "@casino/core/testing";
import type { SupportConversationDetail, SupportMessage } from "@casino/core";
import { renderApp } from "../../testing/render-app.tsx";

jest.setTimeout(20_000);

const at = "2026-01-01T10:00:00Z";
const TOKEN = "t".repeat(43);

/** A guest-support server: one conversation per token, answers added by `agentReply`. */
function guestServer() {
  const opened: unknown[] = [];
  let messages: SupportMessage[] = [];
  const message = (body: string, agent = false): SupportMessage => ({
    id: messages.length + 1,
    conversation_id: 3,
    author: agent ? "agent" : "player",
    author_name: agent ? "Alex" : null,
    body,
    is_read: false,
    created_at: at,
  });
  const detail = (): SupportConversationDetail => ({
    conversation: {
      id: 3,
      subject: "Cannot sign up",
      status: "open",
      unread_count: 0,
      last_message: messages.at(-1) ?? null,
      created_at: at,
      last_message_at: at,
      closed_at: null,
    },
    messages: messages.map((m) => ({ ...m })),
    unread_total: 0,
  });
  const api = createFakeApi({
    "POST /api/support/guest/conversations": ({ body }) => {
      opened.push(body);
      const { email, message: first } = body as { email: string; message: string };
      if (email === "taken@example.com") throw apiError(429, "rate_limited");
      messages = [message(first)];
      return { access_token: TOKEN, email, detail: detail() };
    },
    "POST /api/support/guest/conversation": ({ body }) => {
      if ((body as { access_token: string }).access_token !== TOKEN)
        throw apiError(404, "not_found");
      return detail();
    },
    "POST /api/support/guest/conversation/messages": ({ body }) => {
      const sent = message((body as { message: string }).message);
      messages.push(sent);
      return sent;
    },
  });
  const agentReply = (body: string) => messages.push(message(body, true));
  return { api, opened, agentReply };
}

async function fillForm(email: string, subject: string, text: string) {
  const form = await screen.findByRole("region", { name: "Write to us" });
  await userEvent.type(within(form).getByRole("textbox", { name: "Your e-mail address" }), email);
  await userEvent.type(within(form).getByRole("textbox", { name: "Subject" }), subject);
  await userEvent.type(within(form).getByRole("textbox", { name: "Your message" }), text);
  await userEvent.click(within(form).getByRole("button", { name: "Start conversation" }));
  return form;
}

describe("guest customer support", () => {
  it("refuses an invalid e-mail address with a clear error and keeps everything typed", async () => {
    const { api, opened } = guestServer();
    await renderApp("/customer-support", { api: api.client });
    const form = await fillForm("visitor@example", "Cannot sign up", "The code never arrives.");
    const email = within(form).getByRole("textbox", { name: "Your e-mail address" });
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining("Enter a valid e-mail address, like name@example.com."),
    );
    expect(email).toHaveValue("visitor@example");
    expect(within(form).getByRole("textbox", { name: "Subject" })).toHaveValue("Cannot sign up");
    expect(within(form).getByRole("textbox", { name: "Your message" })).toHaveValue(
      "The code never arrives.",
    );
    expect(opened).toEqual([]);
  });

  it("explains a refusal from the server and keeps the message", async () => {
    const { api } = guestServer();
    await renderApp("/customer-support", { api: api.client });
    const form = await fillForm("taken@example.com", "Hello", "Anyone there?");
    await waitFor(() =>
      expect(within(form).getByRole("textbox", { name: "Your message" })).toHaveValue(
        "Anyone there?",
      ),
    );
    expect(await within(form).findByText(/too many/i)).toBeInTheDocument();
  });

  it("opens a conversation, keeps its token in this browser, and shows the team's answer", async () => {
    const { api, opened, agentReply } = guestServer();
    const { platform } = await renderApp("/customer-support", { api: api.client });
    await fillForm(" visitor@example.com ", "Cannot sign up", "The code never arrives.");
    const thread = await screen.findByRole("log", { name: "Conversation: Cannot sign up" });
    expect(opened).toEqual([
      {
        email: "visitor@example.com",
        subject: "Cannot sign up",
        message: "The code never arrives.",
      },
    ]);
    expect(platform.storage.get("support_guest")).toBe(TOKEN);
    expect(within(thread).getByText("The code never arrives.")).toBeInTheDocument();

    await userEvent.type(screen.getByRole("textbox", { name: "Your message" }), "Any news?");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await within(thread).findByText("Any news?")).toBeInTheDocument();

    agentReply("We resent the code.");
    await userEvent.click(screen.getByRole("button", { name: "Check for answers" }));
    expect(await within(thread).findByText("We resent the code.")).toBeInTheDocument();
  });

  it("reopens the kept conversation on a later visit, and starts over on request", async () => {
    const { api } = guestServer();
    const { platform } = await renderApp("/customer-support", {
      api: api.client,
      platform: { cookies: { clear_cookie: "1", support_guest: TOKEN } },
    });
    expect(
      await screen.findByRole("log", { name: "Conversation: Cannot sign up" }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Start a new conversation" }));
    expect(await screen.findByRole("region", { name: "Write to us" })).toBeInTheDocument();
    expect(platform.storage.get("support_guest")).toBeUndefined();
  });

  it("shows the form again when the server no longer knows the kept token", async () => {
    const { api } = guestServer();
    const { platform } = await renderApp("/customer-support", {
      api: api.client,
      platform: { cookies: { clear_cookie: "1", support_guest: "u".repeat(43) } },
    });
    expect(await screen.findByRole("region", { name: "Write to us" })).toBeInTheDocument();
    await waitFor(() => expect(platform.storage.get("support_guest")).toBeUndefined());
  });
});
