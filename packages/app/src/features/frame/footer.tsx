import { Link as RouterLink } from "react-router";
import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { media } from "@casino/ui";
import { faqLink, footerLinks } from "./nav-items.ts";

const Root = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  padding-block-end: calc(${({ theme }) => theme.space.xl} + 4rem);
  border-block-start: ${({ theme }) => theme.sizes.border} solid
    ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  ${media.up("md")} {
    padding-block-end: ${({ theme }) => theme.space.xl};
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FooterLink = styled(RouterLink)`
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  color: ${({ theme }) => theme.colors.link};
`;

/** Footer: terms, privacy and responsible gaming; the FAQ linked separately. */
export function Footer() {
  const { t, i18n } = useLingui();
  return (
    <Root>
      <nav aria-label={t`Legal`}>
        <Links>
          {footerLinks.map((link) => (
            <li key={link.to}>
              <FooterLink to={link.to}>{i18n._(link.label)}</FooterLink>
            </li>
          ))}
        </Links>
      </nav>
      <nav aria-label={t`Help`}>
        <FooterLink to={faqLink.to}>{i18n._(faqLink.label)}</FooterLink>
      </nav>
    </Root>
  );
}
