import type { ElementType, HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import type { SpaceToken } from "../../tokens/index.ts";

export type InlineAlign = "start" | "center" | "end" | "baseline" | "stretch";
export type InlineJustify = "start" | "center" | "end" | "between";

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** Space between the children, from the theme's spacing scale (none by default). */
  gap?: SpaceToken;
  /** Where the children sit across the row (centred by default). */
  align?: InlineAlign;
  /** How the row's free space is shared (packed at the start by default). */
  justify?: InlineJustify;
  /** Whether children that do not fit go onto another line (they do by default). */
  wrap?: boolean;
  /** The element drawn: `div` by default, `ul` for a row of items... */
  as?: ElementType;
  children?: ReactNode;
}

const aligns = {
  start: "flex-start",
  center: "center",
  end: "flex-end",
  baseline: "baseline",
  stretch: "stretch",
};
const justifies = {
  start: "flex-start",
  center: "center",
  end: "flex-end",
  between: "space-between",
};

const Row = styled.div<{
  $gap: SpaceToken;
  $align: InlineAlign;
  $justify: InlineJustify;
  $wrap: boolean;
}>`
  display: flex;
  flex-wrap: ${({ $wrap }) => ($wrap ? "wrap" : "nowrap")};
  align-items: ${({ $align }) => aligns[$align]};
  justify-content: ${({ $justify }) => justifies[$justify]};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Children in a row, `gap` apart, wrapping when they do not fit (Polaris' InlineStack). */
export function Inline({
  gap = "none",
  align = "center",
  justify = "start",
  wrap = true,
  as,
  children,
  ...rest
}: InlineProps) {
  return (
    <Row as={as} $gap={gap} $align={align} $justify={justify} $wrap={wrap} {...rest}>
      {children}
    </Row>
  );
}
