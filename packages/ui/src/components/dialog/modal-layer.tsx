import { type MouseEvent, type ReactNode, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import FocusLock from "react-focus-lock";
import styled, { keyframes } from "styled-components";

/** Open modal layers (dialogs and drawers), oldest first. Only the last one reacts to Escape. */
const stack: symbol[] = [];

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Backdrop = styled.div<{ $layer: "dialog" | "drawer" }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme, $layer }) => theme.zIndex[$layer]};
  display: flex;
  background: ${({ theme }) => theme.colors.backdrop};
  animation: ${fadeIn} ${({ theme }) => theme.motion.duration.base}
    ${({ theme }) => theme.motion.easing.enter};
`;

export interface ModalLayerProps {
  open: boolean;
  /** Escape or the backdrop; without it the layer stays open (it needs an answer). */
  onClose?: (() => void) | undefined;
  /** z-index layer token. */
  layer: "dialog" | "drawer";
  /** Close when the backdrop (outside the panel) is clicked (default true). */
  closeOnBackdrop?: boolean;
  /** Portal target (default `document.body`). */
  container?: Element | null;
  /** How the backdrop places the panel (flex alignment). */
  className?: string;
  children: ReactNode;
}

/**
 * The shared machinery of Dialog and Drawer: a portal, a backdrop, a focus
 * lock that returns focus to the opener, body scroll lock, and an Escape
 * handler that only the topmost open layer obeys.
 */
export function ModalLayer({
  open,
  onClose,
  layer,
  closeOnBackdrop = true,
  container,
  className,
  children,
}: ModalLayerProps) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return undefined;
    const token = Symbol(layer);
    stack.push(token);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || stack[stack.length - 1] !== token) return;
      event.preventDefault();
      onCloseRef.current?.();
    };
    document.addEventListener("keydown", onKeyDown);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      stack.splice(stack.indexOf(token), 1);
      document.body.style.overflow = previousOverflow;
    };
  }, [open, layer]);

  if (!open || typeof document === "undefined") return null;

  const handleBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose?.();
  };

  return createPortal(
    <Backdrop
      $layer={layer}
      className={className}
      onMouseDown={handleBackdrop}
      data-testid={`${layer}-backdrop`}
    >
      <FocusLock returnFocus autoFocus as="div" lockProps={{ style: { display: "contents" } }}>
        {children}
      </FocusLock>
    </Backdrop>,
    container ?? document.body,
  );
}
