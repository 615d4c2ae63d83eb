import type { HTMLAttributes, ReactNode } from "react";
import styled, { css } from "styled-components";
import { plainList } from "../../theme/layout.ts";
import { navigationClick, type NavigateHandler } from "../category-nav/navigate.ts";

/** One link of the list: its text, already translated, and where it goes. */
export interface ChipLink {
  /** Unique in the list. */
  id: string;
  label: string;
  href: string;
  /** Small print after the label, inside the link (a count: "3 posts"). */
  meta?: ReactNode;
}

export interface ChipLinkListProps extends HTMLAttributes<HTMLUListElement> {
  links: readonly ChipLink[];
  /** The app's router: plain left clicks navigate inside the app (see `navigationClick`). */
  onNavigate?: NavigateHandler;
  /** `sm` (default): compact pills under a heading; `md`: touch-sized pills on a surface (a tag cloud). */
  size?: "sm" | "md";
}

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const List = styled.ul<{ $size: "sm" | "md" }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme, $size }) => theme.space[$size === "md" ? "sm" : "xs"]};
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
  ${({ $size }) =>
    $size === "md" &&
    css`
      a {
        gap: ${({ theme }) => theme.space.sm};
        min-block-size: ${({ theme }) => theme.sizes.controlMd};
        padding-inline: ${({ theme }) => theme.space.lg};
        background: ${({ theme }) => theme.colors.surface};
      }
      a:hover {
        border-color: ${({ theme }) => theme.colors.accent};
      }
    `}
`;

/**
 * Links drawn as pills in a row that wraps, a list of links (a tournament's eligible games,
 * providers or categories). Name the list with `aria-label` or `aria-labelledby`.
 */
export function ChipLinkList({ links, onNavigate, size = "sm", ...rest }: ChipLinkListProps) {
  return (
    <List $size={size} {...rest}>
      {links.map((link) => (
        <li key={link.id}>
          <a href={link.href} onClick={navigationClick(link.href, onNavigate)}>
            {link.label}
            {link.meta != null ? <Meta>{link.meta}</Meta> : null}
          </a>
        </li>
      ))}
    </List>
  );
}
