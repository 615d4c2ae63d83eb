import styled from "styled-components";
import { textStyle } from "../../theme/layout.ts";
import { media } from "../../tokens/index.ts";

export interface DiceTrackProps {
  /** 2 to 98. */
  target: number;
  condition: "over" | "under";
  /** The last roll (0 to 100), null before the first. */
  roll: number | null;
  /** Whether the last roll won (colours its marker). */
  win?: boolean | null;
  disabled?: boolean;
  onTargetChange: (target: number) => void;
  /** Accessible name of the slider, e.g. "Roll under". */
  label: string;
  /** Accessible name of the roll marker, e.g. "Last roll 42.17". */
  rollLabel?: string;
  min?: number;
  max?: number;
  /**
   * Writes a figure with two decimals in the player's language (`ru`: `1,00`); default
   * `toFixed(2)`.
   */
  formatNumber?: (value: number) => string;
}

const twoDecimals = (value: number) => value.toFixed(2);

const Wrap = styled.div`
  position: relative;
  padding-block: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  padding-inline: ${({ theme }) => theme.space.sm};
`;

const Scale = styled.div`
  display: flex;
  justify-content: space-between;
  margin-block-start: ${({ theme }) => theme.space.sm};
  ${textStyle("xs", "textMuted")}
  font-variant-numeric: tabular-nums;
`;

const Range = styled.input<{ $split: number; $over: boolean }>`
  appearance: none;
  inline-size: 100%;
  block-size: 0.75rem;
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: linear-gradient(
    to right,
    ${({ $over, theme }) => ($over ? theme.colors.danger : theme.colors.success)} 0
      ${({ $split }) => $split}%,
    ${({ $over, theme }) => ($over ? theme.colors.success : theme.colors.danger)}
      ${({ $split }) => $split}% 100%
  );
  cursor: pointer;
  &::-webkit-slider-thumb {
    appearance: none;
    inline-size: 2rem;
    block-size: 2rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.text};
    box-shadow: 0 2px 8px rgba(0, 0, 0, 0.5);
    border: 3px solid ${({ theme }) => theme.colors.primary};
  }
  &::-moz-range-thumb {
    inline-size: 2rem;
    block-size: 2rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.text};
    border: 3px solid ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 6px;
  }
  &:disabled {
    cursor: default;
    opacity: 0.8;
  }
`;

const Marker = styled.output<{ $at: number; $win: boolean | null }>`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: calc(
    ${({ theme }) => theme.space.sm} + (100% - 2 * ${({ theme }) => theme.space.sm}) *
      ${({ $at }) => $at / 100}
  );
  transform: translateX(-50%);
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  background: ${({ theme, $win }) =>
    $win === null ? theme.colors.surfaceSunken : $win ? theme.colors.success : theme.colors.danger};
  color: ${({ theme, $win }) =>
    $win === null ? theme.colors.text : $win ? theme.colors.onSuccess : theme.colors.onDanger};
  transition: inset-inline-start ${({ theme }) => theme.motion.duration.slower}
    ${({ theme }) => theme.motion.easing.standard};
  ${media.reducedMotion} {
    transition: none;
  }
`;

/**
 * The dice slider: the target splits the 0-100 track into the winning (green) and losing (red)
 * parts for the condition; the last roll slides to its place above the track.
 */
export function DiceTrack({
  target,
  condition,
  roll,
  win = null,
  disabled = false,
  onTargetChange,
  label,
  rollLabel,
  min = 2,
  max = 98,
  formatNumber = twoDecimals,
}: DiceTrackProps) {
  return (
    <Wrap>
      {roll !== null ? (
        <Marker $at={roll} $win={win} aria-label={rollLabel}>
          {formatNumber(roll)}
        </Marker>
      ) : null}
      <Range
        type="range"
        min={min}
        max={max}
        step={0.01}
        value={target}
        disabled={disabled}
        aria-label={label}
        aria-valuetext={formatNumber(target)}
        $split={target}
        $over={condition === "over"}
        onChange={(e) => onTargetChange(Number(e.target.value))}
      />
      <Scale aria-hidden="true">
        <span>0</span>
        <span>25</span>
        <span>50</span>
        <span>75</span>
        <span>100</span>
      </Scale>
    </Wrap>
  );
}
