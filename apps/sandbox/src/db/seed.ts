/**
 * Demo data written once, on the first start of an empty database: two
 * verified players (one referred by the other) and a few notifications, then
 * the demo site content (src/features/site/seed-site.ts) and the game catalogue
 * (src/features/games/seed-games.ts), each its own once-only step.
 * Credentials are listed in docs/sandbox.md.
 */
import { storeNotification } from "../features/notifications/notifications.ts";
import { translateStoredPrizes } from "./prize-translations.ts";
import { createUser } from "../features/users/repository.ts";
import { escapeHtml } from "../lib/html.ts";
import { text } from "../lib/player-texts.ts";
import { hashPassword } from "../lib/crypto.ts";
import { seedGames } from "../features/games/seed-games.ts";
import { seedSite } from "../features/site/seed-site.ts";
import { seedCompetitions } from "../features/tournaments/seed-competitions.ts";
import { seedBonuses } from "../features/bonuses/seed-bonuses.ts";
import { seedContent } from "../features/blogs/seed-content.ts";
import type { Db } from "./types.ts";
import { isSeeded, markSeeded } from "./seeded.ts";

/** The seeded demo accounts (development only; documented). */
export const demoAccounts = [
  { username: "demo", email: "demo@sandbox.test", password: "Demo-pass1" },
  { username: "friend", email: "friend@sandbox.test", password: "Friend-pass1" },
] as const;

/**
 * Seeds what was not seeded before: the demo accounts, the demo site content.
 * @returns true when this call seeded anything
 */
export async function seed(db: Db, now: Date = new Date()): Promise<boolean> {
  const accounts = await seedAccounts(db, now);
  const site = await seedSite(db, now);
  const games = await seedGames(db, now);
  const competitions = await seedCompetitions(db, now);
  const bonuses = await seedBonuses(db, now);
  const content = await seedContent(db, now);
  const prizes = await translateStoredPrizes(db, now);
  return accounts || site || games || competitions || bonuses || content || prizes;
}

async function seedAccounts(db: Db, now: Date): Promise<boolean> {
  if (await isSeeded(db, "seeded_at")) return false;
  const [demo, friend] = demoAccounts;
  const demoUser = await createUser(db, {
    username: demo.username,
    email: demo.email,
    password_hash: await hashPassword(demo.password),
    email_verified_at: now,
    first_name: "Demo",
    last_name: "Player",
    country_code: "DE",
    terms_accepted_at: now,
  });
  const friendUser = await createUser(db, {
    username: friend.username,
    email: friend.email,
    password_hash: await hashPassword(friend.password),
    email_verified_at: now,
    reference: demoUser.referral_code,
    terms_accepted_at: now,
  });
  await seedDemoInbox(db, demoUser.id, friendUser.username, now);
  await markSeeded(db, "seeded_at", now);
  return true;
}

/**
 * The demo inbox: a welcome and a "your friend joined" notice, unread, written like every
 * notification in the player's language (`users.lang`) from the texts' catalogue
 * (lib/player-texts.ts); once stored, they stay in that language.
 */
export async function seedDemoInbox(
  db: Db,
  userId: number,
  friendName: string,
  now: Date,
): Promise<void> {
  await storeNotification(
    db,
    userId,
    (locale) => ({
      type: "system",
      title: text(locale, "notice.demoWelcome.title"),
      body: text(locale, "notice.demoWelcome.body"),
    }),
    now,
  );
  await storeNotification(
    db,
    userId,
    (locale) => ({
      type: "system",
      title: text(locale, "notice.friendJoined.title"),
      body: text(locale, "notice.friendJoined.body", { friend: escapeHtml(friendName) }),
    }),
    now,
  );
}
