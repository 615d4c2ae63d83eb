/**
 * Server content follows the interface language: every call carries `X-localization` with the
 * store's current language, and switching language fetches the lobby's content (banners and
 * rails, categories, promotions, VIP levels), the player's bonuses (the dialog's lists, the
 * deposit preview, the welcome offer) and the player's prizes again, so they change language
 * without a reload.
 */
import { makeStore } from "../../store/make-store.ts";
import { bonusFixture, createMemoryPlatform, until } from "../../testing/index.ts";
import { bonusesApi } from "../bonuses/api.ts";
import { gamesApi } from "../games/api.ts";
import { prizesApi } from "../prizes/api.ts";
import { promotionsApi } from "../promotions/api.ts";
import { siteApi } from "../site/api.ts";
import { vipApi } from "../vip/api.ts";
import { languageActions } from "./slice.ts";

/** A banner, a rail, a promotion and a level name in English and Russian, as the server has them. */
const texts = {
  en: {
    banner: "Live tables open now",
    rail: "Popular",
    promotion: "Double your first deposit",
    level: "Pixel Pioneer",
  },
  ru: {
    banner: "Живые столы уже открыты",
    rail: "Популярные",
    promotion: "Удвойте первый депозит",
    level: "Пиксельный первопроходец",
  },
} as const;

/** A bonus's name in English and Russian, as the server has it. */
const bonusNames = {
  en: "Welcome bonus: 100 % up to 200 USDT",
  ru: "Приветственный бонус: 100 % до 200 USDT",
} as const;

/** A won prize's source title in English and Russian, as the server has it. */
const prizeTitles = { en: "Dice Sprint Cup", ru: "Кубок спринта в Dice" } as const;

/** What the server answers for a path in a language (the envelope's data), or undefined. */
function answer(path: string, lang: keyof typeof texts): unknown {
  const t = texts[lang];
  const bonus = bonusFixture(1, { name: bonusNames[lang] });
  switch (path) {
    case "/api/page-slots":
      return [
        {
          id: 1,
          slot: "in_top_lobby",
          position: 0,
          title: t.banner,
          icon: null,
          target_type: "path",
          target: "/live-casino",
          visibility: null,
        },
        {
          id: 2,
          slot: "in_lobby",
          position: 0,
          title: t.rail,
          icon: null,
          target_type: "category",
          target: "popular",
          visibility: null,
        },
      ];
    case "/api/games/categories":
      return [
        {
          id: 1,
          slug: "popular",
          name: t.rail,
          icon: null,
          section: "casino",
          position: 0,
          games_count: 0,
          games: [],
        },
      ];
    case "/api/promotions":
      return {
        data: [
          {
            id: 1,
            slug: "welcome-bonus",
            title: t.promotion,
            summary: null,
            image: null,
            bonus_code: null,
            starts_at: null,
            ends_at: null,
          },
        ],
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
      };
    case "/api/levels":
      return [{ level: 1, name: t.level }];
    case "/api/bonuses":
      return { data: [bonus], current_page: 1, last_page: 1 };
    case "/api/bonuses/deposit-offer":
      return { entity_wallet_code: "USDT", bonus };
    case "/api/bonuses/welcome":
      return { bonus, prompt: false };
    case "/api/user/prizes":
      return {
        data: [
          {
            id: 1,
            source: "tournament",
            source_id: 1,
            source_title: prizeTitles[lang],
            rank: 1,
            description: "",
            prize: {
              prize_type: "cash",
              amount: "5.000000",
              currency: "USDT",
              free_spins_count: null,
              free_spins_game: null,
            },
            claim_status: 0,
            expires_at: null,
            claimed_at: null,
            created_at: "2026-01-01T00:00:00.000Z",
          },
        ],
        current_page: 1,
        last_page: 1,
        per_page: 20,
        total: 1,
      };
    default:
      return undefined;
  }
}

