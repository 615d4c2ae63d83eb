import styled, { css, keyframes } from "styled-components";
import { media } from "../../tokens/index.ts";
import { boardTile } from "./board-tile.ts";

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
  /* Square tiles: the board is as tall as it is wide. On a phone a third of the screen's height at
     most, so the stake and the Bet button below it stay on screen (also under Telegram's insets);
     tiles stay at least ~48 px. */
  max-inline-size: max(32dvh, 16rem);
  margin-inline: auto;
  ${media.up("md")} {
    max-inline-size: 32rem;
  }
`;

const Tile = styled.button<{ $state: MinesTileState; $pending: boolean }>`
  ${boardTile}
  position: relative;
  /* A covered tile stands out from the stage: raised, lit from above. */
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.borderStrong},
    ${({ theme }) => theme.colors.border}
  );
  border-radius: ${({ theme }) => theme.radii.lg};
  font-size: clamp(1.25rem, 5vw, 2rem);
  box-shadow: inset 0 -4px 0 rgba(0, 0, 0, 0.35);
  transition:
    transform ${({ theme }) => theme.motion.duration.fast},
    background ${({ theme }) => theme.motion.duration.fast};
  &:hover:not(:disabled) {
    background: linear-gradient(
      180deg,
      ${({ theme }) => theme.colors.textMuted},
      ${({ theme }) => theme.colors.borderStrong}
    );
    transform: translateY(-2px);
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

const Icon = styled.svg`
  inline-size: 62%;
  block-size: 62%;
`;

/** A cut gem (drawn, no emoji font needed). */
function GemIcon() {
  return (
    <Icon viewBox="0 0 64 64" aria-hidden="true">
      <path d="M14 8h36l12 16-30 34L2 24z" fill="#2ee59d" />
      <path d="M2 24h60L32 58z" fill="#17b978" />
      <path d="M14 8l8 16h20l8-16z" fill="#7dffc9" />
      <path d="M22 24l10 34 10-34z" fill="#1fd18a" />
      <path d="M14 8l-12 16h20zM50 8l12 16H42z" fill="#4cf0b0" />
    </Icon>
  );
}

/** A bomb. */
function MineIcon() {
  return (
    <Icon viewBox="0 0 64 64" aria-hidden="true">
      <circle cx="30" cy="36" r="22" fill="#1b1c36" stroke="#ff5c7a" strokeWidth="4" />
      <circle cx="22" cy="28" r="6" fill="#ff8fa3" opacity="0.7" />
      <path d="M44 18l8-8" stroke="#ffb547" strokeWidth="5" strokeLinecap="round" />
      <circle cx="55" cy="8" r="5" fill="#ffd166" />
    </Icon>
  );
}

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
          state === "gem" || state === "hidden-gem" ? (
            <GemIcon />
          ) : state === "mine" || state === "hidden-mine" ? (
            <MineIcon />
          ) : null;
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
