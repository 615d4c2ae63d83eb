import { type ReactNode, useEffect, useRef } from "react";
import styled, { keyframes } from "styled-components";
import { stack } from "../../theme/layout.ts";
import { IconButton } from "../icon-button/index.ts";
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from "../icons/index.ts";

export type ToastTone = "info" | "success" | "warning" | "error";

export interface ToastData {
  id: string;
  message: ReactNode;
  title?: ReactNode;
  tone?: ToastTone;
  /** Milliseconds before it closes itself; `null` keeps it until dismissed. Defaults to the container's `autoClose`. */
  duration?: number | null;
}

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

const Card = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  inline-size: min(22rem, calc(100vw - ${({ theme }) => theme.space.xxl}));
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-inline-start: ${({ theme }) => theme.space.xs} solid
    ${({ theme, $tone }) => ({ info: theme.colors.info, success: theme.colors.success, warning: theme.colors.warning, error: theme.colors.danger })[$tone]};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  pointer-events: auto;
  animation: ${slideIn} ${({ theme }) => theme.motion.duration.base}
    ${({ theme }) => theme.motion.easing.enter};
`;

const ToneIcon = styled.span<{ $tone: ToastTone }>`
  display: inline-flex;
  color: ${({ theme, $tone }) => ({ info: theme.colors.info, success: theme.colors.success, warning: theme.colors.warning, error: theme.colors.danger })[$tone]};
`;

const Text = styled.div`
  flex: 1;
  ${stack("xxs")}
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Title = styled.strong`
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon };

export interface ToastProps {
  toast: ToastData;
  autoClose: number;
  dismissLabel: string;
  onDismiss: (id: string) => void;
}

/**
 * One toast. Errors and warnings are `role="alert"`, the rest `role="status"`.
 * The countdown pauses while the pointer or focus is on the toast.
 */
export function Toast({ toast, autoClose, dismissLabel, onDismiss }: ToastProps) {
  const tone = toast.tone ?? "info";
  const duration = toast.duration === undefined ? autoClose : toast.duration;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });

  const start = () => {
    clearTimeout(timer.current);
    if (duration !== null) timer.current = setTimeout(() => dismissRef.current(toast.id), duration);
  };
  const pause = () => clearTimeout(timer.current);

  useEffect(() => {
    if (duration === null) return undefined;
    timer.current = setTimeout(() => dismissRef.current(toast.id), duration);
    return () => clearTimeout(timer.current);
  }, [duration, toast.id]);

  const Icon = icons[tone];
  return (
    <li>
      <Card
        $tone={tone}
        role={tone === "error" || tone === "warning" ? "alert" : "status"}
        aria-atomic="true"
        onMouseEnter={pause}
        onMouseLeave={start}
        onFocus={pause}
        onBlur={start}
      >
        <ToneIcon $tone={tone}>
          <Icon size="iconMd" />
        </ToneIcon>
        <Text>
          {toast.title ? <Title>{toast.title}</Title> : null}
          <span>{toast.message}</span>
        </Text>
        <IconButton size="sm" label={dismissLabel} onClick={() => onDismiss(toast.id)}>
          <CloseIcon size="iconSm" />
        </IconButton>
      </Card>
    </li>
  );
}
