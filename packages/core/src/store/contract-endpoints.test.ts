// The RTK Query endpoints of the feature files: each calls its contract path with the right
// parameters (bracket-form arrays included), and they share the spec's cache defaults.
import { ApiError } from "@casino/api";
import { blogsApi } from "../features/blogs/api.ts";
import { gamesApi } from "../features/games/api.ts";
import { promotionsApi } from "../features/promotions/api.ts";
import { siteApi } from "../features/site/api.ts";
import { tournamentsApi } from "../features/tournaments/api.ts";
import { vipApi } from "../features/vip/api.ts";
import { guestStore } from "../test/signed-in-store.ts";
import { toBracketQuery } from "./core-api.ts";

describe("toBracketQuery", () => {
  it("sends arrays under the bracket name, drops empty arrays and undefined values", () => {
    expect(
      toBracketQuery({
        ids: [1, 2],
        "slots[]": ["in_menu"],
        kinds: [],
        search: "dice",
        sort: undefined,
        page: 2,
      }),
    ).toEqual({
      "ids[]": [1, 2],
      "slots[]": ["in_menu"],
      search: "dice",
      page: 2,
    });
  });
});

describe("catalogue, VIP and site endpoints", () => {
  type Started = ReturnType<typeof guestStore>;
  const cases: [
    string,
    string,
    (store: Started["store"]) => unknown,
    { query?: unknown; path?: unknown },
  ][] = [
    [
      "listGames",
      "GET /api/games/list",
      (s) =>
        s.dispatch(
          gamesApi.endpoints.listGames.initiate({
            category_ids: [3, 7],
            provider_ids: [],
            kinds: ["slots"],
            search: "fruit",
            page: 2,
          }),
        ),
      { query: { "category_ids[]": [3, 7], "kinds[]": ["slots"], search: "fruit", page: 2 } },
    ],
    [
      "listLobbyCategories",
      "GET /api/games/categories",
      (s) =>
        s.dispatch(gamesApi.endpoints.listLobbyCategories.initiate({ section: "live_casino" })),
      { query: { section: "live_casino" } },
    ],
    [
      "listCategories",
      "GET /api/games/categories/list",
      (s) => s.dispatch(gamesApi.endpoints.listCategories.initiate("casino")),
      { query: { section: "casino" } },
    ],
    [
      "listProviders",
      "GET /api/games/providers",
      (s) => s.dispatch(gamesApi.endpoints.listProviders.initiate()),
      { query: {} },
    ],
    [
      "getProvider",
      "GET /api/games/providers/{id}",
      (s) => s.dispatch(gamesApi.endpoints.getProvider.initiate("copperleaf-gaming")),
      { path: { id: "copperleaf-gaming" } },
    ],
    [
      "listProviderGames",
      "GET /api/games/provider/games",
      (s) =>
        s.dispatch(
          gamesApi.endpoints.listProviderGames.initiate({ provider_id: "7", sort: "popular" }),
        ),
      { query: { provider_id: "7", sort: "popular" } },
    ],
    [
      "getGame",
      "GET /api/games/{id}",
      (s) => s.dispatch(gamesApi.endpoints.getGame.initiate(12)),
      { path: { id: "12" } },
    ],
    [
      "listPromotions",
      "GET /api/promotions",
      (s) => s.dispatch(promotionsApi.endpoints.listPromotions.initiate({ page: 1, per_page: 10 })),
      { query: { page: 1, per_page: 10 } },
    ],
    [
      "getPromotion",
      "GET /api/promotions/{id}",
      (s) => s.dispatch(promotionsApi.endpoints.getPromotion.initiate("summer")),
      { path: { id: "summer" } },
    ],
    [
      "listTournaments",
      "GET /api/tournaments",
      (s) => s.dispatch(tournamentsApi.endpoints.listTournaments.initiate({ status: "live" })),
      { query: { status: "live" } },
    ],
    [
      "getTournament",
      "GET /api/tournaments/{id}",
      (s) => s.dispatch(tournamentsApi.endpoints.getTournament.initiate("weekly")),
      { path: { id: "weekly" } },
    ],
    [
      "getTournamentLeaderboard",
      "GET /api/tournaments/{id}/leaderboard",
      (s) =>
        s.dispatch(tournamentsApi.endpoints.getTournamentLeaderboard.initiate({ id: 4, page: 2 })),
      { path: { id: "4" }, query: { page: 2 } },
    ],
    [
      "listBlogs",
      "GET /api/blogs",
      (s) => s.dispatch(blogsApi.endpoints.listBlogs.initiate({ tag: "news" })),
      { query: { tag: "news" } },
    ],
    [
      "listBlogTags",
      "GET /api/blogs/tags",
      (s) => s.dispatch(blogsApi.endpoints.listBlogTags.initiate()),
      {},
    ],
    [
      "getBlog",
      "GET /api/blogs/{id}",
      (s) => s.dispatch(blogsApi.endpoints.getBlog.initiate("hello-world")),
      { path: { id: "hello-world" } },
    ],
    [
      "getPage",
      "GET /api/pages/{slug}",
      (s) => s.dispatch(siteApi.endpoints.getPage.initiate("about-us")),
      { path: { slug: "about-us" } },
    ],
    [
      "listPageSlots",
      "GET /api/page-slots",
      (s) => s.dispatch(siteApi.endpoints.listPageSlots.initiate(["in_menu", "in_lobby_nav"])),
      { query: { "slots[]": ["in_menu", "in_lobby_nav"] } },
    ],
    [
      "getSiteSettings",
      "GET /api/site-settings",
      (s) => s.dispatch(siteApi.endpoints.getSiteSettings.initiate("lucky.localhost")),
      { query: { hostname: "lucky.localhost" } },
    ],
    [
      "listVipLevels",
      "GET /api/levels",
      (s) => s.dispatch(vipApi.endpoints.listVipLevels.initiate()),
      {},
    ],
    [
      "getVipStarSettings",
      "GET /api/settings/vip-system/star",
      (s) => s.dispatch(vipApi.endpoints.getVipStarSettings.initiate()),
      {},
    ],
    [
      "getUserStarInformation",
      "GET /api/user/star-information",
      (s) => s.dispatch(vipApi.endpoints.getUserStarInformation.initiate()),
      {},
    ],
  ];

  it.each(cases)(
    "%s calls %s with its parameters and returns the data",
    async (_name, route, start, params) => {
      const answer = { marker: route };
      const { store, fake } = guestStore({ [route]: () => answer });
      const result = (await start(store)) as { data?: unknown };
      expect(result.data).toEqual(answer);
      const call = fake.callsTo(route)[0];
      expect(call?.query ?? {}).toEqual(params.query ?? {});
      expect(call?.path).toEqual(params.path ?? {});
      store.close();
    },
  );

  it("gives an empty level list when the levels call fails", async () => {
    const { store } = guestStore({
      "GET /api/levels": () => {
        throw new ApiError({ status: 500, message: "down" });
      },
    });
    const result = await store.dispatch(vipApi.endpoints.listVipLevels.initiate());
    expect(result.data).toEqual([]);
    expect(result.error).toBeUndefined();
    store.close();
  });
});

