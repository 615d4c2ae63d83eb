/* eslint-disable @typescript-eslint/no-explicit-any -- test responses and payloads are read loosely, as JSON */
/**
 * What the server pushes and stores is in the player's language, not only what it answers:
 * a new tournament or challenge pushed to a player's private channel carries its title, summary
 * and description in the player's account language (`users.lang`), as does the level progress
 * (the level names); a won prize (a challenge's, a tournament's, a level-up reward) is listed
 * with its source's title and its description in the `X-localization` language, written in every
 * language when it was won (and once, on the next start, for prizes won before); the seeded demo inbox is written in the account's language. English
 * for an English player, a missing translation, or no language.
 */
import { sql } from "kysely";
import { seedDemoInbox } from "../db/seed.ts";
import { prizeFreeSpinsTranslations } from "../db/seed-translations.ts";
import { signedInPlayerIn } from "../test/accounts.ts";
import { diceGame, diceTournament } from "../test/competitions.ts";
import { usePublished } from "../test/events.ts";
import { useSandbox } from "../test/harness.ts";
import { pollUntil } from "../test/polling.ts";
import { until } from "../test/realtime-client.ts";
import { createChallenge } from "./challenges/index.ts";
import { translateStoredPrizes } from "../db/prize-translations.ts";
import { cashPrize, describePrize } from "./prizes/prizes.ts";

const sandbox = useSandbox();
const published = usePublished(sandbox);

const inLanguage = (lang: string) => ({ "x-localization": lang });

/** A new verified, signed-in player whose account is in `lang`. */
const playerIn = (lang: string, prefix: string) => signedInPlayerIn(sandbox, lang, prefix);

/** A player in a language with `balance` USDT to bet. */
async function fundedPlayerIn(lang: string, prefix: string, balance: string) {
  const player = await playerIn(lang, prefix);
  await sandbox.call("PUT", "/dev/wallets/balance", {
    body: { user_id: player.id, entity_wallet_code: "USDT", balance },
  });
  return player;
}

/** The payloads of one event pushed to one player. */
const pushed = (userId: number, event: string) =>
  published.filter((p) => p.userId === userId && p.event === event).map((p) => p.payload as any);

/** A dice bet that always settles (roll under 98). */
async function diceBet(token: string, amount: string) {
  const res = await sandbox.call("POST", "/api/originals/dice/bet", {
    token,
    body: { entity_wallet_code: "USDT", amount, target: 98, condition: "under" },
  });
  expect(res.status).toBe(201);
}

/** The player's prizes in a language (none: no `X-localization`). */
async function prizesIn(token: string, lang?: string): Promise<any[]> {
  const res = await sandbox.call("GET", "/api/user/prizes", {
    token,
    ...(lang ? { headers: inLanguage(lang) } : {}),
  });
  expect(res.status).toBe(200);
  return res.body.data.data;
}

const TOURNAMENT = {
  title: "Dice Sprint Cup",
  summary: "Wager on dice to climb.",
  translations: {
    ru: { title: "Кубок спринта в Dice", summary: "Делайте ставки в Dice, чтобы подняться." },
    ja: { title: "Diceスプリントカップ", summary: "Diceでベットして順位を上げよう。" },
  },
};

const CHALLENGE = {
  title: "Wager 2 USD on dice",
  description: "Bet 2 USD in total on dice.",
  translations: {
    ru: { title: "Поставьте 2 USD в Dice", description: "Сделайте ставки на 2 USD в Dice." },
    ja: { title: "Diceで2 USDをベット", description: "Diceで合計2 USDをベットしましょう。" },
  },
};

/**
 * A dice wager challenge open now (already announced) whose prize is `cash` USD, completed by
 * wagering `wagerUsd` in bets of at least 0.5 USD.
 */
async function openDiceChallenge(title: string, wagerUsd: string, cash: string) {
  const dice = await diceGame(sandbox.db);
  return createChallenge(sandbox.db, {
    ...CHALLENGE,
    title,
    gameId: dice.id,
    targetType: "wager",
    targetWagerUsd: wagerUsd,
    minBetUsd: "0.5",
    prize: cashPrize(cash),
    winnersLimit: 5,
    startsAt: new Date(sandbox.clock.now() - 1_000),
    endsAt: new Date(sandbox.clock.now() + 3_600_000),
    announcedAt: new Date(sandbox.clock.now()),
  });
}

