import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createFakeApi } from "@casino/core/testing";
import type { Notification } from "@casino/core";
import { outage } from "../../testing/outage.ts";
import { onePage } from "../../testing/pages.ts";
import { renderApp } from "../../testing/render-app.tsx";
import { emitToPlayer, untilPlayerSubscribed } from "../../testing/realtime.ts";
import { signedInRoutes } from "../../testing/wallet-fixtures.ts";

const signedIn = { cookies: { token: "tok", clear_cookie: "1" } };

const note = (id: string, patch: Partial<Notification> = {}): Notification => ({
  id,
  type: "system",
  title: `Note ${id}`,
  body: `<p>Body of ${id}</p>`,
  amounts: [],
  image: null,
  link: null,
  is_read: false,
  read_at: null,
  created_at: "2026-01-01T10:00:00Z",
  ...patch,
});

function inboxApi(inbox: Notification[]) {
  const unread = () => inbox.filter((n) => !n.is_read).length;
  return createFakeApi({
    ...signedInRoutes(),
    "GET /api/settings/general": () => ({
      inbox_count: unread(),
      challenge_count: 0,
      tournament_count: 0,
    }),
    "GET /api/notifications": ({ query }) => {
      const rows = query.unread_only ? inbox.filter((n) => !n.is_read) : inbox;
      return onePage(rows.map((n) => ({ ...n })));
    },
    "PATCH /api/notifications/{id}/read": ({ path }) => {
      const item = inbox.find((n) => n.id === path.id)!;
      Object.assign(item, { is_read: true, read_at: "2026-01-02T00:00:00Z" });
      return { ...item };
    },
    "PATCH /api/notifications/read-all": () => {
      const updated = unread();
      for (const item of inbox) item.is_read = true;
      return { updated, inbox_count: 0 };
    },
  });
}

jest.setTimeout(20_000);

describe("inbox", () => {
  it("lists notifications, opens one in its dialog (sanitised) and marks it read; the bell drops", async () => {
    const inbox = [
      note("b", {
        title: "Bonus ready",
        body: '<p>Claim it <img src="x" onerror="alert(1)"><script>alert(2)</script></p>',
        link: "/promotion/welcome",
      }),
      note("a", { title: "Deposit received", is_read: true, read_at: "2026-01-01T11:00:00Z" }),
    ];
    const api = inboxApi(inbox);
    const { router } = await renderApp("/inboxes", { platform: signedIn, api: api.client });
    const list = await screen.findByRole("list", { name: "Notifications" }, { timeout: 5000 });
    const bell = screen.getByRole("link", { name: "Inbox" });
    await waitFor(() => expect(bell).toHaveAccessibleDescription("1 unread"));
    const unreadItem = within(list).getByRole("button", { name: /^Unread: Bonus ready/ });
    expect(within(list).getByRole("button", { name: /^Deposit received/ })).toBeInTheDocument();

    await userEvent.click(unreadItem);
    const dialog = await screen.findByRole("dialog", { name: "Bonus ready" });
    expect(router.state.location.search).toBe("?id=b");
    expect(within(dialog).getByText("Claim it")).toBeInTheDocument();
    expect(dialog.querySelector("script")).toBeNull();
    expect(dialog.querySelector("img")?.getAttribute("onerror")).toBeNull();
    expect(within(dialog).getByRole("link", { name: "Open" })).toHaveAttribute(
      "href",
      "/promotion/welcome",
    );
    await waitFor(() => expect(api.callsTo("PATCH /api/notifications/{id}/read")).toHaveLength(1));
    await waitFor(() => expect(bell).not.toHaveAccessibleDescription("1 unread"));

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.search).toBe("");
    expect(
      await within(screen.getByRole("list", { name: "Notifications" })).findByRole("button", {
        name: /^Bonus ready/,
      }),
    ).toBeInTheDocument();
  });

  it("writes a notification's amounts in the player's language, and shows older ones as they are", async () => {
    const inbox = [
      note("d", {
        title: "Deposit received",
        body: "<p>1234.50000000\u00a0USDT were credited to your wallet.</p>",
        amounts: [{ amount: "1234.5", currency: "USDT", text: "1234.50000000\u00a0USDT" }],
      }),
      note("o", { title: "Old deposit", body: "<p>1.500000 USDT were credited.</p>" }),
    ];
    const api = inboxApi(inbox);
    await renderApp("/inboxes", {
      platform: { cookies: { token: "tok", clear_cookie: "1", lang: "de" } },
      api: api.client,
    });
    const list = await screen.findByRole("list", { name: "Benachrichtigungen" }, { timeout: 5000 });
    // German groups thousands with a dot and marks decimals with a comma.
    expect(
      within(list).getByText("1.234,50000000 USDT were credited to your wallet."),
    ).toBeInTheDocument();
    expect(within(list).getByText("1.500000 USDT were credited.")).toBeInTheDocument();
  });

  it("shows a notification arriving live and marks all read", async () => {
    const inbox = [note("a", { title: "Welcome" })];
    const api = inboxApi(inbox);
    const { platform } = await renderApp("/inboxes", { platform: signedIn, api: api.client });
    await screen.findByRole("list", { name: "Notifications" }, { timeout: 5000 });
    await untilPlayerSubscribed(platform);
    const fresh = note("c", { title: "Tournament starts" });
    inbox.unshift(fresh);
    await emitToPlayer(platform, "new_notification", { notification: fresh, inbox_count: 2 });
    expect(
      await screen.findByRole("button", { name: /^Unread: Tournament starts/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("2 unread");

    await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("All caught up"));
    expect(await screen.findByRole("button", { name: /^Tournament starts/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  });

  it("says so when empty, and offers a retry when the inbox fails", async () => {
    const down = outage();
    const api = createFakeApi({
      ...signedInRoutes(),
      "GET /api/notifications": down.route(() => onePage([])),
    });
    await renderApp("/inboxes", { platform: signedIn, api: api.client });
    expect(
      await screen.findByRole(
        "heading",
        { name: "Your inbox could not be loaded." },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    down.end();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("heading", { name: "No notifications yet." }),
    ).toBeInTheDocument();
  });
});
