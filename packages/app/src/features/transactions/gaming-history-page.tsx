import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { responsibleGamingApi, type GamingRoundsQuery } from "@casino/core";
import { Select, Skeleton } from "@casino/ui";
import { useRefetch } from "../../shared/query-states.tsx";
import { useQuery } from "@casino/core/react";
import { useBetLink } from "../bets/index.ts";
import { HistoryFilterForm } from "./history-filter-bar.tsx";
import { isDateRangeInvalid } from "./history-filters.ts";
import { HistoryLayout, HistoryResults } from "./history-layout.tsx";
import {
  gamingHistoryQuery,
  gamingHistorySearch,
  parseGamingHistoryFilters,
  type GamingHistoryFilters,
} from "./gaming-history-filters.ts";
import { GamingRounds } from "./gaming-rounds.tsx";

/** The recent rounds whose games fill the game filter (the games the player played). */
const RECENT_GAMES: GamingRoundsQuery = { page: 1, per_page: 100 };

/**
 * `/gaming-history` (signed-in only): the player's rounds, newest first, each with its bets, wins
 * and rollbacks (`GET /api/user/gaming-history/rounds`), with the game and a UTC date range kept
 * in the address bar, server pagination, a skeleton while loading, empty and error states; a
 * settled round links to the bet's details (`?bet=`), where it is verified. Opened afresh each
 * visit (a bet just played shows at once).
 */
export function GamingHistoryPage() {
  const { t } = useLingui();
  const { open } = useBetLink();
  const [params, setParams] = useSearchParams();
  const filters = parseGamingHistoryFilters(params);
  const invalid = isDateRangeInvalid(filters);
  const query = gamingHistoryQuery(filters);
  const list = responsibleGamingApi.endpoints.listGamingRounds;
  const { data, error, isLoading, isError } = useQuery(list, query, { skip: invalid });
  const recent = useQuery(list, RECENT_GAMES);
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

  return (
    <HistoryLayout
      title={t`Gaming history`}
      onRefresh={refresh}
      refreshDisabled={invalid}
      filters={
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
      }
    >
      {invalid ? null : (
        <HistoryResults
          state={{ data, error, isLoading, isError }}
          loading={
            <div role="status" aria-label={t`Loading your bets`}>
              <Skeleton lines={8} />
            </div>
          }
          failedTitle={t`The gaming history could not be loaded.`}
          onRetry={refresh}
          filtered={filtered}
          empty={{
            filteredTitle: t`No bets match these filters.`,
            title: t`No bets yet.`,
            description: t`Your bets and wins will show here.`,
          }}
          onClearFilters={() => apply({ game: "", from: "", to: "", page: 1 })}
          pagesLabel={t`Gaming history pages`}
          onPageChange={(page) => apply({ ...filters, page })}
        >
          {(rounds) => <GamingRounds rounds={rounds} onOpenBet={(id) => open(String(id))} />}
        </HistoryResults>
      )}
    </HistoryLayout>
  );
}
