import { type ReactNode, useMemo, useState } from "react";
import styled from "styled-components";
import { bareButton, stack } from "../../theme/layout.ts";
import { media } from "../../tokens/index.ts";
import { ChevronDownIcon, ChevronUpIcon, SortIcon } from "../icons/index.ts";
import { Pagination } from "../pagination/index.ts";
import { VisuallyHidden } from "../visually-hidden/index.ts";
import { sortRows, type SortState, type SortValue } from "./sort-rows.ts";
import { visuallyHidden } from "../visually-hidden/index.ts";

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  /** Plain-text header used as the label of each value in the stacked (mobile) layout. */
  label: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => SortValue;
  align?: "start" | "end" | "center";
}

export interface DataTablePaginationLabels {
  label: string;
  previous: string;
  next: string;
  page: (page: number) => string;
}

export interface DataTableProps<T> {
  /** Table caption (its accessible name). */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** Controlled sort. */
  sort?: SortState | null;
  defaultSort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Shown in place of the rows when there are none. */
  emptyMessage?: ReactNode;
  /** Rows per page. Unset (the default) shows all rows. */
  pageSize?: number;
  paginationLabels?: DataTablePaginationLabels;
  className?: string;
}

const Wrapper = styled.div`
  ${stack("md")}
  overflow-x: auto;
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-variant-numeric: tabular-nums;

  caption {
    text-align: start;
    padding-block-end: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-block-end: ${({ theme }) => theme.sizes.border} solid
      ${({ theme }) => theme.colors.border};
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
    white-space: nowrap;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  ${media.down("md")} {
    thead {
      ${visuallyHidden}
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      margin-block-end: ${({ theme }) => theme.space.sm};
      padding: ${({ theme }) => theme.space.sm};
      background: ${({ theme }) => theme.colors.surface};
      border-radius: ${({ theme }) => theme.radii.md};
    }
    td {
      display: flex;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space.md};
      border: 0;
      text-align: end !important;
    }
    td[data-label]::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
      text-align: start;
    }
  }
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  ${bareButton}
  color: inherit;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Empty = styled.td`
  text-align: center !important;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A data table: every row by default (or paged with `pageSize`), sortable
 * headers with `aria-sort`, and a card-per-row layout under the `md`
 * breakpoint. Table roles are set explicitly so the stacked layout keeps its
 * semantics.
 */
export function DataTable<T>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowId,
  sort,
  defaultSort = null,
  onSortChange,
  emptyMessage,
  pageSize,
  paginationLabels,
  className,
}: DataTableProps<T>) {
  const [internalSort, setInternalSort] = useState<SortState | null>(defaultSort);
  const [page, setPage] = useState(1);
  const active = sort === undefined ? internalSort : sort;

  const sorted = useMemo(() => {
    const column = columns.find((c) => c.id === active?.columnId);
    return column?.sortValue && active
      ? sortRows(rows, column.sortValue, active.direction)
      : [...rows];
  }, [rows, columns, active]);

  const pageCount = pageSize ? Math.max(1, Math.ceil(sorted.length / pageSize)) : 1;
  const currentPage = Math.min(page, pageCount);
  const visible = pageSize
    ? sorted.slice((currentPage - 1) * pageSize, currentPage * pageSize)
    : sorted;

  const toggleSort = (columnId: string) => {
    const next: SortState = {
      columnId,
      direction:
        active?.columnId === columnId && active.direction === "ascending"
          ? "descending"
          : "ascending",
    };
    if (sort === undefined) setInternalSort(next);
    onSortChange?.(next);
    setPage(1);
  };

  return (
    <Wrapper className={className}>
      <Table role="table">
        <caption>{hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => {
              const direction = active?.columnId === column.id ? active.direction : undefined;
              return (
                <th
                  key={column.id}
                  role="columnheader"
                  scope="col"
                  aria-sort={column.sortValue ? (direction ?? "none") : undefined}
                  style={{ textAlign: column.align ?? "start" }}
                >
                  {column.sortValue ? (
                    <SortButton type="button" onClick={() => toggleSort(column.id)}>
                      {column.header}
                      {direction === "ascending" ? (
                        <ChevronUpIcon size="iconSm" />
                      ) : direction === "descending" ? (
                        <ChevronDownIcon size="iconSm" />
                      ) : (
                        <SortIcon size="iconSm" />
                      )}
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {visible.length === 0 && emptyMessage ? (
            <tr role="row">
              <Empty role="cell" colSpan={columns.length}>
                {emptyMessage}
              </Empty>
            </tr>
          ) : (
            visible.map((row) => (
              <tr role="row" key={getRowId(row)}>
                {columns.map((column) => (
                  <td
                    role="cell"
                    key={column.id}
                    data-label={column.label}
                    style={{ textAlign: column.align ?? "start" }}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
      {pageSize && paginationLabels ? (
        <Pagination
          page={currentPage}
          pageCount={pageCount}
          onPageChange={setPage}
          label={paginationLabels.label}
          previousLabel={paginationLabels.previous}
          nextLabel={paginationLabels.next}
          pageLabel={paginationLabels.page}
        />
      ) : null}
    </Wrapper>
  );
}
