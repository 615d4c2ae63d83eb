import { Outlet } from "react-router";
import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { media } from "@casino/ui";
import { RouteGuard } from "../navigation/route-guard.tsx";
import { AppHeader } from "./app-header.tsx";
import { BottomNav } from "./bottom-nav.tsx";
import { Footer } from "./footer.tsx";
import { useFrameOverlays } from "./frame-overlays.tsx";
import { SideMenuLinks } from "./side-menu.tsx";

const Shell = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-block-size: calc(100vh - 3.5rem);
  ${media.up("md")} {
    grid-template-columns: 15rem minmax(0, 1fr);
  }
`;

const Aside = styled.aside`
  display: none;
  ${media.up("md")} {
    display: block;
    position: sticky;
    inset-block-start: 3.5rem;
    align-self: start;
    max-block-size: calc(100vh - 3.5rem);
    overflow-y: auto;
    padding: ${({ theme }) => theme.space.md};
    border-inline-end: ${({ theme }) => theme.sizes.border} solid
      ${({ theme }) => theme.colors.border};
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;

const Main = styled.main`
  flex: 1;
  inline-size: 100%;
  max-inline-size: 100rem;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.lg};
  ${media.up("md")} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

/**
 * The authenticated layout ("fetch-common-api"): header, side menu (desktop), drawer and bottom bar
 * (below 960 px), footer, and the logout confirmation. Common data (user, settings, wallets) is
 * loaded by the core at start and after login.
 */
export function FrameLayout() {
  const { t } = useLingui();
  const { openMenu, openLogout, overlays } = useFrameOverlays();
  return (
    <>
      <AppHeader onOpenMenu={openMenu} onLogout={openLogout} />
      <Shell>
        <Aside aria-label={t`Main menu`}>
          <nav aria-label={t`Main`}>
            <SideMenuLinks />
          </nav>
        </Aside>
        <Column>
          <Main id="main">
            <RouteGuard>
              <Outlet />
            </RouteGuard>
          </Main>
          <Footer />
        </Column>
      </Shell>
      <BottomNav onOpenMenu={openMenu} />
      {overlays}
    </>
  );
}

const BareMain = styled.main`
  display: grid;
  place-items: center;
  min-block-size: 100vh;
  padding: ${({ theme }) => theme.space.lg};
`;

/** The bare layout (no frame) of login, sign-up, welcome and the other account pages. */
export function BareLayout() {
  return (
    <BareMain id="main">
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    </BareMain>
  );
}
