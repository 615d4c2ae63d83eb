import type { HTMLAttributes, ReactNode } from "react";
import styled, { css } from "styled-components";
import type { GridMin } from "../grid/index.ts";

export type DescriptionListAppearance = "plain" | "tiles" | "summary" | "rows";

export interface DescriptionListProps extends HTMLAttributes<HTMLDListElement> {
  /** The narrowest a column of facts may get (`tile` by default). */
  min?: GridMin;
  /**
   * `plain` (default): a small upper-case label over a bold value. `tiles`: each fact on a sunken
   * tile, its value larger with tabular digits (a player's figures). `summary`: one fact a row,
   * the label at the start and the value at the end, on a sunken block (a withdrawal to confirm).
   * `rows`: one fact a row, labels in a column as wide as the longest, each value followed by its
   * badges and actions (an account's details).
   */
  appearance?: DescriptionListAppearance;
  /** Its `DescriptionItem`s. */
  children?: ReactNode;
}

const tiles = css`
  gap: ${({ theme }) => theme.space.sm};
  div {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  dt {
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
    text-transform: none;
  }
  dd {
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
    font-variant-numeric: tabular-nums;
  }
`;

const summary = css`
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  div {
    display: contents;
  }
  dt {
    font-size: inherit;
    text-transform: none;
  }
  dd {
    font-weight: inherit;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

const rows = css`
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  div {
    display: contents;
  }
  dt {
    font-size: inherit;
    text-transform: none;
  }
  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-weight: inherit;
  }
`;

const List = styled.dl<{ $min: GridMin; $appearance: DescriptionListAppearance }>`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(
      min(100%, ${({ theme, $min }) => theme.sizes[$min === "tile" ? "tileMin" : "panelMin"]}),
      1fr
    )
  );
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.fontSizes.xs};
    text-transform: uppercase;
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  ${({ $appearance }) => $appearance === "tiles" && tiles}
  ${({ $appearance }) => $appearance === "summary" && summary}
  ${({ $appearance }) => $appearance === "rows" && rows}
`;

/**
 * Facts in a grid of columns (a `dl`): each a small upper-case label over its value in bold.
 * The values are already translated and formatted by the screen.
 */
export function DescriptionList({
  min = "tile",
  appearance = "plain",
  children,
  ...rest
}: DescriptionListProps) {
  return (
    <List $min={min} $appearance={appearance} {...rest}>
      {children}
    </List>
  );
}

export interface DescriptionItemProps extends HTMLAttributes<HTMLElement> {
  /** What the value is (the `dt`). */
  label: ReactNode;
  /** The value (the `dd`); the other attributes (`data-testid`, `aria-live`...) go on it. */
  children?: ReactNode;
}

/** One fact of a `DescriptionList`: its label (`dt`) and value (`dd`), grouped in a `div`. */
export function DescriptionItem({ label, children, ...rest }: DescriptionItemProps) {
  return (
    <div>
      <dt>{label}</dt>
      <dd {...rest}>{children}</dd>
    </div>
  );
}
