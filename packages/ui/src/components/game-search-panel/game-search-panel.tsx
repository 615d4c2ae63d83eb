import { type KeyboardEvent, type ReactNode, useId } from "react";
import styled from "styled-components";
import { SearchIcon } from "../icons/index.ts";
import { Spinner } from "../spinner/index.ts";
import { inline, stack, textStyle } from "../../theme/layout.ts";

/** A game found by a search: what its option shows. */
export interface GameSearchResult {
  id: string | number;
  name: string;
  provider: string;
  image: string;
}

export interface GameSearchPanelProps {
  /** The field's accessible name (and placeholder), e.g. "Game or provider name". */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Keys pressed in the field (the screen moves the active option and opens it on Enter). */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Longest text the field takes. */
  maxLength?: number;
  /** The name of a spinner at the field's end while a search runs; none without it. */
  busyLabel?: string | null;
  /** The games found; the listbox is drawn only when there is at least one. */
  results: GameSearchResult[];
  /** The listbox's accessible name, e.g. "Search results". */
  resultsLabel: string;
  /** The option under the keyboard or the pointer (-1 for none). */
  activeIndex: number;
  /** The pointer moved onto an option. */
  onActiveChange: (index: number) => void;
  /** An option was chosen with the pointer. */
  onSelect: (result: GameSearchResult, index: number) => void;
  /** Lines under the field (no games found, a failure, too short); `status` announces one. */
  notes?: { key: string; text: ReactNode; status?: boolean }[];
  /** Earlier searches, drawn as chips that fill the field again; none when null or empty. */
  recent?: {
    title: ReactNode;
    clearLabel: string;
    onClear: () => void;
    items: string[];
    onPick: (item: string) => void;
  } | null;
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
  max-block-size: min(60vh, ${({ theme }) => theme.sizes.scrollList});
  overflow-y: auto;
`;

const Option = styled.li`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.sizes.thumbSm} minmax(0, 1fr);
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
    inline-size: ${({ theme }) => theme.sizes.thumbSm};
    block-size: ${({ theme }) => theme.sizes.thumbSm};
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

/**
 * The body of the game search: a combobox field (the first focus of its dialog), the games found
 * as a listbox of options with their picture and provider, a note, and the recent searches as
 * chips. The screen owns the search, the keys and where an option leads.
 */
export function GameSearchPanel({
  label,
  value,
  onValueChange,
  onKeyDown,
  maxLength,
  busyLabel,
  results,
  resultsLabel,
  activeIndex,
  onActiveChange,
  onSelect,
  notes = [],
  recent,
}: GameSearchPanelProps) {
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <>
      <Field>
        <SearchIcon size="iconSm" />
        <Input
          data-autofocus
          type="search"
          role="combobox"
          aria-label={label}
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            activeIndex >= 0 && activeIndex < results.length ? optionId(activeIndex) : undefined
          }
          placeholder={label}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={maxLength}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {busyLabel ? <Spinner size="sm" label={busyLabel} /> : null}
      </Field>
      {results.length > 0 ? (
        <Results id={listId} role="listbox" aria-label={resultsLabel}>
          {results.map((result, index) => (
            <Option
              key={result.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onClick={() => onSelect(result, index)}
              onMouseEnter={() => onActiveChange(index)}
            >
              <img src={result.image} alt="" width={40} height={40} />
              <Name>
                <span>{result.name}</span>
                <small>{result.provider}</small>
              </Name>
            </Option>
          ))}
        </Results>
      ) : null}
      {notes.map((note) => (
        <Note key={note.key} role={note.status ? "status" : undefined}>
          {note.text}
        </Note>
      ))}
      {recent && recent.items.length > 0 ? (
        <Recent>
          <h3>
            {recent.title}
            <TextButton type="button" onClick={recent.onClear}>
              {recent.clearLabel}
            </TextButton>
          </h3>
          <ul>
            {recent.items.map((item) => (
              <li key={item}>
                <Chip type="button" onClick={() => recent.onPick(item)}>
                  {item}
                </Chip>
              </li>
            ))}
          </ul>
        </Recent>
      ) : null}
    </>
  );
}
