import type { ReactNode } from "react";
import styled from "styled-components";

export interface ProviderDirectoryProps {
  /** The section's accessible name, e.g. "Game providers". */
  label: string;
  /** The `li` items, each holding a provider card (or a placeholder). */
  children?: ReactNode;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.filterMin}, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xxl};
  padding: 0;
  list-style: none;
`;

/**
 * Every provider as a grid of cards that fills the row (as many columns as fit), in a section
 * named by `label`, set well apart from what follows.
 */
export function ProviderDirectory({ label, children }: ProviderDirectoryProps) {
  return (
    <section aria-label={label}>
      <Grid>{children}</Grid>
    </section>
  );
}
