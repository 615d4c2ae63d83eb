import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { DataTable, type DataTableProps } from "./data-table.tsx";
import { transactionColumns, transactions, type TransactionRow } from "./fixtures.ts";

const meta = {
  title: "Data display/DataTable",
  component: DataTable<TransactionRow>,
  args: {
    caption: "Transactions",
    columns: transactionColumns,
    rows: transactions,
    getRowId: (r: TransactionRow) => r.id,
    onSortChange: fn(),
  },
} satisfies Meta<DataTableProps<TransactionRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every row (the default). */
export const AllRows: Story = {};
export const SortedByAmount: Story = {
  args: { defaultSort: { columnId: "amount", direction: "descending" } },
};
export const Paged: Story = {
  args: {
    pageSize: 10,
    paginationLabels: {
      label: "Transaction pages",
      previous: "Previous page",
      next: "Next page",
      page: (n) => `Page ${n}`,
    },
  },
};
export const Empty: Story = { args: { rows: [], emptyMessage: "No transactions yet." } };
export const HiddenCaption: Story = { args: { hideCaption: true, rows: transactions.slice(0, 5) } };
/** Under the md breakpoint each row becomes a card. */
export const Mobile: Story = {
  args: { rows: transactions.slice(0, 4) },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
