import { useMemo } from "react";
import { useSearchParams } from "react-router";
import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { responsibleGamingApi, type GamingHistoryQuery } from "@casino/core";
import { Button, EmptyState, Select, Skeleton } from "@casino/ui";
import { LoadFailed, useRefetch } from "../../shared/query-states.tsx";
import { useEndpointQuery } from "../../shared/api-hooks.ts";
import { Row } from "../../shared/layout/card.tsx";
import { useBetLink } from "../bets/use-bet-link.ts";
import { PageTitle } from "../frame/page-title.tsx";
import { HistoryFilterForm } from "./history-filter-bar.tsx";
import { isDateRangeInvalid } from "./history-filters.ts";
import { HistoryPagination } from "./history-pagination.tsx";
import {
  gamingHistoryQuery,
  gamingHistorySearch,
  parseGamingHistoryFilters,
  type GamingHistoryFilters,
} from "./gaming-history-filters.ts";
import { GamingHistoryTable } from "./gaming-history-table.tsx";

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  inline-size: 100%;
  max-inline-size: 72rem;
`;

/** The recent transactions whose games fill the game filter (the games the player played). */
const RECENT_GAMES: GamingHistoryQuery = { page: 1, per_page: 100 };

/**
 * `/gaming-history` (signed-in only): the player's bets, wins and rollbacks, newest first, with
 * the game and a UTC date range kept in the address bar, server pagination, a skeleton while
 * loading, empty and error states; a game name opens the bet's details (`?bet=`).
 */
export function GamingHistoryPage() {
  const { t } = useLingui();
  const { open } = useBetLink();
  const [params, setParams] = useSearchParams();
  const filters = parseGamingHistoryFilters(params);
  const invalid = isDateRangeInvalid(filters);
  const query = gamingHistoryQuery(filters);
  const list = responsibleGamingApi.endpoints.listGamingHistory;
  const { data, error, isLoading, isError } = useEndpointQuery(list, query, { skip: invalid });
  const recent = useEndpointQuery(list, RECENT_GAMES);
  const games = useMemo(() => {
    const byId = new Map<string, string>();
    for (const row of [...(recent.data?.data ?? []), ...(data?.data ?? [])])
      byId.set(String(row.game.id), row.game.name);
    return [...byId].sort((a, b) => a[1].localeCompare(b[1]));
  }, [recent.data, data]);
  const apply = (next: GamingHistoryFilters) => setParams(gamingHistorySearch(next));
  const set = (change: Partial<GamingHistoryFilters>) => apply({ ...filters, ...change, page: 1 });
  const refresh = useRefetch(list, query);
  const filtered = Boolean(filters.game || filters.from || filters.to);
  const selectedGame = filters.game;

  let body;
  if (invalid) body = null;
  else if (isLoading && !data)
    body = (
      <div role="status" aria-label={t`Loading your bets`}>
        <Skeleton lines={8} />
      </div>
    );
  else if (isError || !data) {
    body = (
      <LoadFailed
        title={t`The gaming history could not be loaded.`}
        error={error}
        onRetry={refresh}
      />
    );
  } else if (data.data.length === 0) {
    body = (
      <EmptyState
        title={filtered ? t`No bets match these filters.` : t`No bets yet.`}
        description={filtered ? undefined : t`Your bets and wins will show here.`}
        action={
          filtered ? (
            <Button
              variant="secondary"
              onClick={() => apply({ game: "", from: "", to: "", page: 1 })}
            >{t`Clear filters`}</Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <>
        <GamingHistoryTable rows={data.data} onOpenBet={(id) => open(String(id))} />
        <HistoryPagination
          page={data.current_page}
          pageCount={data.last_page}
          onPageChange={(page) => apply({ ...filters, page })}
          label={t`Gaming history pages`}
        />
      </>
    );
  }
  return (
    <Page>
      <Row>
        <PageTitle>{t`Gaming history`}</PageTitle>
        <Button variant="secondary" size="sm" onClick={refresh} disabled={invalid}>
          {t`Refresh`}
        </Button>
      </Row>
      <HistoryFilterForm range={filters} onRangeChange={set}>
        <Select
          label={t`Game`}
          value={selectedGame}
          onChange={(event) => set({ game: event.target.value })}
          options={[
            { value: "", label: t`All games` },
            ...(selectedGame && !games.some(([id]) => id === selectedGame)
              ? [{ value: selectedGame, label: t`Game ${selectedGame}` }]
              : []),
            ...games.map(([id, name]) => ({ value: id, label: name })),
          ]}
        />
      </HistoryFilterForm>
      {body}
    </Page>
  );
}