describe("pushed content", () => {
  it("announces a new tournament and a new challenge to each player in their account language", async () => {
    const [en, ru, ja] = [
      await playerIn("en", "pushen"),
      await playerIn("ru", "pushru"),
      await playerIn("ja", "pushja"),
    ];
    const dice = await diceGame(sandbox.db);
    const startsAt = new Date(sandbox.clock.now() + 60_000);
    const endsAt = new Date(sandbox.clock.now() + 3_600_000);
    const tournament = await diceTournament(sandbox.db, {
      slug: "dice-sprint-cup",
      ...TOURNAMENT,
      startsAt,
      endsAt,
    });
    const challenge = await createChallenge(sandbox.db, {
      ...CHALLENGE,
      gameId: dice.id,
      targetType: "wager",
      targetWagerUsd: "2",
      minBetUsd: "0.5",
      prize: cashPrize("1"),
      winnersLimit: 5,
      startsAt,
      endsAt,
    });

    // They go live: the scheduled job announces each once to every signed-in player.
    sandbox.clock.advance(120_000);
    const announced = (userId: number, event: string, key: string, id: number) =>
      pushed(userId, event).find((p) => p[key].id === id)?.[key];
    await until(
      () =>
        [en, ru, ja].every(
          (p) =>
            announced(p.id, "player_new_tournament", "tournament", tournament.id) &&
            announced(p.id, "player_new_challenge", "challenge", challenge.id),
        ),
      10_000,
      "the announcements",
    );

    const tournamentTo = (p: { id: number }) =>
      announced(p.id, "player_new_tournament", "tournament", tournament.id);
    expect(tournamentTo(en)).toMatchObject({
      title: TOURNAMENT.title,
      summary: TOURNAMENT.summary,
    });
    expect(tournamentTo(ru)).toMatchObject(TOURNAMENT.translations.ru);
    expect(tournamentTo(ja)).toMatchObject(TOURNAMENT.translations.ja);
    // Everything else is the same data in every language.
    const { title: _t, summary: _s, ...data } = tournamentTo(en);
    expect(tournamentTo(ja)).toMatchObject(data);

    const challengeTo = (p: { id: number }) =>
      announced(p.id, "player_new_challenge", "challenge", challenge.id);
    expect(challengeTo(en)).toMatchObject({
      title: CHALLENGE.title,
      description: CHALLENGE.description,
    });
    expect(challengeTo(ru)).toMatchObject(CHALLENGE.translations.ru);
    expect(challengeTo(ja)).toMatchObject(CHALLENGE.translations.ja);
  });

  it("names the levels of a player's pushed level progress in their account language", async () => {
    const ja = await fundedPlayerIn("ja", "levelja", "500");
    const ru = await fundedPlayerIn("ru", "levelru", "500");
    const en = await fundedPlayerIn("en", "levelen", "500");
    for (const p of [ja, ru, en]) await diceBet(p.token, "60");
    const progressOf = async (p: { id: number }) => {
      await until(() => pushed(p.id, "level_progress").length > 0, 5_000, "level_progress");
      return pushed(p.id, "level_progress")[0].progress;
    };
    expect(await progressOf(ja)).toMatchObject({
      level: 0,
      name: "レベルなし",
      next_level_name: "ピクセル・パイオニア",
    });
    expect(await progressOf(ru)).toMatchObject({
      name: "Без уровня",
      next_level_name: "Пиксельный первопроходец",
    });
    expect(await progressOf(en)).toMatchObject({
      name: "No level",
      next_level_name: "Pixel Pioneer",
    });

    // A player who changes their language gets the next push in the new one.
    await sandbox.call("PATCH", "/api/user/lang/change", {
      token: en.token,
      body: { lang: "ru" },
    });
    await diceBet(en.token, "1");
    await until(() => pushed(en.id, "level_progress").length > 1, 5_000, "level_progress #2");
    expect(pushed(en.id, "level_progress")[1].progress.next_level_name).toBe(
      "Пиксельный первопроходец",
    );
  });
});

