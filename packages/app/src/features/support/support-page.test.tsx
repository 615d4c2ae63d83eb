import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiError, createFakeApi } from "@casino/core/testing";
import type { SupportConversation, SupportMessage } from "@casino/core";
import { renderApp } from "../../testing/render-app.tsx";
import { onePage } from "../../testing/pages.ts";
import { emitToPlayer } from "../../testing/realtime.ts";
import { signedInRoutes } from "../../testing/wallet-fixtures.ts";

const signedIn = { cookies: { token: "tok", clear_cookie: "1" } };
const at = "2026-01-01T10:00:00Z";

function supportServer() {
  let nextMessage = 1;
  const conversations: { conversation: SupportConversation; messages: SupportMessage[] }[] = [];
  const message = (conversationId: number, body: string, agent = false): SupportMessage => ({
    id: nextMessage++,
    conversation_id: conversationId,
    author: agent ? "agent" : "player",
    author_name: agent ? "Alex" : null,
    body,
    is_read: false,
    created_at: at,
  });
  const unreadTotal = () => conversations.reduce((n, c) => n + c.conversation.unread_count, 0);
  const find = (id: number) => conversations.find((c) => c.conversation.id === id)!;
  const detail = (id: number) => {
    const found = find(id);
    return {
      conversation: {
        ...found.conversation,
        last_message: found.conversation.last_message && { ...found.conversation.last_message },
      },
      messages: found.messages.map((m) => ({ ...m })),
      unread_total: unreadTotal(),
    };
  };
  const api = createFakeApi({
    ...signedInRoutes(),
    "GET /api/support/unread-count": () => ({ unread_count: unreadTotal() }),
    "GET /api/support/conversations": () =>
      onePage(
        conversations.map((c) => ({
          ...c.conversation,
          last_message: c.conversation.last_message && { ...c.conversation.last_message },
        })),
      ),
    "POST /api/support/conversations": ({ body }) => {
      const { subject, message: first } = body as { subject: string; message: string };
      if (conversations.filter((c) => c.conversation.status === "open").length >= 3)
        throw apiError(422, "support_conversation_limit");
      const id = conversations.length + 1;
      const m = message(id, first);
      conversations.unshift({
        conversation: {
          id,
          subject,
          status: "open",
          unread_count: 0,
          last_message: m,
          created_at: at,
          last_message_at: at,
          closed_at: null,
        },
        messages: [m],
      });
      return detail(id);
    },
    "GET /api/support/conversations/{id}": ({ path }) => detail(Number(path.id)),
    "POST /api/support/conversations/{id}/messages": ({ path, body }) => {
      const found = find(Number(path.id));
      if (found.conversation.status === "closed")
        throw apiError(422, "support_conversation_closed");
      const m = message(found.conversation.id, (body as { message: string }).message);
      found.messages.push(m);
      return { ...m };
    },
    "PATCH /api/support/conversations/{id}/read": ({ path }) => {
      const found = find(Number(path.id));
      found.conversation.unread_count = 0;
      for (const m of found.messages) if (m.author === "agent") m.is_read = true;
      return detail(found.conversation.id);
    },
    "PATCH /api/support/conversations/{id}/close": ({ path }) => {
      const found = find(Number(path.id));
      Object.assign(found.conversation, { status: "closed", closed_at: at });
      return detail(found.conversation.id);
    },
  });
  /** The agent answers: stored, and the realtime payload for it. */
  const agentReply = (id: number, body: string) => {
    const found = find(id);
    const m = message(id, body, true);
    found.messages.push(m);
    found.conversation.unread_count += 1;
    found.conversation.last_message = m;
    // Copies: the store freezes what it keeps.
    return {
      conversation: { ...found.conversation, last_message: { ...m } },
      message: { ...m },
      unread_total: unreadTotal(),
    };
  };
  return { api, agentReply, conversations };
}

jest.setTimeout(20_000);

