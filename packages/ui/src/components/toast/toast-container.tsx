import styled from "styled-components";
import { plainList, stack } from "../../theme/layout.ts";
import { Toast, type ToastData } from "./toast.tsx";

export interface ToastContainerProps {
  toasts: ToastData[];
  onDismiss: (id: string) => void;
  /** Name of each toast's close button, e.g. "Dismiss". */
  dismissLabel: string;
  /** Name of the notification region, e.g. "Notifications". */
  label: string;
  /** Default lifetime in ms (spec: 5000). */
  autoClose?: number;
  /** Most toasts shown at once; older ones wait (default 5). */
  max?: number;
}

const Region = styled.section`
  position: fixed;
  inset-block-start: ${({ theme }) => theme.space.lg};
  inset-inline-end: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.toast};
  pointer-events: none;
`;

const Stack = styled.ol`
  ${stack("sm")}
  ${plainList}
`;

/**
 * The toast stack, top-right (top-left in right-to-left layouts), newest on
 * top. Each toast closes itself after `autoClose` ms (5000 by default).
 */
export function ToastContainer({
  toasts,
  onDismiss,
  dismissLabel,
  label,
  autoClose = 5000,
  max = 5,
}: ToastContainerProps) {
  const visible = toasts.slice(-max).reverse();
  return (
    <Region aria-label={label}>
      <Stack>
        {visible.map((toast) => (
          <Toast
            key={toast.id}
            toast={toast}
            autoClose={autoClose}
            dismissLabel={dismissLabel}
            onDismiss={onDismiss}
          />
        ))}
      </Stack>
    </Region>
  );
}
