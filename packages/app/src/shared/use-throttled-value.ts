import { useEffect, useRef, useState } from "react";

/**
 * The value, changing at most once per `ms`: the first change shows at once, later ones within
 * the window are folded into one update at its end (the newest value wins). For fast streams a
 * player reads at a glance, like the bet feeds, which can bring hundreds of bets a second.
 */
export function useThrottledValue<T>(value: T, ms: number): T {
  const [shown, setShown] = useState(value);
  const lastShownAt = useRef(0);
  useEffect(() => {
    if (Object.is(value, shown)) return;
    const wait = lastShownAt.current + ms - Date.now();
    const show = () => {
      lastShownAt.current = Date.now();
      setShown(value);
    };
    if (wait <= 0) {
      show();
      return;
    }
    const timer = setTimeout(show, wait);
    return () => clearTimeout(timer);
  }, [value, shown, ms]);
  return shown;
}
