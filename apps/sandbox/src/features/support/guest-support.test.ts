/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely, as JSON */
/**
 * Guest support over HTTP: a visitor opens a conversation with an e-mail address, reads and
 * answers it with the access token only, and sees the agent's answer; the limits (e-mail length
 * and form, message length, conversations per IP an hour, messages a minute) and tokens that are
 * wrong, malformed or belong to nobody.
 */
import { guestSupportLimits } from "./guest-support.ts";
import { useSandbox } from "../../test/harness.ts";

const sandbox = useSandbox();

const HOUR = 60 * 60_000;

function openAsGuest(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return sandbox.call("POST", "/api/support/guest/conversations", { body, headers });
}

const guest = (email = "visitor@example.com") =>
  openAsGuest({ email, subject: "Cannot sign up", message: "The code never arrives." });

const read = (access_token: string) =>
  sandbox.call("POST", "/api/support/guest/conversation", { body: { access_token } });

const write = (access_token: string, message: string) =>
  sandbox.call("POST", "/api/support/guest/conversation/messages", {
    body: { access_token, message },
  });

/** The agents' page's CSRF token. */
async function deskToken(): Promise<{ html: string; token: string }> {
  const response = await fetch(`${sandbox.base}/dev/support`);
  const html = await response.text();
  return { html, token: /<meta name="csrf-token" content="([^"]+)">/.exec(html)![1]! };
}

// Each test starts in a new hour: the per-IP limit of the one before does not carry over.
beforeEach(() => sandbox.clock.advance(HOUR + 1000));

describe("a guest support conversation", () => {
  it("opens with an e-mail, is read and answered with the token, and shows the agent's answer", async () => {
    const opened = await openAsGuest({
      email: "visitor@example.com",
      subject: "  Cannot   sign up ",
      message: "The code never arrives.\r\nTried twice.",
    });
    expect(opened.status).toBe(201);
    const { access_token, email, detail } = opened.body.data;
    expect(access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(email).toBe("visitor@example.com");
    expect(detail.conversation).toMatchObject({ subject: "Cannot sign up", status: "open" });
    expect(detail.messages.map((m: any) => m.body)).toEqual([
      "The code never arrives.\nTried twice.",
    ]);

    const sent = await write(access_token, "Any news?");
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ author: "player", body: "Any news?" });

    const desk = await deskToken();
    expect(desk.html).toContain("Guest &lt;visitor@example.com&gt;");
    const reply = await sandbox.call(
      "POST",
      `/dev/support/conversations/${detail.conversation.id}/replies`,
      {
        body: { message: "We resent it.", agent_name: "Alex" },
        headers: { "x-csrf-token": desk.token },
      },
    );
    expect(reply.status).toBe(201);
    // The guest hears of the answer by e-mail (once, for the first unread answer), without the
    // answer itself or the access token in it.
    await sandbox.call("POST", `/dev/support/conversations/${detail.conversation.id}/replies`, {
      body: { message: "Anything else?", agent_name: "Alex" },
      headers: { "x-csrf-token": desk.token },
    });
    const mails = (await sandbox.call("GET", "/dev/outbox?to=visitor@example.com&channel=email"))
      .body.data;
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Support answered: Cannot sign up");
    expect(mails[0].text).toContain("/customer-support");
    expect(mails[0].text).not.toContain("We resent it.");
    expect(mails[0].text).not.toContain(access_token);

    const again = await read(access_token);
    expect(again.status).toBe(200);
    expect(again.body.data.messages.map((m: any) => [m.author, m.body])).toEqual([
      ["player", "The code never arrives.\nTried twice."],
      ["player", "Any news?"],
      ["agent", "We resent it."],
      ["agent", "Anything else?"],
    ]);
    // Reading marks the answers read.
    expect(again.body.data.messages[2].is_read).toBe(true);
    expect(again.body.data.unread_total).toBe(0);
  });

  it("gives every conversation its own token, and none of the signed-in routes reach it", async () => {
    const first = (await guest()).body.data;
    const second = (await guest()).body.data;
    expect(first.access_token).not.toBe(second.access_token);
    expect((await read(second.access_token)).body.data.conversation.id).toBe(
      second.detail.conversation.id,
    );
    const byId = await sandbox.call(
      "GET",
      `/api/support/conversations/${first.detail.conversation.id}`,
    );
    expect(byId.status).toBe(401);
  });

  it("refuses a wrong, malformed or missing token the same way and leaves the conversation alone", async () => {
    const { access_token } = (await guest()).body.data;
    const wrong = `${access_token.slice(0, 42)}${access_token.endsWith("A") ? "B" : "A"}`;
    expect((await read(wrong)).status).toBe(404);
    expect((await write(wrong, "Let me in")).status).toBe(404);
    expect((await read("short")).status).toBe(422);
    expect(
      (await sandbox.call("POST", "/api/support/guest/conversation", { body: {} })).status,
    ).toBe(422);
    expect((await read(access_token)).body.data.messages).toHaveLength(1);
  });
});