describe("won prizes", () => {
  it("lists a challenge's prize and a level-up reward in the request's language", async () => {
    const player = await fundedPlayerIn("ja", "prizeja", "500");
    const challenge = await openDiceChallenge("Wager 2 USD on dice, again", "2", "5");
    // 2 USD completes the challenge; 120 stars reach level 1 (Pixel Pioneer, a 1 USD reward).
    await diceBet(player.token, "60");
    await diceBet(player.token, "60");
    const english = await pollUntil(
      () => prizesIn(player.token),
      (prizes) => prizes.some((p) => p.source === "challenge" && p.source_id === challenge.id),
      { what: "the challenge's prize", everyMs: 20 },
    );
    await pollUntil(
      () => prizesIn(player.token),
      (prizes) => prizes.some((p) => p.source === "level_up" && p.source_id === 1),
      { what: "the level-up reward", everyMs: 20 },
    );
    const byKind = (prizes: any[]) => ({
      challenge: prizes.find((p) => p.source === "challenge" && p.source_id === challenge.id),
      levelUp: prizes.find((p) => p.source === "level_up" && p.source_id === 1),
    });

    expect(byKind(await prizesIn(player.token)).challenge).toMatchObject({
      source_title: "Wager 2 USD on dice, again",
      description: "5.000000 USDT, credited to your USDT wallet as real money when you claim it.",
    });
    expect(byKind(await prizesIn(player.token, "en")).levelUp).toMatchObject({
      source_title: "VIP level 1: Pixel Pioneer",
      description: expect.stringMatching(
        /^Level-up reward of 1 USD: [\d.]+ USDT, credited to your USDT wallet as real money when you reached the level\.$/,
      ),
    });

    const japanese = byKind(await prizesIn(player.token, "ja"));
    expect(japanese.challenge).toMatchObject({
      source_title: CHALLENGE.translations.ja.title,
      description: "5.000000 USDT。受け取ると、リアルマネーとして USDT ウォレットに入金されます。",
    });
    expect(japanese.levelUp.source_title).toBe("VIPレベル1：ピクセル・パイオニア");
    expect(japanese.levelUp.description).toMatch(/^レベルアップ報酬 1 USD：[\d.]+ USDT。/);

    const russian = byKind(await prizesIn(player.token, "ru"));
    expect(russian.challenge).toMatchObject({
      source_title: CHALLENGE.translations.ru.title,
      description:
        "5.000000 USDT — при получении они будут зачислены на ваш кошелёк USDT как реальные деньги.",
    });
    expect(russian.levelUp.source_title).toBe("VIP-уровень 1: Пиксельный первопроходец");
    // The data is the same in every language.
    const { source_title: _st, description: _d, ...data } = byKind(english).challenge;
    expect(russian.challenge).toMatchObject(data);

    // A claim answers in the request's language too.
    const claimed = await sandbox.call("POST", `/api/user/prizes/${russian.challenge.id}/claim`, {
      token: player.token,
      headers: inLanguage("ru"),
    });
    expect(claimed.status).toBe(200);
    expect(claimed.body.data).toMatchObject({
      claim_status: 1,
      source_title: CHALLENGE.translations.ru.title,
    });
  });

  it("keeps English for a language the competition has no title in", async () => {
    const player = await fundedPlayerIn("en", "prizenl", "50");
    const challenge = await openDiceChallenge("Dice without Dutch", "1", "2");
    await diceBet(player.token, "2");
    const dutch = await pollUntil(
      () => prizesIn(player.token, "nl"),
      (prizes) => prizes.some((p) => p.source_id === challenge.id && p.source === "challenge"),
      { what: "the challenge's prize", everyMs: 20 },
    );
    expect(dutch.find((p) => p.source_id === challenge.id)).toMatchObject({
      // The title falls back to English; the description has its Dutch text.
      source_title: "Dice without Dutch",
      description:
        "2.000000 USDT, dat bij het claimen als echt geld op je USDT-wallet wordt bijgeschreven.",
    });
  });

  it("gives the prizes won before prizes had translations theirs on the next start", async () => {
    const player = await fundedPlayerIn("ja", "prizeold", "500");
    const challenge = await openDiceChallenge("Wager 2 USD on dice, once more", "2", "5");
    await diceBet(player.token, "60");
    await diceBet(player.token, "60");
    const won = (prizes: any[]) =>
      prizes.some((p) => p.source === "challenge" && p.source_id === challenge.id) &&
      prizes.some((p) => p.source === "level_up" && p.source_id === 1);
    await pollUntil(() => prizesIn(player.token), won, { what: "the prizes", everyMs: 20 });
    // As a database migrated to 0022 with prizes won before has them: no translations.
    await sql`update prizes set translations = '{}'::jsonb where user_id = ${player.id}`.execute(
      sandbox.db,
    );
    await sql`delete from sandbox_meta where key = 'prize_translations_seeded_at'`.execute(
      sandbox.db,
    );
    const before = await prizesIn(player.token, "ja");
    expect(before.map((p) => p.source_title)).toContain("VIP level 1: Pixel Pioneer");

    expect(await translateStoredPrizes(sandbox.db, new Date(sandbox.clock.now()))).toBe(true);
    const after = await prizesIn(player.token, "ja");
    expect(
      after.find((p) => p.source === "challenge" && p.source_id === challenge.id),
    ).toMatchObject({
      source_title: CHALLENGE.translations.ja.title,
      description: "5.000000 USDT。受け取ると、リアルマネーとして USDT ウォレットに入金されます。",
    });
    expect(after.find((p) => p.source === "level_up").source_title).toBe(
      "VIPレベル1：ピクセル・パイオニア",
    );
    // Once only.
    expect(await translateStoredPrizes(sandbox.db, new Date(sandbox.clock.now()))).toBe(false);
  });

  it("names a claimed free-spins prize's source in the bonus it grants by the prize's own translation", () => {
    const offer = prizeFreeSpinsTranslations({
      count: 5,
      game: "Lucky Lantern",
      source: "Dice Sprint Cup",
      sources: { ru: { source_title: "Кубок спринта в Dice", description: "" } },
      spinValue: "0.2",
      code: "USDT",
      multiplier: "10",
    });
    expect(offer.ru!.description).toMatch(/^Ваш приз за «Кубок спринта в Dice»: 5 вращений/);
    // A language the prize has no title in keeps the English one.
    expect(offer.de!.description).toMatch(/^Dein Preis aus „Dice Sprint Cup“/);
  });

  it("describes a free-spins prize in each language, the game's name kept", () => {
    const spins = {
      prize_type: "free_spin" as const,
      prize_amount: null,
      prize_currency: null,
      free_spins_count: 5,
      free_spins_game_id: 1,
    };
    expect(describePrize(spins, "Lucky Lantern")).toMatch(/^5 free spins on Lucky Lantern\. /);
    expect(describePrize(spins, "Lucky Lantern", "ru")).toMatch(
      /^Бесплатные вращения в Lucky Lantern: 5\. /,
    );
    expect(describePrize(spins, "Lucky Lantern", "ja")).toMatch(
      /^Lucky Lantern のフリースピン 5 回。/,
    );
  });
});

