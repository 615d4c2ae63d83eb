/**
 * Realtime channel names and which events travel on which channel.
 *
 * - `player.{userId}`: the player's private channel. Laravel Echo subscribes with
 *   `echo.private("player.42")`; on the Pusher protocol (and in `POST /broadcasting/auth`) its name
 *   is `private-player.42`. Only that player may subscribe.
 * - `bets`: public; everyone's latest bets and high-roller bets.
 * - `rates`: public; exchange-rate updates.
 * - `tables`: public; the live-style tables' rounds (`roulette_round`, every table, by `game_id`).
 *
 * Listeners use the leading-dot event form: `echo.private(playerChannel(id)).listen(".wallet_balance", ...)`.
 */
import type { RealtimeEventName } from "./events.ts";

/** Prefix the Pusher protocol gives private channels (Echo adds it for `private()`). */
export const PRIVATE_CHANNEL_PREFIX = "private-";

/** Prefix of the per-player channel's Echo name. */
export const PLAYER_CHANNEL_PREFIX = "player.";

/** The public channels. */
export const publicChannels = { bets: "bets", rates: "rates", tables: "tables" } as const;

/** The kinds of realtime channel. */
export type RealtimeChannelKind = "player" | keyof typeof publicChannels;

/**
 * Which events each channel carries. `transaction_latest_bet` is on both `bets` (everyone's bets)
 * and the player channel (the player's own bets, for the `user_lastest_bet` feed).
 */
export const channelEvents = {
  player: [
    "wallet_balance",
    "all_wallet_balances",
    "update_available_bonus",
    "update_finish_bonus",
    "update_bonus_item",
    "new_notification",
    "verified_email",
    "verified_otp",
    "ready_claim_cashback",
    "player_pending_deposit",
    "player_deposit",
    "level_progress",
    "player_new_challenge",
    "player_new_tournament",
    "transaction_latest_bet",
    "support_message",
  ],
  bets: ["transaction_latest_bet", "transaction_high_roller_bet"],
  rates: ["update_rate"],
  tables: ["roulette_round"],
} as const satisfies { readonly [K in RealtimeChannelKind]: readonly RealtimeEventName[] };

/** The events that can arrive on one kind of channel. */
export type ChannelEventName<K extends RealtimeChannelKind> = (typeof channelEvents)[K][number];

// Compile-time guard: every event travels on at least one channel.
type Unrouted = Exclude<RealtimeEventName, ChannelEventName<RealtimeChannelKind>>;
const _allRouted: [Unrouted] extends [never] ? true : never = true;
void _allRouted;

/**
 * The Echo name of a player's private channel (`player.42`); pass it to `echo.private()`.
 * @throws RangeError when `userId` is not a positive safe integer
 */
export function playerChannel(userId: number): `player.${number}` {
  if (!Number.isSafeInteger(userId) || userId < 1) {
    throw new RangeError(`Invalid user id for a player channel: ${userId}`);
  }
  return `${PLAYER_CHANNEL_PREFIX}${userId}` as `player.${number}`;
}

/**
 * The Pusher-protocol name of a player's private channel (`private-player.42`), as sent to
 * `POST /broadcasting/auth` and in `pusher:subscribe`.
 * @throws RangeError when `userId` is not a positive safe integer
 */
export function playerPusherChannel(userId: number): `private-player.${number}` {
  return `${PRIVATE_CHANNEL_PREFIX}${playerChannel(userId)}`;
}

/** Whether a Pusher-protocol channel name is private (needs broadcast authorisation). */
export function isPrivateChannel(name: string): boolean {
  return name.startsWith(PRIVATE_CHANNEL_PREFIX) && name.length > PRIVATE_CHANNEL_PREFIX.length;
}

/**
 * The user id of a player channel, given its Echo name (`player.42`) or Pusher name
 * (`private-player.42`); null for any other channel or a malformed id (leading zeros, signs,
 * decimals, non-digits, unsafe integers).
 */
export function parsePlayerChannel(name: string): number | null {
  const echoName = name.startsWith(PRIVATE_CHANNEL_PREFIX)
    ? name.slice(PRIVATE_CHANNEL_PREFIX.length)
    : name;
  if (!echoName.startsWith(PLAYER_CHANNEL_PREFIX)) return null;
  const id = echoName.slice(PLAYER_CHANNEL_PREFIX.length);
  if (!/^[1-9][0-9]*$/.test(id)) return null;
  const value = Number(id);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * The kind of a channel name (Echo or Pusher form), or null when it is not one of ours. The
 * player channel is only recognised in its private form or Echo name; public channels never
 * carry the private prefix.
 */
export function channelKind(name: string): RealtimeChannelKind | null {
  if (parsePlayerChannel(name) !== null) return "player";
  if (name === publicChannels.bets) return "bets";
  if (name === publicChannels.rates) return "rates";
  if (name === publicChannels.tables) return "tables";
  return null;
}

/** The kinds of channel an event is broadcast on. */
export function channelsForEvent(event: RealtimeEventName): RealtimeChannelKind[] {
  return (Object.keys(channelEvents) as RealtimeChannelKind[]).filter((kind) =>
    (channelEvents[kind] as readonly RealtimeEventName[]).includes(event),
  );
}

/** Whether an event may arrive on a channel of the given kind. */
export function isChannelEvent<K extends RealtimeChannelKind>(
  kind: K,
  event: string,
): event is ChannelEventName<K> {
  return (channelEvents[kind] as readonly string[]).includes(event);
}
