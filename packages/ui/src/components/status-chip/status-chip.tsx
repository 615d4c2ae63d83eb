import styled, { css, keyframes } from "styled-components";
import { type StatusKind, type StatusOf, statusTone, type StatusTone } from "./status-tone.ts";

export type StatusChipProps = {
  [K in StatusKind]: {
    kind: K;
    status: StatusOf<K>;
    /** Translated text, e.g. "Pending". */
    label: string;
    className?: string;
  };
}[StatusKind];

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.3; }
`;

const Chip = styled.span<{ $tone: StatusTone; $live: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: ${({ theme }) => theme.sizes.border} solid currentColor;
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.snug};
  white-space: nowrap;
  color: ${({ theme, $tone }) =>
    ({
      success: theme.colors.success,
      warning: theme.colors.warning,
      danger: theme.colors.danger,
      info: theme.colors.info,
      accent: theme.colors.accent,
      neutral: theme.colors.textMuted,
    })[$tone]};

  &::before {
    content: "";
    inline-size: ${({ theme }) => theme.space.sm};
    block-size: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.round};
    background: currentColor;
    ${({ $live }) =>
      $live &&
      css`
        animation: ${pulse} 1.2s ease-in-out infinite;
      `}
  }
`;

/** A withdrawal, deposit, transaction, bonus, payout or challenge status, coloured by meaning; the text comes in as `label`. */
export function StatusChip(props: StatusChipProps) {
  const tone = statusTone(props.kind, props.status as never);
  return (
    <Chip
      $tone={tone}
      $live={props.kind === "challenge" && props.status === "live"}
      data-tone={tone}
      className={props.className}
    >
      {props.label}
    </Chip>
  );
}
