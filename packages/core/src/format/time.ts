/** Remaining time split for a countdown. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whether the target has been reached (all parts 0). */
  done: boolean;
}

/** Countdown tick interval. */
export const COUNTDOWN_TICK_MS = 1000;

/** Splits the time from `now` to `target` (ms or Date) into days, hours, minutes and seconds. */
export function countdownParts(target: number | Date, now: number | Date): CountdownParts {
  const remaining = Math.max(0, Math.floor((Number(target) - Number(now)) / 1000));
  return {
    days: Math.floor(remaining / 86_400),
    hours: Math.floor((remaining % 86_400) / 3600),
    minutes: Math.floor((remaining % 3600) / 60),
    seconds: remaining % 60,
    done: remaining === 0,
  };
}
