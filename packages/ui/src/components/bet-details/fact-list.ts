import styled from "styled-components";

/**
 * Facts as a description list in a grid of columns at least `$min` wide: each fact a `div` with a
 * muted `dt` over a bold `dd`. Shared by the bet details and the game's info.
 */
export const FactList = styled.dl<{ $min: string }>`
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
