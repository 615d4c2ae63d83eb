/**
 * Customer support: a player opens conversations and writes in them; agents answer from the
 * development page `/dev/support`, and each answer reaches the player live (`support_message`)
 * and, when it is the first unread answer of a conversation, as an inbox notification.
 *
 * Limits (docs/security.md): {@link supportLimits}.
 */
import type { Db } from "../../db/types.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { fieldError, notFound, unprocessable } from "../../lib/errors.ts";
import { escapeHtml } from "../../lib/html.ts";
import { newestFirst, type Page } from "../../lib/paginate.ts";
import { message as playerMessage, text as playerText } from "../../lib/player-texts.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import type { Realtime } from "../../realtime/realtime.ts";
import { notify } from "../notifications/index.ts";
import type { Outbox } from "../../dev/outbox.ts";

export type SupportConversation = Schemas["SupportConversation"];
export type SupportMessage = Schemas["SupportMessage"];
export type SupportConversationDetail = Schemas["SupportConversationDetail"];

/** The limits of customer support (also in the contract and docs/security.md). */
export const supportLimits = {
  /** Characters in one message (the contract's `SupportMessageBody`). */
  messageLength: 2000,
  /** Characters in a subject. */
  subjectLength: 120,
  /** Messages one player may send a minute, first messages of new conversations included. */
  messagesPerMinute: 10,
  /** Conversations one player may have open at once. */
  openConversations: 3,
  /** Messages a conversation answer lists (the latest ones). */
  messagesShown: 200,
} as const;

interface MessageRow {
  id: number;
  conversation_id: number;
  author: "player" | "agent";
  agent_name: string | null;
  body: string;
  created_at: Date;
  read_at: Date | null;
}

export interface ConversationRow {
  id: number;
  user_id: number | null;
  guest_email: string | null;
  guest_token_hash: string | null;
  /** The guest's language (the `X-localization` they last wrote with), for their e-mails. */
  guest_lang: string | null;
  subject: string;
  status: "open" | "closed";
  created_at: Date;
  last_message_at: Date;
  closed_at: Date | null;
}

export function presentMessage(row: MessageRow): SupportMessage {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    author: row.author,
    author_name: row.author === "agent" ? (row.agent_name ?? "Support") : null,
    body: row.body,
    is_read: row.read_at !== null,
    created_at: row.created_at.toISOString(),
  };
}

/** Normalises a message: line endings to `\n`, outer blank space trimmed. */
export function normaliseText(text: string): string {
  return text.replace(/\r\n?/g, "\n").trim();
}

/** The conversations (with unread counts and last messages) of `rows`. */
async function present(db: Db, rows: ConversationRow[]): Promise<SupportConversation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [unread, last] = await Promise.all([
    db
      .selectFrom("support_messages")
      .select(["conversation_id", (eb) => eb.fn.countAll<string>().as("count")])
      .where("conversation_id", "in", ids)
      .where("author", "=", "agent")
      .where("read_at", "is", null)
      .groupBy("conversation_id")
      .execute(),
    db
      .selectFrom("support_messages")
      .distinctOn("conversation_id")
      .selectAll()
      .where("conversation_id", "in", ids)
      .orderBy("conversation_id")
      .orderBy("id", "desc")
      .execute(),
  ]);
  const unreadBy = new Map(unread.map((row) => [row.conversation_id, Number(row.count)]));
  const lastBy = new Map(last.map((row) => [row.conversation_id, row]));
  return rows.map((row) => {
    const lastMessage = lastBy.get(row.id);
    return {
      id: row.id,
      subject: row.subject,
      status: row.status,
      unread_count: unreadBy.get(row.id) ?? 0,
      last_message: lastMessage ? presentMessage(lastMessage) : null,
      created_at: row.created_at.toISOString(),
      last_message_at: row.last_message_at.toISOString(),
      closed_at: row.closed_at ? row.closed_at.toISOString() : null,
    };
  });
}

