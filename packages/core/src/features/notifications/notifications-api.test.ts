import type { Notification } from "../../api/entities.ts";
import { until } from "../../testing/index.ts";
import { startSignedInStore } from "../../test/signed-in-store.ts";
import { selectInboxCount } from "../settings/selectors.ts";
import { notificationsApi } from "./api.ts";

const note = (id: string, patch: Partial<Notification> = {}): Notification => ({
  id,
  type: "system",
  title: `Note ${id}`,
  body: "<p>Hello</p>",
  amounts: [],
  image: null,
  link: null,
  is_read: false,
  read_at: null,
  created_at: "2026-01-01T00:00:00Z",
  ...patch,
});

async function setup() {
  const inbox = [note("n2"), note("n1")];
  const unread = () => inbox.filter((n) => !n.is_read).length;
  const started = await startSignedInStore({
    "GET /api/settings/general": () => ({
      challenge_count: 0,
      tournament_count: 0,
      inbox_count: unread(),
    }),
    // Copies: the store freezes what it keeps.
    "GET /api/notifications": () => ({
      data: inbox.map((n) => ({ ...n })),
      current_page: 1,
      per_page: 20,
      total: inbox.length,
      last_page: 1,
    }),
    "PATCH /api/notifications/{id}/read": ({ path }) => {
      const item = inbox.find((n) => n.id === path.id)!;
      Object.assign(item, { is_read: true, read_at: "2026-01-02T00:00:00Z" });
      return { ...item };
    },
    "PATCH /api/notifications/read-all": () => {
      const updated = unread();
      for (const item of inbox)
        Object.assign(item, { is_read: true, read_at: "2026-01-03T00:00:00Z" });
      return { updated, inbox_count: 0 };
    },
  });
  await until(() => selectInboxCount(started.store.getState()) === 2);
  await started.store.dispatch(notificationsApi.endpoints.listNotifications.initiate({ page: 1 }));
  const cached = () =>
    notificationsApi.endpoints.listNotifications.select({ page: 1 })(started.store.getState()).data
      ?.data ?? [];
  return { ...started, inbox, cached };
}

describe("notification endpoints through makeStore", () => {
  it("lists a page of the inbox", async () => {
    const { store, cached, fake } = await setup();
    expect(cached().map((n) => n.id)).toEqual(["n2", "n1"]);
    expect(fake.calls.find((c) => c.route === "GET /api/notifications")?.query).toEqual({
      page: 1,
    });
    expect(selectInboxCount(store.getState())).toBe(2);
    store.close();
  });

  it("marking one read refetches the cached pages and the inbox count", async () => {
    const { store, cached, fake } = await setup();
    const settingsCalls = fake.callsTo("GET /api/settings/general").length;
    await store.dispatch(notificationsApi.endpoints.markNotificationRead.initiate("n1"));
    await until(() => cached().find((n) => n.id === "n1")?.is_read === true);
    await until(() => selectInboxCount(store.getState()) === 1);
    expect(fake.callsTo("GET /api/settings/general").length).toBe(settingsCalls + 1);
    store.close();
  });

  it("read-all sets the inbox count from its answer and refetches the cached pages", async () => {
    const { store, cached, fake } = await setup();
    const settingsCalls = fake.callsTo("GET /api/settings/general").length;
    await store.dispatch(notificationsApi.endpoints.markAllNotificationsRead.initiate());
    await until(() => selectInboxCount(store.getState()) === 0);
    await until(() => cached().every((n) => n.is_read));
    expect(fake.callsTo("GET /api/settings/general").length).toBe(settingsCalls);
    store.close();
  });

  it("a realtime new_notification refetches the cached pages and sets the inbox count", async () => {
    const { store, cached, inbox, emit } = await setup();
    inbox.unshift(note("n3"));
    emit("new_notification", { notification: { ...inbox[0] }, inbox_count: 3 });
    await until(() => cached().length === 3);
    expect(selectInboxCount(store.getState())).toBe(3);
    store.close();
  });
});
