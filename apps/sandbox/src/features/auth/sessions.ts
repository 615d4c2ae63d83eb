/**
 * Bearer tokens: random, stored only as a SHA-256 hash, expiring, revoked at
 * logout.
 */
import type { Db } from "../../db/types.ts";
import { randomToken, sha256 } from "../../lib/crypto.ts";
import type { Auth } from "../../lib/handler.ts";

export interface IssuedToken {
  token: string;
  /** Lifetime in seconds. */
  expiresIn: number;
}

export class Sessions {
  readonly #db: Db;
  readonly #ttlSeconds: number;
  readonly #now: () => number;

  constructor(db: Db, ttlSeconds: number, now: () => number) {
    this.#db = db;
    this.#ttlSeconds = ttlSeconds;
    this.#now = now;
  }

  /** Issues a new bearer token for a player. */
  async issue(userId: number, loginMethod: string): Promise<IssuedToken> {
    const token = randomToken(40);
    const now = this.#now();
    await this.#db
      .insertInto("auth_tokens")
      .values({
        user_id: userId,
        token_hash: sha256(token),
        login_method: loginMethod,
        expires_at: new Date(now + this.#ttlSeconds * 1000),
        created_at: new Date(now),
      })
      .execute();
    return { token, expiresIn: this.#ttlSeconds };
  }

  /** The player behind a token; `"expired"` for an expired one, undefined when unknown or revoked. */
  async authenticate(token: string): Promise<Auth | "expired" | undefined> {
    const now = new Date(this.#now());
    const row = await this.#db
      .selectFrom("auth_tokens")
      .select(["id", "user_id", "expires_at"])
      .where("token_hash", "=", sha256(token))
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.expires_at <= now) return "expired";
    const user = await this.#db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", row.user_id)
      .executeTakeFirst();
    if (!user) return undefined;
    await this.#db
      .updateTable("auth_tokens")
      .set({ last_used_at: now })
      .where("id", "=", row.id)
      .execute();
    return { user, tokenId: row.id };
  }

  /** Revokes one token (logout). */
  async revoke(tokenId: number): Promise<void> {
    await this.#db
      .updateTable("auth_tokens")
      .set({ revoked_at: new Date(this.#now()) })
      .where("id", "=", tokenId)
      .execute();
  }

  /** Revokes every token of a player except, optionally, one (after a password change or reset). */
  async revokeAll(userId: number, except?: number): Promise<void> {
    let query = this.#db
      .updateTable("auth_tokens")
      .set({ revoked_at: new Date(this.#now()) })
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null);
    if (except !== undefined) query = query.where("id", "!=", except);
    await query.execute();
  }
}
