import type { ElementType, HTMLAttributes, ReactNode } from "react";
import styled, { css } from "styled-components";
import type { Theme } from "../../theme/theme.ts";

/**
 * What the text is: `body` (running text), `bodySm` (secondary text), `caption` (small print under
 * a figure), `label` (names a value or a group), `numeric` (figures that line up: tabular digits),
 * `code` (hashes, seeds, addresses: monospace), `codeLg` (a code to type or copy: a bonus code),
 * `figure` (a headline number: the player's stars).
 */
export type TextVariant =
  "body" | "bodySm" | "caption" | "label" | "numeric" | "code" | "codeLg" | "figure";

/** What the text says about its content; each tone is a theme colour that reads at AA on surfaces. */
export type TextToneName =
  "default" | "subdued" | "brand" | "success" | "critical" | "warning" | "info" | "inherit";

export interface TextProps extends HTMLAttributes<HTMLElement> {
  variant?: TextVariant;
  tone?: TextToneName;
  /** Bolder than the variant's own weight. */
  weight?: "regular" | "medium" | "semibold" | "bold";
  /** One line that ends in an ellipsis when it does not fit. */
  truncate?: boolean;
  /** Never broken across lines (an amount and its unit); it may overflow instead. */
  noWrap?: boolean;
  alignment?: "start" | "center" | "end";
  /** The element drawn: `p` by default; `span` inside a line, `dd`, `strong`, `label`... */
  as?: ElementType;
  children?: ReactNode;
}

/** The theme colour of each tone (`inherit` keeps the parent's). */
export const textToneColor = (theme: Theme, tone: TextToneName): string =>
  ({
    default: theme.colors.text,
    subdued: theme.colors.textMuted,
    brand: theme.colors.primaryText,
    success: theme.colors.success,
    critical: theme.colors.danger,
    warning: theme.colors.warning,
    info: theme.colors.info,
    inherit: "inherit",
  })[tone];

const variants = {
  body: css`
    font-size: ${({ theme }) => theme.typography.fontSizes.md};
    line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  `,
  bodySm: css`
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
    line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  `,
  caption: css`
    font-size: ${({ theme }) => theme.typography.fontSizes.xs};
    line-height: ${({ theme }) => theme.typography.lineHeights.snug};
  `,
  label: css`
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
    line-height: ${({ theme }) => theme.typography.lineHeights.snug};
  `,
  numeric: css`
    font-variant-numeric: tabular-nums;
    line-height: ${({ theme }) => theme.typography.lineHeights.snug};
  `,
  code: css`
    font-family: ${({ theme }) => theme.typography.fonts.mono};
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
    overflow-wrap: anywhere;
  `,
  figure: css`
    font-size: ${({ theme }) => theme.typography.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.typography.fontWeights.black};
    font-variant-numeric: tabular-nums;
  `,
  codeLg: css`
    font-family: ${({ theme }) => theme.typography.fonts.mono};
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
    overflow-wrap: anywhere;
  `,
};

interface TextStyle {
  $variant: TextVariant;
  $tone: TextToneName;
  $weight?: TextProps["weight"];
  $truncate: boolean;
  $noWrap: boolean;
  $alignment?: TextProps["alignment"];
}

const Root = styled.p<TextStyle>`
  margin: 0;
  color: ${({ theme, $tone }) => textToneColor(theme, $tone)};
  ${({ $variant }) => variants[$variant]}
  ${({ theme, $weight }) =>
    $weight &&
    css`
      font-weight: ${theme.typography.fontWeights[$weight]};
    `}
  ${({ $alignment }) =>
    $alignment &&
    css`
      text-align: ${$alignment};
    `}
  ${({ $noWrap }) =>
    $noWrap &&
    css`
      white-space: nowrap;
    `}
  ${({ $truncate }) =>
    $truncate &&
    css`
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    `}
`;

/** Text in one of the kit's variants and tones (Polaris' Text): screens write no font CSS. */
export function Text({
  variant = "body",
  tone = "default",
  weight,
  truncate = false,
  noWrap = false,
  alignment,
  as,
  children,
  ...rest
}: TextProps) {
  return (
    <Root
      as={as}
      $variant={variant}
      $tone={tone}
      $weight={weight}
      $truncate={truncate}
      $noWrap={noWrap}
      $alignment={alignment}
      {...rest}
    >
      {children}
    </Root>
  );
}
