import type { FakeRequest } from "@casino/core/testing";

/** The catalogue's entry of an original (the play page renders its native screen). */
export function originalGame(request: FakeRequest) {
  const slug = String(request.path.id);
  return {
    id: 1,
    slug,
    name: slug,
    image: "https://img.test/original.svg",
    provider: { id: 1, slug: "originals", name: "Originals" },
    kind: "provably_fair",
    has_demo: false,
    is_new: false,
    is_hot: false,
    is_favorite: false,
    likes_count: 0,
    availability: "CAN_PLAY",
    description: null,
    rtp: "99.00",
    volatility: null,
    categories: [],
    game_currencies: ["USDT"],
  };
}

/** What the play page of an original asks for besides the wallet: the game, similar games, feeds. */
export const playPageRoutes = {
  "GET /api/games/{id}": originalGame,
  "GET /api/games/list": () => ({
    data: [],
    current_page: 1,
    per_page: 13,
    total: 0,
    last_page: 1,
  }),
  "GET /api/games/live-wins/list": () => [],
};
