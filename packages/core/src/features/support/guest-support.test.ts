import { makeStore } from "../../store/make-store.ts";
import { guestRoutes } from "../../test/signed-in-store.ts";
import {
  apiError,
  createFakeApi,
  createMemoryPlatform,
  until,
  type FakeRoute,
} from "../../testing/index.ts";
import { supportApi, type SupportConversationDetail } from "./api.ts";
import { selectGuestSupportToken, supportGuestActions } from "./guest-slice.ts";

const at = "2026-01-01T00:00:00Z";
const TOKEN = "a".repeat(43);

const detail = (bodies: string[]): SupportConversationDetail => ({
  conversation: {
    id: 5,
    subject: "Cannot sign up",
    status: "open",
    unread_count: 0,
    last_message: null,
    created_at: at,
    last_message_at: at,
    closed_at: null,
  },
  messages: bodies.map((body, index) => ({
    id: index + 1,
    conversation_id: 5,
    author: "player",
    author_name: null,
    body,
    is_read: false,
    created_at: at,
  })),
  unread_total: 0,
});

function guest(cookies: Record<string, string> = {}, routes: Record<string, FakeRoute> = {}) {
  const platform = createMemoryPlatform({ cookies: { clear_cookie: "1", ...cookies } });
  const fake = createFakeApi({
    ...guestRoutes(),
    "POST /api/support/guest/conversations": () => ({
      access_token: TOKEN,
      email: "visitor@example.com",
      detail: detail(["Hello"]),
    }),
    "POST /api/support/guest/conversation/messages": ({ body }) => ({
      ...detail(["", (body as { message: string }).message]).messages[1]!,
    }),
    ...routes,
  });
  const store = makeStore({ platform, api: fake.client });
  const token = () => selectGuestSupportToken(store.getState());
  return { platform, fake, store, token };
}

describe("a guest's support access", () => {
  it("keeps the token of a new conversation in this browser, and its detail in the cache", async () => {
    const { platform, store, token } = guest();
    await store.dispatch(
      supportApi.endpoints.openGuestSupportConversation.initiate({
        email: "visitor@example.com",
        subject: "Cannot sign up",
        message: "Hello",
      }),
    );
    expect(token()).toBe(TOKEN);
    await until(() => platform.storage.get("support_guest") === TOKEN);
    expect(platform.storage.entries.get("support_guest")?.maxAge).toBe(30 * 86_400);
    const cached = supportApi.endpoints.guestSupportConversation.select(TOKEN)(store.getState());
    expect(cached.data?.messages.map((m) => m.body)).toEqual(["Hello"]);
    await store.dispatch(
      supportApi.endpoints.sendGuestSupportMessage.initiate({ accessToken: TOKEN, message: "Hi?" }),
    );
    await until(
      () =>
        supportApi.endpoints.guestSupportConversation.select(TOKEN)(store.getState()).data?.messages
          .length === 2,
    );
    store.close();
  });

  it("restores a stored token at start-up and drops a malformed one", async () => {
    const kept = guest({ support_guest: TOKEN });
    await until(() => kept.token() === TOKEN);
    kept.store.close();
    const malformed = guest({ support_guest: "not-a-token" });
    await until(() => malformed.platform.storage.get("support_guest") === undefined);
    expect(malformed.token()).toBeNull();
    malformed.store.close();
  });

  it("forgets the token when the server does not know it, or when the guest starts over", async () => {
    const unknown = guest(
      { support_guest: TOKEN },
      {
        "POST /api/support/guest/conversation": () => {
          throw apiError(404, "not_found");
        },
      },
    );
    await until(() => unknown.token() === TOKEN);
    await unknown.store.dispatch(supportApi.endpoints.guestSupportConversation.initiate(TOKEN));
    await until(() => unknown.token() === null);
    expect(unknown.platform.storage.get("support_guest")).toBeUndefined();
    unknown.store.close();

    const leaving = guest({ support_guest: TOKEN });
    await until(() => leaving.token() === TOKEN);
    leaving.store.dispatch(supportGuestActions.accessForgotten());
    await until(() => leaving.platform.storage.get("support_guest") === undefined);
    leaving.store.close();
  });
});
