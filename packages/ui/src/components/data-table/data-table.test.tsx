import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { DataTable, type DataTableProps } from "./data-table.tsx";
import { transactionColumns, transactions, type TransactionRow } from "./fixtures.ts";
import { sortRows } from "./sort-rows.ts";

/** The table of the sample transactions (every row, captioned "Transactions"); props override. */
const TransactionsTable = (props: Partial<DataTableProps<TransactionRow>>) => (
  <DataTable
    caption="Transactions"
    columns={transactionColumns}
    rows={transactions}
    getRowId={(r) => r.id}
    {...props}
  />
);

const bodyRows = () =>
  within(screen.getAllByRole("rowgroup")[1] as HTMLElement).getAllByRole("row");
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole("cell")[0]?.textContent);

describe("sortRows", () => {
  it("sorts numbers, dates and text, keeps ties stable and empties last", () => {
    const rows = [{ v: 3 }, { v: undefined }, { v: 1 }, { v: 3, tie: true }, { v: 2 }] as {
      v?: number;
      tie?: boolean;
    }[];
    expect(sortRows(rows, (r) => r.v, "ascending").map((r) => r.v)).toEqual([
      1,
      2,
      3,
      3,
      undefined,
    ]);
    expect(sortRows(rows, (r) => r.v, "descending").map((r) => r.v)).toEqual([
      3,
      3,
      2,
      1,
      undefined,
    ]);
    expect(sortRows(rows, (r) => r.v, "descending")[1]).toEqual({ v: 3, tie: true });
    expect(
      sortRows([{ s: "b10" }, { s: "b9" }, { s: "A" }], (r) => r.s, "ascending").map((r) => r.s),
    ).toEqual(["A", "b9", "b10"]);
  });
});

describe("DataTable", () => {
  it("shows every row by default, named by its caption", () => {
    renderWithTheme(<TransactionsTable />);
    expect(screen.getByRole("table", { name: "Transactions" })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(23);
  });

  it("sorts by a header, toggling direction, with aria-sort", async () => {
    const onSortChange = jest.fn();
    const { user } = renderWithTheme(<TransactionsTable onSortChange={onSortChange} />);
    const amountHeader = screen.getByRole("columnheader", { name: /Amount/ });
    expect(amountHeader).toHaveAttribute("aria-sort", "none");
    expect(screen.getByRole("columnheader", { name: "Status" })).not.toHaveAttribute("aria-sort");

    await user.click(within(amountHeader).getByRole("button"));
    expect(amountHeader).toHaveAttribute("aria-sort", "ascending");
    const amounts = () =>
      bodyRows().map((row) => parseFloat(within(row).getAllByRole("cell")[2]?.textContent ?? ""));
    const ascending = amounts();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await user.click(within(amountHeader).getByRole("button"));
    expect(amountHeader).toHaveAttribute("aria-sort", "descending");
    expect(amounts()).toEqual([...ascending].reverse());
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: "amount", direction: "descending" });
  });

  it("labels each cell for the stacked mobile layout", () => {
    renderWithTheme(<TransactionsTable rows={transactions.slice(0, 1)} />);
    const cells = within(bodyRows()[0] as HTMLElement).getAllByRole("cell");
    expect(cells.map((c) => c.getAttribute("data-label"))).toEqual([
      "Date",
      "Type",
      "Amount",
      "Status",
    ]);
  });

  it("pages when given a page size", async () => {
    const { user } = renderWithTheme(
      <TransactionsTable
        pageSize={10}
        paginationLabels={{
          label: "Pages",
          previous: "Previous",
          next: "Next",
          page: (n) => `Page ${n}`,
        }}
      />,
    );
    expect(bodyRows()).toHaveLength(10);
    await user.click(screen.getByRole("button", { name: "Page 3" }));
    expect(bodyRows()).toHaveLength(3);
    expect(firstCells()[0]).toBe("2026-11-21");
  });

  it("shows the empty message", () => {
    renderWithTheme(<TransactionsTable rows={[]} emptyMessage="No transactions yet" />);
    expect(screen.getByRole("cell", { name: "No transactions yet" })).toBeInTheDocument();
  });
});
