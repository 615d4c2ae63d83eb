import { memo, useCallback } from "react";
import { useLingui } from "@lingui/react/macro";
import { gamesApi, href, routes, selectIsLoggedIn, sessionActions, type Game } from "@casino/core";
import { GameCard, Link, type GameUnavailableLabels } from "@casino/ui";
import { Link as RouterLink } from "react-router";
import { useMutation, useAppDispatch, useAppSelector } from "@casino/core/react";
import { useRouterNavigate } from "../../shared/router-link.tsx";

/** The page of a game (built by the play page). */
export const gameHref = (game: Pick<Game, "slug">) => href(routes.playGame, { id: game.slug });

/** The translated reasons a game cannot be played. */
export function useUnavailableLabels(): GameUnavailableLabels {
  const { t } = useLingui();
  return {
    LOCATION_BLOCKED: t`Not available in your location`,
    HIDDEN_WHEN_BONUS: t`Not available while a bonus is active`,
    INACTIVE: t`This game is not available to play`,
  };
}

/**
 * Adds a game to, or removes it from, the favourites; a guest is asked to sign in first (the auth
 * dialog, coming back to the same page).
 */
export function useFavouriteToggle() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [like] = useMutation(gamesApi.endpoints.likeGame);
  return useCallback(
    (gameId: number, favourite: boolean) => {
      if (!loggedIn) {
        dispatch(sessionActions.authDialogOpened({ tab: "login" }));
        return;
      }
      void like({ game_id: gameId, like: favourite });
    },
    [dispatch, like, loggedIn],
  );
}

/**
 * A catalogue game as a tile: art (which carries the catalogue's own new/hot marks), name,
 * provider, favourite toggle, availability, link to play.
 */
export const GameTile = memo(function GameTile({
  game,
  priority = false,
}: {
  game: Game;
  /** In the first viewport: load the art at once. */
  priority?: boolean;
}) {
  const { t } = useLingui();
  const onNavigate = useRouterNavigate();
  const toggle = useFavouriteToggle();
  const unavailableLabels = useUnavailableLabels();
  return (
    <GameCard
      name={game.name}
      provider={game.provider.name}
      imageSrc={game.image}
      priority={priority}
      availability={game.availability}
      unavailableLabels={unavailableLabels}
      unavailableAction={
        game.availability === "LOCATION_BLOCKED" ? (
          <Link
            as={RouterLink}
            to={href(routes.page, { id: "vpn-instruction" })}
            variant="standalone"
          >
            {t`Learn more`}
          </Link>
        ) : undefined
      }
      playLabel={t`Play`}
      href={gameHref(game)}
      onNavigate={onNavigate}
      favouriteLabel={t`Favourite`}
      favourite={game.is_favorite}
      onToggleFavourite={(favourite) => toggle(game.id, favourite)}
      favouritePlacement="footer"
    />
  );
});
