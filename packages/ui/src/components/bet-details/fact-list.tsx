import type { ReactNode } from "react";
import styled from "styled-components";

const Grid = styled.dl<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;

/** One fact, already translated and formatted (e.g. "RTP" -> "96.50 %"). */
export interface Fact {
  label: string;
  value: ReactNode;
}

export interface FactListProps {
  facts: readonly Fact[];
  /** The narrowest a column may get, e.g. "8rem". */
  min: string;
  className?: string;
}

/**
 * Facts as a description list in a grid of columns at least `min` wide: each fact a `div` with a
 * muted `dt` over a bold `dd`. Shared by the bet details and the game's info.
 */
export function FactList({ facts, min, className }: FactListProps) {
  return (
    <Grid $min={min} className={className}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </Grid>
  );
}
