export { Columns, type ColumnsProps } from "./columns.tsx";
