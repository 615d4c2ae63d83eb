import { type ReactNode, useId } from "react";
import styled from "styled-components";
import { inline, textStyle } from "../../theme/layout.ts";
import {
  CardBody,
  CardCorner,
  CardFrame,
  CardImage,
  CardLink,
  CardMedia,
  CardTitle,
  mediaGradient,
} from "../card/card-parts.tsx";
import type { NavigateHandler } from "../category-nav/index.ts";
import { Countdown, type CountdownLabels } from "../countdown/index.ts";
import { CurrencyAmount } from "../currency-amount/index.ts";
import { TrophyIcon } from "../icons/index.ts";
import { StatusChip, type ChallengeStatus } from "../status-chip/index.ts";

/** Tournament statuses (shared with challenges): live, finished, completed (by the player). */
export type TournamentStatus = ChallengeStatus;

export interface TournamentPrizePool {
  amount: string;
  currency: string;
  iconSrc?: string | null;
  /** Decimals shown (default: the currency amount's default). */
  decimals?: number;
}

export interface TournamentCardProps {
  title: string;
  imageSrc?: string | null;
  status: TournamentStatus;
  statusLabel: string;
  /** Prize pool and its caption, e.g. "Prize pool". */
  prizePool: TournamentPrizePool;
  prizePoolLabel: string;
  locale: string;
  /** End of a live tournament: shows a ticking countdown. */
  endsAt?: Date | number;
  /** Caption and accessible name of the countdown, e.g. "Ends in". */
  countdownLabel?: string;
  countdownLabels?: CountdownLabels;
  onCountdownComplete?: () => void;
  /** Also tick the seconds (default false: days, hours, minutes). */
  showSeconds?: boolean;
  /** Extra facts, e.g. "1,204 players · Highest multiplier". */
  details?: ReactNode;
  href: string;
  /** e.g. "Join now" / "View results"; the title is appended to its accessible name. */
  ctaLabel: string;
  onNavigate?: NavigateHandler;
  className?: string;
}

const Card = styled(CardFrame)<{ $live: boolean }>`
  border-color: ${({ theme, $live }) => ($live ? theme.colors.accent : theme.colors.border)};
  box-shadow: ${({ theme, $live }) => ($live ? theme.shadows.glowAccent : theme.shadows.none)};
`;

const Media = styled(CardMedia)`
  overflow: hidden;
  ${mediaGradient("surfaceSunken", "primary")}
`;

const ChipSpot = styled(CardCorner)`
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
`;

const Body = styled(CardBody)`
  gap: ${({ theme }) => theme.space.md};
`;

const Prize = styled.div`
  ${inline("sm")}
  svg {
    color: ${({ theme }) => theme.colors.warning};
  }
`;

const Caption = styled.span`
  display: block;
  ${textStyle("xs", "textMuted")}
  text-transform: uppercase;
  letter-spacing: ${({ theme }) => theme.typography.letterSpacings.wide};
`;

const Details = styled.div`
  ${textStyle("sm", "textMuted")}
`;

const Cta = styled(CardLink)`
  align-self: stretch;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  margin-block-start: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/** A tournament teaser: prize pool, status, a live countdown to its end and a link to it. */
export function TournamentCard({
  title,
  imageSrc,
  status,
  statusLabel,
  prizePool,
  prizePoolLabel,
  locale,
  endsAt,
  countdownLabel,
  countdownLabels,
  onCountdownComplete,
  showSeconds = false,
  details,
  href,
  ctaLabel,
  onNavigate,
  className,
}: TournamentCardProps) {
  const titleId = useId();
  const live = status === "live";
  return (
    <Card aria-labelledby={titleId} $live={live} className={className} data-status={status}>
      <Media $ratio="16 / 7">
        <CardImage src={imageSrc} />
        <ChipSpot $side="end">
          <StatusChip kind="challenge" status={status} label={statusLabel} />
        </ChipSpot>
      </Media>
      <Body>
        <CardTitle id={titleId}>{title}</CardTitle>
        <Prize>
          <TrophyIcon size="iconLg" />
          <div>
            <Caption>{prizePoolLabel}</Caption>
            <CurrencyAmount
              amount={prizePool.amount}
              currency={prizePool.currency}
              iconSrc={prizePool.iconSrc}
              decimals={prizePool.decimals}
              locale={locale}
              size="lg"
              tone="win"
            />
          </div>
        </Prize>
        {live && endsAt !== undefined && countdownLabel && countdownLabels ? (
          <div>
            <Caption aria-hidden="true">{countdownLabel}</Caption>
            <Countdown
              target={endsAt}
              label={countdownLabel}
              labels={countdownLabels}
              showSeconds={showSeconds}
              onComplete={onCountdownComplete}
            />
          </div>
        ) : null}
        {details ? <Details>{details}</Details> : null}
        <Cta href={href} label={ctaLabel} titleId={titleId} onNavigate={onNavigate} />
      </Body>
    </Card>
  );
}
