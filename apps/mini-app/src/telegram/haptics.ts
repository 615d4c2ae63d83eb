import type { HapticKind, RootState, TelegramPort } from "@casino/core";
import { toDec } from "@casino/rules";

/** Whether a bet paid out more than it cost (a win the player should feel). */
function isWin(bet: { bet_amount: string; payout_amount: string }): boolean {
  const stake = toDec(bet.bet_amount);
  const payout = toDec(bet.payout_amount);
  return stake !== null && payout !== null && payout > stake;
}

/**
 * The haptic feedback a state change deserves: a win of the player's own bet and a success toast or
 * a completed withdrawal feel like `success`; an error toast, a failed sign-in or a failed
 * withdrawal like `error`. Each kind at most once per change.
 */
export function hapticsFor(previous: RootState, next: RootState): HapticKind[] {
  const kinds = new Set<HapticKind>();
  if (next.toasts !== previous.toasts) {
    const seen = new Set(previous.toasts.map((toast) => toast.id));
    for (const toast of next.toasts) {
      if (seen.has(toast.id)) continue;
      if (toast.kind === "error") kinds.add("error");
      if (toast.kind === "success") kinds.add("success");
    }
  }
  const newest = next.liveBets.mine[0];
  if (newest && newest.id !== previous.liveBets.mine[0]?.id && isWin(newest)) kinds.add("success");
  const withdrawal = next.wallets.withdrawal.status;
  if (withdrawal !== previous.wallets.withdrawal.status) {
    if (withdrawal === "succeeded") kinds.add("success");
    if (withdrawal === "failed") kinds.add("error");
  }
  if (next.session.error && next.session.error !== previous.session.error) kinds.add("error");
  return [...kinds];
}

/** The part of the store {@link bindHaptics} watches. */
export interface WatchedStore {
  getState(): RootState;
  subscribe(listener: () => void): () => void;
}

/** Plays {@link hapticsFor} on every store change; returns a function that stops. */
export function bindHaptics(
  store: WatchedStore,
  telegram: Pick<TelegramPort, "haptic">,
): () => void {
  let previous = store.getState();
  return store.subscribe(() => {
    const next = store.getState();
    if (next === previous) return;
    for (const kind of hapticsFor(previous, next)) telegram.haptic(kind);
    previous = next;
  });
}
