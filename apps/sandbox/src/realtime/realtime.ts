/**
 * Typed realtime emission, the one way the server publishes to clients: features call
 * `toPlayer(userId, "wallet_balance", payload)` or `toPublic("rates", "update_rate", payload)`.
 * Event names, channel names and payload types come from @casino/api (`RealtimeEventMap`) and,
 * outside production, each payload is validated against the contract's `Realtime<Name>Payload`
 * schema before it leaves (a mismatch throws).
 */
import {
  channelEvents,
  isChannelEvent,
  playerPusherChannel,
  publicChannels,
  realtimePayloadSchemaNames,
  type ChannelEventName,
  type RealtimeEventMap,
  type RealtimeEventName,
} from "@casino/api";
import type { SchemaValidators } from "../contract/validators.ts";
import type { Broadcaster } from "./broadcaster.ts";

/** Events of the player's private channel. */
export type PlayerEventName = ChannelEventName<"player">;
/** The public channels and their events. */
export type PublicChannel = keyof typeof publicChannels;

/** Whether an event name travels on the player's private channel. */
export const isPlayerEvent = (event: string): event is PlayerEventName =>
  isChannelEvent("player", event);

/** The public channel an event travels on, if any. */
export function publicChannelOf(event: string): PublicChannel | undefined {
  return (Object.keys(publicChannels) as PublicChannel[]).find((channel) =>
    (channelEvents[channel] as readonly string[]).includes(event),
  );
}

/** A payload that breaks the contract. */
export class RealtimePayloadError extends Error {
  constructor(event: string, details: string) {
    super(`Realtime payload of ${event} breaks the contract: ${details}`);
    this.name = "RealtimePayloadError";
  }
}

/** One published event, as seen by {@link Realtime.onPublish} listeners. */
export interface Published {
  channel: string;
  event: RealtimeEventName;
  payload: unknown;
  /** The player, for player-channel events. */
  userId: number | undefined;
}

/** Typed, validated publishing through a {@link Broadcaster}. */
export class Realtime {
  readonly #broadcaster: Broadcaster;
  readonly #validators: SchemaValidators | undefined;
  readonly #listeners = new Set<(published: Published) => void>();

  /**
   * @param validators pass them outside production to check every payload against the contract
   */
  constructor(broadcaster: Broadcaster, validators: SchemaValidators | undefined) {
    this.#broadcaster = broadcaster;
    this.#validators = validators;
  }

  get broadcaster(): Broadcaster {
    return this.#broadcaster;
  }

  /**
   * Checks a payload against the event's contract schema (no-op without validators).
   * @throws RealtimePayloadError when it does not match
   */
  check(event: RealtimeEventName, payload: unknown): void {
    if (!this.#validators) return;
    const validate = this.#validators.schema(realtimePayloadSchemaNames[event]);
    if (!validate(payload)) {
      const details = (validate.errors ?? [])
        .map((e) => `${e.instancePath || "/"} ${e.message ?? e.keyword}`)
        .join("; ");
      throw new RealtimePayloadError(event, details);
    }
  }

  /** Sends an event to one player's private channel. */
  async toPlayer<E extends PlayerEventName>(
    userId: number,
    event: E,
    payload: RealtimeEventMap[E],
  ): Promise<void> {
    await this.#send(playerPusherChannel(userId), event, payload, userId);
  }

  /** Sends an event on a public channel. */
  async toPublic<K extends PublicChannel>(
    channel: K,
    event: ChannelEventName<K>,
    payload: RealtimeEventMap[ChannelEventName<K>],
  ): Promise<void> {
    await this.#send(channel, event, payload, undefined);
  }

  /** Listens to every published event (tests, logs); returns the function that stops listening. */
  onPublish(listener: (published: Published) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async #send(
    channel: string,
    event: RealtimeEventName,
    payload: unknown,
    userId: number | undefined,
  ): Promise<void> {
    this.check(event, payload);
    for (const listener of this.#listeners) listener({ channel, event, payload, userId });
    await this.#broadcaster.publish(channel, event, payload);
  }
}
