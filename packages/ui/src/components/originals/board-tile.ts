import { css } from "styled-components";

/**
 * A square, pressable tile of a game board (keno numbers, mines tiles): sunken until hovered, a
 * plain cursor once it cannot be pressed, and the focus ring for the keyboard.
 */
export const boardTile = css`
  aspect-ratio: 1;
  border: 0;
  cursor: pointer;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.borderStrong};
  }
  &:disabled {
    cursor: default;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
