import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { shallowEqual } from "react-redux";
import type { Game, GamePage, RootState } from "@casino/core";
import { type QueryEndpoint, useAppDispatch, useAppSelector } from "@casino/core/react";

/** Games per page of the catalogue grids. */
export const GAMES_PER_PAGE = 36;

/** What {@link useGamePages} returns. */
export interface GamePages {
  games: Game[];
  /** Total count the server reports (undefined before the first page). */
  total: number | undefined;
  /**
   * The first page has not arrived yet, or the list still waits for what it is for (`skip`: a
   * category page before the categories arrived): placeholders, never the empty state.
   */
  loading: boolean;
  /** A next page is on its way. */
  loadingMore: boolean;
  hasMore: boolean;
  /** The first page failed. */
  error: unknown;
  loadMore: () => void;
  /** Fetches the failed page again. */
  retry: () => void;
}

type PageEndpoint<Arg> = QueryEndpoint<Arg, GamePage>;

/**
 * An infinite list of games over a paged endpoint of the core (`page` 1, 2, ...): each loaded
 * page stays subscribed in the RTK Query cache (a like patches it in place), `loadMore` adds the
 * next one. A new `key` (filters, sort) starts again from page 1.
 */
export function useGamePages<Arg>(
  endpoint: PageEndpoint<Arg>,
  argFor: (page: number) => Arg,
  options: { skip?: boolean } = {},
): GamePages {
  const dispatch = useAppDispatch();
  const key = JSON.stringify(argFor(1));
  const skip = options.skip ?? false;
  const [state, setState] = useState({ key, pages: 1 });
  const pages = state.key === key ? state.pages : 1;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the arguments
  const args = useMemo(() => Array.from({ length: pages }, (_, i) => argFor(i + 1)), [key, pages]);

  // One subscription per page, kept while the key lasts.
  const subscriptions = useRef(new Map<string, { unsubscribe: () => void }>());
  useEffect(() => {
    if (skip) return;
    for (const arg of args) {
      const id = JSON.stringify(arg);
      if (subscriptions.current.has(id)) continue;
      subscriptions.current.set(id, dispatch(endpoint.initiate(arg)));
    }
  }, [args, dispatch, endpoint, skip]);
  useEffect(() => {
    const current = subscriptions.current;
    return () => {
      current.forEach((subscription) => subscription.unsubscribe());
      current.clear();
    };
  }, [key, skip]);

  const selectors = useMemo(() => args.map((arg) => endpoint.select(arg)), [args, endpoint]);
  const entries = useAppSelector(
    (root: RootState) =>
      selectors.map((select) => {
        const entry = select(root);
        return entry.data ?? (entry.isError ? (entry.error ?? "error") : undefined);
      }),
    shallowEqual,
  );

  const loaded: GamePage[] = [];
  let failed: unknown;
  for (const entry of entries) {
    if (entry && typeof entry === "object" && "current_page" in entry) {
      loaded.push(entry as GamePage);
    } else {
      failed = entry;
      break;
    }
  }
  const seen = new Set<number>();
  const games: Game[] = [];
  for (const page of loaded)
    for (const game of page.data) {
      if (seen.has(game.id)) continue;
      seen.add(game.id);
      games.push(game);
    }
  const last = loaded[loaded.length - 1];
  const complete = loaded.length === pages;
  const hasMore = Boolean(last && complete && last.current_page < last.last_page);
  const loadMore = useCallback(() => {
    if (!hasMore) return;
    setState({ key, pages: pages + 1 });
  }, [hasMore, key, pages]);
  const retry = useCallback(() => {
    const arg = args[loaded.length];
    if (arg === undefined) return;
    const request = dispatch(endpoint.initiate(arg, { forceRefetch: true }));
    // The page's own subscription keeps the entry; this one only starts the request.
    request.unsubscribe();
  }, [args, dispatch, endpoint, loaded.length]);

  return {
    games,
    total: loaded[0]?.total,
    loading: loaded.length === 0 && failed === undefined,
    loadingMore: !skip && loaded.length > 0 && !complete && failed === undefined,
    hasMore,
    error: loaded.length === 0 ? failed : undefined,
    loadMore,
    retry,
  };
}
