import { type ReactNode } from "react";
import styled, { css } from "styled-components";
import { centerStack, plainList } from "../../theme/layout.ts";
import { media, type Breakpoint } from "../../tokens/index.ts";
import { formatBadgeCount } from "@casino/rules";
import { Badge } from "../badge/index.ts";
import { navigationClick, type NavigateHandler } from "../category-nav/index.ts";
import { VisuallyHidden } from "../visually-hidden/index.ts";

export interface BottomNavItem {
  id: string;
  label: string;
  icon: ReactNode;
  /** A page link … */
  href?: string;
  /** … or an action (e.g. open the menu drawer or the wallet). */
  onSelect?: () => void;
  /** For action items that open something: whether it is open. */
  expanded?: boolean;
  count?: number;
  /** Spoken count, e.g. "3 new"; defaults to the number. */
  countLabel?: string;
}

export interface BottomNavProps {
  /** Accessible name, e.g. "Quick navigation". */
  label: string;
  /** Four or five items. */
  items: BottomNavItem[];
  currentId?: string | null;
  onNavigate?: NavigateHandler;
  /**
   * `mobile`: fixed to the bottom of phones, hidden from the desktop breakpoint.
   * `miniApp`: always shown, padded for the messaging app's safe area.
   */
  variant?: "mobile" | "miniApp";
  /** `mobile`: the breakpoint from which the bar hides (the page's side menu takes over). */
  hideFrom?: Breakpoint;
  /** Render in place instead of fixed (stories, embedding). */
  inline?: boolean;
  className?: string;
}

/**
 * The messaging app's bottom insets (device safe area plus its own controls), as its SDK binds
 * them: the mini-app bar sits above them, and a page keeps this much free at its end.
 */
export const miniAppBottomInset =
  "calc(max(env(safe-area-inset-bottom), var(--tg-safe-area-inset-bottom, 0px)) + var(--tg-content-safe-area-inset-bottom, 0px))";

const Nav = styled.nav<{ $variant: "mobile" | "miniApp"; $inline: boolean; $hideFrom: Breakpoint }>`
  ${({ $inline, theme }) =>
    $inline
      ? css`
          position: relative;
        `
      : css`
          position: fixed;
          inset-inline: 0;
          inset-block-end: 0;
          z-index: ${theme.zIndex.sticky};
        `}
  background: ${({ theme }) => theme.colors.header};
  border-block-start: ${({ theme }) => theme.sizes.border} solid
    ${({ theme }) => theme.colors.border};
  padding-block-end: ${({ $variant }) =>
    $variant === "miniApp" ? miniAppBottomInset : "env(safe-area-inset-bottom)"};
  ${({ $variant, $hideFrom }) =>
    $variant === "mobile" &&
    css`
      ${media.up($hideFrom)} {
        display: none;
      }
    `}
`;

const List = styled.ul<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  ${plainList}
`;

const Item = styled.a`
  position: relative;
  ${centerStack("xxs")}
  inline-size: 100%;
  min-block-size: ${({ theme }) => theme.sizes.controlLg};
  padding-block: ${({ theme }) => theme.space.xs};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  text-decoration: none;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  &[aria-current="page"],
  &[aria-expanded="true"] {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-current="page"]::before {
    content: "";
    position: absolute;
    inset-block-start: 0;
    inset-inline: 25%;
    block-size: ${({ theme }) => theme.space.xxs};
    background: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.glowPrimary};
  }
  &[aria-current="page"] svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const IconBox = styled.span`
  position: relative;
  display: inline-flex;
  & > span:last-child:not(:first-child) {
    position: absolute;
    inset-block-start: calc(-1 * ${({ theme }) => theme.space.xs});
    inset-inline-start: 60%;
  }
`;

/**
 * A label wraps to a second line rather than lose its end: "Живое казино" and "プロモーション"
 * do not fit a fifth of a 390 px phone on one line. Long words break with hyphens (the page's
 * `lang` picks the rules).
 */
const Label = styled.span`
  max-inline-size: 100%;
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  text-align: center;
  overflow-wrap: anywhere;
  hyphens: auto;
`;

/** The bottom tab bar of phones and the mini app: 4–5 destinations with the current one marked. */
export function BottomNav({
  label,
  items,
  currentId,
  onNavigate,
  variant = "mobile",
  hideFrom = "desktop",
  inline = false,
  className,
}: BottomNavProps) {
  return (
    <Nav
      aria-label={label}
      $variant={variant}
      $hideFrom={hideFrom}
      $inline={inline}
      className={className}
    >
      <List $count={items.length}>
        {items.map((item) => {
          const content = (
            <>
              <IconBox aria-hidden="true">
                {item.icon}
                {item.count ? <Badge count={item.count} tone="danger" /> : null}
              </IconBox>
              <Label>{item.label}</Label>
              {item.count ? (
                <VisuallyHidden>
                  {" "}
                  ({item.countLabel ?? formatBadgeCount(item.count)})
                </VisuallyHidden>
              ) : null}
            </>
          );
          return (
            <li key={item.id}>
              {item.href ? (
                <Item
                  href={item.href}
                  aria-current={item.id === currentId ? "page" : undefined}
                  onClick={navigationClick(item.href, onNavigate)}
                >
                  {content}
                </Item>
              ) : (
                <Item
                  as="button"
                  type="button"
                  aria-expanded={item.expanded}
                  onClick={item.onSelect}
                >
                  {content}
                </Item>
              )}
            </li>
          );
        })}
      </List>
    </Nav>
  );
}
