import { until } from "../../testing/index.ts";
import { startSignedInStore } from "../../test/signed-in-store.ts";
import { supportApi, type SupportConversation, type SupportMessage } from "./api.ts";

const at = "2026-01-01T00:00:00Z";

const message = (id: number, patch: Partial<SupportMessage> = {}): SupportMessage => ({
  id,
  conversation_id: 7,
  author: "player",
  author_name: null,
  body: `Message ${id}`,
  is_read: false,
  created_at: at,
  ...patch,
});

const conversation = (patch: Partial<SupportConversation> = {}): SupportConversation => ({
  id: 7,
  subject: "Deposit missing",
  status: "open",
  unread_count: 0,
  last_message: message(1),
  created_at: at,
  last_message_at: at,
  closed_at: null,
  ...patch,
});

async function setup() {
  let sent = 1;
  const started = await startSignedInStore({
    "GET /api/support/unread-count": () => ({ unread_count: 0 }),
    "GET /api/support/conversations": () => ({
      data: [conversation()],
      current_page: 1,
      per_page: 20,
      total: 1,
      last_page: 1,
    }),
    "GET /api/support/conversations/{id}": () => ({
      conversation: conversation(),
      messages: [message(1)],
      unread_total: 0,
    }),
    "POST /api/support/conversations/{id}/messages": ({ body }) => {
      sent += 1;
      return message(sent, { body: (body as { message: string }).message });
    },
    "PATCH /api/support/conversations/{id}/read": () => ({
      conversation: conversation({ unread_count: 0 }),
      messages: [message(1), message(9, { author: "agent", author_name: "Alex", is_read: true })],
      unread_total: 0,
    }),
  });
  const { store } = started;
  await store.dispatch(supportApi.endpoints.supportUnreadCount.initiate());
  await store.dispatch(supportApi.endpoints.supportConversation.initiate(7));
  await store.dispatch(supportApi.endpoints.listSupportConversations.initiate({ page: 1 }));
  const detail = () => supportApi.endpoints.supportConversation.select(7)(store.getState()).data;
  const unread = () =>
    supportApi.endpoints.supportUnreadCount.select()(store.getState()).data?.unread_count;
  return { ...started, detail, unread };
}

describe("support endpoints through makeStore", () => {
  it("an agent's answer (support_message) joins the cached conversation once and sets the unread count", async () => {
    const { store, emit, detail, unread, fake } = await setup();
    const listCalls = fake.callsTo("GET /api/support/conversations").length;
    const reply = message(9, { author: "agent", author_name: "Alex", body: "Hello" });
    const payload = {
      conversation: conversation({ unread_count: 1, last_message: reply }),
      message: reply,
      unread_total: 3,
    };
    emit("support_message", payload);
    emit("support_message", payload);
    await until(() => unread() === 3);
    expect(detail()?.messages.map((m) => m.id)).toEqual([1, 9]);
    expect(detail()?.conversation.unread_count).toBe(1);
    // The list pages are refetched (order and per-conversation badges).
    await until(() => fake.callsTo("GET /api/support/conversations").length > listCalls);
    store.close();
  });

  it("a closing event without a message makes the cached conversation closed", async () => {
    const { store, emit, detail } = await setup();
    emit("support_message", {
      conversation: conversation({ status: "closed", closed_at: at }),
      message: null,
      unread_total: 0,
    });
    await until(() => detail()?.conversation.status === "closed");
    expect(detail()?.messages).toHaveLength(1);
    store.close();
  });

  it("a sent message joins the cached conversation; reading sets the unread count from the answer", async () => {
    const { store, detail, unread, emit } = await setup();
    await store.dispatch(
      supportApi.endpoints.sendSupportMessage.initiate({ id: 7, message: "Any news?" }),
    );
    await until(() => detail()?.messages.length === 2);
    expect(detail()?.messages[1]?.body).toBe("Any news?");
    const reply = message(9, { author: "agent", author_name: "Alex" });
    emit("support_message", { conversation: conversation(), message: reply, unread_total: 2 });
    await until(() => unread() === 2);
    await store.dispatch(supportApi.endpoints.markSupportConversationRead.initiate(7));
    await until(() => unread() === 0);
    expect(detail()?.messages.at(-1)?.is_read).toBe(true);
    store.close();
  });
});
