/* eslint-disable @typescript-eslint/no-explicit-any -- test responses and frames are read loosely, as JSON */
/**
 * Customer support over HTTP and the real realtime client: a player opens a conversation and
 * writes, an agent answers from `/dev/support` and the answer arrives live on the player's
 * channel; the limits (message length, messages a minute, open conversations); the agents'
 * page (escaping, CSP, CSRF token, same-origin).
 */
import { supportLimits } from "./support.ts";
import { until } from "../../test/realtime-client.ts";
import { playerWithId, useRealtimeSandbox } from "../../test/realtime-sandbox.ts";

const { sandbox, client } = useRealtimeSandbox();

const loggedIn = (prefix: string) => playerWithId(sandbox, prefix);

/** The agents' page and its CSRF token. */
async function deskToken(): Promise<{ html: string; token: string; headers: Headers }> {
  const response = await fetch(`${sandbox.base}/dev/support`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const token = /<meta name="csrf-token" content="([^"]+)">/.exec(html)![1]!;
  return { html, token, headers: response.headers };
}

/** A message the player writes in one of their conversations. */
function playerMessage(token: string, conversationId: number, message: string) {
  return sandbox.call("POST", `/api/support/conversations/${conversationId}/messages`, {
    token,
    body: { message },
  });
}

function agent(path: string, token: string | undefined, body: unknown, headers = {}) {
  return sandbox.call("POST", path, {
    body,
    headers: { ...(token ? { "x-csrf-token": token } : {}), ...headers },
  });
}

describe("a support conversation", () => {
  it("goes from the player to the agent and back, live", async () => {
    const player = await loggedIn("helpme");
    const pusher = client(player.token);
    const received: any[] = [];
    const notifications: any[] = [];
    const channel = pusher.subscribe(`private-player.${player.id}`);
    channel.bind("support_message", (data: unknown) => received.push(data));
    channel.bind("new_notification", (data: unknown) => notifications.push(data));
    let subscribed = false;
    channel.bind("pusher:subscription_succeeded", () => (subscribed = true));
    await until(() => subscribed, 5_000, "subscription");

    const opened = await sandbox.call("POST", "/api/support/conversations", {
      token: player.token,
      body: {
        subject: "  Deposit   not credited ",
        message: "My USDT deposit is pending.\r\nTx: abc123",
      },
    });
    expect(opened.status).toBe(201);
    const { conversation, messages } = opened.body.data;
    expect(conversation).toMatchObject({
      subject: "Deposit not credited",
      status: "open",
      unread_count: 0,
    });
    expect(messages).toEqual([
      expect.objectContaining({
        author: "player",
        author_name: null,
        body: "My USDT deposit is pending.\nTx: abc123",
        is_read: false,
      }),
    ]);
    const sent = await playerMessage(
      player.token,
      conversation.id,
      "It was sent <b>an hour</b> ago.",
    );
    expect(sent.status).toBe(201);
    expect(sent.body.data.body).toBe("It was sent <b>an hour</b> ago.");

    // The agent sees it on the desk (escaped) and answers.
    const desk = await deskToken();
    expect(desk.html).toContain("Deposit not credited");
    expect(desk.html).toContain("It was sent &lt;b&gt;an hour&lt;/b&gt; ago.");
    const reply = await agent(`/dev/support/conversations/${conversation.id}/replies`, desk.token, {
      message: "Thanks! It is confirmed now.",
      agent_name: "Alex",
    });
    expect(reply.status).toBe(201);

    await until(() => received.length === 1, 5_000, "support_message");
    expect(received[0]).toEqual({
      conversation: expect.objectContaining({
        id: conversation.id,
        unread_count: 1,
        status: "open",
      }),
      message: expect.objectContaining({
        author: "agent",
        author_name: "Alex",
        body: "Thanks! It is confirmed now.",
      }),
      unread_total: 1,
    });
    // The first unread answer also lands in the inbox.
    await until(() => notifications.length === 1, 5_000, "new_notification");
    expect(notifications[0].notification.link).toBe("/customer-support");

    const unread = await sandbox.call("GET", "/api/support/unread-count", { token: player.token });
    expect(unread.body.data.unread_count).toBe(1);
    const detail = await sandbox.call("GET", `/api/support/conversations/${conversation.id}`, {
      token: player.token,
    });
    expect(detail.body.data.messages.map((m: any) => m.author)).toEqual([
      "player",
      "player",
      "agent",
    ]);
    // The agent has seen the player's messages.
    expect(detail.body.data.messages[0].is_read).toBe(true);

    const read = await sandbox.call("PATCH", `/api/support/conversations/${conversation.id}/read`, {
      token: player.token,
    });
    expect(read.body.data.unread_total).toBe(0);
    expect(read.body.data.conversation.unread_count).toBe(0);

    const list = await sandbox.call("GET", "/api/support/conversations", { token: player.token });
    expect(list.body.data).toMatchObject({ total: 1, current_page: 1 });
    expect(list.body.data.data[0].last_message.body).toBe("Thanks! It is confirmed now.");

    // The agent closes it: the player hears it, and can no longer write.
    const closed = await agent(
      `/dev/support/conversations/${conversation.id}/close`,
      desk.token,
      {},
    );
    expect(closed.status).toBe(200);
    await until(() => received.length === 2, 5_000, "close event");
    expect(received[1]).toMatchObject({ conversation: { status: "closed" }, message: null });
    const late = await playerMessage(player.token, conversation.id, "One more thing");
    expect(late.status).toBe(422);
    expect(late.body.code).toBe("support_conversation_closed");
  });

  it("is private to its player", async () => {
    const owner = await loggedIn("owner");
    const other = await loggedIn("other");
    const opened = await sandbox.call("POST", "/api/support/conversations", {
      token: owner.token,
      body: { subject: "Mine", message: "Hello" },
    });
    const id = opened.body.data.conversation.id;
    for (const [method, path, body] of [
      ["GET", `/api/support/conversations/${id}`, undefined],
      ["POST", `/api/support/conversations/${id}/messages`, { message: "hi" }],
      ["PATCH", `/api/support/conversations/${id}/read`, undefined],
      ["PATCH", `/api/support/conversations/${id}/close`, undefined],
    ] as const) {
      const response = await sandbox.call(method, path, { token: other.token, body });
      expect(response.status).toBe(404);
    }
    expect((await sandbox.call("GET", "/api/support/conversations")).status).toBe(401);
  });
});

