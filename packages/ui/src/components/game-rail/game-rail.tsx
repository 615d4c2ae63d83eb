import { type Key, type ReactNode, useId } from "react";
import styled from "styled-components";
import { cluster, inline, scrollRow, stack, textStyle } from "../../theme/layout.ts";
import { media } from "../../tokens/index.ts";
import { navigationClick, type NavigateHandler } from "../category-nav/navigate.ts";
import { useScrollTrack } from "../category-nav/use-scroll-track.ts";
import { GameCardSkeleton } from "../game-card/game-card-skeleton.tsx";
import { IconButton } from "../icon-button/index.ts";
import { ChevronLeftIcon, ChevronRightIcon } from "../icons/index.ts";

export interface GameRailItem {
  key: Key;
  /** Typically a GameCard. */
  content: ReactNode;
}

export interface GameRailProps {
  /** The row's heading, e.g. "Popular". */
  title: string;
  /** Heading level (default 2). */
  headingLevel?: 2 | 3;
  /** Optional icon before the title. */
  icon?: ReactNode;
  items: readonly GameRailItem[];
  /** Page with every game of the row, e.g. "/categories/popular". */
  href?: string;
  /** Text of that link, e.g. "See all 120" (already translated). */
  seeAllLabel?: string;
  onNavigate?: NavigateHandler;
  /** Names of the scroll buttons (pointer devices, when the row overflows). */
  scrollBackLabel: string;
  scrollForwardLabel: string;
  /** Shows placeholder tiles instead of the items. */
  loading?: boolean;
  /** How many placeholders while loading (default 6). */
  placeholderCount?: number;
  className?: string;
}

const Section = styled.section`
  ${stack("sm")}
  min-inline-size: 0;
`;

const Header = styled.div`
  ${cluster("sm")}
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
`;

const Heading = styled.h2`
  ${inline("xs")}
  /* The title takes the room "See all" leaves and wraps between words; when even its longest word
     does not fit beside "See all", "See all" moves to the next line (a word is never split). */
  flex: 1 1 0;
  min-inline-size: min-content;
  margin: 0;
  font-family: ${({ theme }) => theme.typography.fonts.display};
  /* The display face is wide: a phone's rail title keeps room beside "See all". */
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  overflow-wrap: break-word;
  ${media.up("md")} {
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  }
`;

const SeeAll = styled.a`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.sizes.controlSm};
  padding-inline: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  ${textStyle("sm", "link")}
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  [dir="rtl"] & svg {
    transform: scaleX(-1);
  }
  @media (hover: none) {
    display: none;
  }
`;

const Track = styled.ul`
  /* Tiles keep one width per breakpoint: no reflow when the art arrives. */
  ${scrollRow("clamp(7.25rem, 30vw, 10.5rem)", "md")}
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xxs};
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: ${({ theme }) => theme.space.xxs};
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  & > li {
    scroll-snap-align: start;
    min-inline-size: 0;
  }
  @media (prefers-reduced-motion: no-preference) {
    scroll-behavior: smooth;
  }
`;

/**
 * A lobby row: a heading with a "see all" link and a horizontally scrolling strip of game tiles
 * (swipe on phones, scroll buttons on pointer devices). Shows placeholders while loading.
 */
export function GameRail({
  title,
  headingLevel = 2,
  icon,
  items,
  href,
  seeAllLabel,
  onNavigate,
  scrollBackLabel,
  scrollForwardLabel,
  loading = false,
  placeholderCount = 6,
  className,
}: GameRailProps) {
  const headingId = useId();
  const { trackRef, edges, overflows, updateEdges, scrollBy } = useScrollTrack([items, loading]);
  return (
    <Section aria-labelledby={headingId} aria-busy={loading || undefined} className={className}>
      <Header>
        <Heading as={headingLevel === 3 ? "h3" : "h2"} id={headingId}>
          {icon}
          {title}
        </Heading>
        {href && seeAllLabel ? (
          <SeeAll href={href} onClick={navigationClick(href, onNavigate)}>
            {seeAllLabel}
          </SeeAll>
        ) : null}
        {overflows ? (
          <Buttons>
            <IconButton
              label={scrollBackLabel}
              size="sm"
              variant="filled"
              disabled={edges.start}
              onClick={() => scrollBy(-1)}
            >
              <ChevronLeftIcon size="iconSm" />
            </IconButton>
            <IconButton
              label={scrollForwardLabel}
              size="sm"
              variant="filled"
              disabled={edges.end}
              onClick={() => scrollBy(1)}
            >
              <ChevronRightIcon size="iconSm" />
            </IconButton>
          </Buttons>
        ) : null}
      </Header>
      <Track ref={trackRef} onScroll={updateEdges} aria-labelledby={headingId}>
        {loading
          ? Array.from({ length: placeholderCount }, (_, index) => (
              <li key={index} aria-hidden="true">
                <GameCardSkeleton />
              </li>
            ))
          : items.map((item) => <li key={item.key}>{item.content}</li>)}
      </Track>
    </Section>
  );
}
