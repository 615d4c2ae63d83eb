import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Plural, useLingui } from "@lingui/react/macro";
import type { GameSort } from "@casino/core";
import {
  Box,
  Button,
  ControlRow,
  EmptyState,
  GameCardSkeleton,
  GameGrid,
  GamepadIcon,
  Select,
  type SelectOption,
  ResultCount,
} from "@casino/ui";
import { GameTile } from "./game-tile.tsx";
import type { GamePages } from "./use-game-pages.ts";

const sorts: readonly GameSort[] = ["popular", "newest", "name_asc", "name_desc", "rtp_desc"];

/** The `sort` of the address bar, when it is one of the catalogue's orders. */
export function useSortParam(): GameSort | undefined {
  const [params] = useSearchParams();
  const sort = params.get("sort");
  return sorts.find((s) => s === sort);
}

/** The `provider` ids of the address bar (repeatable), valid ones only. */
export function useProviderParams(): number[] {
  const [params] = useSearchParams();
  return params
    .getAll("provider")
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, 50);
}

/** Replaces (or removes) one parameter of the address bar, keeping the others. */
function useSetParam() {
  const [, setParams] = useSearchParams();
  return (name: string, value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
}

/** The filters and the sort over a list of games: they share a row, with space around it. */
export function ListFilters({ children }: { children: ReactNode }) {
  return (
    <Box paddingBlockStart="md" paddingBlockEnd="lg">
      <ControlRow share>{children}</ControlRow>
    </Box>
  );
}

/** The catalogue's order, kept in `?sort=`. */
export function SortSelect() {
  const { t } = useLingui();
  const sort = useSortParam();
  const setParam = useSetParam();
  const labels: Record<GameSort, string> = {
    popular: t`Most popular`,
    newest: t`Newest`,
    name_asc: t`Name A–Z`,
    name_desc: t`Name Z–A`,
    rtp_desc: t`Highest RTP`,
  };
  return (
    <Select
      label={t`Sort by`}
      value={sort ?? "popular"}
      options={sorts.map((value) => ({ value, label: labels[value] }))}
      onChange={(event) =>
        setParam("sort", event.target.value === "popular" ? null : event.target.value)
      }
    />
  );
}

/** A provider filter, kept in `?provider=`. */
export function ProviderSelect({
  providers,
}: {
  providers: readonly { id: number; name: string }[];
}) {
  const { t } = useLingui();
  const [selected] = useProviderParams();
  const setParam = useSetParam();
  const options: SelectOption[] = [
    { value: "", label: t`All providers` },
    ...providers.map((p) => ({ value: String(p.id), label: p.name })),
  ];
  return (
    <Select
      label={t`Provider`}
      value={selected ? String(selected) : ""}
      options={options}
      onChange={(event) => setParam("provider", event.target.value || null)}
    />
  );
}

/**
 * A virtualised, infinite grid of games: placeholders while the first page loads, more pages as
 * the player scrolls, a clear empty state and a retry on failure.
 */
export function CatalogueGrid({
  label,
  pages,
  empty,
}: {
  /** Accessible name of the list. */
  label: string;
  pages: GamePages;
  /** Shown when there are no games. */
  empty: { title: string; description?: string; action?: ReactNode };
}) {
  const { t } = useLingui();
  if (pages.error) {
    return (
      <EmptyState
        icon={<GamepadIcon />}
        title={t`The games could not be loaded`}
        description={t`Check your connection and try again.`}
        action={<Button onClick={pages.retry}>{t`Try again`}</Button>}
      />
    );
  }
  const total = pages.total;
  return (
    <>
      {total !== undefined && total > 0 ? (
        <ResultCount aria-live="polite">
          <Plural value={total} one="# game" other="# games" />
        </ResultCount>
      ) : null}
      <GameGrid
        label={label}
        items={pages.games}
        getKey={(game) => game.id}
        renderItem={(game, index) => <GameTile game={game} priority={index < 6} />}
        onEndReached={pages.loadMore}
        hasMore={pages.hasMore}
        loadingMore={pages.loading || pages.loadingMore}
        loadingLabel={t`Loading more games`}
        renderPlaceholder={() => <GameCardSkeleton />}
        empty={
          <EmptyState
            icon={<GamepadIcon />}
            title={empty.title}
            description={empty.description}
            action={empty.action}
          />
        }
      />
    </>
  );
}
