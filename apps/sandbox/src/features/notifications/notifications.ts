/**
 * The player's inbox: notifications are created by features (a credited
 * deposit, a paid-out or rejected withdrawal, a qualified referral, a support
 * answer) through {@link notify}, the one way to create one: it stores it and
 * sends `new_notification` with the new unread count (`inbox_count`, the same
 * number as `GET /api/settings/general`). A notification is written in the player's language
 * (`users.lang`): features compose it from that language, with the templates of
 * lib/player-texts.ts; once stored it stays in the language it was written in. The seeded demo
 * inbox is written the same way ({@link storeNotification}).
 */
import type { Db, Notification } from "../../db/types.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { sanitizeBody } from "../../lib/html.ts";
import { contentLocale, type Locale } from "../../lib/content-language.ts";
import type { MoneyText } from "../../lib/money-text.ts";
import type { Realtime } from "../../realtime/realtime.ts";

export type NotificationType = Schemas["NotificationType"];

export interface NewNotification {
  type: NotificationType;
  title: string;
  /** HTML (features pass plain text or their own markup); sanitised when stored and when served. */
  body: string;
  link?: string | null;
  image?: string | null;
  /** The amounts `body` writes ({@link moneyText}), kept as data for the clients. */
  amounts?: MoneyText[];
}

/** The contract's `Notification`. */
export function presentNotification(row: Notification): Schemas["Notification"] {
  return {
    id: row.uuid,
    type: row.type as NotificationType,
    title: row.title,
    body: sanitizeBody(row.body),
    amounts: (row.amounts ?? []).map(({ amount, currency, text }) => ({ amount, currency, text })),
    image: row.image,
    link: row.link,
    is_read: row.read_at !== null,
    read_at: row.read_at ? row.read_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}

/** The player's unread count (`inbox_count`). */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The language a player's texts are written in: `users.lang` when known, else English. */
export async function playerLocale(db: Db, userId: number): Promise<Locale> {
  const row = await db
    .selectFrom("users")
    .select("lang")
    .where("id", "=", userId)
    .executeTakeFirst();
  return contentLocale(row?.lang);
}

/**
 * Stores a notification composed in the player's language ({@link playerLocale}) without telling
 * anyone (the seeded demo inbox, written before anyone listens); {@link notify} for the rest.
 * @returns the stored row
 */
export async function storeNotification(
  db: Db,
  userId: number,
  compose: (locale: Locale) => NewNotification,
  at: Date,
): Promise<Notification> {
  const input = compose(await playerLocale(db, userId));
  return db
    .insertInto("notifications")
    .values({
      user_id: userId,
      type: input.type,
      title: input.title,
      body: sanitizeBody(input.body),
      link: input.link ?? null,
      image: input.image ?? null,
      amounts: JSON.stringify(input.amounts ?? []),
      created_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Creates a notification, composed in the player's language ({@link playerLocale}), and sends
 * `new_notification` to the player.
 */
export async function notify(
  db: Db,
  realtime: Realtime,
  userId: number,
  compose: (locale: Locale) => NewNotification,
  at: Date,
): Promise<Schemas["Notification"]> {
  const notification = presentNotification(await storeNotification(db, userId, compose, at));
  await realtime.toPlayer(userId, "new_notification", {
    notification,
    inbox_count: await unreadCount(db, userId),
  });
  return notification;
}
