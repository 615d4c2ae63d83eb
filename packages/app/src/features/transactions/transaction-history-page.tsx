import { useSearchParams } from "react-router";
import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { coreApi } from "@casino/core";
import { Button, EmptyState, Spinner } from "@casino/ui";
import { LoadFailed, useRefetch } from "../../shared/query-states.tsx";
import { useEndpointQuery } from "../../shared/api-hooks.ts";
import { Row } from "../../shared/layout/card.tsx";
import { PageTitle } from "../frame/page-title.tsx";
import { HistoryFilterBar } from "./history-filter-bar.tsx";
import {
  historyQuery,
  historySearch,
  isDateRangeInvalid,
  parseHistoryFilters,
  type HistoryFilters,
} from "./history-filters.ts";
import { HistoryPagination } from "./history-pagination.tsx";
import { TransactionTable } from "./transaction-table.tsx";

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  inline-size: 100%;
  max-inline-size: 72rem;
`;

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
  const { data, error, isLoading, isError } = useEndpointQuery(
    coreApi.endpoints.transactions,
    query,
    { skip: invalid },
  );
  const apply = (next: HistoryFilters) => setParams(historySearch(next));
  const refresh = useRefetch(coreApi.endpoints.transactions, query);
  const filtered = Boolean(
    filters.type || filters.status || filters.coin || filters.from || filters.to,
  );

  let body;
  if (invalid) body = null;
  else if (isLoading && !data) body = <Spinner label={t`Loading transactions`} />;
  else if (isError || !data) {
    body = (
      <LoadFailed
        title={t`The transaction history could not be loaded.`}
        error={error}
        onRetry={refresh}
      />
    );
  } else if (data.data.length === 0) {
    body = (
      <EmptyState
        title={filtered ? t`No transactions match these filters.` : t`No transactions yet.`}
        description={filtered ? undefined : t`Your deposits and withdrawals will show here.`}
        action={
          filtered ? (
            <Button
              variant="secondary"
              onClick={() => apply({ type: "", status: "", coin: "", from: "", to: "", page: 1 })}
            >{t`Clear filters`}</Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <>
        <TransactionTable rows={data.data} />
        <HistoryPagination
          page={data.current_page}
          pageCount={data.last_page}
          onPageChange={(page) => apply({ ...filters, page })}
          label={t`Transaction pages`}
        />
      </>
    );
  }
  return (
    <Page>
      <Row>
        <PageTitle>{t`Transaction history`}</PageTitle>
        <Button variant="secondary" size="sm" onClick={refresh} disabled={invalid}>
          {t`Refresh`}
        </Button>
      </Row>
      <HistoryFilterBar filters={filters} onChange={apply} />
      {body}
    </Page>
  );
}
