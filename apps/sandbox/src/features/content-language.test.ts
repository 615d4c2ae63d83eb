/**
 * Server content in the player's language: banners and rails (page-slot items), lobby
 * categories, promotions, tournaments, challenges, VIP level names, bonus names and
 * descriptions, and game descriptions answer in the `X-localization` language, and fall back to
 * English where a record has no translation for it (or for one of its fields).
 */
import { sql } from "kysely";
import { prizeFreeSpinsTranslations } from "../db/seed-translations.ts";
import { signedInPlayer } from "../test/accounts.ts";
import { usePublished } from "../test/events.ts";
import { useSandbox } from "../test/harness.ts";
import { until } from "../test/realtime-client.ts";
import { DEMO_CODES, seedBonuses } from "./bonuses/seed-bonuses.ts";

const sandbox = useSandbox();
const published = usePublished(sandbox);

const inLanguage = (lang: string) => ({ headers: { "x-localization": lang } });
const get = async (path: string, lang?: string) => {
  const response = await sandbox.call("GET", path, lang ? inLanguage(lang) : {});
  expect(response.status).toBe(200);
  return response.body.data;
};
/** The items of a paginated list. */
const list = async (path: string, lang?: string) => (await get(path, lang)).data;
type Titled = { title: string };
const titles = (items: Titled[]) => items.map((item) => item.title);

