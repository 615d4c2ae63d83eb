import { type ReactNode, useId } from "react";
import styled from "styled-components";
import { inline, stack, textStyle } from "../../theme/layout.ts";
import { Button } from "../button/index.ts";
import { Skeleton } from "../skeleton/index.ts";

/** How the reward stands: ready to take (highlighted), waiting, or nothing to do. */
export type RewardCardTone = "ready" | "waiting" | "neutral";

export interface RewardCardProps {
  /** The card's heading, e.g. "Cashback". */
  title: string;
  /** Decorative icon beside the title. */
  icon?: ReactNode;
  /** The headline figure, e.g. "2.50 USDT". */
  amount?: ReactNode;
  /** A line under the figure, e.g. "Yesterday, 5% of net losses". */
  description?: ReactNode;
  /** Short status line, e.g. "Next reward in 3 h 12 min". */
  status?: ReactNode;
  tone?: RewardCardTone;
  /** The action, e.g. "Claim"; no action without `onAction`. */
  actionLabel?: string;
  onAction?: () => void;
  actionDisabled?: boolean;
  /** Shows the action busy (and ignores clicks) while the request runs. */
  busy?: boolean;
  /** Spoken while busy, e.g. "Claiming". */
  busyLabel?: string;
  /** A failure to explain (announced). */
  error?: ReactNode;
  /** Shows placeholders instead of the figure and status (loading). */
  loading?: boolean;
  /** Extra content under the figure (e.g. a link to share and figures). */
  children?: ReactNode;
  className?: string;
}

const Card = styled.section<{ $tone: RewardCardTone }>`
  ${stack("sm")}
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.border} solid
    ${({ theme, $tone }) => ($tone === "ready" ? theme.colors.success : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme, $tone }) =>
    $tone === "ready" ? `0 0 ${theme.space.sm} ${theme.colors.success}` : "none"};
`;

const Title = styled.h2`
  ${inline("xs")}
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
  line-height: ${({ theme }) => theme.typography.lineHeights.snug};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Amount = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeights.black};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  ${textStyle("sm", "textMuted")}
`;

const Status = styled.div<{ $tone: RewardCardTone }>`
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme, $tone }) => ($tone === "ready" ? theme.colors.success : theme.colors.textMuted)};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const ErrorText = styled.p`
  margin: 0;
  ${textStyle("sm", "danger")}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: auto;
  padding-block-start: ${({ theme }) => theme.space.xs};
`;

/**
 * A reward of the VIP page (cashback, daily login reward, referrals): title, headline figure,
 * status, one action with a busy state, and an announced error.
 */
export function RewardCard({
  title,
  icon,
  amount,
  description,
  status,
  tone = "neutral",
  actionLabel,
  onAction,
  actionDisabled = false,
  busy = false,
  busyLabel,
  error,
  loading = false,
  children,
  className,
}: RewardCardProps) {
  const titleId = useId();
  return (
    <Card
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      $tone={tone}
      className={className}
    >
      <Title id={titleId}>
        {icon}
        {title}
      </Title>
      {loading ? (
        <>
          <Skeleton width="8rem" height="1.75rem" />
          <Skeleton lines={2} />
        </>
      ) : (
        <>
          {amount !== undefined ? <Amount>{amount}</Amount> : null}
          {description ? <Muted>{description}</Muted> : null}
          {status ? <Status $tone={tone}>{status}</Status> : null}
          {children}
        </>
      )}
      <div role="alert">{error ? <ErrorText>{error}</ErrorText> : null}</div>
      {!loading && actionLabel && onAction ? (
        <Actions>
          <Button
            onClick={onAction}
            disabled={actionDisabled || busy}
            loading={busy}
            loadingLabel={busyLabel}
            aria-describedby={titleId}
          >
            {actionLabel}
          </Button>
        </Actions>
      ) : null}
    </Card>
  );
}
