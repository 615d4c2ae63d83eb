import { css } from "styled-components";
import type { FontSizeToken, SpaceToken } from "../tokens/index.ts";
import type { ThemeColors } from "./theme.ts";

/**
 * The kit's layout vocabulary, one definition each (after Polaris' BlockStack and
 * InlineStack): a styled block writes `${stack("sm")}` instead of spelling out the
 * same flex, direction and gap lines again.
 */

/** A colour of the theme that text can take. */
export type TextTone = Exclude<keyof ThemeColors, "vip">;

const gapOf = (gap: SpaceToken | undefined) =>
  gap &&
  css`
    gap: ${({ theme }) => theme.space[gap]};
  `;

/** Children in a column, `gap` apart. */
export const stack = (gap?: SpaceToken) => css`
  display: flex;
  flex-direction: column;
  ${gapOf(gap)}
`;

/** Children in a column, `gap` apart, centred both ways (empty states, overlays, tiles). */
export const centerStack = (gap?: SpaceToken) => css`
  ${stack(gap)}
  align-items: center;
  justify-content: center;
`;

/** Children in a row, centred on the cross axis, `gap` apart. */
export const inline = (gap?: SpaceToken) => css`
  display: flex;
  align-items: center;
  ${gapOf(gap)}
`;

/** A row that wraps onto more lines when its children do not fit (tags, chips, actions). */
export const cluster = (gap?: SpaceToken) => css`
  ${inline(gap)}
  flex-wrap: wrap;
`;

/** A list without bullets, indent or margins (the kit's lists are drawn by their items). */
export const plainList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Text of a size from the type scale, in one of the theme's colours. */
export const textStyle = (size: FontSizeToken, tone?: TextTone) => css`
  font-size: ${({ theme }) => theme.typography.fontSizes[size]};
  ${
    tone &&
    css`
      color: ${({ theme }) => theme.colors[tone]};
    `
  }
`;

/** One line of text that ends in an ellipsis when it does not fit. */
export const truncate = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Text cut after `lines` lines, the last one ending in an ellipsis. */
export const lineClamp = (lines: number) => css`
  display: -webkit-box;
  -webkit-line-clamp: ${lines};
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

/**
 * A list laid out as one row of `columns`-wide tiles, `gap` apart, that scrolls sideways (a rail
 * of games, providers or wins). Its padding and scrollbar stay with the block.
 */
export const scrollRow = (columns: string, gap: SpaceToken) => css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: ${columns};
  gap: ${({ theme }) => theme.space[gap]};
  margin: 0;
  list-style: none;
  overflow-x: auto;
`;

/**
 * A button without a box of its own (no padding, border or background) in the text's font: a
 * game name or a column header that acts. Its colour and weight stay with the block.
 */
export const bareButton = css`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  cursor: pointer;
`;

/** A compact row on the sunken surface: a pending deposit, a prize band, a wallet. */
export const sunkenRow = css`
  ${cluster("sm")}
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

/** A field and its button on one row: the field takes the room, their bottoms line up. */
export const fieldWithButton = css`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
`;
