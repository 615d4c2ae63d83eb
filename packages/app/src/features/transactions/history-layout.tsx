import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { Button, EmptyState, Inline, Page } from "@casino/ui";
import { ListPagination, QueryView, type QueryState } from "../../shared/query-states.tsx";
import { PageTitle } from "../page/index.ts";

/** A page of the player's history: the title with Refresh, the filters, then the results. */
export function HistoryLayout({
  title,
  onRefresh,
  refreshDisabled,
  filters,
  children,
}: {
  title: string;
  onRefresh: () => void;
  refreshDisabled: boolean;
  filters: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Page gap="md">
      <Inline gap="sm" justify="between">
        <PageTitle>{title}</PageTitle>
        <Button variant="secondary" size="sm" onClick={onRefresh} disabled={refreshDisabled}>
          {t`Refresh`}
        </Button>
      </Inline>
      {filters}
      {children}
    </Page>
  );
}

/** One page of a history from the server. */
interface HistoryPage<Row> {
  data: Row[];
  current_page: number;
  last_page: number;
}

export interface HistoryResultsProps<Row> {
  state: QueryState<HistoryPage<Row>>;
  loading: ReactNode;
  failedTitle: string;
  onRetry: () => void;
  /** Whether a filter narrows the list (the empty state then offers to clear them). */
  filtered: boolean;
  empty: { filteredTitle: string; title: string; description: string };
  onClearFilters: () => void;
  /** The accessible name of the pages' navigation. */
  pagesLabel: string;
  onPageChange: (page: number) => void;
  /** The rows of the current page (a table). */
  children: (rows: Row[]) => ReactNode;
}

/** The results of a history: loading, failed, empty (with Clear filters), or rows and pages. */
export function HistoryResults<Row>({
  filtered,
  empty,
  onClearFilters,
  pagesLabel,
  onPageChange,
  children,
  ...query
}: HistoryResultsProps<Row>) {
  const { t } = useLingui();
  return (
    <QueryView
      {...query}
      empty={
        <EmptyState
          title={filtered ? empty.filteredTitle : empty.title}
          description={filtered ? undefined : empty.description}
          action={
            filtered ? (
              <Button variant="secondary" onClick={onClearFilters}>{t`Clear filters`}</Button>
            ) : undefined
          }
        />
      }
    >
      {(data) => (
        <>
          {children(data.data)}
          <ListPagination data={data} label={pagesLabel} onPageChange={onPageChange} />
        </>
      )}
    </QueryView>
  );
}
