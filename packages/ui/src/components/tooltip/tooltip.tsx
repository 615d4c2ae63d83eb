import {
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import styled, { css } from "styled-components";
import { textStyle } from "../../theme/layout.ts";

type TriggerProps = {
  "aria-describedby"?: string;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

export interface TooltipProps {
  /** The tooltip text (supplementary: the trigger keeps its own accessible name). */
  content: ReactNode;
  /** One focusable element: the trigger. */
  children: ReactElement<TriggerProps>;
  placement?: "top" | "bottom";
  /** Hover delay in ms before showing (focus shows at once). */
  delay?: number;
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span<{ $placement: "top" | "bottom" }>`
  position: absolute;
  inset-inline-start: 50%;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  inline-size: max-content;
  max-inline-size: 16rem;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  ${textStyle("xs", "text")}
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.md};
  line-height: ${({ theme }) => theme.typography.lineHeights.snug};
  transform: translateX(-50%);
  [dir="rtl"] & {
    transform: translateX(50%);
  }
  ${({ $placement, theme }) =>
    $placement === "top"
      ? css`
          inset-block-end: calc(100% + ${theme.space.xs});
        `
      : css`
          inset-block-start: calc(100% + ${theme.space.xs});
        `}
`;

/**
 * A short description shown on hover and on keyboard focus, hidden by
 * Escape, blur or leaving; the pointer may move onto the bubble (WCAG 1.4.13).
 */
export function Tooltip({ content, children, placement = "top", delay = 300 }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  const trigger = cloneElement(children, {
    "aria-describedby":
      [children.props["aria-describedby"], open ? id : null].filter(Boolean).join(" ") || undefined,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      children.props.onFocus?.(event);
      show();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      children.props.onBlur?.(event);
      hide();
    },
  });

  return (
    <Anchor
      onMouseEnter={(_event: MouseEvent) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setOpen(true), delay);
      }}
      onMouseLeave={hide}
    >
      {trigger}
      {open ? (
        <Bubble id={id} role="tooltip" $placement={placement}>
          {content}
        </Bubble>
      ) : null}
    </Anchor>
  );
}
