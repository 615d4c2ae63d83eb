import type { ElementType, HTMLAttributes, ReactNode } from "react";
import styled, { css } from "styled-components";
import type { RadiusToken, SpaceToken } from "../../tokens/index.ts";

/** The surfaces a box can be drawn on (theme colour roles). */
export type BoxBackground = "background" | "surface" | "surfaceRaised" | "surfaceSunken";

export interface BoxProps extends HTMLAttributes<HTMLElement> {
  /** Padding on every side, from the theme's spacing scale. */
  padding?: SpaceToken;
  /** Padding on the inline sides (left and right in a left-to-right language); wins over `padding`. */
  paddingInline?: SpaceToken;
  /** Padding on the block sides (top and bottom); wins over `padding`. */
  paddingBlock?: SpaceToken;
  /** Padding above only (after the block padding, so it wins over it). */
  paddingBlockStart?: SpaceToken;
  /** Padding below only (after the block padding, so it wins over it). */
  paddingBlockEnd?: SpaceToken;
  /** A surface colour of the theme (transparent by default). */
  background?: BoxBackground;
  /** Corner radius from the theme (square by default). */
  radius?: RadiusToken;
  /** Whether content wider than the box scrolls inside it (a wide table) instead of widening the page. */
  scrollInline?: boolean;
  /** The element drawn: `div` by default. */
  as?: ElementType;
  children?: ReactNode;
}

interface BoxStyle {
  $padding?: SpaceToken;
  $paddingInline?: SpaceToken;
  $paddingBlock?: SpaceToken;
  $paddingBlockStart?: SpaceToken;
  $paddingBlockEnd?: SpaceToken;
  $background?: BoxBackground;
  $radius?: RadiusToken;
  $scrollInline?: boolean;
}

const Root = styled.div<BoxStyle>`
  min-inline-size: 0;
  ${({ theme, $padding }) =>
    $padding &&
    css`
      padding: ${theme.space[$padding]};
    `}
  ${({ theme, $paddingInline }) =>
    $paddingInline &&
    css`
      padding-inline: ${theme.space[$paddingInline]};
    `}
  ${({ theme, $paddingBlock }) =>
    $paddingBlock &&
    css`
      padding-block: ${theme.space[$paddingBlock]};
    `}
  ${({ theme, $paddingBlockStart }) =>
    $paddingBlockStart &&
    css`
      padding-block-start: ${theme.space[$paddingBlockStart]};
    `}
  ${({ theme, $paddingBlockEnd }) =>
    $paddingBlockEnd &&
    css`
      padding-block-end: ${theme.space[$paddingBlockEnd]};
    `}
  ${({ theme, $background }) =>
    $background &&
    css`
      background: ${theme.colors[$background]};
    `}
  ${({ theme, $radius }) =>
    $radius &&
    css`
      border-radius: ${theme.radii[$radius]};
    `}
  ${({ $scrollInline }) =>
    $scrollInline &&
    css`
      overflow-x: auto;
    `}
`;

/** A plain box: padding, a surface colour and corners from the theme, no border (see `Panel`). */
export function Box({
  padding,
  paddingInline,
  paddingBlock,
  paddingBlockStart,
  paddingBlockEnd,
  background,
  radius,
  scrollInline,
  as,
  children,
  ...rest
}: BoxProps) {
  return (
    <Root
      as={as}
      $padding={padding}
      $paddingInline={paddingInline}
      $paddingBlock={paddingBlock}
      $paddingBlockStart={paddingBlockStart}
      $paddingBlockEnd={paddingBlockEnd}
      $background={background}
      $radius={radius}
      $scrollInline={scrollInline}
      {...rest}
    >
      {children}
    </Root>
  );
}
