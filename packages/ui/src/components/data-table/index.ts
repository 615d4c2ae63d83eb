export {
  DataTable,
  type DataTableProps,
  type DataTableColumn,
  type DataTablePaginationLabels,
} from "./data-table.tsx";
export { sortRows, type SortDirection, type SortState, type SortValue } from "./sort-rows.ts";
