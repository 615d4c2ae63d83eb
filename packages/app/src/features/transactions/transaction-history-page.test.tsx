import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiError, createFakeApi, type FakeApi, type FakeRequest } from "@casino/core/testing";
import { outage } from "../../testing/outage.ts";
import { renderApp } from "../../testing/render-app.tsx";
import { signedInRoutes, testTransaction } from "../../testing/wallet-fixtures.ts";

const signedIn = { cookies: { token: "tok", clear_cookie: "1" } };

function page(request: FakeRequest) {
  const current = Number(request.query.page ?? 1);
  const rows =
    request.query.status === "paid_out"
      ? []
      : [
          testTransaction({ id: 1, status: "pending" }),
          testTransaction({
            id: 2,
            type: "deposit",
            fee: "0",
            status: "pending",
            confirmations: 4,
            required_confirmations: 19,
            can_cancel: false,
          }),
          testTransaction({
            id: 3,
            status: "rejected",
            explorer_url: "https://tronscan.org/#/transaction/abc",
          }),
        ];
  return {
    data: rows,
    current_page: current,
    per_page: 20,
    total: rows.length ? 45 : 0,
    last_page: rows.length ? 3 : 1,
  };
}

jest.setTimeout(20_000);

/** The history page's calls (the store also reads the pending deposits when the player channel is subscribed). */
const historyCalls = (api: FakeApi) =>
  api
    .callsTo("GET /api/user/transactions")
    .filter((call) => !(call.query.type === "deposit" && call.query.status === "pending"));

describe("transaction history", () => {
  it("lists transactions with status chips, filters through the address bar and pages", async () => {
    const api = createFakeApi({ ...signedInRoutes(), "GET /api/user/transactions": page });
    const { router } = await renderApp("/transaction-history", {
      platform: signedIn,
      api: api.client,
    });
    await screen.findByRole(
      "heading",
      { level: 1, name: "Transaction history" },
      { timeout: 5000 },
    );
    const table = await screen.findByRole("table");
    expect(within(table).getByText("Rejected")).toBeInTheDocument();
    expect(within(table).getAllByText("Pending")).toHaveLength(2);
    expect(within(table).getByText("4 of 19 confirmations")).toBeInTheDocument();
    expect(within(table).getByRole("link", { name: /View on explorer/ })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    expect(historyCalls(api)[0]?.query).toEqual({ page: 1, per_page: 20 });

    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(router.state.location.search).toBe("?page=2"));
    await waitFor(() =>
      expect(historyCalls(api).at(-1)?.query).toEqual({
        page: 2,
        per_page: 20,
      }),
    );

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Status" }), "paid_out");
    await waitFor(() => expect(router.state.location.search).toBe("?status=paid_out"));
    expect(
      await screen.findByRole("heading", { name: "No transactions match these filters." }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("refuses a backwards date range without asking the server", async () => {
    const api = createFakeApi({ ...signedInRoutes(), "GET /api/user/transactions": page });
    await renderApp("/transaction-history?from=2026-03-05&to=2026-03-01", {
      platform: signedIn,
      api: api.client,
    });
    await screen.findByText(
      "The start date must not be after the end date.",
      {},
      { timeout: 5000 },
    );
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(historyCalls(api)).toHaveLength(0);
  });

  it("shows an error state with a retry when the history cannot be loaded", async () => {
    const down = outage(apiError(429, "rate_limited"));
    const api = createFakeApi({
      ...signedInRoutes(),
      "GET /api/user/transactions": down.route((request) => page(request)),
    });
    await renderApp("/transaction-history", { platform: signedIn, api: api.client });
    await screen.findByRole(
      "heading",
      { name: "The transaction history could not be loaded." },
      { timeout: 5000 },
    );
    expect(
      await screen.findByText("Too many attempts. Please wait a moment and try again."),
    ).toBeInTheDocument();
    down.end();
    await userEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table")).toBeInTheDocument();
  });
});
