import type { HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";

export interface PageLeadProps extends HTMLAttributes<HTMLParagraphElement> {
  children?: ReactNode;
}

const Line = styled.p`
  margin: calc(-1 * ${({ theme }) => theme.space.sm}) 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The subdued line right under a page's title (a provider's game count), drawn close to it. */
export function PageLead({ children, ...rest }: PageLeadProps) {
  return <Line {...rest}>{children}</Line>;
}
