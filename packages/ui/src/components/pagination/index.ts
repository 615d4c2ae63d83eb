export { Pagination, type PaginationProps } from "./pagination";
export { paginationRange, type PaginationItem } from "./pagination-range";
