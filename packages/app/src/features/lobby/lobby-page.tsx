import { lazy, memo, Suspense, useMemo } from "react";
import { useSearchParams } from "react-router";
import { Plural, useLingui } from "@lingui/react/macro";
import {
  type Game,
  gamesApi,
  href,
  type PageSlot,
  routes,
  selectIsLoggedIn,
  siteApi,
} from "@casino/core";
import {
  CategoryNav,
  GameRail,
  ProviderCard,
  Skeleton,
  VisuallyHidden,
  ProviderStrip,
  Stack,
} from "@casino/ui";
import { useQuery, useAppSelector } from "@casino/core/react";
import { lobbyShortcuts } from "../frame/index.ts";
import { PageTitle } from "../page/index.ts";
import { useRouterNavigate } from "../../shared/router-link.tsx";
import { GameTile } from "../catalogue/index.ts";
import { HeroBanners } from "./hero-banners.tsx";
import { LiveWins } from "./live-wins.tsx";
import { PlayerRails } from "./player-rails.tsx";
import { repeatsShortcut, slotHref, slotItems, type SlotItem } from "./slot-items.ts";

/** Games per lobby row. */
export const GAMES_PER_ROW = 12;

/** The slots of a page: banners on top, shortcuts, rows, providers below. */
export interface PageSlots {
  section: "casino" | "live_casino";
  top: PageSlot;
  nav: PageSlot;
  rows: PageSlot;
  bottom: PageSlot;
}

export const casinoSlots: PageSlots = {
  section: "casino",
  top: "in_top_lobby",
  nav: "in_lobby_nav",
  rows: "in_lobby",
  bottom: "in_bottom_lobby",
};
const liveCasinoSlots: PageSlots = {
  section: "live_casino",
  top: "in_top_live_casino",
  nav: "in_live_casino_nav",
  rows: "in_live_casino",
  bottom: "in_bottom_live_casino",
};

/** The quick shortcuts (slots, provably fair, live casino) and the site's own nav items. */
export const LobbyShortcuts = memo(function LobbyShortcuts({
  configured,
  current,
}: {
  /** The site's items (keep the array stable between renders: the pills re-measure on change). */
  configured: SlotItem[];
  current: string;
}) {
  const { t, i18n } = useLingui();
  const onNavigate = useRouterNavigate();
  const links = useMemo(
    () => [
      ...lobbyShortcuts.map((item) => ({
        id: item.id,
        href: item.href,
        label: i18n._(item.label),
      })),
      ...configured
        .map((item) => ({ id: `slot-${item.id}`, label: item.title, ...slotHref(item) }))
        // The site's items that are not already a built-in shortcut (same target or same name).
        .filter(
          (item) =>
            !item.external &&
            !lobbyShortcuts.some((s) =>
              repeatsShortcut(item, { id: s.id, href: s.href, label: i18n._(s.label) }),
            ),
        ),
    ],
    [configured, i18n],
  );
  return (
    <CategoryNav
      label={t`Lobby shortcuts`}
      items={links}
      currentId={links.find((item) => item.href === current)?.id ?? null}
      onNavigate={onNavigate}
      scrollBackLabel={t`Scroll back`}
      scrollForwardLabel={t`Scroll forward`}
    />
  );
});

/** The provider strip under the rows (`in_bottom_lobby`, `in_bottom_live_casino`). */
function LobbyProviders({ items, section }: { items: SlotItem[]; section: PageSlots["section"] }) {
  const { t } = useLingui();
  const onNavigate = useRouterNavigate();
  const providers = useQuery(gamesApi.endpoints.listProviders, section);
  if (items.length === 0) return null;
  return (
    <ProviderStrip
      title={t`Providers`}
      titleId={`providers-${section}`}
      allHref={href(routes.providers)}
      allLabel={t`All providers`}
      onNavigate={onNavigate}
    >
      {items.map((item) => {
        const provider = providers.data?.find(
          (p) => p.slug === item.target || String(p.id) === item.target,
        );
        const { href } = slotHref(item);
        return (
          <li key={item.id}>
            <ProviderCard
              name={provider?.name ?? item.title}
              logoSrc={provider?.logo}
              gamesLabel={
                provider ? (
                  <Plural value={provider.games_count} one="# game" other="# games" />
                ) : undefined
              }
              href={href}
              onNavigate={onNavigate}
            />
          </li>
        );
      })}
    </ProviderStrip>
  );
}

/**
 * The bet feeds sit at the bottom of the lobby, far below the first screen: their module (table,
 * tabs, bet rows) loads after the lobby's first paint instead of on its critical path.
 */
const BetFeeds = lazy(async () => ({ default: (await import("../bets/bet-feeds.tsx")).BetFeeds }));

/** The feeds' place while their module loads (about their height: the footer does not jump). */
function BetFeedsLoading() {
  const { t } = useLingui();
  return (
    <section aria-busy="true" aria-label={t`Bets`}>
      <Skeleton shape="rect" width="100%" height="16rem" />
    </section>
  );
}

