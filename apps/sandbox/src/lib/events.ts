/**
 * The server's domain events: a feature raises one (`events.emit("sessionsEnded", ...)`) and any
 * part of the server subscribes without the feature knowing it. Events are typed by
 * {@link DomainEventMap}. Listeners run synchronously in the emitter's turn; a listener that
 * throws is logged and never fails the request that raised the event.
 *
 * Publishing to clients is not an event here: that is `Realtime` (`toPlayer` / `toPublic`),
 * typed by the contract's realtime event map. A subscriber may publish in reaction to an event.
 */

import type { Transaction } from "kysely";
import type { BetSource, Database } from "../db/types.ts";
import type { Services } from "../services.ts";

/** Why a set of bearer tokens stopped working. */
export type SessionEndReason =
  | "logout"
  | "password_changed"
  | "password_reset"
  | "two_factor_changed"
  | "email_changed"
  | "account_disabled"
  | "self_excluded";

/** The payload of `betSettled` (amounts as decimal strings, USD at the rate of the bet). */
export interface BetSettled {
  betId: number;
  userId: number;
  gameId: number;
  gameSlug: string;
  source: BetSource;
  roundId: string;
  walletCode: string;
  stake: string;
  payout: string;
  multiplier: string;
  stakeUsd: string;
  payoutUsd: string;
  settledAt: Date;
  /** The bonus whose money paid the round (null: real money); docs/bonuses.md, B13. */
  bonusId: number | null;
}

/** What a listener does once its round's transaction committed (realtime, notifications). */
export type AfterCommit = () => Promise<void>;

/**
 * A durable listener's work for one settled round inside the caller's transaction, once its
 * `bet_effects` row is recorded there.
 * @returns the work to do after the commit, if any
 */
export type BetEffect = (
  trx: Transaction<Database>,
  services: Services,
  event: BetSettled,
  at: Date,
) => Promise<AfterCommit | undefined>;

/** Every domain event and its payload. */
export interface DomainEventMap {
  /**
   * Bearer tokens of one player stopped working (revoked). `tokenIds` are the `auth_tokens` ids
   * that ended; any realtime subscription those tokens authorised must end with them.
   */
  sessionsEnded: { userId: number; tokenIds: number[]; reason: SessionEndReason };
  /**
   * A round of the bet pipeline was settled (any source): history, feeds, live and highest wins
   * (and later wagering, VIP, tournaments) read it. Amounts are decimal strings in the wallet's
   * coin, `stakeUsd`/`payoutUsd` at the rate of the bet.
   */
  betSettled: BetSettled;
  /**
   * A player claimed a competition prize (credited once: a cash prize to the wallet, a
   * `free_spin` prize as an `available` free-spins bonus, both in the claim's transaction).
   */
  prizeClaimed: {
    prizeId: number;
    userId: number;
    prizeType: "cash" | "free_spin";
    amount: string | null;
    currency: string | null;
    freeSpinsCount: number | null;
    freeSpinsGameId: number | null;
  };
  /** A deposit was credited to the player's balance (bonuses: a qualifying deposit). */
  depositCredited: { userId: number; transactionId: number; code: string; amount: string };
}

export type DomainEventName = keyof DomainEventMap;

type Listener<K extends DomainEventName> = (payload: DomainEventMap[K]) => void;

/** A typed, in-process domain event bus. */
export class DomainEvents {
  readonly #listeners = new Map<DomainEventName, Set<Listener<never>>>();
  readonly #onError: (error: unknown, event: DomainEventName) => void;

  /** @param onError called when a listener throws (the app logs it) */
  constructor(onError: (error: unknown, event: DomainEventName) => void = () => {}) {
    this.#onError = onError;
  }

  /** Raises an event. */
  emit<K extends DomainEventName>(event: K, payload: DomainEventMap[K]): void {
    for (const listener of this.#listeners.get(event) ?? []) {
      try {
        (listener as Listener<K>)(payload);
      } catch (error) {
        this.#onError(error, event);
      }
    }
  }

  /** Listens to one event; returns the function that stops listening. */
  on<K extends DomainEventName>(event: K, listener: Listener<K>): () => void {
    let set = this.#listeners.get(event);
    if (!set) this.#listeners.set(event, (set = new Set()));
    set.add(listener as Listener<never>);
    return () => set.delete(listener as Listener<never>);
  }
}
