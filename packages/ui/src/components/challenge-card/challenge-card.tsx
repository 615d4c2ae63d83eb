import { type ReactNode, useId } from "react";
import styled from "styled-components";
import { cluster, stack, textStyle } from "../../theme/layout.ts";
import { Button, primaryLink } from "../button/index.ts";
import {
  CardImage,
  CardLink,
  CardProgressBar,
  coverImage,
  type CardProgress,
} from "../card/card-parts.tsx";
import { navigationClick, type NavigateHandler } from "../category-nav/index.ts";
import { Countdown, type CountdownLabels } from "../countdown/index.ts";
import { CurrencyAmount } from "../currency-amount/index.ts";
import { StatusChip, type ChallengeStatus } from "../status-chip/index.ts";

export interface ChallengePrize {
  amount: string;
  currency: string;
  iconSrc?: string | null;
}

/** Progress towards the challenge's target. */
export type ChallengeProgress = CardProgress;

export interface ChallengeCardProps {
  /** The challenge's own title, e.g. "Roll x10 on Dice" (default: the game's name). */
  title?: string;
  gameName: string;
  gameImageSrc?: string | null;
  provider?: string;
  /** The goal, e.g. "Hit a 100× multiplier with at least 1 USDT". */
  goal: ReactNode;
  /** A cash prize, or ready content such as "20 free spins". */
  prize: ChallengePrize | ReactNode;
  prizeLabel: string;
  locale: string;
  status: ChallengeStatus;
  statusLabel: string;
  /** e.g. "3 of 10 prizes left". */
  remaining?: ReactNode;
  progress?: ChallengeProgress;
  /** Text of the play button, shown while the challenge is live. */
  playLabel?: string;
  onPlay?: () => void;
  /** The game's page: the game's name and the play control become links to it. */
  gameHref?: string;
  onNavigate?: NavigateHandler;
  /** End of a live challenge: a countdown ticking each second (with its caption and labels). */
  endsAt?: Date | number;
  countdownLabel?: string;
  countdownLabels?: CountdownLabels;
  onCountdownComplete?: () => void;
  className?: string;
}

const Card = styled.article<{ $status: ChallengeStatus }>`
  display: grid;
  grid-template-columns: ${({ theme }) => `calc(${theme.sizes.controlLg} * 2)`} 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.border} solid
    ${({ theme, $status }) => ($status === "completed" ? theme.colors.success : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Thumb = styled.div`
  aspect-ratio: 3 / 4;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  ${coverImage}
`;

const Body = styled.div`
  ${stack("sm")}
  min-inline-size: 0;
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
`;

const Muted = styled.p`
  margin: 0;
  ${textStyle("xs", "textMuted")}
`;

const Goal = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Prize = styled.div`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const GameLink = styled.a`
  ${textStyle("xs", "textMuted")}
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const PlayLink = styled(CardLink)`
  ${primaryLink}
  justify-content: center;
  min-block-size: ${({ theme }) => theme.sizes.controlSm};
  padding-inline: ${({ theme }) => theme.space.md};
  ${textStyle("sm")}
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Timer = styled.div`
  ${stack("xxs")}
  > [role="timer"] {
    flex-wrap: wrap;
  }
`;

const Footer = styled.div`
  ${cluster("sm")}
  justify-content: space-between;
  margin-block-start: auto;
`;

function isPrize(value: unknown): value is ChallengePrize {
  return typeof value === "object" && value !== null && "amount" in value && "currency" in value;
}

/** A game challenge: goal, prize, status, optional progress, and a play button while live. */
export function ChallengeCard({
  title,
  gameName,
  gameImageSrc,
  provider,
  goal,
  prize,
  prizeLabel,
  locale,
  status,
  statusLabel,
  remaining,
  progress,
  playLabel,
  onPlay,
  gameHref,
  onNavigate,
  endsAt,
  countdownLabel,
  countdownLabels,
  onCountdownComplete,
  className,
}: ChallengeCardProps) {
  const titleId = useId();
  const live = status === "live";
  return (
    <Card aria-labelledby={titleId} $status={status} className={className} data-status={status}>
      <Thumb>
        <CardImage src={gameImageSrc} />
      </Thumb>
      <Body>
        <Header>
          <div>
            <Title id={titleId}>{title ?? gameName}</Title>
            {title && gameHref ? (
              <GameLink href={gameHref} onClick={navigationClick(gameHref, onNavigate)}>
                {gameName}
              </GameLink>
            ) : title ? (
              <Muted>{gameName}</Muted>
            ) : null}
            {provider ? <Muted>{provider}</Muted> : null}
          </div>
          <StatusChip kind="challenge" status={status} label={statusLabel} />
        </Header>
        <Goal>{goal}</Goal>
        <Prize>
          <Muted as="span">{prizeLabel}</Muted>
          {isPrize(prize) ? (
            <CurrencyAmount
              amount={prize.amount}
              currency={prize.currency}
              iconSrc={prize.iconSrc}
              locale={locale}
              tone="win"
            />
          ) : (
            prize
          )}
        </Prize>
        {live && endsAt !== undefined && countdownLabel && countdownLabels ? (
          <Timer>
            <Muted aria-hidden="true">{countdownLabel}</Muted>
            <Countdown
              target={endsAt}
              label={countdownLabel}
              labels={countdownLabels}
              showSeconds
              onComplete={onCountdownComplete}
            />
          </Timer>
        ) : null}
        {progress ? (
          <CardProgressBar
            progress={progress}
            tone={status === "completed" ? "success" : "accent"}
            pixel
          />
        ) : null}
        <Footer>
          {remaining ? <Muted>{remaining}</Muted> : <span />}
          {live && playLabel && gameHref ? (
            <PlayLink href={gameHref} label={playLabel} titleId={titleId} onNavigate={onNavigate} />
          ) : live && onPlay && playLabel ? (
            <Button size="sm" onClick={onPlay} aria-describedby={titleId}>
              {playLabel}
            </Button>
          ) : null}
        </Footer>
      </Body>
    </Card>
  );
}