/** A lobby page (`/` or `/live-casino`) composed of the site's page slots. */
function SlotsLobby({ slots, current }: { slots: PageSlots; current: string }) {
  const { t } = useLingui();
  const onNavigate = useRouterNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const slotQuery = useQuery(siteApi.endpoints.listPageSlots, [
    slots.top,
    slots.nav,
    slots.rows,
    slots.bottom,
  ]);
  const rows = useQuery(gamesApi.endpoints.listLobbyCategories, {
    section: slots.section,
    games_per_category: GAMES_PER_ROW,
  });
  const slotsLoading = !slotQuery.data && !slotQuery.isError;
  const shortcuts = useMemo(
    () => slotItems(slotQuery.data, slots.nav, loggedIn),
    [slotQuery.data, slots.nav, loggedIn],
  );
  const categories = rows.data ?? [];
  const byTarget = (target: string) =>
    categories.find((c) => c.slug === target || String(c.id) === target);
  const configuredRows = slotItems(slotQuery.data, slots.rows, loggedIn).filter(
    (item) => item.target_type === "category",
  );
  // A site without configured rows shows every category of the section, in position order.
  const rowList = configuredRows.length
    ? configuredRows.map((item) => ({
        key: `slot-${item.id}`,
        title: item.title,
        category: byTarget(item.target),
        target: item.target,
      }))
    : categories.map((c) => ({ key: `cat-${c.id}`, title: c.name, category: c, target: c.slug }));
  const fallbackArt = categories.find((c) => c.games.length >= 3)?.games ?? [];
  const gamesFor = (item: SlotItem): readonly Game[] => {
    const games = item.target_type === "category" ? byTarget(item.target)?.games : undefined;
    return games && games.length >= 3 ? games : fallbackArt;
  };
  const rowsLoading = !rows.data && !rows.isError;
  return (
    <Stack gap="xl">
      <HeroBanners
        items={slotItems(slotQuery.data, slots.top, loggedIn)}
        loading={slotsLoading}
        gamesFor={gamesFor}
      />
      <LobbyShortcuts configured={shortcuts} current={current} />
      {slots.section === "casino" ? <PlayerRails /> : null}
      {slots.section === "casino" ? <LiveWins /> : null}
      {slotsLoading || rowsLoading
        ? [0, 1, 2].map((index) => (
            <GameRail
              key={index}
              title={t`Loading games`}
              items={[]}
              loading
              scrollBackLabel={t`Scroll back`}
              scrollForwardLabel={t`Scroll forward`}
            />
          ))
        : rowList
            .filter((row) => row.category && row.category.games.length > 0)
            .map((row) => {
              const category = row.category!;
              return (
                <GameRail
                  key={row.key}
                  title={row.title}
                  href={href(routes.category, { id: category.slug })}
                  seeAllLabel={t`See all ${category.games_count}`}
                  onNavigate={onNavigate}
                  scrollBackLabel={t`Scroll back`}
                  scrollForwardLabel={t`Scroll forward`}
                  items={category.games.map((game, index) => ({
                    key: game.id,
                    content: <GameTile game={game} priority={index < 4} />,
                  }))}
                />
              );
            })}
      <LobbyProviders
        items={slotItems(slotQuery.data, slots.bottom, loggedIn)}
        section={slots.section}
      />
      {slots.section === "casino" ? (
        <Suspense fallback={<BetFeedsLoading />}>
          <BetFeeds />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/**
 * `/?type=`: the virtualised grid (and its virtualiser) loads only when asked for, so the lobby's
 * first paint does not wait for it.
 */
const KindLobby = lazy(async () => ({ default: (await import("./kind-lobby.tsx")).KindLobby }));

function KindLobbyLoading() {
  const { t } = useLingui();
  return (
    <Stack gap="xl" aria-busy="true" aria-label={t`Loading games`}>
      <Skeleton shape="rect" width="100%" height="2.5rem" />
      <Skeleton shape="rect" width="100%" height="20rem" />
    </Stack>
  );
}

/**
 * The lobby (`/`): the site's banners, shortcuts, wins ticker, category rows and providers;
 * `?type=slots` or `?type=provably-fair` shows every game of that kind instead.
 */
export function LobbyPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const type = params.get("type");
  if (type === "slots" || type === "provably-fair") {
    return (
      <>
        <PageTitle>{type === "slots" ? t`Slots` : t`Provably fair`}</PageTitle>
        <Suspense fallback={<KindLobbyLoading />}>
          <KindLobby
            kind={type === "slots" ? "slots" : "provably_fair"}
            current={`${href(routes.lobby)}?type=${type}`}
          />
        </Suspense>
      </>
    );
  }
  return (
    <>
      <VisuallyHidden as="h1">{t`Lobby`}</VisuallyHidden>
      <SlotsLobby slots={casinoSlots} current={href(routes.lobby)} />
    </>
  );
}

/** `/live-casino`: the live casino's own banners, shortcuts, rows and providers. */
export function LiveCasinoPage() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle>{t`Live casino`}</PageTitle>
      <SlotsLobby slots={liveCasinoSlots} current={href(routes.liveCasino)} />
    </>
  );
}
