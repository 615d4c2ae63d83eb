import type { GamingHistoryQuery } from "@casino/core";
import { HISTORY_PAGE_SIZE, parsePage, validDate } from "./history-filters.ts";

/** The gaming history's filters as the address bar keeps them (`?game=&from=&to=&page=`). */
export interface GamingHistoryFilters {
  /** A game id, or "" for every game. */
  game: string;
  /** Calendar dates (`YYYY-MM-DD`), whole UTC days. */
  from: string;
  to: string;
  page: number;
}

const GAME_ID = /^[1-9][0-9]{0,9}$/;

/** Reads the filters from the address bar; unknown or malformed values are ignored. */
export function parseGamingHistoryFilters(params: URLSearchParams): GamingHistoryFilters {
  const game = params.get("game") ?? "";
  return {
    game: GAME_ID.test(game) && Number(game) <= 2147483647 ? game : "",
    from: validDate(params.get("from")),
    to: validDate(params.get("to")),
    page: parsePage(params),
  };
}

/** The address-bar form of the filters (empty values and page 1 left out). */
export function gamingHistorySearch(filters: GamingHistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.game) params.set("game", filters.game);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** The API query: the game by id, dates as whole UTC days (00:00:00 to 23:59:59 on the server). */
export function gamingHistoryQuery(filters: GamingHistoryFilters): GamingHistoryQuery {
  return {
    ...(filters.game ? { game_id: Number(filters.game) } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    page: filters.page,
    per_page: HISTORY_PAGE_SIZE,
  };
}
