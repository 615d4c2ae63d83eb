import { type ReactNode } from "react";
import styled from "styled-components";
import { cluster, plainList, stack, textStyle } from "../../theme/layout.ts";
import { media } from "../../tokens/index.ts";
import { navigationClick, type NavigateHandler } from "../category-nav/index.ts";

export interface FooterLink {
  id: string;
  label: string;
  href: string;
  /** Opens in a new tab (external sites). A `mailto:` link opens the mail app, never the router. */
  external?: boolean;
}

export interface FooterLinkGroup {
  id: string;
  /** Group heading, e.g. "Legal". */
  title: string;
  links: FooterLink[];
}

export interface FooterSocialLink {
  id: string;
  /** Accessible name, e.g. "Telegram". */
  label: string;
  href: string;
  icon: ReactNode;
}

export interface FooterProps {
  /**
   * Link groups, e.g. Legal (terms, privacy, responsible gaming) and Help (FAQ,
   * support). Each group is a named navigation.
   */
  groups: FooterLinkGroup[];
  /** Copyright line, already translated, e.g. "© 2026 Pixel Bet. All rights reserved." */
  copyright: string;
  logo?: ReactNode;
  /** Short site description or licence text. */
  description?: ReactNode;
  /** Age restriction mark, e.g. "18+". */
  ageNotice?: string;
  /** Accessible description of the age mark, e.g. "Only for players aged 18 and over". */
  ageNoticeLabel?: string;
  socialLinks?: FooterSocialLink[];
  /** Accessible name of the social links list, e.g. "Follow us". */
  socialLabel?: string;
  /** Licence seal (the site's seal script renders here). */
  sealSlot?: ReactNode;
  /** Trust signals between the link groups and the bottom row, usually a FooterTrust. */
  trustSlot?: ReactNode;
  /** Usually a LanguagePicker. */
  languageSlot?: ReactNode;
  onNavigate?: NavigateHandler;
  className?: string;
}

const Root = styled.footer`
  ${stack("xl")}
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.header};
  border-block-start: ${({ theme }) => theme.sizes.border} solid
    ${({ theme }) => theme.colors.border};
  ${textStyle("sm", "textMuted")}
`;

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: 1fr;
  ${media.up("md")} {
    grid-template-columns: minmax(0, 2fr) repeat(auto-fit, minmax(10rem, 1fr));
  }
`;

const Brand = styled.div`
  ${stack("md")}
  p {
    margin: 0;
    max-inline-size: 40ch;
  }
`;

const GroupTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.typography.fonts.display};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacings.wide};
  text-transform: uppercase;
`;

const Links = styled.ul`
  ${stack("xs")}
  ${plainList}
  a {
    display: inline-flex;
    min-block-size: ${({ theme }) => theme.sizes.controlSm};
    align-items: center;
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }
`;

const Bottom = styled.div`
  ${cluster("md")}
  justify-content: space-between;
  padding-block-start: ${({ theme }) => theme.space.lg};
  border-block-start: ${({ theme }) => theme.sizes.border} solid
    ${({ theme }) => theme.colors.border};
`;

const Row = styled.div`
  ${cluster("md")}
`;

const Age = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: ${({ theme }) => theme.sizes.controlSm};
  block-size: ${({ theme }) => theme.sizes.controlSm};
  border: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.round};
  ${textStyle("xs", "text")}
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
`;

const Social = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  ${plainList}
  a {
    display: grid;
    place-items: center;
    inline-size: ${({ theme }) => theme.sizes.controlMd};
    block-size: ${({ theme }) => theme.sizes.controlMd};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const externalProps = { target: "_blank", rel: "noopener noreferrer" } as const;

/** The site footer: link groups (terms, privacy, responsible gaming, FAQ …), age notice, seal and copyright. */
export function Footer({
  groups,
  copyright,
  logo,
  description,
  ageNotice,
  ageNoticeLabel,
  socialLinks,
  socialLabel,
  sealSlot,
  trustSlot,
  languageSlot,
  onNavigate,
  className,
}: FooterProps) {
  return (
    <Root className={className}>
      <Top>
        <Brand>
          {logo}
          {description ? <p>{description}</p> : null}
          {socialLinks && socialLinks.length > 0 ? (
            <Social aria-label={socialLabel}>
              {socialLinks.map((link) => (
                <li key={link.id}>
                  <a href={link.href} aria-label={link.label} title={link.label} {...externalProps}>
                    {link.icon}
                  </a>
                </li>
              ))}
            </Social>
          ) : null}
        </Brand>
        {groups.map((group) => (
          <nav key={group.id} aria-label={group.title}>
            <GroupTitle>{group.title}</GroupTitle>
            <Links>
              {group.links.map((link) => {
                const mail = link.href.startsWith("mailto:");
                const routed = !link.external && !mail;
                return (
                  <li key={link.id}>
                    <a
                      href={link.href}
                      onClick={routed ? navigationClick(link.href, onNavigate) : undefined}
                      {...(link.external && !mail ? externalProps : {})}
                    >
                      {link.label}
                    </a>
                  </li>
                );
              })}
            </Links>
          </nav>
        ))}
      </Top>
      {trustSlot}
      <Bottom>
        <Row>
          {ageNotice ? (
            <Age role="img" aria-label={ageNoticeLabel ?? ageNotice}>
              <span aria-hidden="true">{ageNotice}</span>
            </Age>
          ) : null}
          {sealSlot}
          <small>{copyright}</small>
        </Row>
        {languageSlot ? <Row>{languageSlot}</Row> : null}
      </Bottom>
    </Root>
  );
}
