import { type ReactNode } from "react";
import styled from "styled-components";
import { inline, stack, textStyle } from "../../theme/layout.ts";
import { CopyField } from "../copy-field/index.ts";
import { FactList } from "./fact-list.tsx";

/** One line of the bet, already translated and formatted. */
export interface BetFact {
  label: string;
  value: ReactNode;
}

/** One seed of a provably fair bet; `value` null while the seed is still secret. */
export interface BetSeed {
  label: string;
  value: string | null;
  /** Shown for a seed that is not revealed yet, e.g. "Revealed when the seed pair is rotated". */
  pendingLabel?: string;
}

export interface BetDetailsProps {
  gameName: string;
  gameImageSrc?: string | null;
  /** A link or button to the game, e.g. "Play Dice". */
  gameAction?: ReactNode;
  facts: BetFact[];
  /** The seeds section (provably fair originals); omit for other games. */
  seeds?: { title: string; items: BetSeed[]; note?: ReactNode } | null;
  /** A note instead of the seeds, e.g. "Seeds are shown for provably fair games". */
  seedsNote?: ReactNode;
  copyLabel: string;
  copiedLabel: string;
  className?: string;
}

const Root = styled.div`
  ${stack("lg")}
`;

const Game = styled.div`
  ${inline("md")}
  img {
    inline-size: 3rem;
    block-size: 4rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
  }
  strong {
    font-size: ${({ theme }) => theme.typography.fontSizes.md};
  }
`;

const Facts = styled(FactList)`
  dd {
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Seeds = styled.section`
  ${stack("md")}
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSizes.md};
  }
`;

const Muted = styled.p`
  margin: 0;
  ${textStyle("sm", "textMuted")}
`;

const Pending = styled.div`
  ${stack("xxs")}
  span:first-child {
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;

/** A settled bet: game, player, amounts, multiplier, payout and, once revealed, its seeds. */
export function BetDetails({
  gameName,
  gameImageSrc,
  gameAction,
  facts,
  seeds,
  seedsNote,
  copyLabel,
  copiedLabel,
  className,
}: BetDetailsProps) {
  return (
    <Root className={className}>
      <Game>
        {gameImageSrc ? <img src={gameImageSrc} alt="" width={48} height={64} /> : null}
        <div>
          <strong>{gameName}</strong>
          {gameAction}
        </div>
      </Game>
      <Facts facts={facts} min="9rem" />
      {seeds ? (
        <Seeds aria-label={seeds.title}>
          <h3>{seeds.title}</h3>
          {seeds.items.map((seed) =>
            seed.value === null ? (
              <Pending key={seed.label}>
                <span>{seed.label}</span>
                <Muted>{seed.pendingLabel}</Muted>
              </Pending>
            ) : (
              <CopyField
                key={seed.label}
                label={seed.label}
                value={seed.value}
                copyLabel={copyLabel}
                copiedLabel={copiedLabel}
              />
            ),
          )}
          {seeds.note ? <Muted>{seeds.note}</Muted> : null}
        </Seeds>
      ) : seedsNote ? (
        <Muted>{seedsNote}</Muted>
      ) : null}
    </Root>
  );
}
