import { type KeyboardEvent, useEffect, useId, useState } from "react";
import styled from "styled-components";
import { useNavigate } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { gamesApi, type Game } from "@casino/core";
import { Dialog, SearchIcon, Spinner, inline, stack, textStyle } from "@casino/ui";
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

const Field = styled.div`
  ${inline("sm")}
  min-block-size: ${({ theme }) => theme.sizes.controlLg};
  padding-inline: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textMuted};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focusRing};
  }
`;

const Input = styled.input`
  flex: 1;
  min-inline-size: 0;
  border: 0;
  background: transparent;
  ${textStyle("md", "text")}
  &:focus {
    outline: none;
  }
  &::-webkit-search-cancel-button {
    appearance: none;
  }
`;

const Results = styled.ul`
  ${stack("xxs")}
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
  max-block-size: min(60vh, 28rem);
  overflow-y: auto;
`;

const Option = styled.li`
  display: grid;
  grid-template-columns: 2.5rem minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  &[aria-selected="true"],
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: inset 0 0 0 ${({ theme }) => theme.sizes.border}
      ${({ theme }) => theme.colors.primary};
  }
  img {
    inline-size: 2.5rem;
    block-size: 2.5rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    object-fit: cover;
  }
`;

const Name = styled.span`
  ${stack()}
  min-inline-size: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.fontWeights.regular};
  }
  & > * {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  ${textStyle("sm", "textMuted")}
`;

const Recent = styled.div`
  margin-block-start: ${({ theme }) => theme.space.md};
  h3 {
    display: flex;
    justify-content: space-between;
    align-items: center;
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Chip = styled.button`
  min-block-size: ${({ theme }) => theme.sizes.controlSm};
  padding-inline: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const TextButton = styled.button`
  border: 0;
  background: none;
  ${textStyle("xs", "link")}
  cursor: pointer;
`;

/** The search dialog of {@link GameSearch} (its own chunk: it loads on the first search). */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const listId = useId();
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
  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <Dialog open onClose={onClose} title={t`Search games`} closeLabel={t`Close`} size="md">
      <Field>
        <SearchIcon size="iconSm" />
        <Input
          data-autofocus
          type="search"
          role="combobox"
          aria-label={t`Game or provider name`}
          aria-expanded={games.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          placeholder={t`Game or provider name`}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {pending && term.trim().length >= SEARCH_MIN_LENGTH ? (
          <Spinner size="sm" label={t`Searching`} />
        ) : null}
      </Field>
      {games.length > 0 ? (
        <Results id={listId} role="listbox" aria-label={t`Search results`}>
          {games.map((game, index) => (
            <Option
              key={game.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onClick={() => open(game)}
              onMouseEnter={() => setActive(index)}
            >
              <img src={game.image} alt="" width={40} height={40} />
              <Name>
                <span>{game.name}</span>
                <small>{game.provider.name}</small>
              </Name>
            </Option>
          ))}
        </Results>
      ) : null}
      {searching && !pending && results.data && games.length === 0 ? (
        <Note role="status">{t`No games found for “${debounced}”.`}</Note>
      ) : null}
      {searching && results.isError ? (
        <Note role="status">{t`The search failed. Please try again.`}</Note>
      ) : null}
      {!searching && term.trim().length > 0 ? <Note>{t`Type at least 2 characters.`}</Note> : null}
      {!term && recent.length > 0 ? (
        <Recent>
          <h3>
            {t`Recent searches`}
            <TextButton
              type="button"
              onClick={() => {
                clearRecentSearches();
                setRecent([]);
              }}
            >
              {t`Clear`}
            </TextButton>
          </h3>
          <ul>
            {recent.map((item) => (
              <li key={item}>
                <Chip type="button" onClick={() => setTerm(item)}>
                  {item}
                </Chip>
              </li>
            ))}
          </ul>
        </Recent>
      ) : null}
    </Dialog>
  );
}