describe("customer support", () => {
  it("offers guests to sign in beside the guest form", async () => {
    await renderApp("/customer-support");
    expect(await screen.findByRole("heading", { name: "Have an account?" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Write to us" })).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole("main")).getByRole("button", { name: "Sign in" }),
    );
    expect(await screen.findByRole("dialog", { name: "Welcome back" })).toBeInTheDocument();
  });

  it("opens a conversation, gets a live answer with unread badges, reads it, and closes it", async () => {
    const { api, agentReply } = supportServer();
    const { platform, router } = await renderApp("/customer-support", {
      platform: signedIn,
      api: api.client,
    });
    expect(
      await screen.findByRole("heading", { name: "No conversations yet." }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "New conversation" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Subject" }), "Deposit missing");
    await userEvent.type(
      screen.getByRole("textbox", { name: "Your message" }),
      "My deposit has not arrived.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Start conversation" }));
    await waitFor(() => expect(router.state.location.search).toBe("?c=1"));
    const log = await screen.findByRole("log", { name: "Conversation: Deposit missing" });
    expect(within(log).getByText("My deposit has not arrived.")).toBeInTheDocument();

    // Leave the conversation: the answer arrives while the list shows.
    await act(() => router.navigate("/customer-support"));
    await screen.findByRole("heading", { name: "Choose a conversation" });
    await emitToPlayer(platform, "support_message", agentReply(1, "We are on it."));
    const item = await screen.findByRole("button", { name: /Deposit missing.*1 unread/ });
    const quickNav = screen.getByRole("navigation", { name: "Quick navigation" });
    expect(
      within(quickNav).getByRole("button", { name: "Menu (1 unread support message)" }),
    ).toBeInTheDocument();

    await userEvent.click(item);
    const thread = await screen.findByRole("log", { name: "Conversation: Deposit missing" });
    expect(within(thread).getByText("We are on it.")).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo("PATCH /api/support/conversations/{id}/read")).toHaveLength(1),
    );
    expect(await within(quickNav).findByRole("button", { name: "Menu" })).toBeInTheDocument();

    // A second answer arrives live while the conversation is open.
    await emitToPlayer(platform, "support_message", agentReply(1, "It is credited now."));
    expect(await within(thread).findByText("It is credited now.")).toBeInTheDocument();

    await userEvent.type(screen.getByRole("textbox", { name: "Your message" }), "Thanks!{Enter}");
    expect(await within(thread).findByText("Thanks!")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Your message" })).toHaveValue("");

    await userEvent.click(screen.getByRole("button", { name: "Close conversation" }));
    expect(
      await within(thread).findByText(
        "This conversation is closed and read-only. Open a new one to write to us.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Your message" })).not.toBeInTheDocument();
  });

  it("explains the open-conversation limit and keeps what was typed", async () => {
    const { api } = supportServer();
    await renderApp("/customer-support?c=new", { platform: signedIn, api: api.client });
    for (const subject of ["One", "Two", "Three"]) {
      const box = await screen.findByRole("textbox", { name: "Subject" }, { timeout: 5000 });
      await userEvent.clear(box);
      await userEvent.type(box, subject);
      await userEvent.type(screen.getByRole("textbox", { name: "Your message" }), "Hello");
      await userEvent.click(screen.getByRole("button", { name: "Start conversation" }));
      await screen.findByRole("log", { name: `Conversation: ${subject}` });
      await userEvent.click(screen.getByRole("button", { name: "New conversation" }));
    }
    expect(await screen.findByText(/You have 3 open conversations/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Subject" }), "Four");
    await userEvent.type(screen.getByRole("textbox", { name: "Your message" }), "Hello again");
    await userEvent.click(screen.getByRole("button", { name: "Start conversation" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You already have 3 open conversations. Close one before opening another.",
    );
    expect(screen.getByRole("textbox", { name: "Your message" })).toHaveValue("Hello again");
  });
});
