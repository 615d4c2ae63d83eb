import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { Button, EmptyState, Pagination, type EmptyStateProps } from "@casino/ui";
import { useTranslateMessage } from "../i18n/use-translate-message.ts";
import { asRequestError } from "./request-error.ts";
import { useAppDispatch } from "./store-hooks.ts";

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

/** Moves a list to another page through the `page` search parameter of the address. */
export function usePageParam(): (page: number) => void {
  const [params, setParams] = useSearchParams();
  return (page) => {
    const search = new URLSearchParams(params);
    search.set("page", String(page));
    setParams(search);
  };
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
