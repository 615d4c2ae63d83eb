import { css } from "styled-components";

/** How a round's figure reads: before the result, a win, or a loss. */
export type RoundTone = "idle" | "win" | "loss";

/** The figure's colour for its tone: success for a win, danger for a loss, plain text before. */
export const roundToneColor = css<{ $tone: RoundTone }>`
  color: ${({ theme, $tone }) =>
    $tone === "win"
      ? theme.colors.success
      : $tone === "loss"
        ? theme.colors.danger
        : theme.colors.text};
`;
