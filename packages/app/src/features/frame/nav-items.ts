import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ComponentType } from "react";
import {
  BookIcon,
  ClockIcon,
  GamepadIcon,
  GiftIcon,
  HeadsetIcon,
  HeartIcon,
  HomeIcon,
  ReceiptIcon,
  StarIcon,
  TrophyIcon,
  UserIcon,
  type IconProps,
} from "@casino/ui";
import { href, routes } from "@casino/core";

/** A link of the side menu, bottom bar or footer. */
export interface NavItem {
  id: string;
  href: string;
  label: MessageDescriptor;
  icon?: ComponentType<IconProps>;
}

export const lobbyItem: NavItem = {
  id: "lobby",
  href: href(routes.lobby),
  label: msg`Lobby`,
  icon: HomeIcon,
};

/** Quick lobby shortcuts (the lobby's pages and the live casino). */
export const lobbyShortcuts: readonly NavItem[] = [
  { id: "slots", href: `${href(routes.lobby)}?type=slots`, label: msg`Slots`, icon: GamepadIcon },
  {
    id: "provably-fair",
    href: `${href(routes.lobby)}?type=provably-fair`,
    label: msg`Provably fair`,
    icon: StarIcon,
  },
  { id: "live-casino", href: href(routes.liveCasino), label: msg`Live casino`, icon: GamepadIcon },
];

/** Customer support (guests too: they write with an e-mail address). */
export const supportLink: NavItem = {
  id: "customer-support",
  href: href(routes.support),
  label: msg`Customer support`,
};

/** The side menu's sections after the shortcuts. */
export const menuItems: readonly NavItem[] = [
  { id: "promotion", href: href(routes.promotions), label: msg`Promotions`, icon: GiftIcon },
  { id: "tournaments", href: href(routes.tournaments), label: msg`Tournaments`, icon: TrophyIcon },
  { id: "challenges", href: href(routes.challenges), label: msg`Challenges`, icon: TrophyIcon },
  { id: "vip-program", href: href(routes.vipProgram), label: msg`VIP program`, icon: UserIcon },
  { id: "blogs", href: href(routes.blogs), label: msg`Blog`, icon: BookIcon },
  { ...supportLink, icon: HeadsetIcon },
];

/**
 * The signed-in player's own pages (rule 8: signed-in only), in the side menu, the phones' menu
 * drawer and the account menu: what they played, what they keep, what they won.
 */
export const playerItems: readonly NavItem[] = [
  { id: "play-again", href: href(routes.playAgain), label: msg`Recently played`, icon: ClockIcon },
  { id: "favorite", href: href(routes.favorites), label: msg`Favourites`, icon: HeartIcon },
  {
    id: "gaming-history",
    href: href(routes.gamingHistory),
    label: msg`Gaming history`,
    icon: ReceiptIcon,
  },
  { id: "prizes", href: href(routes.prizes), label: msg`Prizes`, icon: GiftIcon },
];

/** The query that opens the bonus dialog on the current page (a guest signs in first). */
export const OPEN_BONUS_QUERY = "open-bonus=true";

/**
 * The bonus dialog's entry of the side menu: not a page, so it is kept out of the current-page
 * matching (its address is the current page plus {@link OPEN_BONUS_QUERY}).
 */
export const bonusesItem: NavItem = {
  id: "bonuses",
  href: `?${OPEN_BONUS_QUERY}`,
  label: msg`Bonuses`,
  icon: GiftIcon,
};

/** The responsible-gaming page (help, self-assessment, organisations). */
export const responsibleGamingPagePath = href(routes.page, { id: "responsible-gaming" });
/** The signed-in player's limits (deposit, loss, wager, session; self-exclusion). */
export const limitsPath = href(routes.responsibleGaming);

/** Footer links: terms, privacy, responsible gaming; the FAQ separately. */
export const footerLinks: readonly NavItem[] = [
  {
    id: "terms",
    href: href(routes.page, { id: "terms-and-conditions" }),
    label: msg`Terms and conditions`,
  },
  { id: "privacy", href: href(routes.page, { id: "privacy-policy" }), label: msg`Privacy policy` },
  { id: "responsible", href: responsibleGamingPagePath, label: msg`Responsible gaming` },
];

export const faqLink: NavItem = {
  id: "faq",
  href: href(routes.page, { id: "faqs" }),
  label: msg`FAQ`,
};
