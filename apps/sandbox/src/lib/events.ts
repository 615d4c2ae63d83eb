/**
 * Player events (`verified_email`, `verified_otp`, ...) raised by the account
 * features. The realtime channel subscribes here and forwards them to the
 * player's private channel.
 */
import { EventEmitter } from "node:events";

export interface PlayerEvent {
  userId: number;
  /** One of the realtime event names of spec section 3. */
  name: string;
  payload: Record<string, unknown>;
}

export class PlayerEvents {
  readonly #emitter = new EventEmitter();

  /** Raises an event for one player. */
  emit(event: PlayerEvent): void {
    this.#emitter.emit("event", event);
  }

  /** Listens to every player event; returns the function that stops listening. */
  subscribe(listener: (event: PlayerEvent) => void): () => void {
    this.#emitter.on("event", listener);
    return () => this.#emitter.off("event", listener);
  }
}
