// The 'catalogue' feature's public face: what other features import (lint: casino/feature-boundaries).
export { CatalogueGrid, ListFilters, SortSelect, useSortParam } from "./catalogue-grid.tsx";
export { GameSearch } from "./game-search.tsx";
export { gameHref, GameTile } from "./game-tile.tsx";
export { GAMES_PER_PAGE, useGamePages } from "./use-game-pages.ts";
