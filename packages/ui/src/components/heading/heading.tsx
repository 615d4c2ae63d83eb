import type { HTMLAttributes, ReactNode } from "react";
import styled, { css } from "styled-components";

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
/** How big the heading looks, apart from its level in the outline. */
/** `page`: a screen's title in the display face, at `lg`'s size with tight lines. */
export type HeadingSize = "sm" | "md" | "lg" | "xl" | "page" | "display";

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Its place in the document outline: `h1`...`h6`. */
  level: HeadingLevel;
  /** Its look; by default from its level (1: xl, 2: lg, 3: md, deeper: sm). */
  size?: HeadingSize;
  children?: ReactNode;
}

const sizeOfLevel: Record<HeadingLevel, HeadingSize> = {
  1: "xl",
  2: "lg",
  3: "md",
  4: "sm",
  5: "sm",
  6: "sm",
};

const looks = {
  sm: css`
    font-size: ${({ theme }) => theme.typography.fontSizes.md};
  `,
  md: css`
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  `,
  lg: css`
    font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  `,
  xl: css`
    font-size: ${({ theme }) => theme.typography.fontSizes.xxl};
  `,
  page: css`
    font-family: ${({ theme }) => theme.typography.fonts.display};
    font-size: ${({ theme }) => theme.typography.fontSizes.xl};
    line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  `,
  display: css`
    font-family: ${({ theme }) => theme.typography.fonts.display};
    font-size: ${({ theme }) => theme.typography.fontSizes.display};
    letter-spacing: ${({ theme }) => theme.typography.letterSpacings.tight};
  `,
};

const Root = styled.h2<{ $size: HeadingSize }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  line-height: ${({ theme }) => theme.typography.lineHeights.snug};
  ${({ $size }) => looks[$size]}
`;

/** A heading whose level (outline) and size (look) are chosen apart. */
export function Heading({ level, size, children, ...rest }: HeadingProps) {
  return (
    <Root as={`h${level}`} $size={size ?? sizeOfLevel[level]} {...rest}>
      {children}
    </Root>
  );
}
