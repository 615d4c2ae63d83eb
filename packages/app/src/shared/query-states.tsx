import { useCallback, type ComponentType, type Key, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useLingui } from "@lingui/react/macro";
import {
  Button,
  CardSkeleton,
  EmptyState,
  Pagination,
  type CardSkeletonProps,
  type EmptyStateProps,
  Banner,
} from "@casino/ui";
import { useTranslateMessage } from "../i18n/use-translate-message.ts";
import { asRequestError } from "./request-error.ts";
import { useAppDispatch } from "@casino/core/react";

/** The part of an RTK Query query endpoint `useRefetch` needs. */
interface Refetchable<Arg> {
  initiate(arg: Arg, options: { subscribe: false; forceRefetch: true }): unknown;
}

/**
 * Reads one cache entry again now, without a subscription of its own (the Try again of a failed
 * load, a countdown that reached zero). Stable while `arg` has the same value.
 */
export function useRefetch<Arg>(endpoint: Refetchable<Arg>, arg: Arg): () => void {
  const dispatch = useAppDispatch();
  const key = JSON.stringify(arg ?? null);
  return useCallback(
    () => void dispatch(endpoint.initiate(arg, { subscribe: false, forceRefetch: true }) as never),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dispatch, endpoint, key],
  );
}

export interface LoadFailedProps extends Pick<EmptyStateProps, "compact" | "headingLevel"> {
  /** What could not be loaded, e.g. "The tournaments could not be loaded." */
  title: string;
  /** The query's error: its server code or message is shown, translated. */
  error: unknown;
  onRetry: () => void;
}

/** A failed load: what failed, the server's reason (translated) and a Try again button. */
export function LoadFailed({ title, error, onRetry, ...layout }: LoadFailedProps) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const failure = asRequestError(error);
  return (
    <EmptyState
      {...layout}
      title={title}
      description={translate(failure?.code ?? failure?.message)}
      action={<Button onClick={onRetry}>{t`Try again`}</Button>}
    />
  );
}

/**
 * A refetch that failed while the last data stays on screen: an inline alert with what failed,
 * the server's reason (translated) and Try again.
 */
export function RefetchFailed({
  title,
  error,
  onRetry,
}: Omit<LoadFailedProps, "compact" | "headingLevel">) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const failure = asRequestError(error);
  const reason = translate(failure?.code ?? failure?.message);
  return (
    <Banner
      tone="critical"
      title={title}
      action={<Button size="sm" variant="secondary" onClick={onRetry}>{t`Try again`}</Button>}
    >
      {reason || null}
    </Banner>
  );
}

/** What an RTK Query hook tells of one read. */
export interface QueryState<T> {
  data?: T | undefined;
  error?: unknown;
  isLoading: boolean;
  isError: boolean;
}

function isEmptyPage(data: unknown): boolean {
  const list = (data as { data?: unknown } | null)?.data;
  return Array.isArray(list) && list.length === 0;
}

export interface QueryViewProps<T> extends Pick<LoadFailedProps, "compact" | "headingLevel"> {
  state: QueryState<T>;
  /** Shown while the first read runs (a skeleton of what comes). */
  loading: ReactNode;
  /** What could not be loaded, e.g. "The tournaments could not be loaded." */
  failedTitle: string;
  /** The Try again of a failed read (`useRefetch`). */
  onRetry: () => void;
  /** Shown instead of `children` when the read is empty (a page envelope with no rows). */
  empty?: ReactNode;
  /** When the read counts as empty; by default a page envelope whose `data` has no rows. */
  isEmpty?: (data: T) => boolean;
  /**
   * When a refetch fails after data was shown: keep that data on screen under an inline error
   * with Try again (a list whose next page failed), instead of replacing it by the failed state.
   */
  keepDataOnError?: boolean;
  /** Wraps every state (the layout box the states share), e.g. a padded column. */
  frame?: (content: ReactNode) => ReactNode;
  /** The loaded data. */
  children: (data: T) => ReactNode;
}

/**
 * The states of one read, the same on every page: a skeleton on the first load, a failed load
 * with the server's reason and Try again, an empty state, or the data (kept on screen while a
 * refetch runs, and with `keepDataOnError` also when the refetch fails).
 */
export function QueryView<T>({
  state,
  loading,
  failedTitle,
  onRetry,
  empty,
  isEmpty = isEmptyPage,
  keepDataOnError = false,
  frame = (content) => content,
  children,
  ...layout
}: QueryViewProps<T>) {
  const { data } = state;
  if (!data && !state.isError) return <>{frame(loading)}</>;
  if (!data || (state.isError && !keepDataOnError))
    return frame(
      <LoadFailed {...layout} title={failedTitle} error={state.error} onRetry={onRetry} />,
    );
  const failed = state.isError ? (
    <RefetchFailed title={failedTitle} error={state.error} onRetry={onRetry} />
  ) : null;
  if (empty !== undefined && isEmpty(data))
    return frame(
      <>
        {failed}
        {empty}
      </>,
    );
  return frame(
    <>
      {failed}
      {children(data)}
    </>,
  );
}

