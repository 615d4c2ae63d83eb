import { type ReactNode, useId } from "react";
import styled, { css } from "styled-components";
import { inline, plainList, stack } from "../../theme/layout.ts";
import { Badge } from "../badge/index.ts";
import { navigationClick, type NavigateHandler } from "../category-nav/index.ts";
import { ChevronLeftIcon, ChevronRightIcon } from "../icons/index.ts";
import { visuallyHidden } from "../visually-hidden/index.ts";

export interface SideMenuItem {
  id: string;
  label: string;
  href: string;
  /** Icon shown always, and alone when collapsed. */
  icon: ReactNode;
  /** A count (e.g. live challenges) shown as a badge. */
  count?: number;
  /** Spoken text of the count, e.g. "3 live"; defaults to the number (99+ from 100). */
  countLabel?: string;
  /** Opens in a new tab (external pages). */
  external?: boolean;
}

export interface SideMenuSection {
  id: string;
  /** Section heading, e.g. "Casino"; omit for an untitled first section. */
  title?: string;
  items: SideMenuItem[];
}

export interface SideMenuProps {
  /** Accessible name of the navigation, e.g. "Main menu". */
  label: string;
  sections: SideMenuSection[];
  currentId?: string | null;
  /** Icons only (labels stay as accessible names and tooltips). */
  collapsed?: boolean;
  onNavigate?: NavigateHandler;
  /** Collapse / expand button labels and handler; omit to hide the button. */
  collapseToggle?: { collapseLabel: string; expandLabel: string; onToggle: () => void };
  /** Content at the bottom, e.g. a language picker or support link. */
  footer?: ReactNode;
  /**
   * `aside`: the page's side column (its own width, background and border). `drawer`: fills the
   * panel it sits in (the menu drawer of phones).
   */
  variant?: "aside" | "drawer";
  id?: string;
  className?: string;
}

const Nav = styled.nav<{ $collapsed: boolean; $variant: "aside" | "drawer" }>`
  ${stack("md")}
  max-block-size: 100%;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  overflow-y: auto;
  overflow-x: hidden;
  ${({ $variant, $collapsed, theme }) =>
    $variant === "drawer"
      ? css`
          inline-size: 100%;
          min-block-size: 100%;
        `
      : css`
          inline-size: ${$collapsed ? "4.5rem" : "15rem"};
          background: ${theme.colors.surface};
          border-inline-end: ${theme.sizes.border} solid ${theme.colors.border};
          transition: inline-size ${theme.motion.duration.base} ${theme.motion.easing.standard};
        `}
`;

const SectionTitle = styled.h2<{ $collapsed: boolean }>`
  margin: 0;
  padding-inline: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.typography.fonts.display};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.regular};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacings.wide};
  text-transform: uppercase;
  ${({ $collapsed }) => ($collapsed ? visuallyHidden : "")}
`;

const Section = styled.div`
  ${stack("xs")}
  & + & {
    padding-block-start: ${({ theme }) => theme.space.md};
    border-block-start: ${({ theme }) => theme.sizes.border} solid
      ${({ theme }) => theme.colors.border};
  }
`;

const List = styled.ul`
  ${stack("xxs")}
  ${plainList}
`;

const Item = styled.a<{ $collapsed: boolean }>`
  position: relative;
  ${inline("md")}
  justify-content: ${({ $collapsed }) => ($collapsed ? "center" : "flex-start")};
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  padding-inline: ${({ theme }) => theme.space.md};
  border-inline-start: ${({ theme }) => theme.space.xxs} solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-current="page"] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    border-inline-start-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-current="page"] svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** A label too long for the menu's width wraps (never an ellipsis that hides its end). */
const Label = styled.span<{ $collapsed: boolean }>`
  flex: 1;
  min-inline-size: 0;
  padding-block: ${({ theme }) => theme.space.xxs};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  overflow-wrap: anywhere;
  hyphens: auto;
  ${({ $collapsed }) => ($collapsed ? visuallyHidden : "")}
`;

const CountSpot = styled.span<{ $collapsed: boolean }>`
  ${({ $collapsed, theme }) =>
    $collapsed
      ? css`
          position: absolute;
          inset-block-start: ${theme.space.xxs};
          inset-inline-end: ${theme.space.xxs};
        `
      : ""}
`;

const Toggle = styled.button`
  ${inline("sm")}
  justify-content: center;
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Footer = styled.div`
  margin-block-start: auto;
`;

/** The main navigation: titled sections of links with icons and counts; collapses to an icon rail. */
export function SideMenu({
  label,
  sections,
  currentId,
  collapsed = false,
  onNavigate,
  collapseToggle,
  footer,
  variant = "aside",
  id,
  className,
}: SideMenuProps) {
  const baseId = useId();
  return (
    <Nav
      aria-label={label}
      $collapsed={collapsed}
      $variant={variant}
      id={id}
      className={className}
      data-collapsed={collapsed}
    >
      {collapseToggle ? (
        <Toggle type="button" aria-expanded={!collapsed} onClick={collapseToggle.onToggle}>
          {collapsed ? <ChevronRightIcon size="iconSm" /> : <ChevronLeftIcon size="iconSm" />}
          <Label $collapsed={collapsed}>
            {collapsed ? collapseToggle.expandLabel : collapseToggle.collapseLabel}
          </Label>
        </Toggle>
      ) : null}
      {sections.map((section) => {
        const titleId = `${baseId}-${section.id}`;
        return (
          <Section key={section.id}>
            {section.title ? (
              <SectionTitle id={titleId} $collapsed={collapsed}>
                {section.title}
              </SectionTitle>
            ) : null}
            <List aria-labelledby={section.title ? titleId : undefined}>
              {section.items.map((item) => (
                <li key={item.id}>
                  <Item
                    href={item.href}
                    $collapsed={collapsed}
                    aria-current={item.id === currentId ? "page" : undefined}
                    title={collapsed ? item.label : undefined}
                    onClick={item.external ? undefined : navigationClick(item.href, onNavigate)}
                    {...(item.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  >
                    <span aria-hidden="true">{item.icon}</span>
                    <Label $collapsed={collapsed}>{item.label}</Label>
                    {item.count ? (
                      <CountSpot $collapsed={collapsed}>
                        <Badge count={item.count} label={item.countLabel} tone="accent" />
                      </CountSpot>
                    ) : null}
                  </Item>
                </li>
              ))}
            </List>
          </Section>
        );
      })}
      {footer ? <Footer>{footer}</Footer> : null}
    </Nav>
  );
}
