import { type ReactNode, useId } from "react";
import styled, { css } from "styled-components";
import { stack, textStyle } from "../../theme/layout.ts";
import { type VipLevel } from "../../tokens/index.ts";
import { visuallyHidden } from "../visually-hidden/index.ts";

export type ProgressBarTone = "primary" | "accent" | "success" | "warning";
export type ProgressBarSize = "sm" | "md" | "lg";

export interface ProgressBarProps {
  /** Current value. Clamped to `min`..`max`. */
  value: number;
  min?: number;
  max?: number;
  /** Accessible name (and visible label unless `hideLabel`), e.g. "Progress to Byte Bandit". */
  label: string;
  /** Hide the label visually (it still names the bar). */
  hideLabel?: boolean;
  /** Spoken value, e.g. "450 of 1,000 points". Defaults to the percentage. */
  valueText?: string;
  /** Visible value next to the label, e.g. "45 %" or "450 / 1,000". */
  valueLabel?: ReactNode;
  tone?: ProgressBarTone;
  /** Use a VIP level's colour instead of a tone. */
  vipLevel?: VipLevel;
  /** Chunky segmented fill, the kit's pixel look. */
  pixel?: boolean;
  size?: ProgressBarSize;
  className?: string;
}

const heights = { sm: "xs", md: "sm", lg: "md" } as const;

const Root = styled.div`
  ${stack("xs")}
  min-inline-size: 0;
`;

const Header = styled.div<{ $hidden: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  ${textStyle("sm", "textMuted")}
  ${({ $hidden }) =>
    $hidden &&
    css`
      ${visuallyHidden}
    `}
`;

const Value = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Track = styled.div<{ $size: ProgressBarSize; $pixel: boolean }>`
  position: relative;
  block-size: ${({ theme, $size }) => theme.space[heights[$size]]};
  border-radius: ${({ theme, $pixel }) => ($pixel ? theme.radii.none : theme.radii.pill)};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  overflow: hidden;
`;

const Fill = styled.div<{
  $percent: number;
  $tone: ProgressBarTone;
  $vipLevel?: VipLevel;
  $pixel: boolean;
}>`
  --fill: ${({ theme, $tone, $vipLevel }) => ($vipLevel === undefined ? theme.colors[$tone] : theme.colors.vip[$vipLevel])};
  block-size: 100%;
  inline-size: ${({ $percent }) => $percent}%;
  background: var(--fill);
  box-shadow: 0 0 ${({ theme }) => theme.space.sm} var(--fill);
  border-radius: inherit;
  transition: inline-size ${({ theme }) => theme.motion.duration.slow}
    ${({ theme }) => theme.motion.easing.standard};
  ${({ $pixel, theme }) =>
    $pixel &&
    css`
      /* Gaps every few pixels turn the fill into blocks. */
      mask-image: repeating-linear-gradient(
        to right,
        ${theme.colors.text} 0 calc(${theme.space.sm} + ${theme.space.xs}),
        transparent calc(${theme.space.sm} + ${theme.space.xs})
          calc(${theme.space.sm} + ${theme.space.xs} + ${theme.space.xxs})
      );
    `}
`;

/** Clamps and converts a value to a percentage of its range (0 when the range is empty). */
export function progressPercent(value: number, min: number, max: number): number {
  if (!(max > min) || Number.isNaN(value)) return 0;
  const clamped = Math.min(Math.max(value, min), max);
  return ((clamped - min) / (max - min)) * 100;
}

/** A labelled determinate progress bar (VIP progress, wagering requirement, challenge progress). */
export function ProgressBar({
  value,
  min = 0,
  max = 100,
  label,
  hideLabel = false,
  valueText,
  valueLabel,
  tone = "primary",
  vipLevel,
  pixel = false,
  size = "md",
  className,
}: ProgressBarProps) {
  const labelId = useId();
  const percent = progressPercent(value, min, max);
  const clamped = Math.min(Math.max(value, min), max);
  return (
    <Root className={className}>
      <Header $hidden={hideLabel}>
        <span id={labelId}>{label}</span>
        {valueLabel !== undefined ? <Value aria-hidden="true">{valueLabel}</Value> : null}
      </Header>
      <Track
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={Number.isNaN(clamped) ? min : clamped}
        aria-valuetext={valueText ?? `${Math.round(percent)}%`}
        $size={size}
        $pixel={pixel}
      >
        <Fill $percent={percent} $tone={tone} $vipLevel={vipLevel} $pixel={pixel} />
      </Track>
    </Root>
  );
}
