import { type ReactNode, useId } from "react";
import styled from "styled-components";
import { Button } from "../button/index.ts";
import { CurrencyAmount } from "../currency-amount/index.ts";
import { ProgressBar } from "../progress-bar/index.ts";
import { StatusChip, type ChallengeStatus } from "../status-chip/index.ts";

export interface ChallengePrize {
  amount: string;
  currency: string;
  iconSrc?: string | null;
}

export interface ChallengeProgress {
  value: number;
  max: number;
  label: string;
  valueText: string;
}

export interface ChallengeCardProps {
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
  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
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
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
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

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: auto;
`;

function isPrize(value: unknown): value is ChallengePrize {
  return typeof value === "object" && value !== null && "amount" in value && "currency" in value;
}

/** A game challenge: goal, prize, status, optional progress, and a play button while live. */
export function ChallengeCard({
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
  className,
}: ChallengeCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} $status={status} className={className} data-status={status}>
      <Thumb>
        {gameImageSrc ? <img src={gameImageSrc} alt="" loading="lazy" decoding="async" /> : null}
      </Thumb>
      <Body>
        <Header>
          <div>
            <Title id={titleId}>{gameName}</Title>
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
        {progress ? (
          <ProgressBar
            label={progress.label}
            value={progress.value}
            max={progress.max}
            valueText={progress.valueText}
            valueLabel={progress.valueText}
            size="sm"
            tone={status === "completed" ? "success" : "accent"}
            pixel
          />
        ) : null}
        <Footer>
          {remaining ? <Muted>{remaining}</Muted> : <span />}
          {status === "live" && onPlay && playLabel ? (
            <Button size="sm" onClick={onPlay} aria-describedby={titleId}>
              {playLabel}
            </Button>
          ) : null}
        </Footer>
      </Body>
    </Card>
  );
}
