import type { HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import { roundToneColor, type RoundTone } from "../originals/round-tone.ts";

const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  & > div {
    flex: 1 0 auto;
    min-inline-size: ${({ theme }) => theme.sizes.statMin};
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

export interface RoundStatsProps extends HTMLAttributes<HTMLDListElement> {
  /** The figures: {@link RoundStat}s. */
  children?: ReactNode;
}

/**
 * A row of labelled figures (multiplier, win chance, payout on win) as a description list. Each
 * figure takes the room its longest line needs (never less than `sizes.statMin`) and the row
 * shares what is left; a figure that does not fit starts a new row and takes it whole, so an
 * amount is never cut.
 */
export function RoundStats({ children, ...rest }: RoundStatsProps) {
  return <List {...rest}>{children}</List>;
}

export interface RoundStatProps {
  label: ReactNode;
  value: ReactNode;
}

/** One figure of {@link RoundStats}: its label (a term) and its value (the description). */
export function RoundStat({ label, value }: RoundStatProps) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const Figure = styled.p<{ $tone: RoundTone }>`
  margin: 0;
  text-align: center;
  font-size: clamp(
    ${({ theme }) => theme.sizes.figureMin},
    10vw,
    ${({ theme }) => theme.sizes.figureMax}
  );
  font-weight: ${({ theme }) => theme.typography.fontWeights.black};
  font-variant-numeric: tabular-nums;
  ${roundToneColor}
`;

export interface RoundFigureProps extends HTMLAttributes<HTMLParagraphElement> {
  /** Before the result, a win (success colour) or a loss (danger colour). */
  tone: RoundTone;
  children?: ReactNode;
}

/** A big centred figure on a game's stage (the roll, the crash point). */
export function RoundFigure({ tone, children, ...rest }: RoundFigureProps) {
  return (
    <Figure $tone={tone} {...rest}>
      {children}
    </Figure>
  );
}

const Line = styled.p<{ $win: boolean }>`
  margin: 0;
  text-align: center;
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  color: ${({ theme, $win }) => ($win ? theme.colors.success : theme.colors.textMuted)};
  min-block-size: ${({ theme }) => theme.typography.lineHeights.normal}em;
`;

export interface RoundOutcomeProps extends HTMLAttributes<HTMLParagraphElement> {
  /** A win reads in the success colour; anything else is subdued. */
  win: boolean;
  children?: ReactNode;
}

/** The result line under a game's stage ("You won 19.8 USDT"); keeps its line when empty. */
export function RoundOutcome({ win, children, ...rest }: RoundOutcomeProps) {
  return (
    <Line $win={win} {...rest}>
      {children}
    </Line>
  );
}
