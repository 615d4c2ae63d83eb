import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import styled from "styled-components";
import { bareButton, cluster, inline, plainList, stack } from "../../theme/layout.ts";
import { media } from "../../tokens/index.ts";
import { CheckIcon, CopyIcon } from "../icons/index.ts";

/** How a round ended (the contract's `GamingRoundResult`). */
export type GameRoundResult = "open" | "win" | "loss" | "push" | "refunded";

/** One fact of the round (stake, payout, multiplier, time). */
export interface GameRoundFact {
  id: string;
  label: string;
  value: ReactNode;
}

/** One money move of the round (a bet, a win, a rollback). */
export interface GameRoundMove {
  id: string;
  label: string;
  amount: ReactNode;
  time: ReactNode;
}

export interface GameRoundProps {
  /** The game's name: the round's heading. */
  game: string;
  result: GameRoundResult;
  /** The result in words ("Win", "Loss", ...). */
  resultLabel: string;
  facts: readonly GameRoundFact[];
  /** The round's money moves, oldest first. */
  moves: readonly GameRoundMove[];
  /** Caption of the moves list ("Transactions"). */
  movesLabel: string;
  /** The bet id, shown and copyable. */
  betId: string;
  betIdLabel: string;
  /** The copy button's name ("Copy bet id 123"). */
  copyLabel: string;
  /** Said once copied ("Copied"). */
  copiedLabel: string;
  /** Opens the bet's details; omitted while they cannot be opened (an open round). */
  details?: { label: string; href: string; onOpen: () => void };
  headingLevel?: 2 | 3;
}

const Frame = styled.article`
  ${stack("sm")}
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  min-inline-size: 0;
`;

const Head = styled.div`
  ${inline("sm")}
  justify-content: space-between;
  flex-wrap: wrap;
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSizes.md};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;

const tones: Record<GameRoundResult, "success" | "textMuted" | "text" | "warning" | "info"> = {
  win: "success",
  loss: "textMuted",
  push: "text",
  refunded: "warning",
  open: "info",
};

const Result = styled.span<{ $result: GameRoundResult }>`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: ${({ theme }) => theme.sizes.border} solid currentColor;
  color: ${({ theme, $result }) => theme.colors[tones[$result]]};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  white-space: nowrap;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0;
  font-variant-numeric: tabular-nums;
  ${media.up("sm")} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    ${stack("xxs")}
    min-inline-size: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

const Moves = styled.ul`
  ${plainList}
  ${stack("xxs")}
  padding-block-start: ${({ theme }) => theme.space.sm};
  border-block-start: ${({ theme }) => theme.sizes.border} solid
    ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  li {
    display: grid;
    grid-template-columns: minmax(5rem, auto) 1fr auto;
    gap: ${({ theme }) => theme.space.sm};
    align-items: baseline;
  }
  li > :nth-child(2) {
    text-align: end;
  }
  li > :last-child {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  }
`;

const Foot = styled.div`
  ${cluster("sm")}
  justify-content: space-between;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
`;

const BetId = styled.span`
  ${inline("xs")}
  code {
    font-family: ${({ theme }) => theme.typography.fonts.mono};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const SmallButton = styled.button`
  ${bareButton}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: ${({ theme }) => theme.sizes.controlSm};
  min-block-size: ${({ theme }) => theme.sizes.controlSm};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const DetailsLink = styled.a`
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  min-block-size: ${({ theme }) => theme.sizes.controlSm};
  display: inline-flex;
  align-items: center;
`;

/**
 * One round of the player's gaming history: the game and its result, the round's facts (stake,
 * payout, multiplier, time), its money moves (bet, win, rollback) oldest first, the bet id with a
 * copy button, and a link to the bet's details (a plain link a modifier-click may open apart).
 */
export function GameRound({
  game,
  result,
  resultLabel,
  facts,
  moves,
  movesLabel,
  betId,
  betIdLabel,
  copyLabel,
  copiedLabel,
  details,
  headingLevel = 2,
}: GameRoundProps) {
  const headingId = useId();
  const resultId = useId();
  const Heading = `h${headingLevel}` as const;
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(betId);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Frame aria-labelledby={headingId} aria-describedby={resultId}>
      <Head>
        <Heading id={headingId}>{game}</Heading>
        <Result id={resultId} $result={result}>
          {resultLabel}
        </Result>
      </Head>
      <Facts>
        {facts.map((fact) => (
          <div key={fact.id}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </Facts>
      {moves.length > 0 ? (
        <Moves aria-label={movesLabel}>
          {moves.map((move) => (
            <li key={move.id}>
              <span>{move.label}</span>
              <span>{move.amount}</span>
              <span>{move.time}</span>
            </li>
          ))}
        </Moves>
      ) : null}
      <Foot>
        <BetId>
          {betIdLabel} <code>{betId}</code>
          <SmallButton type="button" aria-label={copyLabel} onClick={() => void copy()}>
            {copied ? <CheckIcon size="iconSm" /> : <CopyIcon size="iconSm" />}
          </SmallButton>
          <span role="status" aria-live="polite">
            {copied ? copiedLabel : ""}
          </span>
        </BetId>
        {details ? (
          <DetailsLink
            href={details.href}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              details.onOpen();
            }}
          >
            {details.label}
          </DetailsLink>
        ) : null}
      </Foot>
    </Frame>
  );
}
