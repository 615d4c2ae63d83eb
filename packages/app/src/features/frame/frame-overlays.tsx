import { lazy, Suspense, useEffect, useState } from "react";
import { selectIsLoggedIn } from "@casino/core";
import { useAppSelector } from "@casino/core/react";

const MenuDrawer = lazy(() => import("./menu-drawer.tsx").then((m) => ({ default: m.MenuDrawer })));
const LogoutConfirmDialog = lazy(() =>
  import("../auth/logout-confirm-dialog.tsx").then((m) => ({ default: m.LogoutConfirmDialog })),
);

/**
 * The menu drawer and logout confirmation both frames open. The drawer's code (focus lock) loads on
 * its first opening and stays mounted afterwards (closing animation); the confirmation closes when
 * the player is signed out.
 */
export function useFrameOverlays() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    if (!loggedIn) setLogoutOpen(false);
  }, [loggedIn]);

  const overlays = (
    <>
      {menuUsed ? (
        <Suspense fallback={null}>
          <MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
      {logoutOpen ? (
        <Suspense fallback={null}>
          <LogoutConfirmDialog open onClose={() => setLogoutOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
  return {
    menuOpen,
    openMenu: () => {
      setMenuUsed(true);
      setMenuOpen(true);
    },
    openLogout: () => setLogoutOpen(true),
    overlays,
  };
}
