/**
 * The realtime events and their payloads.
 *
 * Payload shapes live in openapi.yaml (`components/schemas/Realtime<Name>Payload`) so the sandbox
 * validates what it broadcasts against the same contract; here they are aliased from the
 * generated types. Events are broadcast without a namespace (Laravel `broadcastAs`), so a Laravel
 * Echo listener uses the leading-dot form: `.listen(".wallet_balance", handler)` (see
 * {@link echoListenerName}).
 */
import type { components } from "../generated/schema.ts";

type Schemas = components["schemas"];

/**
 * The realtime event names: the product's 17 in its order, then the game tables' `roulette_round`,
 * then customer support's `support_message`.
 */
export const realtimeEventNames = [
  "wallet_balance",
  "update_available_bonus",
  "update_finish_bonus",
  "update_bonus_item",
  "new_notification",
  "verified_email",
  "verified_otp",
  "all_wallet_balances",
  "ready_claim_cashback",
  "update_rate",
  "transaction_latest_bet",
  "transaction_high_roller_bet",
  "player_pending_deposit",
  "player_deposit",
  "level_progress",
  "player_new_challenge",
  "player_new_tournament",
  "roulette_round",
  "support_message",
] as const;

/** One realtime event name. */
export type RealtimeEventName = (typeof realtimeEventNames)[number];

export type RealtimeWalletBalancePayload = Schemas["RealtimeWalletBalancePayload"];
export type RealtimeUpdateAvailableBonusPayload = Schemas["RealtimeUpdateAvailableBonusPayload"];
export type RealtimeUpdateFinishBonusPayload = Schemas["RealtimeUpdateFinishBonusPayload"];
export type RealtimeUpdateBonusItemPayload = Schemas["RealtimeUpdateBonusItemPayload"];
export type RealtimeNewNotificationPayload = Schemas["RealtimeNewNotificationPayload"];
export type RealtimeVerifiedEmailPayload = Schemas["RealtimeVerifiedEmailPayload"];
export type RealtimeVerifiedOtpPayload = Schemas["RealtimeVerifiedOtpPayload"];
export type RealtimeAllWalletBalancesPayload = Schemas["RealtimeAllWalletBalancesPayload"];
export type RealtimeReadyClaimCashbackPayload = Schemas["RealtimeReadyClaimCashbackPayload"];
export type RealtimeUpdateRatePayload = Schemas["RealtimeUpdateRatePayload"];
export type RealtimeTransactionLatestBetPayload = Schemas["RealtimeTransactionLatestBetPayload"];
export type RealtimeTransactionHighRollerBetPayload =
  Schemas["RealtimeTransactionHighRollerBetPayload"];
export type RealtimePlayerPendingDepositPayload = Schemas["RealtimePlayerPendingDepositPayload"];
export type RealtimePlayerDepositPayload = Schemas["RealtimePlayerDepositPayload"];
export type RealtimeLevelProgressPayload = Schemas["RealtimeLevelProgressPayload"];
export type RealtimePlayerNewChallengePayload = Schemas["RealtimePlayerNewChallengePayload"];
export type RealtimePlayerNewTournamentPayload = Schemas["RealtimePlayerNewTournamentPayload"];
export type RealtimeRouletteRoundPayload = Schemas["RealtimeRouletteRoundPayload"];
export type RealtimeSupportMessagePayload = Schemas["RealtimeSupportMessagePayload"];

/**
 * Each realtime event name mapped to the type of its payload: the contract schema that
 * {@link realtimePayloadSchemaNames} names for it.
 */
export type RealtimeEventMap = {
  [E in RealtimeEventName]: Schemas[(typeof realtimePayloadSchemaNames)[E]];
};

/** The payload type of one event. */
export type RealtimeEventPayload<E extends RealtimeEventName> = RealtimeEventMap[E];

/** A received event: its name with the matching payload (a discriminated union over all events). */
export type RealtimeEvent = {
  [E in RealtimeEventName]: { name: E; payload: RealtimeEventMap[E] };
}[RealtimeEventName];

/** Names of the contract schemas that hold the payloads. */
export type RealtimePayloadSchemaName = Extract<keyof Schemas, `Realtime${string}Payload`>;

/**
 * The `components/schemas` entry of openapi.yaml that describes each event's payload, for
 * validating broadcasts (the sandbox) or received payloads against the contract. `satisfies`
 * keeps it exhaustive: every event name, and no other.
 */
export const realtimePayloadSchemaNames = {
  wallet_balance: "RealtimeWalletBalancePayload",
  update_available_bonus: "RealtimeUpdateAvailableBonusPayload",
  update_finish_bonus: "RealtimeUpdateFinishBonusPayload",
  update_bonus_item: "RealtimeUpdateBonusItemPayload",
  new_notification: "RealtimeNewNotificationPayload",
  verified_email: "RealtimeVerifiedEmailPayload",
  verified_otp: "RealtimeVerifiedOtpPayload",
  all_wallet_balances: "RealtimeAllWalletBalancesPayload",
  ready_claim_cashback: "RealtimeReadyClaimCashbackPayload",
  update_rate: "RealtimeUpdateRatePayload",
  transaction_latest_bet: "RealtimeTransactionLatestBetPayload",
  transaction_high_roller_bet: "RealtimeTransactionHighRollerBetPayload",
  player_pending_deposit: "RealtimePlayerPendingDepositPayload",
  player_deposit: "RealtimePlayerDepositPayload",
  level_progress: "RealtimeLevelProgressPayload",
  player_new_challenge: "RealtimePlayerNewChallengePayload",
  player_new_tournament: "RealtimePlayerNewTournamentPayload",
  roulette_round: "RealtimeRouletteRoundPayload",
  support_message: "RealtimeSupportMessagePayload",
} as const satisfies { readonly [E in RealtimeEventName]: RealtimePayloadSchemaName };

const eventNameSet: ReadonlySet<string> = new Set(realtimeEventNames);

/**
 * Whether a string is one of the 17 realtime event names.
 * @param name an event name as received (without the Echo leading dot)
 */
export function isRealtimeEventName(name: string): name is RealtimeEventName {
  return eventNameSet.has(name);
}

/**
 * The name to pass to Laravel Echo's `listen()` for an event: the event name with a leading dot,
 * because events are broadcast under their own name rather than a PHP class namespace.
 * @example echoListenerName("wallet_balance") // ".wallet_balance"
 */
export function echoListenerName<E extends RealtimeEventName>(name: E): `.${E}` {
  return `.${name}`;
}

/**
 * The inverse of {@link echoListenerName}: the event name for an Echo listener name (with or
 * without the leading dot), or null when it is not a realtime event.
 */
export function parseEchoListenerName(listenerName: string): RealtimeEventName | null {
  const name = listenerName.startsWith(".") ? listenerName.slice(1) : listenerName;
  return isRealtimeEventName(name) ? name : null;
}
