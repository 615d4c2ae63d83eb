import { type ReactNode, useId } from "react";
import styled, { keyframes } from "styled-components";
import { inline, scrollRow, stack, textStyle, truncate } from "../../theme/layout.ts";
import { navigationClick, type NavigateHandler } from "../category-nav/navigate.ts";
import { Skeleton } from "../skeleton/index.ts";

export interface WinsTickerItem {
  id: string;
  gameName: string;
  /** Game art (small square thumbnail). */
  imageSrc?: string | null;
  /** The game's page, e.g. "/play-game/gates-of-aetheria". */
  href: string;
  /** Player name (already masked by the server for hidden players). */
  player: string;
  /** Formatted win, e.g. "$1,250.00". */
  amount: string;
  /** Formatted multiplier with its unit, e.g. "25.00×". */
  multiplier?: string;
}

export interface WinsTickerProps {
  /** Heading of the strip, e.g. "Live wins". */
  title: string;
  items: readonly WinsTickerItem[];
  /** Shown before the data arrives. */
  loading?: boolean;
  /** Shown when there are no wins yet, e.g. "No wins in the last hour yet". */
  emptyLabel: string;
  /** Optional element after the title (a pulsing "live" dot is built in). */
  titleAdornment?: ReactNode;
  onNavigate?: NavigateHandler;
  className?: string;
}

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 currentColor; }
  70% { box-shadow: 0 0 0 6px transparent; }
  100% { box-shadow: 0 0 0 0 transparent; }
`;

const enter = keyframes`
  from { opacity: 0; transform: translateX(-12px); }
  to { opacity: 1; transform: none; }
`;

const Section = styled.section`
  ${stack("sm")}
  min-inline-size: 0;
`;

const Heading = styled.h2`
  ${inline("sm")}
  margin: 0;
  font-family: ${({ theme }) => theme.typography.fonts.display};
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
`;

const LiveDot = styled.span`
  inline-size: 0.625rem;
  block-size: 0.625rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.success};
  @media (prefers-reduced-motion: no-preference) {
    animation: ${pulse} 2s infinite;
  }
`;

const Track = styled.ol`
  ${scrollRow("minmax(13rem, 15rem)", "sm")}
  padding: ${({ theme }) => theme.space.xxs};
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  & > li {
    min-inline-size: 0;
  }
  @media (prefers-reduced-motion: no-preference) {
    & > li:first-child {
      animation: ${enter} ${({ theme }) => theme.motion.duration.slow}
        ${({ theme }) => theme.motion.easing.standard};
    }
  }
`;

const Win = styled.a`
  display: grid;
  grid-template-columns: 2.75rem minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  block-size: 3.75rem;
  padding: ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
`;

const Thumb = styled.img`
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

const Lines = styled.span`
  ${stack()}
  min-inline-size: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  line-height: ${({ theme }) => theme.typography.lineHeights.snug};
  & > span {
    ${truncate}
  }
`;

const GameName = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Amount = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

/** As tall as the strip of wins, so the first win arriving moves nothing below it. */
const Empty = styled.p`
  ${inline()}
  min-block-size: calc(3.75rem + 2 * ${({ theme }) => theme.space.xxs});
  margin: 0;
  ${textStyle("sm", "textMuted")}
`;

/**
 * A strip of recent big wins (game, player, amount), newest or biggest first; each opens its game.
 * The newest entry slides in (not with reduced motion). Fixed-height cards: no layout shift.
 */
export function WinsTicker({
  title,
  items,
  loading = false,
  emptyLabel,
  titleAdornment,
  onNavigate,
  className,
}: WinsTickerProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} aria-busy={loading || undefined} className={className}>
      <Heading id={headingId}>
        <LiveDot aria-hidden="true" />
        {title}
        {titleAdornment}
      </Heading>
      {loading ? (
        <Track aria-hidden="true" as="div">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} shape="rect" height="3.75rem" />
          ))}
        </Track>
      ) : items.length === 0 ? (
        <Empty>{emptyLabel}</Empty>
      ) : (
        <Track aria-labelledby={headingId}>
          {items.map((item) => (
            <li key={item.id}>
              <Win href={item.href} onClick={navigationClick(item.href, onNavigate)}>
                {item.imageSrc ? (
                  <Thumb src={item.imageSrc} alt="" width={44} height={44} loading="lazy" />
                ) : (
                  <Thumb as="span" />
                )}
                <Lines>
                  <GameName>{item.gameName}</GameName>
                  <Muted>{item.player}</Muted>
                  <span>
                    <Amount>{item.amount}</Amount>
                    {item.multiplier ? <Muted> · {item.multiplier}</Muted> : null}
                  </span>
                </Lines>
              </Win>
            </li>
          ))}
        </Track>
      )}
    </Section>
  );
}
