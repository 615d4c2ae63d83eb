import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { selectIsLoggedIn } from "@casino/core";
import { SideMenu, type SideMenuItem, type SideMenuSection } from "@casino/ui";
import { LanguageSwitch } from "../languages/index.ts";
import { useAppSelector } from "@casino/core/react";
import { useMenuCounts } from "./menu-counts.ts";
import {
  bonusesItem,
  lobbyItem,
  lobbyShortcuts,
  menuItems,
  playerItems,
  type NavItem,
} from "./nav-items.ts";
import { useRouterNavigate } from "../../shared/router-link.tsx";
import { useCurrentItemId } from "./router-adapter.ts";

const allItems = [lobbyItem, ...lobbyShortcuts, ...playerItems, ...menuItems];

/**
 * The kit's side menu with the app's sections (lobby, games, the signed-in player's own pages,
 * casino), the current page marked by
 * path and lobby type, links routed without a reload. `drawer`: inside the phones' menu drawer,
 * with the language picker (the header hides it there); `onNavigate` then closes the drawer.
 */
export function MainMenu({
  variant = "aside",
  onNavigate: after,
}: {
  variant?: "aside" | "drawer";
  onNavigate?: () => void;
}) {
  const { t, i18n } = useLingui();
  const onNavigate = useRouterNavigate(after);
  const currentId = useCurrentItemId(allItems);
  const counts = useMenuCounts();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // The badges: live challenges and tournaments, the support team's unread answers.
  const live = (count: number) =>
    t({ message: plural({ count }, { one: "# live", other: "# live" }) });
  const badges: Record<string, { count: number; countLabel: string } | undefined> = {
    challenges: { count: counts.challenges, countLabel: live(counts.challenges) },
    tournaments: { count: counts.tournaments, countLabel: live(counts.tournaments) },
    "customer-support": {
      count: counts.support,
      countLabel: t({
        message: plural({ count: counts.support }, { one: "# unread", other: "# unread" }),
      }),
    },
  };
  const toItem = ({ id, href, label, icon: Icon }: NavItem): SideMenuItem => ({
    id,
    href,
    label: i18n._(label),
    icon: Icon ? <Icon /> : null,
    ...(badges[id]?.count ? badges[id] : {}),
  });
  const sections: SideMenuSection[] = [
    { id: "lobby", items: [toItem(lobbyItem)] },
    { id: "games", title: t`Games`, items: lobbyShortcuts.map(toItem) },
    ...(loggedIn ? [{ id: "mine", title: t`My games`, items: playerItems.map(toItem) }] : []),
    { id: "casino", title: t`Casino`, items: [...menuItems, bonusesItem].map(toItem) },
  ];
  return (
    <SideMenu
      label={t`Main`}
      sections={sections}
      currentId={currentId}
      onNavigate={onNavigate}
      variant={variant}
      footer={variant === "drawer" ? <LanguageSwitch placement="above" /> : undefined}
    />
  );
}
