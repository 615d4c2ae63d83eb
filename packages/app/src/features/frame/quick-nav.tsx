import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { href, routes, selectIsLoggedIn, sessionActions } from "@casino/core";
import {
  BottomNav,
  GamepadIcon,
  GiftIcon,
  HomeIcon,
  MenuIcon,
  UserIcon,
  type BottomNavItem,
} from "@casino/ui";
import { useAppDispatch, useAppSelector } from "@casino/core/react";
import { useMenuCounts } from "./menu-counts.ts";
import { useRouterNavigate } from "../../shared/router-link.tsx";
import { useCurrentItemId } from "./router-adapter.ts";

/**
 * The kit's bottom bar with the app's destinations: menu (opens the drawer), lobby, live casino,
 * promotions, and the profile for players or sign-in for guests. `mobile` hides from 960 px, where
 * the side menu shows; `miniApp` stays at every width above Telegram's bottom insets.
 */
export function QuickNav({
  onOpenMenu,
  menuOpen,
  variant = "mobile",
}: {
  onOpenMenu: () => void;
  menuOpen: boolean;
  variant?: "mobile" | "miniApp";
}) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const onNavigate = useRouterNavigate();
  const { support } = useMenuCounts();
  const items: BottomNavItem[] = [
    {
      id: "menu",
      label: t`Menu`,
      icon: <MenuIcon />,
      onSelect: onOpenMenu,
      expanded: menuOpen,
      // The support team's unread answers show on the menu that holds "Customer support".
      ...(support > 0
        ? {
            count: support,
            countLabel: t({
              message: plural(
                { support },
                {
                  one: "# unread support message",
                  other: "# unread support messages",
                },
              ),
            }),
          }
        : {}),
    },
    { id: "lobby", label: t`Lobby`, icon: <HomeIcon />, href: href(routes.lobby) },
    {
      id: "live-casino",
      label: t`Live casino`,
      icon: <GamepadIcon />,
      href: href(routes.liveCasino),
    },
    {
      id: "promotion",
      // A fifth of a phone's width: each language may give the bar a shorter word.
      label: t({ message: "Promotions", context: "bottom navigation" }),
      icon: <GiftIcon />,
      href: href(routes.promotions),
    },
    loggedIn
      ? { id: "profile", label: t`Profile`, icon: <UserIcon />, href: href(routes.profile) }
      : {
          id: "sign-in",
          label: t`Sign in`,
          icon: <UserIcon />,
          onSelect: () => dispatch(sessionActions.authDialogOpened({ tab: "login" })),
        },
  ];
  const currentId = useCurrentItemId(items.flatMap(({ id, href }) => (href ? [{ id, href }] : [])));
  return (
    <BottomNav
      label={t`Quick navigation`}
      items={items}
      currentId={currentId}
      onNavigate={onNavigate}
      variant={variant}
      hideFrom="md"
    />
  );
}
