import styled from "styled-components";
import { stack } from "../../theme/layout.ts";
import { FactList } from "../bet-details/fact-list.tsx";

/** One fact of the game, already translated (e.g. "RTP" -> "96.50 %"). */
export interface GameFact {
  label: string;
  value: string;
}

export interface GameInfoProps {
  /** Heading of the panel, e.g. "About this game". */
  title: string;
  facts: GameFact[];
  description?: string | null;
  className?: string;
}

const Root = styled.section`
  ${stack("md")}
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Facts = styled(FactList)`
  dt {
    text-transform: uppercase;
    letter-spacing: ${({ theme }) => theme.typography.letterSpacings.wide};
  }
`;

/** The game's facts (provider, RTP, volatility) and its description. */
export function GameInfo({ title, facts, description, className }: GameInfoProps) {
  return (
    <Root className={className} aria-label={title}>
      <h2>{title}</h2>
      <Facts facts={facts} min="8rem" />
      {description ? <p>{description}</p> : null}
    </Root>
  );
}
