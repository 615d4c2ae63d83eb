import styled, { css, keyframes } from "styled-components";
import { media } from "../../tokens/index.ts";

export type MinesTileState = "hidden" | "gem" | "mine" | "hidden-gem" | "hidden-mine";

export interface MinesGridProps {
  /** Safe tiles revealed, in order. */
  revealed: number[];
  /** The mines, once the round ended (null while in play). */
  mines: number[] | null;
  /** The tile being revealed (a pending request). */
  pending?: number | null;
  /** Tiles cannot be revealed (no round in play). */
  disabled?: boolean;
  onReveal: (tile: number) => void;
  /** Accessible name of the board. */
  label: string;
  /** Accessible name of a tile, e.g. "Tile 3, gem". */
  tileLabel: (tile: number, state: MinesTileState) => string;
}

const TILES = 25;

const flip = keyframes`
  from { transform: rotateY(90deg) scale(0.9); }
  to { transform: none; }
`;
const shake = keyframes`
  0%, 100% { transform: none; }
  25% { transform: translateX(-3px) rotate(-2deg); }
  75% { transform: translateX(3px) rotate(2deg); }
`;

const Board = styled.div`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  inline-size: 100%;
  max-inline-size: 32rem;
  margin-inline: auto;
`;

const Tile = styled.button<{ $state: MinesTileState; $pending: boolean }>`
  position: relative;
  aspect-ratio: 1;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  font-size: clamp(1.25rem, 5vw, 2rem);
  cursor: pointer;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  box-shadow: inset 0 -4px 0 rgba(0, 0, 0, 0.35);
  transition:
    transform ${({ theme }) => theme.motion.duration.fast},
    background ${({ theme }) => theme.motion.duration.fast};
  &:hover:not(:disabled) {
    transform: translateY(-2px);
    background: ${({ theme }) => theme.colors.borderStrong};
  }
  &:disabled {
    cursor: default;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  ${({ $state, theme }) =>
    $state === "gem" &&
    css`
      background: radial-gradient(circle at 50% 40%, #1f6f5c, ${theme.colors.surface});
      box-shadow: inset 0 0 0 2px ${theme.colors.success};
      animation: ${flip} ${theme.motion.duration.slow} ${theme.motion.easing.enter};
    `}
  ${({ $state, theme }) =>
    $state === "mine" &&
    css`
      background: radial-gradient(circle at 50% 40%, #7a1f35, ${theme.colors.surface});
      box-shadow: inset 0 0 0 2px ${theme.colors.danger};
      animation: ${shake} ${theme.motion.duration.slow};
    `}
  ${({ $state }) =>
    ($state === "hidden-gem" || $state === "hidden-mine") &&
    css`
      opacity: 0.45;
    `}
  ${({ $pending }) =>
    $pending &&
    css`
      transform: scale(0.94);
    `}
  ${media.reducedMotion} {
    animation: none;
    transition: none;
  }
`;

const Face = styled.span`
  display: grid;
  place-items: center;
  inset: 0;
  position: absolute;
  filter: drop-shadow(0 2px 4px rgba(0, 0, 0, 0.5));
`;

/** The state of one tile from the round. */
export function minesTileState(
  tile: number,
  revealed: readonly number[],
  mines: readonly number[] | null,
): MinesTileState {
  const isMine = mines?.includes(tile) ?? false;
  if (revealed.includes(tile)) return isMine ? "mine" : "gem";
  if (!mines) return "hidden";
  return isMine ? "hidden-mine" : "hidden-gem";
}

/**
 * The 5 x 5 board of a mines round: hidden tiles are buttons, revealed ones show a gem or the
 * mine that ended the round; when the round ends the rest of the board is shown dimmed.
 */
export function MinesGrid({
  revealed,
  mines,
  pending = null,
  disabled = false,
  onReveal,
  label,
  tileLabel,
}: MinesGridProps) {
  return (
    <Board role="group" aria-label={label}>
      {Array.from({ length: TILES }, (_, tile) => {
        const state = minesTileState(tile, revealed, mines);
        const face =
          state === "gem" || state === "hidden-gem"
            ? "💎"
            : state === "mine" || state === "hidden-mine"
              ? "💣"
              : "";
        const open = state !== "hidden";
        return (
          <Tile
            key={tile}
            type="button"
            $state={state}
            $pending={pending === tile}
            aria-label={tileLabel(tile, state)}
            aria-disabled={disabled || open || undefined}
            disabled={disabled && !open ? true : undefined}
            onClick={() => {
              if (!disabled && !open && pending === null) onReveal(tile);
            }}
          >
            <Face aria-hidden="true">{face}</Face>
          </Tile>
        );
      })}
    </Board>
  );
}
