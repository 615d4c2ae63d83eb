import type { components } from "@casino/api";
import type { FakeRequest } from "@casino/core/testing";
import { testGame } from "../features/catalogue/catalogue-fixtures.ts";
import { onePage } from "./pages.ts";

/** A game with what its play page shows (`GET /api/games/{id}`). */
export type GameDetail = components["schemas"]["GameDetail"];

/**
 * A game's detail for page tests: the slot Fruit Fiesta (id 7, with a demo) with no description,
 * RTP, volatility or categories, played in USD, but for `changes`.
 */
export function gameDetail(changes: Partial<GameDetail> = {}): GameDetail {
  return {
    ...testGame(7, {
      slug: "fruit-fiesta",
      name: "Fruit Fiesta",
      image: "https://img.test/fruit.svg",
      provider: { id: 3, slug: "nebula-forge", name: "Nebula Forge" },
    }),
    description: null,
    rtp: null,
    volatility: null,
    categories: [],
    game_currencies: ["USD"],
    ...changes,
  };
}

/** The catalogue's entry of an original (the play page renders its native screen). */
export function originalGame(request: FakeRequest): GameDetail {
  const slug = String(request.path.id);
  return gameDetail({
    id: 1,
    slug,
    name: slug,
    image: "https://img.test/original.svg",
    provider: { id: 1, slug: "originals", name: "Originals" },
    kind: "provably_fair",
    has_demo: false,
    rtp: "99.00",
    game_currencies: ["USDT"],
  });
}

/** The one page of similar games a play page lists (`GET /api/games/list`, 13 at most). */
export function similarGames(games: GameDetail[] = []) {
  return onePage(games, 13);
}

/** What the play page of an original asks for besides the wallet: the game, similar games, feeds. */
export const playPageRoutes = {
  "GET /api/games/{id}": originalGame,
  "GET /api/games/list": () => similarGames(),
  "GET /api/games/live-wins/list": () => [],
};
