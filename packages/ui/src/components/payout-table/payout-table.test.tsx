import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { PayoutTable } from "./payout-table.tsx";

const rows = [
  { key: "1", label: "1 pick", multipliers: ["0.7", "1.85"], rtp: "97.25 %" },
  { key: "2", label: "2 picks", multipliers: ["0", "2", "3.8"], rtp: "98.10 %" },
];

function renderTable(paid?: { row: string; column: number }) {
  return renderWithTheme(
    <PayoutTable
      caption="Keno payouts"
      rowHeader="Picks"
      columnHeader={(column) => `${column} hits`}
      rtpHeader="RTP"
      rows={rows}
      formatMultiplier={(value) => `${Number(value).toFixed(2)}×`}
      paid={paid}
      paidLabel="paid"
    />,
  );
}

describe("PayoutTable", () => {
  it("lists each row's multipliers with their unit and its RTP", () => {
    renderTable();
    const table = screen.getByRole("table", { name: "Keno payouts" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Picks", "0", "1", "2", "RTP"]);
    expect(within(table).getByRole("columnheader", { name: "2 hits" })).toBeInTheDocument();
    const second = within(table).getByRole("row", { name: /2 picks/ });
    expect(
      within(second)
        .getAllByRole("cell")
        .map((td) => td.textContent),
    ).toEqual(["0.00×", "2.00×", "3.80×", "98.10 %"]);
    expect(table.querySelector("[data-paid]")).toBeNull();
  });

  it("highlights the paid row and cell and says which one paid", () => {
    renderTable({ row: "2", column: 1 });
    const table = screen.getByRole("table", { name: "Keno payouts" });
    const paidRow = within(table).getByRole("row", { current: true });
    expect(within(paidRow).getByRole("rowheader")).toHaveTextContent("2 picks");
    const paidCell = within(table).getByRole("cell", { name: "2.00× paid" });
    expect(paidCell).toHaveAttribute("data-paid");
    expect(table.querySelectorAll("[data-paid]")).toHaveLength(1);
  });
});
