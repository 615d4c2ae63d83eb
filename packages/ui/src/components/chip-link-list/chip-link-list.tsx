import type { HTMLAttributes } from "react";
import styled from "styled-components";
import { plainList } from "../../theme/layout.ts";
import { navigationClick, type NavigateHandler } from "../category-nav/navigate.ts";

/** One link of the list: its text, already translated, and where it goes. */
export interface ChipLink {
  /** Unique in the list. */
  id: string;
  label: string;
  href: string;
}

export interface ChipLinkListProps extends HTMLAttributes<HTMLUListElement> {
  links: readonly ChipLink[];
  /** The app's router: plain left clicks navigate inside the app (see `navigationClick`). */
  onNavigate?: NavigateHandler;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  ${plainList}
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: ${({ theme }) => theme.sizes.controlSm};
    padding-inline: ${({ theme }) => theme.space.md};
    border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * Links drawn as pills in a row that wraps, a list of links (a tournament's eligible games,
 * providers or categories). Name the list with `aria-label` or `aria-labelledby`.
 */
export function ChipLinkList({ links, onNavigate, ...rest }: ChipLinkListProps) {
  return (
    <List {...rest}>
      {links.map((link) => (
        <li key={link.id}>
          <a href={link.href} onClick={navigationClick(link.href, onNavigate)}>
            {link.label}
          </a>
        </li>
      ))}
    </List>
  );
}
