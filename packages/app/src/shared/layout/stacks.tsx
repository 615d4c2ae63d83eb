import styled, { css } from "styled-components";
import { cluster, plainList, stack } from "@casino/ui";
import type { SpaceToken } from "@casino/ui";

/**
 * A page's column: its parts stacked `$gap` apart (lg by default), full width up to `$max`
 * (72rem by default; `none` for no limit).
 */
export const PageColumn = styled.div<{ $gap?: SpaceToken; $max?: string }>`
  ${stack()}
  gap: ${({ theme, $gap = "lg" }) => theme.space[$gap]};
  inline-size: 100%;
  max-inline-size: ${({ $max = "72rem" }) => $max};
  min-inline-size: 0;
`;

/** A list without bullets or indent, its items stacked `$gap` apart (md by default). */
export const PlainList = styled.ul<{ $gap?: SpaceToken }>`
  ${stack()}
  gap: ${({ theme, $gap = "md" }) => theme.space[$gap]};
  ${plainList}
`;

/** A compact row on the sunken surface: a pending deposit, a prize band, a wallet. */
export const sunkenRow = css`
  ${cluster("sm")}
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

/** A bordered panel on the surface, `padding` inside (lg by default): a section, a prize, a box. */
export const surfacePanel = (padding: SpaceToken = "lg") => css`
  padding: ${({ theme }) => theme.space[padding]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** A field and its button on one row: the field takes the room, their bottoms line up. */
export const fieldWithButton = css`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
`;
