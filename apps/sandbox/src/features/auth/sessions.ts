/**
 * Bearer tokens: random, stored only as a SHA-256 hash, expiring, revoked at
 * logout. Every way a session ends goes through here and raises one `sessionsEnded`
 * domain event with the tokens that ended.
 */
import type { Db } from "../../db/types.ts";
import { randomToken, sha256 } from "../../lib/crypto.ts";
import type { DomainEvents, SessionEndReason } from "../../lib/events.ts";
import type { Auth } from "../../lib/handler.ts";

export interface IssuedToken {
  token: string;
  /** Lifetime in seconds. */
  expiresIn: number;
}

/** Where a session came from. */
export interface SessionOrigin {
  /** Client IP at sign-in. */
  ip?: string | undefined;
  /** SHA-256 of the Telegram init data it was minted from. */
  telegramInitHash?: string | null | undefined;
}

/**
 * A session's last use (`auth_tokens.last_used_at`, read by the minute-counted session reminders)
 * is kept to this precision: one write a minute per session rather than one per request.
 */
export const LAST_USE_PRECISION_MS = 60_000;

export class Sessions {
  readonly #db: Db;
  readonly #ttlSeconds: number;
  readonly #now: () => number;
  readonly #events: DomainEvents;

  constructor(db: Db, ttlSeconds: number, now: () => number, events: DomainEvents) {
    this.#db = db;
    this.#ttlSeconds = ttlSeconds;
    this.#now = now;
    this.#events = events;
  }

  /** Issues a new bearer token for a player. */
  async issue(
    userId: number,
    loginMethod: string,
    origin: SessionOrigin = {},
  ): Promise<IssuedToken> {
    const token = randomToken(40);
    const now = this.#now();
    await this.#db
      .insertInto("auth_tokens")
      .values({
        user_id: userId,
        token_hash: sha256(token),
        login_method: loginMethod,
        ip: origin.ip ?? null,
        telegram_init_hash: origin.telegramInitHash ?? null,
        expires_at: new Date(now + this.#ttlSeconds * 1000),
        created_at: new Date(now),
      })
      .execute();
    return { token, expiresIn: this.#ttlSeconds };
  }

  /**
   * The player behind a token; `"expired"` for an expired one, undefined when unknown, revoked
   * or the account is disabled.
   */
  async authenticate(token: string): Promise<Auth | "expired" | undefined> {
    const now = new Date(this.#now());
    const row = await this.#db
      .selectFrom("auth_tokens")
      .select(["id", "user_id", "expires_at", "created_at", "last_used_at"])
      .where("token_hash", "=", sha256(token))
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.expires_at <= now) return "expired";
    const user = await this.#db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", row.user_id)
      .where("disabled_at", "is", null)
      .executeTakeFirst();
    if (!user) return undefined;
    if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= LAST_USE_PRECISION_MS)
      await this.#db
        .updateTable("auth_tokens")
        .set({ last_used_at: now })
        .where("id", "=", row.id)
        .execute();
    return { user, tokenId: row.id, signedInAt: row.created_at };
  }

  /** Ends one session (logout). */
  async revoke(
    userId: number,
    tokenId: number,
    reason: SessionEndReason = "logout",
  ): Promise<void> {
    await this.#end(userId, reason, tokenId, undefined);
  }

  /** Ends every session of a player except, optionally, the caller's own. */
  async revokeAll(userId: number, reason: SessionEndReason, except?: number): Promise<void> {
    await this.#end(userId, reason, undefined, except);
  }

  /** Whether a session minted from this Telegram init data has been ended. */
  async telegramInitDataSpent(initHash: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom("auth_tokens")
      .select("id")
      .where("telegram_init_hash", "=", initHash)
      .where("revoked_at", "is not", null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether a player has signed in from this client IP before (a session started there). */
  async knownAddress(userId: number, ip: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom("auth_tokens")
      .select("id")
      .where("user_id", "=", userId)
      .where("ip", "=", ip)
      .executeTakeFirst();
    return row !== undefined;
  }

  async #end(
    userId: number,
    reason: SessionEndReason,
    only: number | undefined,
    except: number | undefined,
  ): Promise<void> {
    let query = this.#db
      .updateTable("auth_tokens")
      .set({ revoked_at: new Date(this.#now()) })
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null);
    if (only !== undefined) query = query.where("id", "=", only);
    if (except !== undefined) query = query.where("id", "!=", except);
    const ended = await query.returning("id").execute();
    if (ended.length)
      this.#events.emit("sessionsEnded", { userId, tokenIds: ended.map((r) => r.id), reason });
  }
}
