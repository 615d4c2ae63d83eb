export { Pagination, type PaginationProps } from "./pagination.tsx";
export { paginationRange, type PaginationItem } from "./pagination-range.ts";
