import type { ElementType, HTMLAttributes, ReactNode } from "react";
import styled, { css } from "styled-components";
import { media, type Breakpoint, type SpaceToken } from "../../tokens/index.ts";

export interface ColumnsProps extends HTMLAttributes<HTMLElement> {
  /** How many equal columns from the `from` breakpoint up (2 by default). */
  columns?: 2 | 3 | 4;
  /**
   * The narrowest viewport that gets the columns; narrower ones get one column (`sm` by default).
   * `null`: the columns at every width (two buttons side by side).
   */
  from?: Breakpoint | null;
  /** Space between the cells, from the theme's spacing scale (sm by default). */
  gap?: SpaceToken;
  /** The element drawn: `div` by default; `ul` for a list of cells... */
  as?: ElementType;
  children?: ReactNode;
}

const Grid = styled.div<{ $columns: number; $from: Breakpoint | null; $gap: SpaceToken }>`
  display: grid;
  grid-template-columns: ${({ $from, $columns }) =>
    $from ? "minmax(0, 1fr)" : `repeat(${$columns}, minmax(0, 1fr))`};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $from, $columns }) =>
    $from &&
    css`
      ${media.up($from)} {
        grid-template-columns: repeat(${$columns}, minmax(0, 1fr));
      }
    `}
`;

/**
 * Children side by side in equal columns on a wide enough viewport, one under the other on a
 * narrow one: two fields that go together (client seed and nonce, rows and risk).
 */
export function Columns({
  columns = 2,
  from = "sm",
  gap = "sm",
  as,
  children,
  ...rest
}: ColumnsProps) {
  return (
    <Grid as={as} $columns={columns} $from={from} $gap={gap} {...rest}>
      {children}
    </Grid>
  );
}
