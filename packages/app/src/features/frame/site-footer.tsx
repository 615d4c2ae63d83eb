import { useLingui } from "@lingui/react/macro";
import { Footer, type FooterLinkGroup } from "@casino/ui";
import { useAppOptions } from "../../routes/app-options.tsx";
import { useSiteSettingsQuery } from "../site/site-api.ts";
import { faqLink, footerLinks, type NavItem } from "./nav-items.ts";
import { useRouterNavigate } from "./router-adapter.ts";
import { SiteLogo } from "./site-logo.tsx";

/** The kit's footer with the site's links: terms, privacy and responsible gaming; the FAQ. */
export function SiteFooter() {
  const { t, i18n } = useLingui();
  const { siteHostname, defaultTitle } = useAppOptions();
  const { data: site } = useSiteSettingsQuery(siteHostname);
  const onNavigate = useRouterNavigate();
  const toLink = ({ id, href, label }: NavItem) => ({ id, href, label: i18n._(label) });
  const groups: FooterLinkGroup[] = [
    { id: "legal", title: t`Legal`, links: footerLinks.map(toLink) },
    { id: "help", title: t`Help`, links: [toLink(faqLink)] },
  ];
  const title = site?.title || defaultTitle;
  const year = new Date().getFullYear();
  return (
    <Footer
      logo={<SiteLogo />}
      groups={groups}
      copyright={t`© ${year} ${title}`}
      onNavigate={onNavigate}
    />
  );
}
