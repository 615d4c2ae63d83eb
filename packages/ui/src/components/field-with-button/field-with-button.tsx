import type { ElementType, HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import { fieldWithButton } from "../../theme/layout.ts";

export interface FieldWithButtonProps extends HTMLAttributes<HTMLElement> {
  /** The element drawn: `div` by default; `form` when the button submits the field. */
  as?: ElementType;
  /** The field first, then its button. */
  children?: ReactNode;
}

const Row = styled.div`
  ${fieldWithButton}
`;

/**
 * A field and its button on one row (a bet id and "Load", a client seed and "Change"): the field
 * takes the room, the bottoms of both line up so a hint or an error under the field stays aligned.
 */
export function FieldWithButton({ as, children, ...rest }: FieldWithButtonProps) {
  return (
    <Row as={as} {...rest}>
      {children}
    </Row>
  );
}
