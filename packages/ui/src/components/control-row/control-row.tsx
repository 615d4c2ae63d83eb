import type { HTMLAttributes, ReactNode } from "react";
import styled, { css } from "styled-components";

export interface ControlRowProps extends HTMLAttributes<HTMLDivElement> {
  /** The controls (a switch, selects, a button, the filters of a list). */
  children?: ReactNode;
  /**
   * The controls share the row, each between `sizes.filterMin` and `sizes.filterMax` wide (the
   * filters and the sort over a list). Otherwise each takes its own width, at least
   * `sizes.controlMin` (a game's controls).
   */
  share?: boolean;
}

const Row = styled.div<{ $share: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  & > * {
    ${({ theme, $share }) =>
      $share
        ? css`
            flex: 1 1 ${theme.sizes.filterMin};
            max-inline-size: ${theme.sizes.filterMax};
          `
        : css`
            min-inline-size: ${theme.sizes.controlMin};
          `}
  }
`;

/**
 * A row of controls whose bottoms line up; a control that does not fit goes onto another line.
 * `share` for the filters over a list, the default for a game's controls (fun mode, the wallet
 * that pays, the currency shown).
 */
export function ControlRow({ children, share = false, ...rest }: ControlRowProps) {
  return (
    <Row $share={share} {...rest}>
      {children}
    </Row>
  );
}
