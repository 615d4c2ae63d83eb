/**
 * Session-time reminders (a scheduled job): a player who asked for one gets an inbox
 * notification each time another `session_reminder_minutes` of a session (a sign-in) have
 * passed while it is in use (a request within the last interval). Each reminder is claimed once
 * per session (`session_reminders.sent` only grows), so two runs never send it twice.
 */
import { text } from "../../lib/player-texts.ts";
import { notify } from "../notifications/index.ts";
import type { Services } from "../../services.ts";

/** Sends the reminders due at `now`. */
export async function sendSessionReminders(services: Services, now: Date): Promise<void> {
  const { db, realtime } = services;
  const sessions = await db
    .selectFrom("auth_tokens as t")
    .innerJoin("gaming_restrictions as r", "r.user_id", "t.user_id")
    .leftJoin("session_reminders as s", "s.token_id", "t.id")
    .select([
      "t.id as tokenId",
      "t.user_id as userId",
      "t.created_at as startedAt",
      "t.last_used_at as lastUsedAt",
      "r.session_reminder_minutes as minutes",
      "s.sent as sent",
    ])
    .where("r.session_reminder_minutes", "is not", null)
    .where("t.revoked_at", "is", null)
    .where("t.expires_at", ">", now)
    .execute();
  for (const session of sessions) {
    const intervalMs = session.minutes! * 60_000;
    const due = Math.floor((now.getTime() - session.startedAt.getTime()) / intervalMs);
    if (due <= (session.sent ?? 0)) continue;
    const inUse =
      session.lastUsedAt !== null && now.getTime() - session.lastUsedAt.getTime() <= intervalMs;
    const claimed = await db
      .insertInto("session_reminders")
      .values({ token_id: session.tokenId, sent: due, updated_at: now })
      .onConflict((oc) =>
        oc
          .column("token_id")
          .doUpdateSet({ sent: due, updated_at: now })
          .where("session_reminders.sent", "<", due),
      )
      .returning("token_id")
      .executeTakeFirst();
    // An idle session's reminders are skipped, not saved up.
    if (!claimed || !inUse) continue;
    const minutes = Math.round((now.getTime() - session.startedAt.getTime()) / 60_000);
    await notify(
      db,
      realtime,
      session.userId,
      (locale) => ({
        type: "system",
        title: text(locale, "notice.sessionReminder.title"),
        body: text(locale, "notice.sessionReminder.body", { minutes }),
        link: null,
      }),
      now,
    );
  }
}
