import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";

export interface RovingListOptions {
  /** Number of items. */
  count: number;
  /** Index focused first (the selected item); clamped into range. */
  initialIndex: number;
  /** Text of an item, for type-ahead (typing a letter jumps to the next item starting with it). */
  getText: (index: number) => string;
  /** Whether an item can be chosen. */
  isDisabled?: (index: number) => boolean;
  /** Enter / Space on an item. */
  onChoose: (index: number) => void;
  /** Focus the active item on mount (when the list opens in a popup). */
  autoFocus?: boolean;
  /** Horizontal lists use Left/Right instead of Up/Down. */
  orientation?: "vertical" | "horizontal";
}

/**
 * Keyboard model of a listbox or menu with a roving tab stop: arrows, Home,
 * End, type-ahead, Enter / Space to choose. Spread `itemProps(i)` on each item.
 */
export function useRovingList({
  count,
  initialIndex,
  getText,
  isDisabled = () => false,
  onChoose,
  autoFocus = false,
  orientation = "vertical",
}: RovingListOptions) {
  const [active, setActive] = useState(() =>
    Math.min(Math.max(initialIndex, 0), Math.max(count - 1, 0)),
  );
  const items = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (autoFocus) items.current[active]?.focus();
    // Only when the list mounts: later moves focus themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoFocus]);

  const move = useCallback(
    (index: number) => {
      if (count === 0) return;
      const next = Math.min(Math.max(index, 0), count - 1);
      setActive(next);
      items.current[next]?.focus();
    },
    [count],
  );

  const step = (from: number, delta: 1 | -1): number => {
    for (let i = from + delta; i >= 0 && i < count; i += delta) if (!isDisabled(i)) return i;
    return from;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const [prev, next] =
      orientation === "vertical" ? ["ArrowUp", "ArrowDown"] : ["ArrowLeft", "ArrowRight"];
    if (event.key === next) move(step(active, 1));
    else if (event.key === prev) move(step(active, -1));
    else if (event.key === "Home") move(step(-1, 1));
    else if (event.key === "End") move(step(count, -1));
    else if (event.key === "Enter" || event.key === " ") {
      if (!isDisabled(active)) onChoose(active);
    } else if (
      event.key.length === 1 &&
      /\S/.test(event.key) &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      const key = event.key.toLocaleLowerCase();
      for (let offset = 1; offset <= count; offset += 1) {
        const index = (active + offset) % count;
        if (!isDisabled(index) && getText(index).toLocaleLowerCase().startsWith(key)) {
          move(index);
          break;
        }
      }
    } else return;
    event.preventDefault();
  };

  const itemProps = (index: number) => ({
    ref: (element: HTMLElement | null) => {
      items.current[index] = element;
    },
    tabIndex: index === active ? 0 : -1,
    onKeyDown,
    onFocus: () => setActive(index),
  });

  /** The rendered element of an item (e.g. to `click()` it when chosen from the keyboard). */
  const getItem = (index: number): HTMLElement | null => items.current[index] ?? null;

  return { active, setActive: move, itemProps, getItem };
}
