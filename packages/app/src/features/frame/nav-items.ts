import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** A link of the side menu, bottom bar or footer. */
export interface NavItem {
  to: string;
  label: MessageDescriptor;
}

/** Quick lobby shortcuts (spec section 2). */
export const lobbyShortcuts: readonly NavItem[] = [
  { to: "/?type=slots", label: msg`Slots` },
  { to: "/?type=provably-fair", label: msg`Provably fair` },
  { to: "/live-casino", label: msg`Live casino` },
];

/** The side menu's sections after the shortcuts. */
export const menuItems: readonly NavItem[] = [
  { to: "/promotion", label: msg`Promotions` },
  { to: "/tournaments", label: msg`Tournaments` },
  { to: "/challenges", label: msg`Challenges` },
  { to: "/vip-program", label: msg`VIP program` },
  { to: "/blogs", label: msg`Blog` },
  { to: "/customer-support", label: msg`Customer support` },
];

/** Footer links: terms, privacy, responsible gaming; the FAQ separately (spec section 2). */
export const footerLinks: readonly NavItem[] = [
  { to: "/page-detail/terms-and-conditions", label: msg`Terms and conditions` },
  { to: "/page-detail/privacy-policy", label: msg`Privacy policy` },
  { to: "/page-detail/responsible-gaming", label: msg`Responsible gaming` },
];

export const faqLink: NavItem = { to: "/page-detail/faqs", label: msg`FAQ` };

export const lobbyItem: NavItem = { to: "/", label: msg`Lobby` };
