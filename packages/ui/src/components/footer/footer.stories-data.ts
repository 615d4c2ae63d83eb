import type { FooterLink, FooterLinkGroup } from "./footer.tsx";

/** A footer link from its id, label and address (`https:` ones open in a new tab). */
function link(id: string, label: string, href: string): FooterLink {
  return { id, label, href, ...(href.startsWith("https:") ? { external: true } : {}) };
}

/** The site's footer link groups, as the stories and tests of the footer show them. */
export const footerGroups: FooterLinkGroup[] = [
  {
    id: "casino",
    title: "Casino",
    links: [
      link("slots", "Slots", "/?type=slots"),
      link("pf", "Provably fair", "/?type=provably-fair"),
      link("live", "Live casino", "/live-casino"),
    ],
  },
  {
    id: "legal",
    title: "Legal",
    links: [
      link("terms", "Terms and conditions", "/page-detail/terms-and-conditions"),
      link("privacy", "Privacy policy", "/page-detail/privacy-policy"),
      link("responsible", "Responsible gaming", "/page-detail/responsible-gaming"),
    ],
  },
  {
    id: "help",
    title: "Help",
    links: [
      link("faq", "FAQ", "/page-detail/faqs"),
      link("support", "Customer support", "/customer-support"),
      link("about", "About us", "/page-detail/about-us"),
      link("gamcare", "GamCare", "https://www.gamcare.org.uk"),
    ],
  },
];