/** Agent messages the player has not read, over all their conversations. */
export async function unreadTotal(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom("support_messages as m")
    .innerJoin("support_conversations as c", "c.id", "m.conversation_id")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("c.user_id", "=", userId)
    .where("m.author", "=", "agent")
    .where("m.read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function conversationOf(db: Db, id: number, userId?: number): Promise<ConversationRow> {
  let query = db.selectFrom("support_conversations").selectAll().where("id", "=", id);
  if (userId !== undefined) query = query.where("user_id", "=", userId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** {@link conversationOf}, still open (422 `support_conversation_closed` otherwise). */
async function openConversationOf(db: Db, id: number, userId?: number): Promise<ConversationRow> {
  const row = await conversationOf(db, id, userId);
  if (row.status !== "open") throw unprocessable("support_conversation_closed");
  return row;
}

/** Marks one side's unread messages of a conversation read. */
export async function markRead(
  db: Db,
  conversationId: number,
  author: "player" | "agent",
  at: Date,
): Promise<void> {
  await db
    .updateTable("support_messages")
    .set({ read_at: at })
    .where("conversation_id", "=", conversationId)
    .where("author", "=", author)
    .where("read_at", "is", null)
    .execute();
}

/** Adds a message to a conversation and moves its last activity. */
export async function addMessage(
  db: Db,
  message: {
    conversation_id: number;
    author: "player" | "agent";
    body: string;
    agent_name?: string;
  },
  at: Date,
) {
  const row = await db
    .insertInto("support_messages")
    .values({ ...message, created_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .updateTable("support_conversations")
    .set({ last_message_at: at })
    .where("id", "=", message.conversation_id)
    .execute();
  return row;
}

/** A conversation with its latest messages (oldest first) and the player's unread total. */
export async function conversationDetail(
  db: Db,
  id: number,
  userId?: number,
): Promise<SupportConversationDetail> {
  const row = await conversationOf(db, id, userId);
  const messages = await db
    .selectFrom("support_messages")
    .selectAll()
    .where("conversation_id", "=", id)
    .orderBy("id", "desc")
    .limit(supportLimits.messagesShown)
    .execute();
  const [conversation] = await present(db, [row]);
  return {
    conversation: conversation!,
    messages: messages.reverse().map(presentMessage),
    // A guest has this one conversation: its unread count is their total.
    unread_total:
      row.user_id === null ? conversation!.unread_count : await unreadTotal(db, row.user_id),
  };
}

/** A page of the player's conversations, latest activity first. */
export async function listConversations(
  db: Db,
  userId: number,
  page: number,
  perPage: number,
): Promise<Page<SupportConversation>> {
  const query = db.selectFrom("support_conversations").where("user_id", "=", userId);
  const rows = await newestFirst(query, { page, per_page: perPage }, "last_message_at");
  return { ...rows, data: await present(db, rows.data) };
}

/** Counts one player message against the per-minute limit (429 `rate_limited` past it). */
async function countMessage(limiter: RateLimiter, userId: number): Promise<void> {
  await limiter.hit(`support-message:${userId}`, {
    max: supportLimits.messagesPerMinute,
    windowMs: 60_000,
  });
}

/** A (normalised) text must not be empty (the contract already refuses only-space strings). */
export function requireText(field: string, text: string): void {
  if (!text) throw fieldError(field, "required");
}

/**
 * Opens a conversation with its first message. At most {@link supportLimits.openConversations}
 * open at once (422 `support_conversation_limit`); the message counts toward the per-minute limit.
 */
export async function openConversation(
  deps: { db: Db; limiter: RateLimiter },
  userId: number,
  input: { subject: string; message: string },
  at: Date,
): Promise<SupportConversationDetail> {
  const subject = input.subject.replace(/\s+/g, " ").trim();
  const message = normaliseText(input.message);
  requireText("subject", subject);
  requireText("message", message);
  // Counted before the transaction (the limiter writes through its own connection).
  await countMessage(deps.limiter, userId);
  const id = await deps.db.transaction().execute(async (trx) => {
    // One open-count check at a time per player: the player's row is the lock.
    await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
    const open = await trx
      .selectFrom("support_conversations")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("user_id", "=", userId)
      .where("status", "=", "open")
      .executeTakeFirstOrThrow();
    if (Number(open.count) >= supportLimits.openConversations)
      throw unprocessable("support_conversation_limit");
    const conversation = await trx
      .insertInto("support_conversations")
      .values({ user_id: userId, subject, created_at: at, last_message_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("support_messages")
      .values({ conversation_id: conversation.id, author: "player", body: message, created_at: at })
      .execute();
    return conversation.id;
  });
  return conversationDetail(deps.db, id, userId);
}

/** Adds a player message to an open conversation of theirs. */
export async function sendPlayerMessage(
  deps: { db: Db; limiter: RateLimiter },
  userId: number,
  conversationId: number,
  text: string,
  at: Date,
): Promise<SupportMessage> {
  const body = normaliseText(text);
  requireText("message", body);
  await openConversationOf(deps.db, conversationId, userId);
  await countMessage(deps.limiter, userId);
  return deps.db
    .transaction()
    .execute(async (trx) =>
      presentMessage(
        await addMessage(trx, { conversation_id: conversationId, author: "player", body }, at),
      ),
    );
}

/** Marks the agent's messages of a player's conversation read. */
export async function markConversationRead(
  db: Db,
  userId: number,
  conversationId: number,
  at: Date,
): Promise<SupportConversationDetail> {
  await conversationOf(db, conversationId, userId);
  await markRead(db, conversationId, "agent", at);
  return conversationDetail(db, conversationId, userId);
}

/**
 * Closes a conversation (by the player, or by an agent when `userId` is undefined). Closing a
 * closed conversation changes nothing.
 */
export async function closeConversation(
  db: Db,
  conversationId: number,
  userId: number | undefined,
  at: Date,
): Promise<SupportConversationDetail> {
  await conversationOf(db, conversationId, userId);
  await db
    .updateTable("support_conversations")
    .set({ status: "closed", closed_at: at })
    .where("id", "=", conversationId)
    .where("status", "=", "open")
    .execute();
  return conversationDetail(db, conversationId, userId);
}

/**
 * An agent's answer: stored, the player's messages before it marked read (the agent has seen
 * them), `support_message` sent to the player, and an inbox notification when it is the
 * conversation's first unread answer (later ones only raise the counts). A guest, who has no
 * channel nor inbox, gets an e-mail instead, at the same moment (the first unread answer).
 */
export async function agentReply(
  deps: { db: Db; realtime: Realtime; outbox: Pick<Outbox, "send">; appUrl: string },
  conversationId: number,
  input: { agentName: string; message: string },
  at: Date,
): Promise<SupportMessage> {
  const { db, realtime } = deps;
  const body = normaliseText(input.message);
  if (!body || body.length > supportLimits.messageLength) throw unprocessable("invalid_value");
  const agentName = input.agentName.replace(/\s+/g, " ").trim().slice(0, 60) || "Support";
  const conversation = await openConversationOf(db, conversationId);
  const { row, firstUnread } = await db.transaction().execute(async (trx) => {
    const unread = await trx
      .selectFrom("support_messages")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("conversation_id", "=", conversationId)
      .where("author", "=", "agent")
      .where("read_at", "is", null)
      .executeTakeFirstOrThrow();
    await markRead(trx, conversationId, "player", at);
    const inserted = await addMessage(
      trx,
      { conversation_id: conversationId, author: "agent", agent_name: agentName, body },
      at,
    );
    return { row: inserted, firstUnread: Number(unread.count) === 0 };
  });
  const message = presentMessage(row);
  // A guest has no channel nor inbox: an e-mail says there is an answer to read in the browser
  // they wrote from (the answer itself stays behind their access token).
  if (conversation.user_id === null) {
    if (firstUnread && conversation.guest_email)
      await deps.outbox.send({
        channel: "email",
        to: conversation.guest_email,
        ...playerMessage(conversation.guest_lang, "mail.guestSupportAnswer", {
          subject: conversation.subject,
          agent: agentName,
          link: `${deps.appUrl}/customer-support`,
        }),
      });
    return message;
  }
  await publish(db, realtime, conversation.user_id, conversationId, message);
  if (firstUnread)
    await notify(
      db,
      realtime,
      conversation.user_id,
      (locale) => ({
        type: "system",
        title: playerText(locale, "mail.guestSupportAnswer.subject", {
          subject: conversation.subject,
        }),
        body: `<p>${playerText(locale, "notice.supportAnswer.body", { agent: escapeHtml(agentName) })}</p>`,
        link: "/customer-support",
      }),
      at,
    );
  return message;
}

/** An agent closes a conversation; the player hears it (`support_message` without a message). */
export async function agentClose(
  deps: { db: Db; realtime: Realtime },
  conversationId: number,
  at: Date,
): Promise<void> {
  const detail = await closeConversation(deps.db, conversationId, undefined, at);
  const row = await conversationOf(deps.db, conversationId);
  if (row.user_id === null) return;
  await deps.realtime.toPlayer(row.user_id, "support_message", {
    conversation: detail.conversation,
    message: null,
    unread_total: detail.unread_total,
  });
}

async function publish(
  db: Db,
  realtime: Realtime,
  userId: number,
  conversationId: number,
  message: SupportMessage,
): Promise<void> {
  const row = await conversationOf(db, conversationId);
  const [conversation] = await present(db, [row]);
  await realtime.toPlayer(userId, "support_message", {
    conversation: conversation!,
    message,
    unread_total: await unreadTotal(db, userId),
  });
}

/** The open conversations for the agents' page, latest activity first, with their messages. */
export async function openConversationsForAgents(
  db: Db,
  limit = 50,
): Promise<(SupportConversationDetail & { player: string })[]> {
  const rows = await db
    .selectFrom("support_conversations as c")
    .leftJoin("users as u", "u.id", "c.user_id")
    .select(["c.id", "c.user_id", "u.username", "c.guest_email"])
    .where("c.status", "=", "open")
    .orderBy("c.last_message_at", "desc")
    .orderBy("c.id", "desc")
    .limit(limit)
    .execute();
  const out: (SupportConversationDetail & { player: string })[] = [];
  for (const row of rows)
    out.push({
      ...(await conversationDetail(db, row.id)),
      player: row.username ?? `Guest <${row.guest_email ?? ""}>`,
    });
  return out;
}
