import { type RefObject, useCallback, useEffect, useId, useRef, useState } from "react";

export interface Popover<TTrigger extends HTMLElement, TPopup extends HTMLElement> {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  /** Closes and moves focus back to the trigger. */
  close: () => void;
  triggerRef: RefObject<TTrigger | null>;
  popupRef: RefObject<TPopup | null>;
  popupId: string;
}

/**
 * State of a trigger + popup pair (menu button, select-like picker): closes on
 * Escape (returning focus to the trigger) and on a pointer press outside both.
 */
export function usePopover<TTrigger extends HTMLElement = HTMLButtonElement, TPopup extends HTMLElement = HTMLDivElement>(
  initialOpen = false,
): Popover<TTrigger, TPopup> {
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

  return { open, setOpen, toggle, close, triggerRef, popupRef, popupId };
}
