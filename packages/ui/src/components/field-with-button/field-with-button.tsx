import type { HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import { fieldWithButton } from "../../theme/layout.ts";

export interface FieldWithButtonProps extends HTMLAttributes<HTMLDivElement> {
  /** The field, then its button (a code and "Redeem"). */
  children?: ReactNode;
}

const Row = styled.div`
  ${fieldWithButton}
`;

/** A field and its button on one row: the field takes the room, their bottoms line up. */
export function FieldWithButton({ children, ...rest }: FieldWithButtonProps) {
  return <Row {...rest}>{children}</Row>;
}
