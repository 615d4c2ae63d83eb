import { useEffect } from "react";

export interface Hotkey {
  /** `KeyboardEvent.key`, lower case (" " for space). */
  key: string;
  /** Shown in the shortcuts list. */
  keyLabel: string;
  label: string;
  run: () => void;
}

/** The keys that change the stake (off while the stake is locked). */
const STAKE_KEYS = ["h", "d"];

/** Whether a key press belongs to a text field (hotkeys stay out of typing). */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return (
    target.isContentEditable ||
    tag === "TEXTAREA" ||
    tag === "SELECT" ||
    (tag === "INPUT" && (target as HTMLInputElement).type !== "range")
  );
}

/**
 * The originals' keyboard shortcuts on desktops: a key runs its hotkey unless the player is
 * typing, a modifier is held or a dialog is open; Space on a focused button presses the button
 * only; the stake keys do nothing while the stake is locked.
 */
export function useHotkeys(
  hotkeys: Hotkey[],
  { enabled, stakeLocked }: { enabled: boolean; stakeLocked: boolean },
): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      if (document.querySelector("[role=dialog],[role=alertdialog]")) return;
      const key = event.key.toLowerCase();
      const hotkey = hotkeys.find((k) => k.key === key);
      if (!hotkey) return;
      if (key === " " && event.target instanceof HTMLButtonElement) return;
      if (stakeLocked && STAKE_KEYS.includes(key)) return;
      event.preventDefault();
      hotkey.run();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled, hotkeys, stakeLocked]);
}
