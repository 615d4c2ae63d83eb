import type { HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import { textStyle } from "../../theme/layout.ts";

export interface ResultCountProps extends HTMLAttributes<HTMLParagraphElement> {
  /** How many results, already worded ("312 games"). */
  children?: ReactNode;
}

const Line = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  ${textStyle("sm", "textMuted")}
`;

/** How many results a list holds, in small subdued text over it (`aria-live` passes through). */
export function ResultCount({ children, ...rest }: ResultCountProps) {
  return <Line {...rest}>{children}</Line>;
}
