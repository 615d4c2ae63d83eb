import type { ReactNode } from "react";
import styled from "styled-components";
import { panelSurface } from "@casino/ui";

const Root = styled.section`
  margin-block-end: ${({ theme }) => theme.space.xl};
  ${panelSurface()}
  > h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  }
`;

/** A titled panel of a profile page. */
export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Root>
      <h2>{title}</h2>
      {children}
    </Root>
  );
}

/** Profile pages' content width. */
export const Column = styled.div`
  max-inline-size: 48rem;
`;
