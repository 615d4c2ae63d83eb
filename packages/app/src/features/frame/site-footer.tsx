import { useLingui } from "@lingui/react/macro";
import { BACK_TO_URL_PARAM, coreApi, href, routes, selectIsLoggedIn, siteApi } from "@casino/core";
import {
  Footer,
  FooterTrust,
  type FooterLink,
  type FooterLinkGroup,
  type FooterTrustMark,
} from "@casino/ui";
import { useAppOptions } from "../../routes/app-options.tsx";
import { useQuery, useAppSelector } from "@casino/core/react";
import {
  faqLink,
  footerLinks,
  limitsPath,
  responsibleGamingPagePath,
  supportLink,
  type NavItem,
} from "./nav-items.ts";
import { useRouterNavigate } from "../../shared/router-link.tsx";
import { SiteLogo } from "./site-logo.tsx";

/** The element the site's licence seal script draws into (when the site has one). */
export const LICENCE_SEAL_ID = "licence-seal";

const pagePath = (slug: string) => href(routes.page, { id: slug });

/**
 * The kit's footer with the site's links (terms, privacy, responsible gaming; the FAQ and customer
 * support; the operator's about and contacts pages and support e-mail) and its trust signals: the
 * operator's licence and seal from the site settings, the 18+ and responsible-gaming marks (help
 * page, and the limits page: a guest signs in first) and the coins the wallets accept.
 */
export function SiteFooter() {
  const { t, i18n } = useLingui();
  const { siteHostname, defaultTitle } = useAppOptions();
  const { data: site } = useQuery(siteApi.endpoints.getSiteSettings, siteHostname);
  const coins = useQuery(coreApi.endpoints.entityWallets, undefined).data ?? [];
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const onNavigate = useRouterNavigate();
  const toLink = ({ id, href, label }: NavItem): FooterLink => ({ id, href, label: i18n._(label) });
  const operator = site?.operator ?? null;

  const company: FooterLink[] = [];
  if (operator?.about_page_slug)
    company.push({ id: "about", href: pagePath(operator.about_page_slug), label: t`About us` });
  if (operator?.contacts_page_slug)
    company.push({
      id: "contacts",
      href: pagePath(operator.contacts_page_slug),
      label: t`Contacts`,
    });
  if (operator?.support_email)
    company.push({
      id: "email",
      href: `mailto:${operator.support_email}`,
      label: operator.support_email,
      external: true,
    });
  const help: FooterLink[] = [toLink(faqLink), toLink(supportLink)];
  if (site?.support_url)
    help.push({ id: "help-centre", href: site.support_url, label: t`Help centre`, external: true });
  const groups: FooterLinkGroup[] = [
    { id: "legal", title: t`Legal`, links: footerLinks.map(toLink) },
    { id: "help", title: t`Help`, links: help },
    ...(company.length ? [{ id: "company", title: t`Company`, links: company }] : []),
  ];

  const marks: FooterTrustMark[] = [
    {
      id: "age",
      label: "18+",
      description: t`Only for players aged 18 and over: responsible gaming`,
      href: responsibleGamingPagePath,
      round: true,
    },
    { id: "help", label: t`Gambling help`, href: responsibleGamingPagePath },
    {
      id: "limits",
      label: t`Set your limits`,
      href: loggedIn
        ? limitsPath
        : `${href(routes.lobby)}?${BACK_TO_URL_PARAM}=${encodeURIComponent(limitsPath)}`,
    },
  ];

  let licence;
  if (operator) {
    const { name, licence_number: number, licence_authority: authority } = operator;
    licence = {
      title: t`Licence`,
      statement:
        number && authority
          ? t`Operated by ${name} under licence ${number} issued by ${authority}.`
          : t`Operated by ${name}.`,
      ...(operator.licence_text ? { text: operator.licence_text } : {}),
    };
  }

  const title = site?.title || defaultTitle;
  const year = new Date().getFullYear();
  return (
    <Footer
      logo={<SiteLogo />}
      groups={groups}
      copyright={t`© ${year} ${title}`}
      onNavigate={onNavigate}
      trustSlot={
        <FooterTrust
          licence={licence}
          sealSlot={site?.seal_script ? <div id={LICENCE_SEAL_ID} /> : undefined}
          marksTitle={t`Play responsibly`}
          marks={marks}
          coinsTitle={t`Accepted coins`}
          coins={coins.map((coin) => ({ code: coin.code, name: coin.name, icon: coin.coin_image }))}
          onNavigate={onNavigate}
        />
      }
    />
  );
}
