import { type DataTableColumn } from "./data-table.tsx";

/** Sample transaction rows for the stories and tests. */
export interface TransactionRow {
  id: string;
  date: Date;
  type: string;
  amount: number;
  currency: string;
  status: string;
}

export const transactions: TransactionRow[] = Array.from({ length: 23 }, (_, i) => ({
  id: `tx-${i + 1}`,
  date: new Date(Date.UTC(2026, 10, 1 + i, 12)),
  type: i % 3 === 0 ? "Withdrawal" : "Deposit",
  amount: ((i * 37) % 500) + 10.5,
  currency: i % 2 ? "USDT" : "BTC",
  status: ["Approved", "Pending", "Rejected"][i % 3] ?? "Pending",
}));

export const transactionColumns: DataTableColumn<TransactionRow>[] = [
  {
    id: "date",
    header: "Date",
    label: "Date",
    cell: (r) => r.date.toISOString().slice(0, 10),
    sortValue: (r) => r.date,
  },
  { id: "type", header: "Type", label: "Type", cell: (r) => r.type, sortValue: (r) => r.type },
  {
    id: "amount",
    header: "Amount",
    label: "Amount",
    cell: (r) => `${r.amount.toFixed(2)} ${r.currency}`,
    sortValue: (r) => r.amount,
    align: "end",
  },
  { id: "status", header: "Status", label: "Status", cell: (r) => r.status },
];
