import type { ReactNode } from "react";
import styled from "styled-components";
import { inline, textStyle } from "../../theme/layout.ts";
import { ChevronLeftIcon, ChevronRightIcon } from "../icons/index.ts";
import { IconButton } from "../icon-button/index.ts";
import { navigationClick, type NavigateHandler } from "./navigate.ts";
import { useScrollTrack } from "./use-scroll-track.ts";

export interface CategoryNavItem {
  id: string;
  label: string;
  href: string;
  icon?: ReactNode;
  /** Number of games, shown after the label. */
  count?: number;
}

export interface CategoryNavProps {
  items: CategoryNavItem[];
  /** Id of the current category (`aria-current="page"`). */
  currentId?: string | null;
  /** Accessible name of the navigation, e.g. "Game categories". */
  label: string;
  /** Router navigation for plain clicks; without it links navigate normally. */
  onNavigate?: NavigateHandler;
  /** Names of the scroll buttons (shown on pointer devices when the list overflows). */
  scrollBackLabel?: string;
  scrollForwardLabel?: string;
  className?: string;
}

const Nav = styled.nav`
  position: relative;
  ${inline("xs")}
  min-inline-size: 0;
`;

const Track = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  scrollbar-width: none;
  flex: 1;
  min-inline-size: 0;
  &::-webkit-scrollbar {
    display: none;
  }
  @media (prefers-reduced-motion: no-preference) {
    scroll-behavior: smooth;
  }
`;

const Item = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  padding-inline: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  ${textStyle("sm", "textMuted")}
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  scroll-snap-align: start;
  transition:
    color ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard},
    box-shadow ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &[aria-current="page"] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    box-shadow: ${({ theme }) => theme.shadows.glowPrimary};
  }
`;

const Count = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeights.regular};
  font-variant-numeric: tabular-nums;
`;

const ScrollButton = styled(IconButton)`
  flex-shrink: 0;
  @media (hover: none) {
    display: none;
  }
`;

/** Horizontally scrollable category links (lobby filters) with the current one marked. */
export function CategoryNav({
  items,
  currentId,
  label,
  onNavigate,
  scrollBackLabel,
  scrollForwardLabel,
  className,
}: CategoryNavProps) {
  const { trackRef, edges, overflows, updateEdges, scrollBy } = useScrollTrack([items, currentId], {
    revealCurrent: true,
  });

  const showButtons = Boolean(scrollBackLabel && scrollForwardLabel) && overflows;
  return (
    <Nav aria-label={label} className={className}>
      {showButtons ? (
        <ScrollButton
          label={scrollBackLabel ?? ""}
          size="sm"
          variant="filled"
          disabled={edges.start}
          onClick={() => scrollBy(-1)}
        >
          <ChevronLeftIcon size="iconSm" />
        </ScrollButton>
      ) : null}
      <Track ref={trackRef} onScroll={updateEdges}>
        {items.map((item) => (
          <li key={item.id}>
            <Item
              href={item.href}
              aria-current={item.id === currentId ? "page" : undefined}
              onClick={navigationClick(item.href, onNavigate)}
            >
              {item.icon}
              {item.label}
              {item.count !== undefined ? <Count>{item.count}</Count> : null}
            </Item>
          </li>
        ))}
      </Track>
      {showButtons ? (
        <ScrollButton
          label={scrollForwardLabel ?? ""}
          size="sm"
          variant="filled"
          disabled={edges.end}
          onClick={() => scrollBy(1)}
        >
          <ChevronRightIcon size="iconSm" />
        </ScrollButton>
      ) : null}
    </Nav>
  );
}
