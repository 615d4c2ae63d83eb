import type { FooterLinkGroup } from "./footer.tsx";

/** A footer group from its id, title and links as [id, label, address] (`https:` opens a tab). */
function group(id: string, title: string, links: [string, string, string][]): FooterLinkGroup {
  return {
    id,
    title,
    links: links.map(([linkId, label, href]) => ({
      id: linkId,
      label,
      href,
      ...(href.startsWith("https:") ? { external: true } : {}),
    })),
  };
}

/** The site's footer link groups, as the stories and tests of the footer show them. */
export const footerGroups: FooterLinkGroup[] = [
  group("casino", "Casino", [
    ["slots", "Slots", "/?type=slots"],
    ["pf", "Provably fair", "/?type=provably-fair"],
    ["live", "Live casino", "/live-casino"],
  ]),
  group("legal", "Legal", [
    ["terms", "Terms and conditions", "/page-detail/terms-and-conditions"],
    ["privacy", "Privacy policy", "/page-detail/privacy-policy"],
    ["responsible", "Responsible gaming", "/page-detail/responsible-gaming"],
  ]),
  group("help", "Help", [
    ["faq", "FAQ", "/page-detail/faqs"],
    ["support", "Customer support", "/customer-support"],
    ["about", "About us", "/page-detail/about-us"],
    ["gamcare", "GamCare", "https://www.gamcare.org.uk"],
  ]),
];
