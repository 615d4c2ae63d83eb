import { type ReactNode } from "react";
import styled from "styled-components";
import { formatBadgeCount } from "@casino/rules";

export type BadgeTone = "primary" | "accent" | "success" | "danger" | "warning" | "neutral";

export interface BadgeProps {
  /** A count: shown as `99+` from 100; a zero or negative count draws no badge ... */
  count?: number;
  /** ... or free content (already translated), e.g. "New". */
  children?: ReactNode;
  /** Full accessible text, e.g. "5 unread messages" (the visual `99+` is then hidden from screen readers). */
  label?: string;
  tone?: BadgeTone;
  /** A small dot without text (give it a `label`). */
  dot?: boolean;
  className?: string;
}

const Pill = styled.span<{ $tone: BadgeTone; $dot: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: ${({ theme, $dot }) => ($dot ? theme.space.sm : theme.sizes.iconMd)};
  block-size: ${({ theme, $dot }) => ($dot ? theme.space.sm : theme.sizes.iconMd)};
  padding-inline: ${({ theme, $dot }) => ($dot ? 0 : theme.space.xs)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  ${({ theme, $tone }) => {
    const c = theme.colors;
    const map = {
      primary: [c.primary, c.onPrimary],
      accent: [c.accent, c.onAccent],
      success: [c.success, c.onSuccess],
      danger: [c.danger, c.onDanger],
      warning: [c.warning, c.onWarning],
      neutral: [c.surfaceSunken, c.text],
    } as const;
    const [bg, fg] = map[$tone];
    return `background: ${bg}; color: ${fg};`;
  }}
`;

/** A small count or status marker (inbox count, "New"). */
export function Badge({
  count,
  children,
  label,
  tone = "primary",
  dot = false,
  className,
}: BadgeProps) {
  const countText = count !== undefined ? formatBadgeCount(count) : "";
  if (count !== undefined && !countText && !children) return null;
  const text = dot ? null : count !== undefined ? countText : children;
  return (
    <Pill
      $tone={tone}
      $dot={dot}
      className={className}
      {...(label ? { role: "img", "aria-label": label } : {})}
    >
      {label ? <span aria-hidden="true">{text}</span> : text}
    </Pill>
  );
}
