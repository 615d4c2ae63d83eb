import type { ElementType, HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import type { SpaceToken } from "../../tokens/index.ts";

export type StackAlign = "start" | "center" | "end" | "stretch";

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between the children, from the theme's spacing scale (none by default). */
  gap?: SpaceToken;
  /** Where the children sit across the column (stretched by default). */
  align?: StackAlign;
  /** The element drawn: `div` by default; `ul` / `ol` for a list, `section`, `form`... */
  as?: ElementType;
  children?: ReactNode;
}

const alignments = { start: "flex-start", center: "center", end: "flex-end", stretch: "stretch" };

const Column = styled.div<{ $gap: SpaceToken; $align: StackAlign }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align }) => alignments[$align]};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Children in a column, `gap` apart (Polaris' BlockStack). As a `ul` or `ol` it is a list
 * without bullets or indent, its items drawn by themselves.
 */
export function Stack({ gap = "none", align = "stretch", as, children, ...rest }: StackProps) {
  return (
    <Column as={as} $gap={gap} $align={align} {...rest}>
      {children}
    </Column>
  );
}
