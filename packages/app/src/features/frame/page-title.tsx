import type { ReactNode } from "react";
import styled from "styled-components";

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;

/** The page's one `h1`. */
export function PageTitle({ children }: { children: ReactNode }) {
  return <Heading>{children}</Heading>;
}
