import type { ReactNode } from "react";
import styled from "styled-components";
import { cluster, stack } from "@casino/ui";

const Root = styled.section`
  inline-size: 100%;
  max-inline-size: 28rem;
  padding: ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  > h1 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  }
`;

/** A centred card with the page's `h1`, for the bare account pages. */
export function PageCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Root>
      <h1>{title}</h1>
      {children}
    </Root>
  );
}

/** A vertical stack of form rows. */
export const Stack = styled.div`
  ${stack("md")}
`;

/** A row of actions (buttons, links). */
export const Row = styled.div`
  ${cluster("sm")}
  justify-content: space-between;
`;

/** Body text. */
export const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
