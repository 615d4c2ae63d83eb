// RTK Query endpoints of the feature files against the real sandbox (real HTTP client, real
// contract validation): inbox pages, mark read and read-all with the inbox count, and the site
// endpoints (page slots sent in bracket form, static pages, site settings, redirect rules).
import {
  coreApi,
  notificationsApi,
  selectInboxCount,
  selectUser,
  sessionActions,
  siteApi,
} from "../src/index.ts";
import { sandboxForFile } from "./sandbox-process.ts";
import { newPlayer, sandboxCall, storeFactory, until } from "./sandbox-helpers.ts";

jest.setTimeout(60_000);

const sandbox = sandboxForFile();

const stores = storeFactory(() => sandbox);
afterEach(() => stores.closeAll());

describe("notification endpoints against the sandbox", () => {
  it("lists the inbox, marks one read, then all, keeping the inbox count in step", async () => {
    const { store } = stores.start();
    store.dispatch(sessionActions.registerSubmitted(newPlayer()));
    await until(
      () =>
        selectUser(store.getState()) !== null &&
        coreApi.endpoints.generalSettings.select()(store.getState()).isSuccess,
      15_000,
      "signed-in player",
    );
    const userId = selectUser(store.getState())!.id;
    // Events reach the store once the player channel is subscribed.
    await until(
      () => store.getState().realtime.channels[`player.${userId}`] === "subscribed",
      15_000,
      "player channel",
    );
    for (let i = 0; i < 2; i += 1)
      await sandboxCall(sandbox, "POST", "/dev/realtime/emit", {
        event: "new_notification",
        user_id: userId,
      });
    await until(() => selectInboxCount(store.getState()) >= 2, 15_000, "inbox count");
    const unread = selectInboxCount(store.getState());

    const page = await store.dispatch(
      notificationsApi.endpoints.listNotifications.initiate({ page: 1, per_page: 5 }),
    );
    expect(page.error).toBeUndefined();
    expect(page.data?.data.length).toBeGreaterThanOrEqual(2);
    expect(page.data?.per_page).toBe(5);
    const first = page.data!.data.find((n) => !n.is_read)!;

    const read = await store.dispatch(
      notificationsApi.endpoints.markNotificationRead.initiate(first.id),
    );
    expect(read.data).toMatchObject({ id: first.id, is_read: true });
    await until(
      () => selectInboxCount(store.getState()) === unread - 1,
      10_000,
      "inbox count after one read",
    );
    await until(
      () =>
        notificationsApi.endpoints.listNotifications
          .select({ page: 1, per_page: 5 })(store.getState())
          .data?.data.find((n) => n.id === first.id)?.is_read === true,
      10_000,
      "refetched page",
    );

    const all = await store.dispatch(
      notificationsApi.endpoints.markAllNotificationsRead.initiate(),
    );
    expect(all.data).toEqual({ updated: unread - 1, inbox_count: 0 });
    expect(selectInboxCount(store.getState())).toBe(0);
    const unreadOnly = await store.dispatch(
      notificationsApi.endpoints.listNotifications.initiate({ unread_only: true }),
    );
    expect(unreadOnly.data?.data).toEqual([]);
  });
});

describe("site endpoints against the sandbox", () => {
  it("reads page slots in bracket form, a static page, the site settings and the redirect rules", async () => {
    const { store } = stores.start();
    const slots = await store.dispatch(
      siteApi.endpoints.listPageSlots.initiate(["in_menu", "in_casino_footer"]),
    );
    expect(slots.error).toBeUndefined();
    expect(slots.data?.length).toBeGreaterThan(0);
    expect(new Set(slots.data!.map((item) => item.slot))).toEqual(
      new Set(["in_menu", "in_casino_footer"]),
    );

    const page = await store.dispatch(siteApi.endpoints.getPage.initiate("about-us"));
    expect(page.data).toMatchObject({ slug: "about-us" });
    const missing = await store.dispatch(siteApi.endpoints.getPage.initiate("no-such-page"));
    expect(missing.error).toMatchObject({ status: 404 });

    const settings = await store.dispatch(
      siteApi.endpoints.getSiteSettings.initiate("lucky.localhost"),
    );
    expect(settings.data).toMatchObject({ hostname: "lucky.localhost" });
    const rules = await store.dispatch(siteApi.endpoints.listRedirectRules.initiate());
    expect(rules.data?.some((rule) => rule.path === "/promo")).toBe(true);
  });
});
