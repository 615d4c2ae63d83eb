import type { ReactNode } from "react";
import styled from "styled-components";
import { inline, scrollRow } from "../../theme/layout.ts";
import { navigationClick, type NavigateHandler } from "../category-nav/navigate.ts";

export interface ProviderStripProps {
  /** The strip's heading (a level 2 heading), its accessible name, e.g. "Providers". */
  title: ReactNode;
  /** The heading's id (the section is named by it). */
  titleId: string;
  /** The page of every provider, e.g. "/provider". */
  allHref: string;
  /** That link's text, e.g. "All providers". */
  allLabel: ReactNode;
  /** Client-side navigation for the link (a plain link without it). */
  onNavigate?: NavigateHandler;
  /** The strip's `li` items, each holding a provider card. */
  children?: ReactNode;
}

const Header = styled.div`
  ${inline("sm")}
  justify-content: space-between;
  margin-block-end: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.typography.fonts.display};
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
`;

const AllLink = styled.a`
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  text-decoration: none;
`;

const Track = styled.ul`
  ${({ theme }) => scrollRow(`minmax(${theme.sizes.cardMin}, ${theme.sizes.cardMax})`, "md")}
  padding: ${({ theme }) => theme.space.xxs};
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

/**
 * A lobby's provider strip: a section named by its heading, a link to every provider on the
 * heading's row, and one row of provider cards that scrolls sideways without a scrollbar.
 */
export function ProviderStrip({
  title,
  titleId,
  allHref,
  allLabel,
  onNavigate,
  children,
}: ProviderStripProps) {
  return (
    <section aria-labelledby={titleId}>
      <Header>
        <Title id={titleId}>{title}</Title>
        <AllLink href={allHref} onClick={navigationClick(allHref, onNavigate)}>
          {allLabel}
        </AllLink>
      </Header>
      <Track>{children}</Track>
    </section>
  );
}