/** `count` list items of the same placeholder: the skeleton of a list while it loads. */
export function SkeletonItems({ count = 3, children }: { count?: number; children: ReactNode }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>{children}</li>
      ))}
    </>
  );
}

/** A list element of a page (its layout), e.g. a card grid: it takes the `li` items. */
export type ListComponent = ComponentType<{
  "aria-busy"?: "true";
  "aria-label"?: string;
  children: ReactNode;
}>;

export interface CardListSkeletonProps extends Omit<CardSkeletonProps, "className"> {
  /** The list the loaded cards fill (its layout), e.g. the page's card grid. */
  list: ListComponent;
  /** What loads, e.g. "Loading prizes". */
  label: string;
  /** How many card placeholders. */
  count?: number;
}

/** The skeleton of a list of cards while it loads, in the list's own layout, announced busy. */
export function CardListSkeleton({ list: List, label, count, ...card }: CardListSkeletonProps) {
  return (
    <List aria-busy="true" aria-label={label}>
      <SkeletonItems count={count}>
        <CardSkeleton {...card} />
      </SkeletonItems>
    </List>
  );
}

/** Moves a list to another page through the `page` search parameter of the address. */
export function usePageParam(): (page: number) => void {
  const [params, setParams] = useSearchParams();
  return (page) => {
    const search = new URLSearchParams(params);
    search.set("page", String(page));
    setParams(search);
  };
}

/** The page the `page` search parameter of the address names (1 when absent or not a page). */
export function useCurrentPage(): number {
  const [params] = useSearchParams();
  return Math.max(1, Number(params.get("page")) || 1);
}

export interface ListPaginationProps {
  /** The page envelope of the list (`current_page`, `last_page`). */
  data: { current_page: number; last_page: number };
  /** The accessible name of the navigation, e.g. "Tournament pages". */
  label: string;
  /** Where a page change goes, e.g. `usePageParam()` or a state setter. */
  onPageChange: (page: number) => void;
}

/** The pages of a paginated list, translated; nothing when the list fits one page. */
export function ListPagination({ data, label, onPageChange }: ListPaginationProps) {
  const { t } = useLingui();
  if (data.last_page <= 1) return null;
  return (
    <Pagination
      page={data.current_page}
      pageCount={data.last_page}
      onPageChange={onPageChange}
      label={label}
      previousLabel={t`Previous page`}
      nextLabel={t`Next page`}
      pageLabel={(number) => t`Page ${number}`}
    />
  );
}

/** A page envelope of a list read: its rows and where it stands among the pages. */
export type ListPage<Item> = ListPaginationProps["data"] & { data: readonly Item[] };

export type PagedListViewProps<Item extends { id: Key }> = Omit<
  QueryViewProps<ListPage<Item>>,
  "children" | "loading"
> &
  PagedListLoading &
  PagedListParts<Item>;

/** While the first read runs: a skeleton of its own, or placeholder cards in the list's layout. */
type PagedListLoading =
  | { loading: ReactNode; skeleton?: never }
  | { loading?: never; skeleton: Omit<CardListSkeletonProps, "list"> };

interface PagedListParts<Item> {
  /** The list the items go in (its layout), e.g. the page's card grid. */
  list: ListComponent;
  /** The accessible name of the list, e.g. "Prizes". */
  listLabel?: string;
  /** The accessible name of its pages' navigation, e.g. "Prize pages". */
  pagesLabel: string;
  /** Where a page change goes, e.g. `usePageParam()` or a state setter. */
  onPageChange: (page: number) => void;
  /** One item's content, in its own list item. */
  children: (item: Item) => ReactNode;
}

/**
 * A paginated list read in the states of `QueryView`: its items, each in a list item of `list`,
 * then the pages; while it loads, `loading` or `skeleton` cards in the same `list`.
 */
export function PagedListView<Item extends { id: Key }>({
  loading,
  skeleton,
  list: List,
  listLabel,
  pagesLabel,
  onPageChange,
  children,
  ...view
}: PagedListViewProps<Item>) {
  return (
    <QueryView
      {...view}
      loading={skeleton ? <CardListSkeleton list={List} {...skeleton} /> : loading}
    >
      {(data) => (
        <>
          <List aria-label={listLabel}>
            {data.data.map((item) => (
              <li key={item.id}>{children(item)}</li>
            ))}
          </List>
          <ListPagination data={data} label={pagesLabel} onPageChange={onPageChange} />
        </>
      )}
    </QueryView>
  );
}
