import { type KeyboardEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { gamesApi, type Game } from "@casino/core";
import { Dialog, GameSearchPanel } from "@casino/ui";
import { useQuery } from "@casino/core/react";
import { gameHref } from "./game-tile.tsx";
import { clearRecentSearches, readRecentSearches, rememberSearch } from "./recent-searches.ts";

/** Wait after the last keystroke before searching (ms). */
export const SEARCH_DEBOUNCE_MS = 250;
/** Shortest search sent to the server. */
export const SEARCH_MIN_LENGTH = 2;
/** Results shown as you type. */
export const SEARCH_RESULTS = 8;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** The search dialog of {@link GameSearch} (its own chunk: it loads on the first search). */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [term, setTerm] = useState("");
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState(readRecentSearches);
  const debounced = useDebounced(term.trim(), SEARCH_DEBOUNCE_MS);
  const searching = debounced.length >= SEARCH_MIN_LENGTH;
  const results = useQuery(
    gamesApi.endpoints.listGames,
    { search: debounced.slice(0, 100), per_page: SEARCH_RESULTS },
    { skip: !searching },
  );
  const games: Game[] = searching ? (results.data?.data ?? []) : [];
  const pending = term.trim() !== debounced || (searching && !results.data && !results.isError);
  useEffect(() => setActive(-1), [debounced]);

  const open = (game: Game) => {
    setRecent(rememberSearch(term));
    onClose();
    void navigate(gameHref(game));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && games.length) {
      event.preventDefault();
      setActive((i) => (i + 1) % games.length);
    } else if (event.key === "ArrowUp" && games.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? games.length - 1 : i - 1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const game = games[active >= 0 ? active : 0];
      if (game) open(game);
    }
  };
  return (
    <Dialog open onClose={onClose} title={t`Search games`} closeLabel={t`Close`} size="md">
      <GameSearchPanel
        label={t`Game or provider name`}
        value={term}
        onValueChange={setTerm}
        onKeyDown={onKeyDown}
        maxLength={100}
        busyLabel={pending && term.trim().length >= SEARCH_MIN_LENGTH ? t`Searching` : null}
        results={games.map((game) => ({
          id: game.id,
          name: game.name,
          provider: game.provider.name,
          image: game.image,
        }))}
        resultsLabel={t`Search results`}
        activeIndex={active}
        onActiveChange={setActive}
        onSelect={(_, index) => open(games[index]!)}
        notes={[
          ...(searching && !pending && results.data && games.length === 0
            ? [{ key: "none", text: t`No games found for “${debounced}”.`, status: true }]
            : []),
          ...(searching && results.isError
            ? [{ key: "failed", text: t`The search failed. Please try again.`, status: true }]
            : []),
          ...(!searching && term.trim().length > 0
            ? [{ key: "short", text: t`Type at least 2 characters.` }]
            : []),
        ]}
        recent={
          !term
            ? {
                title: t`Recent searches`,
                clearLabel: t`Clear`,
                onClear: () => {
                  clearRecentSearches();
                  setRecent([]);
                },
                items: recent,
                onPick: setTerm,
              }
            : null
        }
      />
    </Dialog>
  );
}
