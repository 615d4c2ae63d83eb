/**
 * The challenges' scheduled work: announces a challenge once when it goes live
 * (`player_new_challenge`) to every player with a live session.
 */
import type { Db } from "../../db/types.ts";
import { contentLocale, inLanguage, type Locale } from "../../lib/content-language.ts";
import { imageBase } from "../../lib/public-url.ts";
import type { Services } from "../../services.ts";
import { liveAt, presentChallenges } from "./present.ts";

/** A player who may be listening, with the language their pushed texts are written in. */
export interface Listener {
  userId: number;
  /** `users.lang` (English when unknown): the language of the texts pushed to the player. */
  locale: Locale;
}

/** The players who may be listening: those with a live session, each with their language. */
export async function signedInPlayers(db: Db, now: Date): Promise<Listener[]> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "lang"])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("auth_tokens")
          .select("auth_tokens.id")
          .whereRef("auth_tokens.user_id", "=", "users.id")
          .where("auth_tokens.revoked_at", "is", null)
          .where("auth_tokens.expires_at", ">", now),
      ),
    )
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ userId: r.id, locale: contentLocale(r.lang) }));
}

/**
 * Announces, once each, the challenges that went live (`player_new_challenge` to every signed-in
 * player). Idempotent: the announcement is claimed with one conditional update. The event goes to
 * each player's private channel, so its texts (title, description) are written in that player's
 * account language (`users.lang`), as a content answer in that language would be; the clients
 * read their challenge lists again on it, in their interface language.
 * @returns how many challenges were announced
 */
export async function openDueChallenges(services: Services, now: Date): Promise<number> {
  const { db } = services;
  const opened = await db
    .updateTable("challenges")
    .set({ announced_at: now })
    .where("announced_at", "is", null)
    .where(liveAt(now))
    .returningAll()
    .execute();
  if (opened.length === 0) return 0;
  const players = await signedInPlayers(db, now);
  const base = imageBase(services.config);
  for (const { userId, locale } of players) {
    const translated = opened.map((row) => inLanguage(row, row.translations, locale));
    const presented = await presentChallenges(db, translated, userId, base, now);
    for (const challenge of presented)
      await services.realtime.toPlayer(userId, "player_new_challenge", { challenge });
  }
  return opened.length;
}
