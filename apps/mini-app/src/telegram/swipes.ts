import { swipeBehavior } from "@tma.js/sdk";

/** Locks (or frees) Telegram's vertical swipes, where the client supports swipe behaviour. */
export function setVerticalSwipesLocked(locked: boolean): void {
  if (locked) swipeBehavior.disableVertical.ifAvailable();
  else swipeBehavior.enableVertical.ifAvailable();
}
