/**
 * The development outbox: e-mails and SMS the sandbox would send are stored
 * instead, with the links found in their text, for people and tests to read.
 */
import type { Db } from "../db/types.ts";

export interface OutgoingMessage {
  channel: "email" | "sms";
  to: string;
  subject: string;
  text: string;
}

export interface OutboxEntry extends OutgoingMessage {
  id: number;
  links: string[];
  created_at: string;
}

/** Every http(s) URL in a text, in order, without duplicates or trailing punctuation. */
export function findLinks(text: string): string[] {
  const links = (text.match(/https?:\/\/[^\s<>"')]+/g) ?? []).map((link) =>
    link.replace(/[.,;:!?]+$/, ""),
  );
  return [...new Set(links)];
}

export class Outbox {
  readonly #db: Db;
  readonly #now: () => number;

  constructor(db: Db, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  /** Stores a message (this is "sending" in the sandbox). */
  async send(message: OutgoingMessage): Promise<void> {
    await this.#db
      .insertInto("outbox")
      .values({
        recipient: message.to,
        channel: message.channel,
        subject: message.subject,
        text: message.text,
        links: JSON.stringify(findLinks(message.text)),
        created_at: new Date(this.#now()),
      })
      .execute();
  }

  /** Messages, newest first, optionally only those to one recipient. */
  async list(
    options: { to?: string; channel?: "email" | "sms"; limit?: number } = {},
  ): Promise<OutboxEntry[]> {
    let query = this.#db
      .selectFrom("outbox")
      .selectAll()
      .orderBy("id", "desc")
      .limit(options.limit ?? 100);
    if (options.to)
      query = query.where((eb) =>
        eb(eb.fn("lower", ["recipient"]), "=", options.to!.toLowerCase()),
      );
    if (options.channel) query = query.where("channel", "=", options.channel);
    const rows = await query.execute();
    return rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      links: row.links,
      created_at: row.created_at.toISOString(),
    }));
  }

  /** Empties the outbox. */
  async clear(): Promise<void> {
    await this.#db.deleteFrom("outbox").execute();
  }
}