describe("support limits", () => {
  it(`refuses a message over ${supportLimits.messageLength} characters, and blank ones`, async () => {
    const player = await loggedIn("longmsg");
    const tooLong = await sandbox.call("POST", "/api/support/conversations", {
      token: player.token,
      body: { subject: "Long", message: "x".repeat(supportLimits.messageLength + 1) },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors["message"]).toEqual(["max_length"]);
    const blank = await sandbox.call("POST", "/api/support/conversations", {
      token: player.token,
      body: { subject: "Blank", message: " \n " },
    });
    expect(blank.status).toBe(422);
    const longest = await sandbox.call("POST", "/api/support/conversations", {
      token: player.token,
      body: { subject: "Longest", message: "y".repeat(supportLimits.messageLength) },
    });
    expect(longest.status).toBe(201);
  });

  it(`allows ${supportLimits.openConversations} open conversations per player`, async () => {
    const player = await loggedIn("manyconv");
    const ids: number[] = [];
    for (let i = 0; i < supportLimits.openConversations; i++) {
      const opened = await sandbox.call("POST", "/api/support/conversations", {
        token: player.token,
        body: { subject: `Question ${i}`, message: "Hello" },
      });
      expect(opened.status).toBe(201);
      ids.push(opened.body.data.conversation.id);
    }
    const refused = await sandbox.call("POST", "/api/support/conversations", {
      token: player.token,
      body: { subject: "One more", message: "Hello" },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("support_conversation_limit");
    // Closing one makes room.
    await sandbox.call("PATCH", `/api/support/conversations/${ids[0]}/close`, {
      token: player.token,
    });
    const again = await sandbox.call("POST", "/api/support/conversations", {
      token: player.token,
      body: { subject: "One more", message: "Hello" },
    });
    expect(again.status).toBe(201);
  });

  it(`allows ${supportLimits.messagesPerMinute} messages a minute per player`, async () => {
    const player = await loggedIn("chatty");
    const opened = await sandbox.call("POST", "/api/support/conversations", {
      token: player.token,
      body: { subject: "Chat", message: "1" },
    });
    const id = opened.body.data.conversation.id;
    for (let i = 2; i <= supportLimits.messagesPerMinute; i++) {
      const sent = await playerMessage(player.token, id, `${i}`);
      expect(sent.status).toBe(201);
    }
    const refused = await playerMessage(player.token, id, "x");
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    sandbox.clock.advance(61_000);
    const later = await playerMessage(player.token, id, "later");
    expect(later.status).toBe(201);
  });
});

describe("the agents' page /dev/support", () => {
  it("is served with a strict CSP and escapes what players wrote", async () => {
    const player = await loggedIn("xss");
    await sandbox.call("POST", "/api/support/conversations", {
      token: player.token,
      body: { subject: '<img src=x onerror="alert(1)">', message: "<script>alert(1)</script>" },
    });
    const { html, headers } = await deskToken();
    const csp = headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    // The only script is the page's own, tagged with this response's nonce.
    expect([...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1])).toEqual([` nonce="${nonce}"`]);
  });

  it("refuses actions without the page's token or from another origin", async () => {
    const player = await loggedIn("csrf");
    const opened = await sandbox.call("POST", "/api/support/conversations", {
      token: player.token,
      body: { subject: "CSRF", message: "Hello" },
    });
    const path = `/dev/support/conversations/${opened.body.data.conversation.id}/replies`;
    const { token } = await deskToken();
    const body = { message: "Hi", agent_name: "Eve" };
    expect((await agent(path, undefined, body)).status).toBe(403);
    expect((await agent(path, "wrong-token", body)).status).toBe(403);
    expect((await agent(path, token, body, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await agent(path, token, body, { origin: "http://localhost:3000" })).status).toBe(403);
    // A form post (not JSON) never reaches the action: the dev guard takes only JSON.
    const form = await fetch(`${sandbox.base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": token },
      body: "message=hi",
    });
    expect(form.status).toBe(415);
    expect((await agent(path, token, body, { origin: sandbox.base })).status).toBe(201);
    expect((await agent("/dev/support/conversations/999999/replies", token, body)).status).toBe(
      404,
    );
  });
});
