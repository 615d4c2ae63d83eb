/**
 * Server content in the player's language: banners and rails (page-slot items), lobby
 * categories, promotions, tournaments, challenges, VIP level names and game descriptions answer
 * in the `X-localization` language, and fall back to English where a record has no translation
 * for it (or for one of its fields).
 */
import { sql } from "kysely";
import { signedInPlayer } from "../test/accounts.ts";
import { useSandbox } from "../test/harness.ts";

const sandbox = useSandbox();

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
