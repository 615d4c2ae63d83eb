import {
  historyQuery,
  historySearch,
  isDateRangeInvalid,
  parseHistoryFilters,
} from "./history-filters.ts";

describe("history filters", () => {
  it("reads valid filters from the address bar and ignores malformed ones", () => {
    expect(
      parseHistoryFilters(
        new URLSearchParams(
          "type=withdraw&status=paid_out&coin=USDT&from=2026-03-01&to=2026-03-31&page=3",
        ),
      ),
    ).toEqual({
      type: "withdraw",
      status: "paid_out",
      coin: "USDT",
      from: "2026-03-01",
      to: "2026-03-31",
      page: 3,
    });
    expect(
      parseHistoryFilters(
        new URLSearchParams(
          "type=bet&status=won&coin=usdt<script>&from=2026-02-30&to=yesterday&page=-2",
        ),
      ),
    ).toEqual({
      type: "",
      status: "",
      coin: "",
      from: "",
      to: "",
      page: 1,
    });
  });

  it("writes the filters back without empty values and sends dates as whole UTC days", () => {
    const filters = parseHistoryFilters(
      new URLSearchParams("status=pending&from=2026-03-01&page=2"),
    );
    expect(historySearch(filters).toString()).toBe("status=pending&from=2026-03-01&page=2");
    expect(historyQuery(filters)).toEqual({
      status: "pending",
      from: "2026-03-01",
      page: 2,
      per_page: 20,
    });
  });

  it("flags a backwards date range", () => {
    expect(isDateRangeInvalid({ from: "2026-03-02", to: "2026-03-01" })).toBe(true);
    expect(isDateRangeInvalid({ from: "2026-03-01", to: "2026-03-01" })).toBe(false);
    expect(isDateRangeInvalid({ from: "2026-03-01", to: "" })).toBe(false);
  });
});
