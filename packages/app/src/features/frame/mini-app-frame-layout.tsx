import { Outlet } from "react-router";
import styled from "styled-components";
import { RouteGuard } from "../navigation/route-guard.tsx";
import { AppHeader } from "./app-header.tsx";
import { BottomNav, MINI_APP_BOTTOM_INSET } from "./bottom-nav.tsx";
import { Footer } from "./footer.tsx";
import { useFrameOverlays } from "./frame-overlays.tsx";

/** Height of the bottom bar, kept free at the end of the page. */
const BOTTOM_BAR = "3.5rem";

/**
 * The whole view: as tall as Telegram's stable viewport (`--tg-viewport-stable-height`, bound by
 * the mini-app shell; it does not jump while the player drags the sheet), inside the side insets.
 */
const View = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: var(--tg-viewport-stable-height, 100vh);
  padding-left: calc(
    var(--tg-safe-area-inset-left, 0px) + var(--tg-content-safe-area-inset-left, 0px)
  );
  padding-right: calc(
    var(--tg-safe-area-inset-right, 0px) + var(--tg-content-safe-area-inset-right, 0px)
  );
  padding-block-end: calc(${BOTTOM_BAR} + ${MINI_APP_BOTTOM_INSET});
`;

/** The header stays below Telegram's own controls in full screen (safe area plus content safe area). */
const Top = styled.div`
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  padding-block-start: calc(
    var(--tg-safe-area-inset-top, 0px) + var(--tg-content-safe-area-inset-top, 0px)
  );
  background: ${({ theme }) => theme.colors.header};
`;

const Main = styled.main`
  flex: 1;
  inline-size: 100%;
  max-inline-size: 60rem;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.md};
`;

/**
 * The signed-in frame inside Telegram (`layout: "mini-app"`): header, the page, footer, and the
 * bottom bar at every width with its menu drawer; no desktop side menu.
 */
export function MiniAppFrameLayout() {
  const { openMenu, openLogout, overlays } = useFrameOverlays();
  return (
    <View>
      <Top>
        <AppHeader onOpenMenu={openMenu} onLogout={openLogout} />
      </Top>
      <Main id="main">
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </Main>
      <Footer />
      <BottomNav miniApp onOpenMenu={openMenu} />
      {overlays}
    </View>
  );
}