describe("guest support limits", () => {
  it.each([
    ["not an address", "visitor", "email_invalid"],
    ["no top-level part", "visitor@example", "email_invalid"],
    [
      "longer than 255 characters",
      `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.com`,
      "max_length",
    ],
  ])("refuses an e-mail that is %s", async (_case, email, key) => {
    const refused = await guest(email);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.email).toEqual([key]);
  });

  it(`takes messages of at most ${guestSupportLimits.messageLength} characters`, async () => {
    const long = "x".repeat(guestSupportLimits.messageLength + 1);
    const refused = await openAsGuest({ email: "a@example.com", subject: "Hi", message: long });
    expect(refused.status).toBe(422);
    const { access_token } = (
      await openAsGuest({
        email: "a@example.com",
        subject: "Hi",
        message: "x".repeat(guestSupportLimits.messageLength),
      })
    ).body.data;
    expect((await write(access_token, long)).status).toBe(422);
    expect((await write(access_token, "   ")).status).toBe(422);
  });

  it(`lets one IP open ${guestSupportLimits.conversationsPerIp} conversations an hour, whatever X-Forwarded-For says`, async () => {
    for (let i = 0; i < guestSupportLimits.conversationsPerIp; i += 1)
      expect((await guest()).status).toBe(201);
    const spoofed = await openAsGuest(
      { email: "other@example.com", subject: "Hi", message: "Hello" },
      { "x-forwarded-for": "203.0.113.9" },
    );
    expect(spoofed.status).toBe(429);
    expect(spoofed.body.code).toBe("rate_limited");
    sandbox.clock.advance(HOUR);
    expect((await guest()).status).toBe(201);
  });

  it(`takes ${guestSupportLimits.messagesPerMinute} messages a minute per conversation, the first included`, async () => {
    const { access_token } = (await guest()).body.data;
    for (let i = 1; i < guestSupportLimits.messagesPerMinute; i += 1)
      expect((await write(access_token, `Message ${i}`)).status).toBe(201);
    const refused = await write(access_token, "One too many");
    expect(refused.status).toBe(429);
    sandbox.clock.advance(61_000);
    expect((await write(access_token, "A minute later")).status).toBe(201);
  });

  it("refuses messages once an agent closed the conversation", async () => {
    const opened = (await guest()).body.data;
    const desk = await deskToken();
    const closed = await sandbox.call(
      "POST",
      `/dev/support/conversations/${opened.detail.conversation.id}/close`,
      { body: {}, headers: { "x-csrf-token": desk.token } },
    );
    expect(closed.status).toBe(200);
    const refused = await write(opened.access_token, "Hello?");
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("support_conversation_closed");
    expect((await read(opened.access_token)).body.data.conversation.status).toBe("closed");
  });
});
