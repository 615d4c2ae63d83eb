import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { selectApiReachability } from "@casino/core";
import { createFakeApi } from "@casino/core/testing";
import { renderApp } from "../../testing/render-app.tsx";

describe("server unreachable", () => {
  it("says so with a Retry button instead of spinning when the API cannot be reached", async () => {
    // The closed port of renderApp: no request gets any response.
    const { store, fullLoads } = await renderApp("/");
    const dialog = await screen.findByRole("alertdialog", { name: "Can't reach the server" });
    expect(dialog).toHaveAccessibleDescription(
      "The casino's server is not answering. Check your connection and try again.",
    );
    const retry = within(dialog).getByRole("button", { name: "Retry" });
    expect(retry).toHaveFocus();
    await userEvent.click(retry);
    // Still no answer: the message stays, nothing reloads.
    expect(await within(dialog).findByRole("button", { name: "Retry" })).toBeEnabled();
    expect(selectApiReachability(store.getState())).toBe("unreachable");
    expect(fullLoads).toEqual([]);
  });

  it("is not shown while the API answers, even with errors", async () => {
    const api = createFakeApi({ "GET /api/redirect-rules": () => [] });
    await renderApp("/", { api: api.client });
    await screen.findByRole("heading", { level: 1, name: "Lobby" });
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