/** Removes one locale's translation from a record of `table` (or one field of it). */
async function dropTranslation(table: string, where: string, locale: string, field?: string) {
  const path = field ? sql`${sql.lit(`{${locale},${field}}`)}::text[]` : null;
  await sql`update ${sql.table(table)} set translations = ${
    path ? sql`translations #- ${path}` : sql`translations - ${locale}::text`
  } where ${sql.raw(where)}`.execute(sandbox.db);
}

describe("banners and lobby rails", () => {
  it("answers in ru and ja", async () => {
    const path = "/api/page-slots?slots[]=in_top_lobby&slots[]=in_lobby";
    const english = titles(await get(path));
    expect(english).toEqual(expect.arrayContaining(["600+ games from 24 studios", "Popular"]));
    expect(titles(await get(path, "ru"))).toEqual(
      expect.arrayContaining(["Более 600 игр от 24 студий", "Популярные"]),
    );
    expect(titles(await get(path, "ja"))).toEqual(
      expect.arrayContaining(["24スタジオの600以上のゲーム", "人気"]),
    );
    // Every item has a translation (none a copy of the English title).
    const russian = titles(await get(path, "ru"));
    expect(russian).toHaveLength(english.length);
    russian.forEach((title, i) => expect(title).not.toBe(english[i]));
  });

  it("falls back to English for an item without a translation in the language", async () => {
    await dropTranslation("page_slot_items", "title = 'Live tables open now'", "tr");
    const turkish = titles(await get("/api/page-slots?slots[]=in_top_lobby", "tr"));
    expect(turkish).toContain("Live tables open now");
    expect(turkish).toContain("24 stüdyodan 600'den fazla oyun");
  });

  it("keeps English for an unknown or missing language", async () => {
    const path = "/api/page-slots?slots[]=in_top_lobby";
    expect(titles(await get(path))).toContain("600+ games from 24 studios");
    expect(titles(await get(path, "en"))).toContain("600+ games from 24 studios");
  });

  it("tells shared caches that the answer varies with X-localization", async () => {
    const response = await sandbox.call("GET", "/api/page-slots", inLanguage("ru"));
    expect(response.headers.get("vary")?.split(/\s*,\s*/)).toContain("X-localization");
  });
});

describe("lobby categories", () => {
  const names = (rows: { name: string }[]) => rows.map((row) => row.name);

  it("answers in ru and ja (the catalogue cache keeps one entry per language)", async () => {
    const path = "/api/games/categories?games_per_category=1";
    expect(names(await get(path))).toContain("Provably fair");
    expect(names(await get(path, "ru"))).toContain("Доказуемо честные");
    expect(names(await get(path, "ja"))).toContain("公平性証明");
    expect(names(await get("/api/games/categories/list", "ru"))).toContain("Настольные игры");
  });

  it("falls back to English for a category without a translation in the language", async () => {
    await dropTranslation("game_categories", "slug = 'jackpots'", "nl");
    const dutch = names(await get("/api/games/categories/list", "nl"));
    expect(dutch).toContain("Jackpots");
    expect(dutch).toContain("Tafelspellen");
  });
});

describe("promotions", () => {
  it("answers in ru and ja, the list and the page (body and terms too)", async () => {
    const promotions = await list("/api/promotions", "ru");
    expect(titles(promotions)).toContain("Удвойте первый депозит");
    // A template's placeholder (the bonus code) is carried into the translation.
    expect(promotions.map((p: { summary: string }) => p.summary)).toContain(
      "Активируйте WELCOME10 и играйте без депозита.",
    );
    const russian = await get("/api/promotions/welcome-bonus", "ru");
    expect(russian.title).toBe("Удвойте первый депозит");
    expect(russian.body).toContain("Получите приветственный бонус");
    expect(russian.terms).toContain("Слоты засчитываются в отыгрыш на 100 %");
    const japanese = await get("/api/promotions/welcome-bonus", "ja");
    expect(japanese).toMatchObject({ title: "初回入金を2倍に", slug: "welcome-bonus" });
    expect(japanese.terms).toContain("賭け条件");
  });

  it("falls back to English for a missing language and for a missing field", async () => {
    const english = await get("/api/promotions/weekly-reload");
    await dropTranslation("promotions", "slug = 'weekly-reload'", "ja");
    expect(await get("/api/promotions/weekly-reload", "ja")).toEqual(english);
    await dropTranslation("promotions", "slug = 'weekly-reload'", "ru", "summary");
    const russian = await get("/api/promotions/weekly-reload", "ru");
    expect(russian.title).toBe("Бонус на пополнение 50 %");
    expect(russian.summary).toBe(english.summary);
  });
});

describe("tournaments", () => {
  it("answers in ru and ja, the list and the detail", async () => {
    expect(titles(await list("/api/tournaments", "ru"))).toContain(
      "Неделя множителей Dice и Limbo",
    );
    const japanese = await get("/api/tournaments/dice-multiplier-week", "ja");
    expect(japanese.title).toBe("Dice＆Limbo マルチプライヤーウィーク");
    expect(japanese.summary).toBe("DiceまたはLimboでの単発最高倍率が勝ちます。");
    expect(japanese.description).toContain("あなたのスコアです");
  });

  it("falls back to English for a tournament without a translation in the language", async () => {
    await dropTranslation("tournaments", "slug = 'originals-wager-race'", "ja");
    const japanese = await get("/api/tournaments/originals-wager-race", "ja");
    expect(japanese.title).toBe("Originals Wager Race");
    expect(titles(await list("/api/tournaments", "ja"))).toEqual(
      expect.arrayContaining(["Originals Wager Race", "スロット ラッキードロー"]),
    );
  });
});

describe("challenges", () => {
  it("answers in ru and ja", async () => {
    const russian = await list("/api/challenges/live", "ru");
    expect(titles(russian)).toContain("Выбросьте x10 в Dice");
    expect(russian.map((c: { description: string }) => c.description)).toContain(
      "Поставьте 100 USD в ставках на кости от 1 USD каждая.",
    );
    expect(titles(await list("/api/challenges/live", "ja"))).toContain("Diceでx10を出そう");
  });

  it("falls back to English for a challenge without a translation in the language", async () => {
    await dropTranslation("challenges", "title = 'Limbo x100'", "ja");
    expect(titles(await list("/api/challenges/live", "ja"))).toEqual(
      expect.arrayContaining(["Limbo x100", "Diceでx10を出そう"]),
    );
  });
});

describe("VIP levels", () => {
  const levelNames = (levels: { name: string }[]) => levels.map((level) => level.name);

  it("names the levels in ru and ja, in the list and in the player's level", async () => {
    expect(levelNames(await get("/api/levels"))).toContain("Pixel Pioneer");
    expect(levelNames(await get("/api/levels", "ru"))).toEqual([
      "Без уровня",
      "Пиксельный первопроходец",
      "Байтовый бандит",
      "Метатель токенов",
      "Командир цепи",
      "Панк-повелитель",
    ]);
    expect(levelNames(await get("/api/levels", "ja"))).toContain("ピクセル・パイオニア");
    const { token } = await signedInPlayer(sandbox, "vipru");
    const info = await sandbox.call("GET", "/api/user/level-information", {
      token,
      headers: { "x-localization": "ja" },
    });
    expect(info.body.data).toMatchObject({
      name: "レベルなし",
      next_level_name: "ピクセル・パイオニア",
    });
  });
});

describe("bonuses", () => {
  type Texts = { id: number; type: string; name: string; description: string | null };
  const call = (method: "GET" | "POST", path: string, token: string, lang?: string) =>
    sandbox.call(method, path, { token, ...(lang ? inLanguage(lang) : {}) });
  const available = async (token: string, lang?: string) =>
    (await call("GET", "/api/bonuses?tab=available", token, lang)).body.data.data as Texts[];
  const welcomeOf = (bonuses: Texts[]) => bonuses.find((b) => b.type === "welcome_bonus_offer")!;

  it("names and describes the offers in ru and ja in the tabs, the welcome offer, a redeemed code, a claim and the deposit preview", async () => {
    const { token } = await signedInPlayer(sandbox, "bonusru");
    const english = welcomeOf(await available(token));
    expect(english.name).toBe("Welcome bonus: 100 % up to 200 USDT");
    expect(welcomeOf(await available(token, "en")).name).toBe(english.name);
    const russian = welcomeOf(await available(token, "ru"));
    expect(russian).toMatchObject({
      id: english.id,
      name: "Приветственный бонус: 100 % до 200 USDT",
      description: expect.stringMatching(/^Первый депозит в двойном размере/),
    });
    const welcome = await call("GET", "/api/bonuses/welcome", token, "ja");
    expect(welcome.body.data.bonus.name).toBe("ウェルカムボーナス：100%、最大200 USDT");
    expect(welcome.headers.get("vary")?.split(/\s*,\s*/)).toContain("X-localization");
    expect((await call("GET", "/api/bonuses/welcome", token)).body.data.bonus.name).toBe(
      english.name,
    );

    const redeemed = await sandbox.call("POST", "/api/bonuses/redeem", {
      token,
      body: { code: DEMO_CODES.noDeposit },
      ...inLanguage("ru"),
    });
    expect(redeemed.body.data).toMatchObject({
      name: "10 USDT без депозита",
      description: expect.stringMatching(/^10 USDT бонусных денег/),
    });

    const claimed = await call("POST", `/api/bonuses/${english.id}/claim`, token, "ja");
    expect(claimed.body.data).toMatchObject({
      status: "claimed",
      name: welcome.body.data.bonus.name,
    });
    const preview = async (lang?: string) =>
      (await call("GET", "/api/bonuses/deposit-offer?entity_wallet_code=USDT", token, lang)).body
        .data.bonus as Texts;
    expect((await preview("ru")).name).toBe(russian.name);
    expect((await preview("ja")).description).toMatch(/^初回入金が2倍に/);
    expect((await preview()).name).toBe(english.name);
    const active = (await call("GET", "/api/bonuses?tab=active", token, "ru")).body.data.data;
    expect(active.map((b: Texts) => b.name)).toEqual([russian.name]);
  });

  it("writes a pushed bonus event in the player's account language", async () => {
    const player = await signedInPlayer(sandbox, "bonusja");
    const me = await sandbox.call("GET", "/api/user/information", { token: player.token });
    await sandbox.call("PATCH", "/api/user/lang/change", {
      token: player.token,
      body: { lang: "ja" },
    });
    await sandbox.call("POST", "/api/bonuses/redeem", {
      token: player.token,
      body: { code: DEMO_CODES.reload },
    });
    const pushed = () =>
      published.filter((p) => p.userId === me.body.data.id && p.event === "update_available_bonus");
    await until(() => pushed().length > 0, 5_000, "update_available_bonus");
    expect((pushed()[0]!.payload as { bonus: Texts }).bonus.name).toBe(
      "リロード：50%、最大100 USDT",
    );
  });

  it("falls back to English for an offer without a translation in the language", async () => {
    const { token } = await signedInPlayer(sandbox, "bonustr");
    await dropTranslation("bonus_offers", "type = 'welcome_bonus_offer'", "tr");
    await dropTranslation("bonus_offers", "type = 'welcome_bonus_offer'", "nl", "description");
    const english = welcomeOf(await available(token));
    expect(welcomeOf(await available(token, "tr"))).toMatchObject({
      name: english.name,
      description: english.description,
    });
    expect(welcomeOf(await available(token, "nl"))).toMatchObject({
      name: "Welkomstbonus: 100% tot 200 USDT",
      description: english.description,
    });
  });

  it("gives the offers of a database seeded before offers had translations theirs on its next start", async () => {
    const { token } = await signedInPlayer(sandbox, "bonusold");
    await sql`update bonus_offers set translations = '{}'::jsonb`.execute(sandbox.db);
    await sql`delete from sandbox_meta where key = 'bonus_translations_seeded_at'`.execute(
      sandbox.db,
    );
    expect(welcomeOf(await available(token, "ru")).name).toBe(
      "Welcome bonus: 100 % up to 200 USDT",
    );
    expect(await seedBonuses(sandbox.db)).toBe(true);
    expect(welcomeOf(await available(token, "ru")).name).toBe(
      "Приветственный бонус: 100 % до 200 USDT",
    );
    expect(await seedBonuses(sandbox.db)).toBe(false);
  });

  it("writes a prize's free-spins offer in each language, the count's plural form included", () => {
    const offer = (count: number) =>
      prizeFreeSpinsTranslations({
        count,
        game: "Lucky Lantern",
        source: "Slots Lucky Draw",
        spinValue: "0.2",
        code: "USDT",
        multiplier: "10",
      });
    expect(offer(5).ru).toEqual({
      name: "5 фриспинов в Lucky Lantern",
      description:
        "Ваш приз за «Розыгрыш в слотах»: 5 вращений по 0,2 USDT в Lucky Lantern; их выигрыш станет бонусными деньгами с отыгрышем x10.",
    });
    expect(offer(1).ru!.name).toBe("1 фриспин в Lucky Lantern");
    expect(offer(22).ru!.name).toBe("22 фриспина в Lucky Lantern");
    expect(offer(1).de!.name).toBe("1 Freispiel für Lucky Lantern");
    expect(offer(5).ja!.description).toContain("0.2 USDT");
    expect(Object.keys(offer(5))).toEqual(["de", "es", "fr", "ja", "nl", "pt", "ru", "tr"]);
  });
});

describe("game descriptions", () => {
  it("describes a game in ru and ja from the translated templates", async () => {
    expect((await get("/api/games/dice")).description).toMatch(/^Dice, a provably fair original/);
    expect((await get("/api/games/dice", "ru")).description).toMatch(
      /^Dice — доказуемо честная оригинальная игра/,
    );
    expect((await get("/api/games/dice", "ja")).description).toMatch(
      /^Diceは公平性を証明できるオリジナルゲームです/,
    );
    const slot = await sandbox.db
      .selectFrom("games")
      .select("slug")
      .where("engine", "=", "slot")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const japanese = await get(`/api/games/${slot.slug}`, "ja");
    expect(japanese.description).toMatch(/ボラティリティのビデオスロット：5リール/);
    expect(japanese.categories.map((c: { name: string }) => c.name)).toContain("スロット");
  });

  it("falls back to English for a game without a translation in the language", async () => {
    await dropTranslation("games", "slug = 'limbo'", "pt");
    const english = (await get("/api/games/limbo")).description;
    expect((await get("/api/games/limbo", "pt")).description).toBe(english);
    expect((await get("/api/games/mines", "pt")).description).toMatch(
      /^Mines, um original comprovadamente justo/,
    );
  });
});
