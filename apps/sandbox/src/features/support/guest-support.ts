/**
 * Customer support for guests: a visitor without an account opens a conversation with an e-mail
 * address and a first message, and gets a random access token (32 bytes, base64url) that is the
 * only key to it; the server keeps the token's SHA-256. The guest reads and writes with the token
 * (never with the conversation's id), so a conversation cannot be reached by guessing ids. Agents
 * answer from `/dev/support` like any other conversation; a guest has no realtime channel nor
 * inbox: the first unread answer sends an e-mail (the outbox) saying there is an answer, without
 * the answer or the token, in the guest's language (the `X-localization` they last wrote with,
 * `guest_lang`), and the guest reads it when the conversation is opened again.
 *
 * A guest who later signs up or signs in with the same e-mail keeps the conversation as a guest
 * one: it is not moved to the account (an e-mail typed by a guest proves nothing about who owns it).
 *
 * Limits (docs/security.md): {@link guestSupportLimits}.
 */
import type { Db } from "../../db/types.ts";
import { contentLocale } from "../../lib/content-language.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { randomToken, sha256 } from "../../lib/crypto.ts";
import { fieldError, notFound, unprocessable } from "../../lib/errors.ts";
import { isEmail } from "../../lib/password-rules.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import {
  addMessage,
  conversationDetail,
  markRead,
  normaliseText,
  presentMessage,
  requireText,
  supportLimits,
  type ConversationRow,
  type SupportConversationDetail,
  type SupportMessage,
} from "./support.ts";

/** The limits of guest support (also in the contract and docs/security.md). */
export const guestSupportLimits = {
  /** Guest conversations one client IP may open in {@link guestSupportLimits.openWindowMs}. */
  conversationsPerIp: 3,
  /** The window of {@link guestSupportLimits.conversationsPerIp}: one hour. */
  openWindowMs: 60 * 60_000,
  /** Messages a guest conversation may receive a minute, the first one included. */
  messagesPerMinute: 10,
  /** Characters in the guest's e-mail address (the contract's `Email`). */
  emailLength: 255,
  /** Characters in one message (shared with signed-in support). */
  messageLength: supportLimits.messageLength,
} as const;

type Deps = { db: Db; limiter: RateLimiter };

/** Counts one guest message of a conversation against the per-minute limit (429 past it). */
async function countGuestMessage(limiter: RateLimiter, conversationId: number): Promise<void> {
  await limiter.hit(`support-guest-message:${conversationId}`, {
    max: guestSupportLimits.messagesPerMinute,
    windowMs: 60_000,
  });
}

/** The guest conversation of an access token (404 `not_found` for any unknown token). */
async function guestConversationOf(db: Db, token: string): Promise<ConversationRow> {
  const row = await db
    .selectFrom("support_conversations")
    .selectAll()
    .where("guest_token_hash", "=", sha256(token))
    .where("user_id", "is", null)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * A guest opens a conversation: the e-mail is checked (422 `email_invalid`), the client IP may
 * open {@link guestSupportLimits.conversationsPerIp} an hour (429 `rate_limited`), and the answer
 * carries the access token (shown once).
 */
export async function openGuestConversation(
  deps: Deps,
  ip: string,
  input: { email: string; subject: string; message: string },
  at: Date,
  /** The request's `X-localization`: the language of the guest's e-mails. */
  lang?: string,
): Promise<Schemas["GuestSupportConversation"]> {
  const email = input.email.trim();
  if (email.length > guestSupportLimits.emailLength || !isEmail(email))
    throw fieldError("email", "email_invalid");
  const subject = input.subject.replace(/\s+/g, " ").trim();
  const message = normaliseText(input.message);
  requireText("subject", subject);
  requireText("message", message);
  await deps.limiter.hit(`support-guest-open:${ip}`, {
    max: guestSupportLimits.conversationsPerIp,
    windowMs: guestSupportLimits.openWindowMs,
  });
  const token = randomToken(32);
  const id = await deps.db.transaction().execute(async (trx) => {
    const conversation = await trx
      .insertInto("support_conversations")
      .values({
        user_id: null,
        guest_email: email,
        guest_token_hash: sha256(token),
        guest_lang: contentLocale(lang),
        subject,
        created_at: at,
        last_message_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("support_messages")
      .values({ conversation_id: conversation.id, author: "player", body: message, created_at: at })
      .execute();
    return conversation.id;
  });
  await countGuestMessage(deps.limiter, id);
  return { access_token: token, email, detail: await conversationDetail(deps.db, id) };
}

/** A guest reads their conversation: the agent's messages become read. */
export async function readGuestConversation(
  db: Db,
  token: string,
  at: Date,
): Promise<SupportConversationDetail> {
  const row = await guestConversationOf(db, token);
  await markRead(db, row.id, "agent", at);
  return conversationDetail(db, row.id);
}

/** A guest adds a message to their open conversation. */
export async function sendGuestMessage(
  deps: Deps,
  token: string,
  text: string,
  at: Date,
  /** The request's `X-localization`: the guest's e-mails follow the language they last wrote in. */
  lang?: string,
): Promise<SupportMessage> {
  const body = normaliseText(text);
  requireText("message", body);
  const row = await guestConversationOf(deps.db, token);
  if (row.status !== "open") throw unprocessable("support_conversation_closed");
  await countGuestMessage(deps.limiter, row.id);
  return deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("support_conversations")
      .set({ guest_lang: contentLocale(lang) })
      .where("id", "=", row.id)
      .execute();
    return presentMessage(
      await addMessage(trx, { conversation_id: row.id, author: "player", body }, at),
    );
  });
}
