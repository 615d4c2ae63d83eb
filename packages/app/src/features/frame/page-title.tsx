import type { ReactNode } from "react";
import styled from "styled-components";
import { usePageHead } from "./page-head.tsx";

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-family: ${({ theme }) => theme.typography.fonts.display};
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;

/**
 * The page's one `h1`. A plain text title is also the document's title ("{title} · {site}", see
 * `usePageHead`); a page whose heading is not plain text calls `usePageHead` itself.
 */
export function PageTitle({ children }: { children: ReactNode }) {
  usePageHead(typeof children === "string" ? children : undefined);
  return <Heading>{children}</Heading>;
}
