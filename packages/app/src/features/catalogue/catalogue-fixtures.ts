import type { Game } from "@casino/core";
import type { FakeRequest } from "@casino/core/testing";

/** A catalogue game for component tests. */
export function testGame(id: number, patch: Partial<Game> = {}): Game {
  return {
    id,
    slug: `game-${id}`,
    name: `Game ${id}`,
    image: `http://localhost/static/games/game-${id}.svg`,
    provider: { id: 1, slug: "nova-studio", name: "Nova Studio" },
    kind: "slots",
    has_demo: true,
    is_new: false,
    is_hot: false,
    is_favorite: false,
    likes_count: 0,
    availability: "CAN_PLAY",
    ...patch,
  };
}

/** A fake paged answer of `games` (page and per_page from the request). */
export function pageOf(games: Game[], request: FakeRequest) {
  const page = Number(request.query.page ?? 1);
  const perPage = Number(request.query.per_page ?? 24);
  return {
    data: games.slice((page - 1) * perPage, page * perPage).map((g) => ({ ...g })),
    current_page: page,
    per_page: perPage,
    total: games.length,
    last_page: Math.max(1, Math.ceil(games.length / perPage)),
  };
}

export const testCategories = [
  {
    id: 3,
    slug: "popular",
    name: "Popular",
    icon: null,
    section: "casino" as const,
    position: 0,
    games_count: 2,
  },
  {
    id: 4,
    slug: "new",
    name: "New releases",
    icon: null,
    section: "casino" as const,
    position: 1,
    games_count: 0,
  },
];

export const testProviders = [
  { id: 1, slug: "nova-studio", name: "Nova Studio", logo: null, games_count: 40, position: 0 },
  { id: 2, slug: "red-fox", name: "Red Fox", logo: null, games_count: 12, position: 1 },
];
