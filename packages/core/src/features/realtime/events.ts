import { createAction } from "@reduxjs/toolkit";
import type { RealtimeChannelKind, RealtimeEventMap, RealtimeEventName } from "@casino/api";

/** Where an event came from: the kind of channel it was delivered on (absent when not delivered). */
export interface RealtimeEventMeta {
  channel?: RealtimeChannelKind;
}

const received = <E extends RealtimeEventName>(type: string) =>
  createAction(
    `realtime/${type}`,
    (payload: RealtimeEventMap[E], channel?: RealtimeChannelKind) => ({
      payload,
      meta: (channel ? { channel } : {}) as RealtimeEventMeta,
    }),
  );

/**
 * One typed action per realtime event; the owning feature patches the cache with it
 * (`wallet_balance` -> cached wallets, `new_notification` -> cached inbox count and pages, ...) or
 * reduces it into its slice (live bets, pending deposits, bonus flags). `meta.channel` says which
 * kind of channel delivered it: `transaction_latest_bet` is everyone's bet on `bets` and the
 * player's own on the player channel.
 */
export const realtimeEventActions = {
  wallet_balance: received<"wallet_balance">("walletBalanceReceived"),
  update_available_bonus: received<"update_available_bonus">("availableBonusUpdated"),
  update_finish_bonus: received<"update_finish_bonus">("bonusFinished"),
  update_bonus_item: received<"update_bonus_item">("bonusItemUpdated"),
  new_notification: received<"new_notification">("notificationReceived"),
  verified_email: received<"verified_email">("emailVerified"),
  verified_otp: received<"verified_otp">("phoneVerified"),
  all_wallet_balances: received<"all_wallet_balances">("allWalletBalancesReceived"),
  ready_claim_cashback: received<"ready_claim_cashback">("cashbackReady"),
  update_rate: received<"update_rate">("ratesUpdated"),
  transaction_latest_bet: received<"transaction_latest_bet">("latestBetReceived"),
  transaction_high_roller_bet: received<"transaction_high_roller_bet">("highRollerBetReceived"),
  player_pending_deposit: received<"player_pending_deposit">("pendingDepositReceived"),
  player_deposit: received<"player_deposit">("depositReceived"),
  level_progress: received<"level_progress">("levelProgressReceived"),
  player_new_challenge: received<"player_new_challenge">("challengeReceived"),
  player_new_tournament: received<"player_new_tournament">("tournamentReceived"),
  roulette_round: received<"roulette_round">("rouletteRoundReceived"),
  support_message: received<"support_message">("supportMessageReceived"),
} as const satisfies { [E in RealtimeEventName]: ReturnType<typeof received<E>> };

/** Builds the action for an event delivered on a `channel`; null for an unknown event name. */
export function realtimeEventAction(event: string, payload: unknown, channel: RealtimeChannelKind) {
  const creator = (
    realtimeEventActions as Record<
      string,
      | ((
          payload: unknown,
          channel: RealtimeChannelKind,
        ) => { type: string; payload: unknown; meta: RealtimeEventMeta })
      | undefined
    >
  )[event];
  return creator ? creator(payload, channel) : null;
}
