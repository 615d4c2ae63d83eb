export { PayoutTable, type PayoutTableProps, type PayoutTableRow } from "./payout-table.tsx";
