import { useEffect, useRef, useState } from "react";

/** Where a copy stands: nothing yet, copied, or refused by the browser. */
export type CopyState = "idle" | "copied" | "failed";

/**
 * Copies `value` to the clipboard and says how it went for `feedbackMs`, then goes back to
 * idle: the one copy behaviour of the kit's copy field and copy button.
 */
export function useCopy(
  value: string,
  {
    feedbackMs = 2000,
    onCopy,
    onCopyError,
  }: {
    feedbackMs?: number;
    onCopy?: (value: string) => void;
    onCopyError?: (error: unknown) => void;
  },
): { state: CopyState; copy: () => Promise<void> } {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = (next: CopyState) => {
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState("idle"), feedbackMs);
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("Clipboard API unavailable");
      await navigator.clipboard.writeText(value);
      settle("copied");
      onCopy?.(value);
    } catch (error) {
      settle("failed");
      onCopyError?.(error);
    }
  };
  return { state, copy };
}
