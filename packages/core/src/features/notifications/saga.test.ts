import { expectSaga } from "redux-saga-test-plan";
import * as matchers from "redux-saga-test-plan/matchers";
import { throwError } from "redux-saga-test-plan/providers";
import type { Notification } from "../../api/entities.ts";
import { rootReducer, type RootState } from "../../store/root-reducer.ts";
import { sagaContext, unusedApi } from "../../test/saga-context.ts";
import { settingsActions } from "../settings/slice.ts";
import {
  loadNotificationsWorker,
  markAllReadWorker,
  notificationSelectedWorker,
  requestMarkAllRead,
  requestMarkRead,
  requestNotifications,
} from "./saga.ts";
import { selectHasMoreNotifications, selectNotifications } from "./selectors.ts";
import { notificationsActions } from "./slice.ts";

const note = (id: string, patch: Partial<Notification> = {}): Notification =>
  ({
    id,
    type: "system",
    title: id,
    body: "<p>x</p>",
    image: null,
    link: null,
    is_read: false,
    read_at: null,
    created_at: "2026-01-01T00:00:00Z",
    ...patch,
  }) as Notification;
const page = (items: Notification[], current: number, last: number) => ({
  data: items,
  current_page: current,
  per_page: 20,
  total: 3,
  last_page: last,
});

describe("notifications", () => {
  it("loads pages and appends later ones", async () => {
    const { providers } = sagaContext();
    const first = await expectSaga(
      loadNotificationsWorker,
      notificationsActions.loadRequested(undefined),
    )
      .withReducer(rootReducer)
      .provide([
        ...providers,
        [matchers.call.fn(requestNotifications), page([note("a"), note("b")], 1, 2)],
      ])
      .call(requestNotifications, unusedApi, { page: 1, per_page: 20 })
      .run();
    expect(selectHasMoreNotifications(first.storeState)).toBe(true);
    const second = await expectSaga(
      loadNotificationsWorker,
      notificationsActions.loadRequested({ page: 2 }),
    )
      .withReducer(rootReducer, first.storeState as RootState)
      .provide([...providers, [matchers.call.fn(requestNotifications), page([note("c")], 2, 2)]])
      .run();
    expect(selectNotifications(second.storeState).map((n) => n.id)).toEqual(["a", "b", "c"]);
    expect(second.storeState.notifications.loading).toBe(false);
  });

  it("ignores a failed fetch", async () => {
    const { providers } = sagaContext();
    const { storeState } = await expectSaga(
      loadNotificationsWorker,
      notificationsActions.loadRequested(undefined),
    )
      .withReducer(rootReducer)
      .provide([
        ...providers,
        [matchers.call.fn(requestNotifications), throwError(new Error("down"))],
      ])
      .run();
    expect(storeState.notifications).toMatchObject({ loading: false, list: [] });
  });

  it("opening an unread notification marks it read and lowers the badge", async () => {
    const { providers } = sagaContext();
    let state = rootReducer(undefined, notificationsActions.loaded(page([note("a")], 1, 1)));
    state = rootReducer(
      state,
      settingsActions.loaded({ challenge_count: 0, tournament_count: 0, inbox_count: 2 }),
    );
    const { storeState } = await expectSaga(
      notificationSelectedWorker,
      notificationsActions.selected(note("a")),
    )
      .withReducer(rootReducer, rootReducer(state, notificationsActions.selected(note("a"))))
      .provide([
        ...providers,
        [
          matchers.call.fn(requestMarkRead),
          note("a", { is_read: true, read_at: "2026-01-02T00:00:00Z" }),
        ],
      ])
      .call(requestMarkRead, unusedApi, "a")
      .run();
    expect(storeState.notifications.selected?.is_read).toBe(true);
    expect(storeState.notifications.list[0].is_read).toBe(true);
    expect(storeState.settings.inboxCount).toBe(1);
  });

  it("does not mark an already read notification", async () => {
    const { providers } = sagaContext();
    await expectSaga(
      notificationSelectedWorker,
      notificationsActions.selected(note("a", { is_read: true })),
    )
      .provide(providers)
      .not.call.fn(requestMarkRead)
      .run();
  });

  it("marks all read and reloads counts", async () => {
    const { providers } = sagaContext({ now: () => Date.UTC(2026, 0, 3) });
    const state = rootReducer(
      undefined,
      notificationsActions.loaded(
        page([note("a"), note("b", { is_read: true, read_at: "2026-01-01T00:00:00Z" })], 1, 1),
      ),
    );
    const { storeState } = await expectSaga(markAllReadWorker)
      .withReducer(rootReducer, state)
      .provide([...providers, [matchers.call.fn(requestMarkAllRead), { updated: 1 }]])
      .put(settingsActions.loadRequested())
      .run();
    expect(storeState.notifications.list.map((n: Notification) => [n.is_read, n.read_at])).toEqual([
      [true, "2026-01-03T00:00:00.000Z"],
      [true, "2026-01-01T00:00:00Z"],
    ]);
  });
});
