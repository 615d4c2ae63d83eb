import { type ReactNode } from "react";
import styled, { css } from "styled-components";
import { stack } from "../../theme/layout.ts";
import { media, type Breakpoint } from "../../tokens/index.ts";
import { miniAppBottomInset } from "../bottom-nav/index.ts";

export interface AppShellProps {
  /** Usually an AppHeader. */
  header: ReactNode;
  /** Usually a SideMenu: a sticky column from `sideMenuFrom` on, hidden below it (web only). */
  sideMenu?: ReactNode;
  /** Accessible name of the side column (a complementary landmark), e.g. "Main menu". */
  sideMenuLabel?: string;
  /** Usually a Footer, under the page. */
  footer?: ReactNode;
  /** Usually a BottomNav (fixed): the shell keeps its height free at the end of the page. */
  bottomNav?: ReactNode;
  /** Breakpoint where the side menu shows and the bottom bar hides (web). */
  sideMenuFrom?: Breakpoint;
  /**
   * `web`: header, side column, page and footer, the bottom bar below `sideMenuFrom`. `miniApp`:
   * no side column, the bottom bar at every width, as tall as the messaging app's stable viewport
   * and inside its safe-area insets.
   */
  variant?: "web" | "miniApp";
  /** Id of the `main` landmark (skip links point at it). */
  mainId?: string;
  /** The page. */
  children: ReactNode;
  /** Overlays (drawers, dialogs) rendered after the frame. */
  overlays?: ReactNode;
  className?: string;
}

/** The header's height (AppHeader's bar): the side column sticks below it. */
const headerHeight = css`calc(${({ theme }) => theme.sizes.controlLg} + ${({ theme }) => theme.space.md})`;
/** The bottom bar's height (BottomNav's items). */
const barHeight = css`calc(${({ theme }) => theme.sizes.controlLg} + 2 * ${({ theme }) => theme.space.xs})`;

const Web = styled.div<{ $from: Breakpoint; $withMenu: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-block-size: calc(100vh - ${headerHeight});
  ${({ $from, $withMenu }) =>
    $withMenu &&
    css`
      ${media.up($from)} {
        grid-template-columns: auto minmax(0, 1fr);
      }
    `}
`;

const Aside = styled.aside<{ $from: Breakpoint }>`
  display: none;
  ${({ $from }) => media.up($from)} {
    display: flex;
    position: sticky;
    inset-block-start: ${headerHeight};
    align-self: start;
    block-size: calc(100vh - ${headerHeight});
  }
`;

const Column = styled.div<{ $from: Breakpoint; $withBar: boolean }>`
  ${stack()}
  min-inline-size: 0;
  ${({ $withBar, $from }) =>
    $withBar &&
    css`
      padding-block-end: calc(${barHeight} + env(safe-area-inset-bottom));
      ${media.up($from)} {
        padding-block-end: 0;
      }
    `}
`;

/**
 * The page is at least one screen tall, so the footer starts below the fold: a page whose content
 * arrives after the first paint (a lazy route, data) never pushes a visible footer down (layout
 * shift).
 */
const WebMain = styled.main`
  flex: 1;
  min-block-size: calc(100vh - ${headerHeight});
  inline-size: 100%;
  max-inline-size: 100rem;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.lg};
  ${media.up("md")} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

/**
 * The mini app's view: as tall as Telegram's stable viewport (`--tg-viewport-stable-height`; it
 * does not jump while the player drags the sheet), inside the side insets, the bottom bar's height
 * and insets kept free.
 */
const MiniApp = styled.div<{ $withBar: boolean }>`
  ${stack()}
  min-block-size: var(--tg-viewport-stable-height, 100vh);
  padding-left: calc(
    var(--tg-safe-area-inset-left, 0px) + var(--tg-content-safe-area-inset-left, 0px)
  );
  padding-right: calc(
    var(--tg-safe-area-inset-right, 0px) + var(--tg-content-safe-area-inset-right, 0px)
  );
  ${({ $withBar }) =>
    $withBar &&
    css`
      padding-block-end: calc(${barHeight} + ${miniAppBottomInset});
    `}
`;

/** At least one view tall: the footer starts below the fold (see WebMain). */
const MiniAppMain = styled.main`
  flex: 1;
  min-block-size: var(--tg-viewport-stable-height, 100vh);
  inline-size: 100%;
  max-inline-size: 60rem;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.md};
`;

/** The frame around every page: header, side menu, page, footer and bottom bar, laid out per platform. */
export function AppShell({
  header,
  sideMenu,
  sideMenuLabel,
  footer,
  bottomNav,
  sideMenuFrom = "md",
  variant = "web",
  mainId = "main",
  children,
  overlays,
  className,
}: AppShellProps) {
  if (variant === "miniApp") {
    return (
      <MiniApp className={className} $withBar={Boolean(bottomNav)}>
        {header}
        <MiniAppMain id={mainId}>{children}</MiniAppMain>
        {footer}
        {bottomNav}
        {overlays}
      </MiniApp>
    );
  }
  return (
    <div className={className}>
      {header}
      <Web $from={sideMenuFrom} $withMenu={Boolean(sideMenu)}>
        {sideMenu ? (
          <Aside aria-label={sideMenuLabel} $from={sideMenuFrom}>
            {sideMenu}
          </Aside>
        ) : null}
        <Column $from={sideMenuFrom} $withBar={Boolean(bottomNav)}>
          <WebMain id={mainId}>{children}</WebMain>
          {footer}
        </Column>
      </Web>
      {bottomNav}
      {overlays}
    </div>
  );
}
