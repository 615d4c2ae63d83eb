import styled from "styled-components";
import { roundToneColor, type RoundTone } from "@casino/ui";

/**
 * A row of labelled figures (multiplier, win chance, payout on win). Each figure takes the room its
 * longest line needs (never less than 6rem) and the row shares what is left; a figure that does
 * not fit beside the others starts a new row and takes it whole, so an amount is never cut.
 */
export const Stats = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  & > div {
    flex: 1 0 auto;
    min-inline-size: 6rem;
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  }
  & dd {
    margin: 0;
    white-space: nowrap;
    font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;

/** One figure of {@link Stats}. */
export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A big centred figure on the stage (the roll, the crash point). */
export const BigNumber = styled.p<{ $tone: RoundTone }>`
  margin: 0;
  text-align: center;
  font-size: clamp(2.5rem, 10vw, 5rem);
  font-weight: ${({ theme }) => theme.typography.fontWeights.black};
  font-variant-numeric: tabular-nums;
  ${roundToneColor}
`;

/** The result line under the stage ("You won 19.8 USDT"). */
export const Outcome = styled.p<{ $win: boolean }>`
  margin: 0;
  text-align: center;
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  color: ${({ theme, $win }) => ($win ? theme.colors.success : theme.colors.textMuted)};
  min-block-size: 1.5em;
`;
