import { useLingui } from "@lingui/react/macro";
import { gamesApi, href, routes, selectIsLoggedIn } from "@casino/core";
import { GameRail } from "@casino/ui";
import { useQuery, useAppSelector } from "@casino/core/react";
import { GameTile } from "../catalogue/index.ts";
import { useRouterNavigate } from "../../shared/router-link.tsx";

/** Games per player rail (the same as a category row). */
const PLAYER_RAIL_GAMES = 12;
const FIRST_PAGE = { page: 1, per_page: PLAYER_RAIL_GAMES };

/**
 * The signed-in player's rails at the top of the lobby: "Continue playing" (the games played
 * last, originals included) and "Favourites", each with "See all" to its page (`/play-again`,
 * `/favorite`). A rail shows only once it has games; guests see neither.
 */
export function PlayerRails() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return loggedIn ? <SignedInRails /> : null;
}

function SignedInRails() {
  const { t } = useLingui();
  const onNavigate = useRouterNavigate();
  // Shown from the cache at once (Back lands where it was), then asked again: an original's bet
  // (no launch to invalidate the list) moves its game to the front.
  const recent = useQuery(gamesApi.endpoints.listRecentlyPlayedGames, FIRST_PAGE, {
    refetchOnMount: true,
  });
  const favourites = useQuery(gamesApi.endpoints.listFavoriteGames, FIRST_PAGE);
  const rails = [
    { id: "continue", title: t`Continue playing`, href: href(routes.playAgain), page: recent.data },
    { id: "favourites", title: t`Favourites`, href: href(routes.favorites), page: favourites.data },
  ];
  return (
    <>
      {rails.map(({ id, title, href, page }) =>
        page && page.data.length > 0 ? (
          <GameRail
            key={id}
            title={title}
            href={href}
            seeAllLabel={t`See all ${page.total}`}
            onNavigate={onNavigate}
            scrollBackLabel={t`Scroll back`}
            scrollForwardLabel={t`Scroll forward`}
            items={page.data.map((game) => ({ key: game.id, content: <GameTile game={game} /> }))}
          />
        ) : null,
      )}
    </>
  );
}
