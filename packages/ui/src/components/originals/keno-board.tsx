import styled, { css, keyframes } from "styled-components";
import { media } from "../../tokens/index.ts";
import { boardTile } from "./board-tile.ts";

export type KenoCellState = "idle" | "picked" | "drawn" | "hit";

export interface KenoBoardProps {
  /** Numbers 1 to `size`. */
  size?: number;
  picks: number[];
  /** Numbers drawn so far (the animation reveals them one by one). */
  drawn: number[];
  maxPicks: number;
  disabled?: boolean;
  onToggle: (n: number) => void;
  label: string;
  /** Accessible name of a number, e.g. "7, picked, hit". */
  numberLabel: (n: number, state: KenoCellState) => string;
}

const land = keyframes`
  from { transform: scale(0.6); }
  60% { transform: scale(1.12); }
  to { transform: none; }
`;

const Board = styled.div`
  display: grid;
  grid-template-columns: repeat(8, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  inline-size: 100%;
  max-inline-size: 36rem;
  margin-inline: auto;
  ${media.up("sm")} {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Cell = styled.button<{ $state: KenoCellState }>`
  ${boardTile}
  min-block-size: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
  box-shadow: inset 0 -3px 0 rgba(0, 0, 0, 0.35);
  transition: background ${({ theme }) => theme.motion.duration.fast};
  ${({ $state, theme }) =>
    $state === "picked" &&
    css`
      background: ${theme.colors.primary};
      color: ${theme.colors.onPrimary};
      &:hover:not(:disabled) {
        background: ${theme.colors.primaryHover};
      }
    `}
  ${({ $state, theme }) =>
    $state === "drawn" &&
    css`
      background: ${theme.colors.surface};
      color: ${theme.colors.danger};
      box-shadow: inset 0 0 0 2px ${theme.colors.danger};
      animation: ${land} ${theme.motion.duration.slow};
    `}
  ${({ $state, theme }) =>
    $state === "hit" &&
    css`
      background: ${theme.colors.success};
      color: ${theme.colors.onSuccess};
      box-shadow: 0 0 12px ${theme.colors.success};
      animation: ${land} ${theme.motion.duration.slow};
    `}
  ${media.reducedMotion} {
    animation: none;
  }
`;

/** The state of one number. */
export function kenoCellState(n: number, picks: readonly number[], drawn: readonly number[]) {
  const picked = picks.includes(n);
  const isDrawn = drawn.includes(n);
  if (picked && isDrawn) return "hit";
  if (isDrawn) return "drawn";
  return picked ? "picked" : "idle";
}

/** The keno board: toggle up to `maxPicks` numbers; drawn numbers and hits light up. */
export function KenoBoard({
  size = 40,
  picks,
  drawn,
  maxPicks,
  disabled = false,
  onToggle,
  label,
  numberLabel,
}: KenoBoardProps) {
  const full = picks.length >= maxPicks;
  return (
    <Board role="group" aria-label={label}>
      {Array.from({ length: size }, (_, i) => {
        const n = i + 1;
        const state = kenoCellState(n, picks, drawn);
        const picked = picks.includes(n);
        return (
          <Cell
            key={n}
            type="button"
            $state={state}
            aria-pressed={picked}
            aria-label={numberLabel(n, state)}
            disabled={disabled || (full && !picked)}
            onClick={() => onToggle(n)}
          >
            {n}
          </Cell>
        );
      })}
    </Board>
  );
}
