import { useCallback, useState } from "react";
import { selectAutoBet } from "@casino/core";
import { useAppSelector } from "@casino/core/react";
import { prefersReducedMotion } from "./motion.ts";

const TURBO_KEY = "casino.originalsTurbo";
/** A turbo (or auto-bet) reveal lasts this fraction of the normal one. */
export const FAST_REVEAL_DIVISOR = 4;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Whether the player chose the turbo reveal (remembered in this browser). */
export function readTurbo(): boolean {
  try {
    return storage()?.getItem(TURBO_KEY) === "1";
  } catch {
    return false;
  }
}

/** The turbo setting, remembered in this browser. */
export function useTurbo(): [boolean, () => void] {
  const [turbo, setTurbo] = useState(readTurbo);
  const toggle = useCallback(() => {
    setTurbo((on) => {
      const next = !on;
      try {
        if (next) storage()?.setItem(TURBO_KEY, "1");
        else storage()?.removeItem(TURBO_KEY);
      } catch {
        // Storage blocked: the setting lasts for this visit.
      }
      return next;
    });
  }, []);
  return [turbo, toggle];
}

/**
 * How long a reveal of `ms` lasts now: a quarter with turbo or while auto-bet runs, nothing when
 * the player asked for less motion.
 */
export function useRevealMs(ms: number, turbo: boolean): number {
  const auto = useAppSelector(selectAutoBet).running;
  if (prefersReducedMotion()) return 0;
  return turbo || auto ? Math.round(ms / FAST_REVEAL_DIVISOR) : ms;
}