describe("cache defaults", () => {
  afterEach(() => jest.useRealTimers());

  it("does not retry a failed query, keeps fresh data for 8 s and refetches stale data on the next mount", async () => {
    jest.useFakeTimers({ doNotFake: ["setImmediate", "nextTick", "queueMicrotask"] });
    let promotionsCalls = 0;
    const { store, fake } = guestStore({
      "GET /api/promotions": () => {
        promotionsCalls += 1;
        return { data: [], current_page: 1, per_page: 20, total: 0, last_page: 1 };
      },
      "GET /api/blogs/tags": () => {
        throw new ApiError({ status: 503, message: "busy" });
      },
    });
    const failed = await store.dispatch(blogsApi.endpoints.listBlogTags.initiate());
    expect(failed.error).toMatchObject({ status: 503 });
    expect(fake.callsTo("GET /api/blogs/tags").length).toBe(1);

    const first = store.dispatch(promotionsApi.endpoints.listPromotions.initiate());
    await first;
    jest.advanceTimersByTime(5_000);
    const second = store.dispatch(promotionsApi.endpoints.listPromotions.initiate());
    await second;
    expect(promotionsCalls).toBe(1);
    jest.advanceTimersByTime(4_000);
    const third = store.dispatch(promotionsApi.endpoints.listPromotions.initiate());
    await third;
    expect(promotionsCalls).toBe(2);
    for (const subscription of [first, second, third]) subscription.unsubscribe();
    store.close();
    jest.runOnlyPendingTimers();
  });
});
