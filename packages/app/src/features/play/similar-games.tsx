import { useLingui } from "@lingui/react/macro";
import { gamesApi, type ContractData } from "@casino/core";
import { CardRow, GameCard, GameCardSkeleton } from "@casino/ui";
import { useQuery } from "@casino/core/react";

/** How many similar games the play page offers. */
export const SIMILAR_GAMES = 12;

/** Placeholders while the list loads: more than a wide screen's row shows. */
const SKELETONS = 8;

type GameDetail = ContractData<"/api/games/{id}">;

/** Games of the same kind and first category (else provider), the game itself left out. */
export function SimilarGames({
  game,
  onPlay,
}: {
  game: GameDetail;
  onPlay: (slug: string) => void;
}) {
  const { t } = useLingui();
  const category = game.categories[0];
  const list = useQuery(
    gamesApi.endpoints.listGames,
    category
      ? { category_ids: [category.id], kinds: [game.kind], per_page: SIMILAR_GAMES + 1 }
      : { provider_ids: [game.provider.id], kinds: [game.kind], per_page: SIMILAR_GAMES + 1 },
  );
  const games = (list.data?.data ?? []).filter((g) => g.id !== game.id).slice(0, SIMILAR_GAMES);
  // While the list loads, placeholders of the cards' size keep the feeds below in place.
  if (!list.data && !list.isError)
    return (
      <CardRow title={t`Similar games`} headingId="similar-games" loading>
        {Array.from({ length: SKELETONS }, (_, index) => (
          <li key={index}>
            <GameCardSkeleton />
          </li>
        ))}
      </CardRow>
    );
  if (games.length === 0) return null;
  const unavailable = {
    LOCATION_BLOCKED: t`Not available in your location`,
    HIDDEN_WHEN_BONUS: t`Not available while a bonus is active`,
    INACTIVE: t`Not available to play`,
  };
  return (
    <CardRow title={t`Similar games`} headingId="similar-games">
      {games.map((g) => (
        <li key={g.id}>
          <GameCard
            name={g.name}
            provider={g.provider.name}
            imageSrc={g.image}
            availability={g.availability}
            unavailableLabels={unavailable}
            playLabel={t`Play`}
            onPlay={() => onPlay(g.slug)}
          />
        </li>
      ))}
    </CardRow>
  );
}
