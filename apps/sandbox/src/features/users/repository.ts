/**
 * Player records: creation (with a unique referral code and the referrer
 * resolved from `reference`), and lookups by login identifier.
 */
import { sql } from "kysely";
import type { Db, NewUser, User } from "../../db/types.ts";
import { randomToken } from "../../lib/crypto.ts";
import { ensureWallets } from "../../lib/ledger.ts";
import { coinCodes } from "../wallets/index.ts";

export type NewPlayer = Omit<NewUser, "referral_code" | "referred_by">;

/** A fresh referral code: 10 URL-safe upper-case letters and digits. */
function referralCode(): string {
  return randomToken(12)
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 10)
    .toUpperCase()
    .padEnd(10, "X");
}

/**
 * Creates a player with a wallet per coin. `reference` (a referral code) links the referrer
 * when it names one.
 */
export async function createUser(db: Db, player: NewPlayer): Promise<User> {
  const referrer = player.reference
    ? await db
        .selectFrom("users")
        .select("id")
        .where("referral_code", "=", player.reference.toUpperCase())
        .executeTakeFirst()
    : undefined;
  const user = await db
    .insertInto("users")
    .values({ ...player, referral_code: referralCode(), referred_by: referrer?.id ?? null })
    .returningAll()
    .executeTakeFirstOrThrow();
  await ensureWallets(db, user.id, coinCodes);
  return user;
}

/** The player whose username or e-mail (case-insensitive) is `identifier`. */
export async function findByLogin(db: Db, identifier: string): Promise<User | undefined> {
  const value = identifier.trim().toLowerCase();
  return db
    .selectFrom("users")
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(email)`, "=", value), eb(sql`lower(username)`, "=", value)]))
    .executeTakeFirst();
}

/** The player with this e-mail (case-insensitive). */
export async function findByEmail(db: Db, email: string): Promise<User | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where(sql`lower(email)`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
}

/** True when a username is taken (case-insensitive), ignoring one player. */
export async function usernameTaken(
  db: Db,
  username: string,
  exceptUserId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom("users")
    .select("id")
    .where(sql`lower(username)`, "=", username.toLowerCase());
  if (exceptUserId !== undefined) query = query.where("id", "!=", exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** True when an e-mail is taken (case-insensitive), ignoring one player. */
export async function emailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db
    .selectFrom("users")
    .select("id")
    .where(sql`lower(email)`, "=", email.toLowerCase());
  if (exceptUserId !== undefined) query = query.where("id", "!=", exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * A free username derived from `base` (lowercase letters, digits, `_` and `.`), for
 * social and Telegram sign-ups that bring no username of ours.
 */
export async function freeUsername(db: Db, base: string): Promise<string> {
  const stem =
    base
      .toLowerCase()
      .replace(/[^a-z0-9_.]/g, "")
      .slice(0, 20) || "player";
  if (!(await usernameTaken(db, stem))) return stem;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = `${stem}${Math.floor(1000 + Math.random() * 9000)}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
  return `${stem}_${randomToken(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")}`;
}
