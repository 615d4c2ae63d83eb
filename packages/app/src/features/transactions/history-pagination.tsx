import { useLingui } from "@lingui/react/macro";
import { Pagination } from "@casino/ui";

/** The server pagination of a history (nothing when there is one page), named by `label`. */
export function HistoryPagination({
  page,
  pageCount,
  label,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  label: string;
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={onPageChange}
      label={label}
      previousLabel={t`Previous page`}
      nextLabel={t`Next page`}
      pageLabel={(number) => {
        const page = number;
        return t`Page ${page}`;
      }}
    />
  );
}
