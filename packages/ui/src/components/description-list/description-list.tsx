import type { HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import type { GridMin } from "../grid/index.ts";

export interface DescriptionListProps extends HTMLAttributes<HTMLDListElement> {
  /** The narrowest a column of facts may get (`tile` by default). */
  min?: GridMin;
  /** Its `DescriptionItem`s. */
  children?: ReactNode;
}

const List = styled.dl<{ $min: GridMin }>`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(
      min(100%, ${({ theme, $min }) => theme.sizes[$min === "tile" ? "tileMin" : "cardMin"]}),
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
`;

/**
 * Facts in a grid of columns (a `dl`): each a small upper-case label over its value in bold.
 * The values are already translated and formatted by the screen.
 */
export function DescriptionList({ min = "tile", children, ...rest }: DescriptionListProps) {
  return (
    <List $min={min} {...rest}>
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
