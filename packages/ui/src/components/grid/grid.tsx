import type { ElementType, HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import type { SpaceToken } from "../../tokens/index.ts";

/** The narrowest a column may get: a fact or tile (`tile`), a panel (`card`). */
export type GridMin = "tile" | "card";

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** The narrowest a column may get before the grid drops a column (`card` by default). */
  min?: GridMin;
  /** Space between the cells, from the theme's spacing scale (md by default). */
  gap?: SpaceToken;
  /** Where the cells sit in their row: stretched to the row's height, or at its top (`start`). */
  align?: "start" | "stretch";
  /** The element drawn: `div` by default; `ul` / `ol` for a list whose items are the cells. */
  as?: ElementType;
  children?: ReactNode;
}

const Root = styled.div<{ $min: GridMin; $gap: SpaceToken; $align: "start" | "stretch" }>`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(
      min(100%, ${({ theme, $min }) => theme.sizes[$min === "tile" ? "tileMin" : "panelMin"]}),
      1fr
    )
  );
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => $align};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Cells in as many equal columns as fit, each at least `min` wide (one column on a phone): the
 * sections of a page side by side, a grid of facts or tiles.
 */
export function Grid({
  min = "card",
  gap = "md",
  align = "stretch",
  as,
  children,
  ...rest
}: GridProps) {
  return (
    <Root as={as} $min={min} $gap={gap} $align={align} {...rest}>
      {children}
    </Root>
  );
}
