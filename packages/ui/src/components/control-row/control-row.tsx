import type { HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";

export interface ControlRowProps extends HTMLAttributes<HTMLDivElement> {
  /** The controls (a switch, selects, a button), each at least `sizes.controlMin` wide. */
  children?: ReactNode;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  & > * {
    min-inline-size: ${({ theme }) => theme.sizes.controlMin};
  }
`;

/**
 * A row of a game's controls (fun mode, the wallet that pays, the currency shown): their bottoms
 * line up, and a control that does not fit goes onto another line.
 */
export function ControlRow({ children, ...rest }: ControlRowProps) {
  return <Row {...rest}>{children}</Row>;
}