describe("content in the interface language", () => {
  const requests: { path: string; language: string | null }[] = [];
  let fetchSpy: jest.SpyInstance;

  beforeEach(() => {
    requests.length = 0;
    fetchSpy = jest.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      const language = request.headers.get("X-localization");
      requests.push({ path: pathname, language });
      const data = answer(pathname, language === "ru" ? "ru" : "en");
      return data === undefined
        ? Response.json(
            { success: false, message: "not found", code: "not_found" },
            { status: 404 },
          )
        : Response.json({ success: true, data, message: "success" });
    });
  });
  afterEach(() => fetchSpy.mockRestore());

  it("sends X-localization with the current language and refetches the lobby's content on a switch", async () => {
    const store = makeStore({ platform: createMemoryPlatform() });
    const subscriptions = [
      store.dispatch(siteApi.endpoints.listPageSlots.initiate(["in_top_lobby", "in_lobby"])),
      store.dispatch(gamesApi.endpoints.listLobbyCategories.initiate()),
      store.dispatch(promotionsApi.endpoints.listPromotions.initiate()),
      store.dispatch(vipApi.endpoints.listVipLevels.initiate()),
    ];
    const shown = () => {
      const state = store.getState();
      return {
        banner: siteApi.endpoints.listPageSlots.select(["in_top_lobby", "in_lobby"])(state)
          .data?.[0]?.title,
        rail: gamesApi.endpoints.listLobbyCategories.select()(state).data?.[0]?.name,
        promotion: promotionsApi.endpoints.listPromotions.select()(state).data?.data[0]?.title,
        level: vipApi.endpoints.listVipLevels.select()(state).data?.[0]?.name,
      };
    };
    await until(
      () =>
        shown().level !== undefined &&
        shown().promotion !== undefined &&
        shown().rail !== undefined &&
        shown().banner !== undefined,
    );
    expect(shown()).toEqual(texts.en);
    const contentPaths = [
      "/api/page-slots",
      "/api/games/categories",
      "/api/promotions",
      "/api/levels",
    ];
    const contentRequests = () => requests.filter((r) => contentPaths.includes(r.path));
    expect(contentRequests()).toHaveLength(4);
    expect(contentRequests().every((r) => r.language === "en")).toBe(true);

    store.dispatch(languageActions.selected("ru"));
    await until(
      () =>
        shown().level === texts.ru.level &&
        shown().banner === texts.ru.banner &&
        shown().rail === texts.ru.rail &&
        shown().promotion === texts.ru.promotion,
    );
    expect(shown()).toEqual(texts.ru);
    // Each content query was fetched once more, in Russian; every call carried the language.
    const russian = contentRequests().slice(4);
    expect(russian.map((r) => r.path).sort()).toEqual([...contentPaths].sort());
    expect(russian.every((r) => r.language === "ru")).toBe(true);
    expect(requests.every((r) => r.language !== null)).toBe(true);

    subscriptions.forEach((subscription) => subscription.unsubscribe());
    store.close();
  });
  it("fetches the player's bonuses again in the new language on a switch", async () => {
    const store = makeStore({ platform: createMemoryPlatform() });
    const subscriptions = [
      store.dispatch(bonusesApi.endpoints.listBonuses.initiate({ tab: "available" })),
      store.dispatch(bonusesApi.endpoints.getDepositOffer.initiate("USDT")),
      store.dispatch(bonusesApi.endpoints.getWelcomeOffer.initiate()),
    ];
    const shown = () => {
      const state = store.getState();
      return [
        bonusesApi.endpoints.listBonuses.select({ tab: "available" })(state).data?.data[0]?.name,
        bonusesApi.endpoints.getDepositOffer.select("USDT")(state).data?.bonus?.name,
        bonusesApi.endpoints.getWelcomeOffer.select()(state).data?.bonus?.name,
      ];
    };
    await until(() => shown().every((name) => name === bonusNames.en));

    store.dispatch(languageActions.selected("ru"));
    await until(() => shown().every((name) => name === bonusNames.ru));
    const russian = requests.filter(
      (r) => r.path.startsWith("/api/bonuses") && r.language === "ru",
    );
    expect(russian.map((r) => r.path).sort()).toEqual([
      "/api/bonuses",
      "/api/bonuses/deposit-offer",
      "/api/bonuses/welcome",
    ]);

    subscriptions.forEach((subscription) => subscription.unsubscribe());
    store.close();
  });

  it("fetches the player's prizes again in the new language on a switch", async () => {
    const store = makeStore({ platform: createMemoryPlatform() });
    const subscription = store.dispatch(prizesApi.endpoints.listPrizes.initiate({}));
    const shown = () =>
      prizesApi.endpoints.listPrizes.select({})(store.getState()).data?.data[0]?.source_title;
    await until(() => shown() === prizeTitles.en);

    store.dispatch(languageActions.selected("ru"));
    await until(() => shown() === prizeTitles.ru);
    expect(requests.filter((r) => r.path === "/api/user/prizes").map((r) => r.language)).toEqual([
      "en",
      "ru",
    ]);

    subscription.unsubscribe();
    store.close();
  });
});
