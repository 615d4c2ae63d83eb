import { type ReactNode } from "react";
import styled from "styled-components";
import { inline, stack, textStyle } from "../../theme/layout.ts";
import { CopyValueList } from "../copy-value-list/index.ts";
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
  pendingLabel?: ReactNode;
  /** Accessible name of its copy button, e.g. "Copy server seed" (default: `copyLabel`). */
  copyLabel?: string;
}

export interface BetDetailsProps {
  gameName: string;
  gameImageSrc?: string | null;
  /** A link or button to the game, e.g. "Play Dice". */
  gameAction?: ReactNode;
  facts: BetFact[];
  /**
   * The seeds section (provably fair originals): each input whole, with a copy button; a note
   * and an action (e.g. a "Verify" button) under them. Omit for other games.
   */
  seeds?: { title: string; items: BetSeed[]; note?: ReactNode; action?: ReactNode } | null;
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
          <CopyValueList
            copiedLabel={copiedLabel}
            items={seeds.items.map((seed) => ({
              label: seed.label,
              value: seed.value,
              copyLabel: seed.copyLabel ?? copyLabel,
              pending: seed.pendingLabel,
            }))}
          />
          {seeds.note ? <Muted>{seeds.note}</Muted> : null}
          {seeds.action ?? null}
        </Seeds>
      ) : seedsNote ? (
        <Muted>{seedsNote}</Muted>
      ) : null}
    </Root>
  );
}
