import {
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";

export interface Popover<TTrigger extends HTMLElement, TPopup extends HTMLElement> {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  /** Closes and moves focus back to the trigger. */
  close: () => void;
  triggerRef: RefObject<TTrigger | null>;
  popupRef: RefObject<TPopup | null>;
  popupId: string;
  /**
   * Props for the trigger button: ref, ARIA popup state, click toggles, and the arrow keys open the
   * popup (ArrowUp too for a listbox, as a select does).
   */
  triggerProps: (popup: "menu" | "listbox") => {
    ref: RefObject<TTrigger | null>;
    type: "button";
    "aria-haspopup": "menu" | "listbox";
    "aria-expanded": boolean;
    "aria-controls": string | undefined;
    onClick: () => void;
    onKeyDown: (event: ReactKeyboardEvent<TTrigger>) => void;
  };
}

/**
 * State of a trigger + popup pair (menu button, select-like picker): closes on
 * Escape (returning focus to the trigger) and on a pointer press outside both.
 */
export function usePopover<
  TTrigger extends HTMLElement = HTMLButtonElement,
  TPopup extends HTMLElement = HTMLDivElement,
>(initialOpen = false): Popover<TTrigger, TPopup> {
  const [open, setOpen] = useState(initialOpen);
  const triggerRef = useRef<TTrigger>(null);
  const popupRef = useRef<TPopup>(null);
  const popupId = useId();

  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        close();
      }
    };
    const onPointerDown = (event: Event) => {
      const target = event.target as Node | null;
      if (!target) return;
      if (triggerRef.current?.contains(target) || popupRef.current?.contains(target)) return;
      setOpen(false);
    };
    const doc = triggerRef.current?.ownerDocument ?? document;
    doc.addEventListener("keydown", onKeyDown);
    doc.addEventListener("pointerdown", onPointerDown);
    return () => {
      doc.removeEventListener("keydown", onKeyDown);
      doc.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, close]);

  const triggerProps = (popup: "menu" | "listbox") => ({
    ref: triggerRef,
    type: "button" as const,
    "aria-haspopup": popup,
    "aria-expanded": open,
    "aria-controls": open ? popupId : undefined,
    onClick: toggle,
    onKeyDown: (event: ReactKeyboardEvent<TTrigger>) => {
      if (event.key === "ArrowDown" || (popup === "listbox" && event.key === "ArrowUp")) {
        event.preventDefault();
        setOpen(true);
      }
    },
  });

  return { open, setOpen, toggle, close, triggerRef, popupRef, popupId, triggerProps };
}
