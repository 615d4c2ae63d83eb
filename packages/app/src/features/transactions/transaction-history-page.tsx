import { useSearchParams } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { coreApi } from "@casino/core";
import { Spinner } from "@casino/ui";
import { useRefetch } from "../../shared/query-states.tsx";
import { useQuery } from "@casino/core/react";
import { HistoryFilterBar } from "./history-filter-bar.tsx";
import {
  historyQuery,
  historySearch,
  isDateRangeInvalid,
  parseHistoryFilters,
  type HistoryFilters,
} from "./history-filters.ts";
import { HistoryLayout, HistoryResults } from "./history-layout.tsx";
import { TransactionTable } from "./transaction-table.tsx";

/**
 * `/transaction-history` (signed-in only): the player's deposits and withdrawals, newest first, with
 * filters kept in the address bar (type, status, coin, UTC date range), statuses as chips, server
 * pagination, and honest loading, empty and error states. Realtime money events make the core
 * invalidate the cached pages, so statuses move while the page is open.
 */
export function TransactionHistoryPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const filters = parseHistoryFilters(params);
  const invalid = isDateRangeInvalid(filters);
  const query = historyQuery(filters);
  const state = useQuery(coreApi.endpoints.transactions, query, { skip: invalid });
  const apply = (next: HistoryFilters) => setParams(historySearch(next));
  const refresh = useRefetch(coreApi.endpoints.transactions, query);
  const filtered = Boolean(
    filters.type || filters.status || filters.coin || filters.from || filters.to,
  );

  return (
    <HistoryLayout
      title={t`Transaction history`}
      onRefresh={refresh}
      refreshDisabled={invalid}
      filters={<HistoryFilterBar filters={filters} onChange={apply} />}
    >
      {invalid ? null : (
        <HistoryResults
          state={state}
          loading={<Spinner label={t`Loading transactions`} />}
          failedTitle={t`The transaction history could not be loaded.`}
          onRetry={refresh}
          filtered={filtered}
          empty={{
            filteredTitle: t`No transactions match these filters.`,
            title: t`No transactions yet.`,
            description: t`Your deposits and withdrawals will show here.`,
          }}
          onClearFilters={() =>
            apply({ type: "", status: "", coin: "", from: "", to: "", page: 1 })
          }
          pagesLabel={t`Transaction pages`}
          onPageChange={(page) => apply({ ...filters, page })}
        >
          {(rows) => <TransactionTable rows={rows} />}
        </HistoryResults>
      )}
    </HistoryLayout>
  );
}
