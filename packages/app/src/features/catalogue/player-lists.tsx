import { useLingui } from "@lingui/react/macro";
import { gamesApi, selectIsLoggedIn, sessionActions } from "@casino/core";
import { Button, EmptyState, StarIcon } from "@casino/ui";
import { useAppDispatch, useAppSelector } from "@casino/core/react";
import { HomeLink } from "../errors/index.ts";
import { PageTitle } from "../page/index.ts";
import { CatalogueGrid } from "./catalogue-grid.tsx";
import { GAMES_PER_PAGE, useGamePages } from "./use-game-pages.ts";

/** A guest's view of a player list: why it is empty and a sign-in button. */
function SignInFirst({ title, description }: { title: string; description: string }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  return (
    <EmptyState
      icon={<StarIcon />}
      title={title}
      description={description}
      action={
        <Button onClick={() => dispatch(sessionActions.authDialogOpened({ tab: "login" }))}>
          {t`Sign in`}
        </Button>
      }
    />
  );
}

/** `/favorite`: the player's favourite games, most recently liked first. */
export function FavoritesPage() {
  const { t } = useLingui();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const pages = useGamePages(
    gamesApi.endpoints.listFavoriteGames,
    (page) => ({ page, per_page: GAMES_PER_PAGE }),
    { skip: !loggedIn },
  );
  return (
    <>
      <PageTitle>{t`Favourites`}</PageTitle>
      {loggedIn ? (
        <CatalogueGrid
          label={t`Favourites`}
          pages={pages}
          empty={{
            title: t`No favourites yet`,
            description: t`Tap the star on any game to keep it here.`,
            action: <HomeLink label={t`Browse games`} />,
          }}
        />
      ) : (
        <SignInFirst
          title={t`Sign in to see your favourites`}
          description={t`Your favourite games follow you on every device once you sign in.`}
        />
      )}
    </>
  );
}

/** `/play-again`: the games the player launched or bet on recently, most recent first. */
export function PlayAgainPage() {
  const { t } = useLingui();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const pages = useGamePages(
    gamesApi.endpoints.listRecentlyPlayedGames,
    (page) => ({ page, per_page: GAMES_PER_PAGE }),
    { skip: !loggedIn },
  );
  return (
    <>
      <PageTitle>{t`Recently played`}</PageTitle>
      {loggedIn ? (
        <CatalogueGrid
          label={t`Recently played`}
          pages={pages}
          empty={{
            title: t`Nothing played yet`,
            description: t`The games you play appear here, so you can jump back in.`,
            action: <HomeLink label={t`Browse games`} />,
          }}
        />
      ) : (
        <SignInFirst
          title={t`Sign in to see the games you played`}
          description={t`Your recently played games are kept with your account.`}
        />
      )}
    </>
  );
}
