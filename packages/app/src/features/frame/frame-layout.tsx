import { Outlet } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { AppShell, FullScreen } from "@casino/ui";
import { RouteGuard } from "../navigation/index.ts";
import { FrameHeader } from "./frame-header.tsx";
import { useFrameOverlays } from "./frame-overlays.tsx";
import { MainMenu } from "./main-menu.tsx";
import { QuickNav } from "./quick-nav.tsx";
import { SiteFooter } from "./site-footer.tsx";

/**
 * The web frame: the kit's shell with header, side menu (from 960 px), drawer and bottom bar
 * (below 960 px), footer, and the logout confirmation. Common data (user, settings, wallets) is
 * loaded by the core at start and after login.
 */
export function FrameLayout() {
  const { t } = useLingui();
  const { menuOpen, openMenu, openLogout, overlays } = useFrameOverlays();
  return (
    <AppShell
      header={<FrameHeader onLogout={openLogout} />}
      sideMenu={<MainMenu />}
      sideMenuLabel={t`Main menu`}
      footer={<SiteFooter />}
      bottomNav={<QuickNav onOpenMenu={openMenu} menuOpen={menuOpen} />}
      overlays={overlays}
    >
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    </AppShell>
  );
}

/**
 * The signed-in frame inside Telegram (`layout: "mini-app"`): the kit's shell in its mini-app
 * variant (Telegram's viewport and insets): header, the page, footer, and the bottom bar at every
 * width with its menu drawer; no desktop side menu.
 */
export function MiniAppFrameLayout() {
  const { menuOpen, openMenu, openLogout, overlays } = useFrameOverlays();
  return (
    <AppShell
      variant="miniApp"
      header={<FrameHeader onLogout={openLogout} variant="miniApp" />}
      footer={<SiteFooter />}
      bottomNav={<QuickNav onOpenMenu={openMenu} menuOpen={menuOpen} variant="miniApp" />}
      overlays={overlays}
    >
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    </AppShell>
  );
}

/** The bare layout (no frame) of login, sign-up, welcome and the other account pages. */
export function BareLayout() {
  return (
    <FullScreen as="main" id="main">
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    </FullScreen>
  );
}