describe("the demo inbox", () => {
  it("is in English for the seeded demo account", async () => {
    const login = await sandbox.call("POST", "/api/login", {
      body: { username_or_email: "demo", password: "Demo-pass1" },
    });
    const list = await sandbox.call("GET", "/api/notifications", {
      token: login.body.data.token,
      headers: inLanguage("ja"),
    });
    expect(list.body.data.data.map((n: any) => [n.title, n.body])).toEqual([
      ["Your friend joined", "friend signed up with your referral code."],
      ["Welcome to the sandbox", "This account was seeded for development."],
    ]);
  });

  it("is written in the account's language for a player who signed up in Japanese or Russian", async () => {
    for (const [lang, expected] of [
      [
        "ja",
        [
          ["友達が登録しました", "friend さんがあなたの紹介コードで登録しました。"],
          ["サンドボックスへようこそ", "このアカウントは開発用に用意されたものです。"],
        ],
      ],
      [
        "ru",
        [
          ["Ваш друг присоединился", "friend зарегистрировался по вашему реферальному коду."],
          ["Добро пожаловать в песочницу", "Этот аккаунт создан для разработки."],
        ],
      ],
    ] as const) {
      const player = await playerIn(lang, `inbox${lang}`);
      await seedDemoInbox(sandbox.db, player.id, "friend", new Date(sandbox.clock.now()));
      // Stored in the language it was written in, whatever the request's language.
      const list = await sandbox.call("GET", "/api/notifications", { token: player.token });
      expect(list.body.data.data.map((n: any) => [n.title, n.body])).toEqual(expected);
      expect(list.body.data.data.every((n: any) => !n.is_read)).toBe(true);
    }
  });
});
