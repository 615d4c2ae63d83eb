/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely, as JSON */
/**
 * A tournament over HTTP, driven by real dice bets: it opens on schedule
 * (`player_new_tournament` to the signed-in players), the live leaderboard ranks by the best
 * multiplier with other players' names masked, bets under the minimum do not count; after the
 * end the job (run several times, concurrently too) finishes it once, awards the prizes by rank
 * once and notifies the winners; the cash prize is claimed once, the free-spin prize becomes a
 * free-spins bonus once.
 */
import { dec, fmt } from "@casino/rules";
import { fundedPlayer, gameOf, usdtBalance } from "../../test/play.ts";
import { useSandbox } from "../../test/harness.ts";
import { cashPrize } from "../prizes/prizes.ts";
import { pollUntil as until, sleep } from "../../test/polling.ts";
import { maskUsername } from "../users/public-name.ts";
import { finishDueTournaments } from "./jobs.ts";
import { diceGame, diceTournament } from "../../test/competitions.ts";

const sandbox = useSandbox();

type Player = Awaited<ReturnType<typeof fundedPlayer>>;

/** Dice bets until one wins; returns the winning multiplier. */
async function winDice(player: Player, target: number, amount = "1"): Promise<string> {
  for (let i = 0; i < 80; i += 1) {
    const res = await sandbox.call("POST", "/api/originals/dice/bet", {
      token: player.token,
      body: { entity_wallet_code: "USDT", amount, target, condition: "over" },
    });
    expect(res.status).toBe(201);
    if (dec(res.body.data.multiplier) > 0n) return res.body.data.multiplier;
  }
  throw new Error("no win in 80 dice bets");
}

it("runs a tournament from real bets: announced, ranked, finished once, prizes claimed once", async () => {
  const published: { event: string; userId: number | undefined; payload: any }[] = [];
  const stop = sandbox.app.realtime.onPublish((p) => published.push(p));
  const claimedEvents: any[] = [];
  const stopClaims = sandbox.app.services.events.on("prizeClaimed", (e) => claimedEvents.push(e));
  const [a, b, c] = [
    await fundedPlayer(sandbox, "toura", "200"),
    await fundedPlayer(sandbox, "tourb", "200"),
    await fundedPlayer(sandbox, "tourc", "200"),
  ];
  const dice = await gameOf(sandbox, "dice");
  const slot = await gameOf(sandbox, "slot");
  const start = sandbox.clock.now() + 60_000;
  const tournament = await diceTournament(sandbox.db, {
    slug: "test-dice-cup",
    title: "Test Dice Cup",
    rankingRule: "highest_multiplier",
    prizes: [
      {
        rankFrom: 1,
        rankTo: 1,
        value: cashPrize("7"),
      },
      {
        rankFrom: 2,
        rankTo: 2,
        value: {
          prize_type: "free_spin",
          prize_amount: null,
          prize_currency: null,
          free_spins_count: 5,
          free_spins_game_id: slot.id,
        },
      },
    ],
    startsAt: new Date(start),
    endsAt: new Date(start + 600_000),
  });
  expect((await sandbox.call("GET", "/api/tournaments/test-dice-cup")).status).toBe(404);

  // It starts: announced once to each signed-in player.
  sandbox.clock.advance(120_000);
  const announced = await until(
    async () => published.filter((p) => p.event === "player_new_tournament"),
    (events) => [a, b, c].every((p) => events.some((e) => e.userId === p.id)),
  );
  expect(announced.find((e) => e.userId === b.id)!.payload.tournament).toMatchObject({
    id: tournament.id,
    slug: "test-dice-cup",
    status: "live",
    scope: "single_games",
    ranking_rule: "highest_multiplier",
    prize_pool: "7",
    prize_currency: "USDT",
    min_bet: "0.50",
    participants_count: 0,
  });

  // Real play: A wins about x1.98, B about x3.96; C only bets under the minimum.
  const multiplierA = await winDice(a, 50);
  const multiplierB = await winDice(b, 75);
  for (let i = 0; i < 3; i += 1)
    await sandbox.call("POST", "/api/originals/dice/bet", {
      token: c.token,
      body: { entity_wallet_code: "USDT", amount: "0.1", target: 50, condition: "over" },
    });

  const board = `/api/tournaments/${tournament.id}/leaderboard`;
  const guest = await until(
    () => sandbox.call("GET", board),
    (res) =>
      res.body.data.total === 2 &&
      res.body.data.data[0]?.points === fmt(dec(multiplierB)) &&
      res.body.data.data[1]?.points === fmt(dec(multiplierA)),
  );
  expect(guest.body.data.data).toEqual([
    {
      rank: 1,
      username: maskUsername(b.username),
      vip_level: expect.any(Number),
      points: fmt(dec(multiplierB)),
      is_me: false,
      prize: expect.objectContaining({ prize_type: "cash", amount: "7.000000" }),
    },
    {
      rank: 2,
      username: maskUsername(a.username),
      vip_level: expect.any(Number),
      points: fmt(dec(multiplierA)),
      is_me: false,
      prize: expect.objectContaining({ prize_type: "free_spin", free_spins_count: 5 }),
    },
  ]);
  for (const row of guest.body.data.data)
    expect([a.username, b.username]).not.toContain(row.username);
  // The player sees their own name, the others masked.
  const mine = await sandbox.call("GET", board, { token: a.token });
  expect(mine.body.data.data.map((r: any) => [r.username, r.is_me])).toEqual([
    [maskUsername(b.username), false],
    [a.username, true],
  ]);
  const detail = await sandbox.call("GET", `/api/tournaments/${tournament.id}`, { token: a.token });
  expect(detail.body.data).toMatchObject({
    my_rank: 2,
    my_points: fmt(dec(multiplierA)),
    participants_count: 2,
    games: [{ id: dice.id, slug: "dice" }],
    prizes: [
      { rank_from: 1, rank_to: 1 },
      { rank_from: 2, rank_to: 2 },
    ],
  });
  const outsider = await sandbox.call("GET", "/api/tournaments/test-dice-cup", { token: c.token });
  expect(outsider.body.data).toMatchObject({ my_rank: null, my_points: null });

  // The end: the job (also on its timer) finishes it once, however often it runs.
  sandbox.clock.advance(15 * 60_000);
  const now = () => new Date(sandbox.clock.now());
  const runs = await Promise.all([
    finishDueTournaments(sandbox.app.services, now()),
    finishDueTournaments(sandbox.app.services, now()),
  ]);
  runs.push(await finishDueTournaments(sandbox.app.services, now()));
  expect(runs.reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(1);
  await until(
    () =>
      sandbox.db
        .selectFrom("tournaments")
        .select("finished_at")
        .where("id", "=", tournament.id)
        .executeTakeFirstOrThrow(),
    (row) => row.finished_at !== null,
  );
  expect(await finishDueTournaments(sandbox.app.services, now())).toBe(0);

  const prizesOf = async (p: Player) =>
    (await sandbox.call("GET", "/api/user/prizes", { token: p.token })).body.data.data as any[];
  const prizesB = await until(
    () => prizesOf(b),
    (list) => list.length > 0,
  );
  expect(prizesB).toHaveLength(1);
  expect(prizesB[0]).toMatchObject({
    source: "tournament",
    source_id: tournament.id,
    source_title: "Test Dice Cup",
    rank: 1,
    claim_status: 0,
    prize: { prize_type: "cash", amount: "7.000000", currency: "USDT" },
  });
  const prizesA = await prizesOf(a);
  expect(prizesA).toHaveLength(1);
  expect(prizesA[0]).toMatchObject({
    rank: 2,
    prize: { prize_type: "free_spin", free_spins_count: 5, free_spins_game: { id: slot.id } },
  });
  expect(prizesA[0].description).toMatch(/^5 free spins on /);
  expect(await prizesOf(c)).toEqual([]);
  const tournamentNotes = async (p: Player) =>
    (await sandbox.call("GET", "/api/notifications", { token: p.token })).body.data.data.filter(
      (n: any) => n.type === "tournament",
    );
  await until(
    () => tournamentNotes(a),
    (list) => list.length > 0,
  );
  expect(await tournamentNotes(a)).toHaveLength(1);
  expect(await tournamentNotes(b)).toHaveLength(1);
  expect((await tournamentNotes(b))[0].title).toBe("Tournament finished: rank 1");
  expect(await tournamentNotes(c)).toEqual([]);

  // Finished: listed as such, the leaderboard keeps the final ranks, late bets do not count.
  const finished = await sandbox.call("GET", "/api/tournaments?status=finished");
  expect(finished.body.data.data.map((t: any) => t.id)).toContain(tournament.id);
  await winDice(c, 10);
  await sleep(200);
  const final = await sandbox.call("GET", board);
  expect(final.body.data.total).toBe(2);
  expect(final.body.data.data.map((r: any) => r.rank)).toEqual([1, 2]);

  // B claims five times at once: one credit of 7 USDT.
  const balanceB = await usdtBalance(sandbox, b.token);
  const claims = await Promise.all(
    Array.from({ length: 5 }, () =>
      sandbox.call("POST", `/api/user/prizes/${prizesB[0].id}/claim`, { token: b.token }),
    ),
  );
  expect(claims.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422]);
  expect(await usdtBalance(sandbox, b.token)).toBe(fmt(dec(balanceB) + dec("7")));

  // A's free spins: a free-spins bonus of A's, `available` (no money moves yet), granted once.
  const balanceA = await usdtBalance(sandbox, a.token);
  const spinClaims = await Promise.all(
    Array.from({ length: 3 }, () =>
      sandbox.call("POST", `/api/user/prizes/${prizesA[0].id}/claim`, { token: a.token }),
    ),
  );
  expect(spinClaims.map((r) => r.status).sort()).toEqual([200, 422, 422]);
  const spins = spinClaims.find((r) => r.status === 200)!;
  expect(spins.body.data).toMatchObject({ claim_status: 1 });
  expect(await usdtBalance(sandbox, a.token)).toBe(balanceA);
  const available = await sandbox.call("GET", "/api/bonuses?tab=available", { token: a.token });
  const granted = available.body.data.data.filter((x: any) => x.type === "free_spins_offer");
  expect(granted).toHaveLength(1);
  expect(granted[0]).toMatchObject({
    status: "available",
    free_spins_count: 5,
    free_spins_game: expect.objectContaining({ id: slot.id }),
  });
  // Its name and description in the player's language (the tournament's title has none: kept).
  const inRussian = await sandbox.call("GET", "/api/bonuses?tab=available", {
    token: a.token,
    headers: { "x-localization": "ru" },
  });
  expect(inRussian.body.data.data.find((x: any) => x.id === granted[0].id)).toMatchObject({
    name: `5 фриспинов в ${granted[0].free_spins_game.name}`,
    description: expect.stringMatching(/^Ваш приз за «Test Dice Cup»: 5 вращений по 0,2 USDT/),
  });
  expect(
    published.filter(
      (p) =>
        p.event === "update_available_bonus" &&
        p.userId === a.id &&
        p.payload.bonus.type === "free_spins_offer",
    ),
  ).toEqual([
    expect.objectContaining({
      payload: expect.objectContaining({ bonus: expect.objectContaining({ id: granted[0].id }) }),
    }),
  ]);
  // Started from the bonuses dialog: the spins are played, their win is A's bonus money.
  const started = await sandbox.call("POST", `/api/bonuses/${granted[0].id}/claim`, {
    token: a.token,
  });
  expect(started.status).toBe(200);
  expect(["active", "completed"]).toContain(started.body.data.status);
  expect(claimedEvents).toEqual([
    expect.objectContaining({ userId: b.id, prizeType: "cash", currency: "USDT" }),
    expect.objectContaining({
      userId: a.id,
      prizeType: "free_spin",
      freeSpinsCount: 5,
      freeSpinsGameId: slot.id,
    }),
  ]);

  const audit = await sandbox.call("GET", "/dev/ledger/audit");
  expect(audit.body.data.mismatchedAccounts).toEqual([]);
  expect(audit.body.data.unbalancedTransfers).toEqual([]);
  stopClaims();
  stop();
});

it("counts every eligible game of a provider scope by wagering points", async () => {
  const player = await fundedPlayer(sandbox, "tourprov", "100");
  const dice = await diceGame(sandbox.db);
  const start = sandbox.clock.now() - 1000;
  const tournament = await diceTournament(sandbox.db, {
    slug: "test-originals-race",
    title: "Test Originals Race",
    scope: "providers",
    scopeIds: [dice.provider_id],
    startsAt: new Date(start),
    endsAt: new Date(start + 3_600_000),
    announcedAt: new Date(start),
  });
  const play = (game: string, amount: string, params: object) =>
    sandbox.call("POST", `/api/originals/${game}/bet`, {
      token: player.token,
      body: { entity_wallet_code: "USDT", amount, ...params },
    });
  expect((await play("dice", "2", { target: 50, condition: "over" })).status).toBe(201);
  expect((await play("limbo", "3", { target: 2 })).status).toBe(201);
  expect((await play("dice", "0.2", { target: 50, condition: "over" })).status).toBe(201);
  const detail = await until(
    () => sandbox.call("GET", `/api/tournaments/${tournament.slug}`, { token: player.token }),
    (res) => res.body.data.my_points !== null && Number(res.body.data.my_points) >= 4.9,
  );
  // 2 + 3 USD staked on two originals; the 0.2 USD bet is under the minimum.
  expect(Number(detail.body.data.my_points)).toBeCloseTo(5, 2);
  expect(detail.body.data).toMatchObject({
    my_rank: 1,
    scope: "providers",
    providers: [{ id: dice.provider_id, slug: "casino-originals" }],
    games: [],
    categories: [],
    prizes: [],
  });
});

it("dev endpoints create competitions that the job announces and finishes (random draw)", async () => {
  const published: { event: string; userId: number | undefined; payload: any }[] = [];
  const stop = sandbox.app.realtime.onPublish((p) => published.push(p));
  const player = await fundedPlayer(sandbox, "tourdev", "50");
  // A one-minute random draw on dice unless the body says otherwise.
  const devTournament = (body: Record<string, unknown>) =>
    sandbox.call("POST", "/dev/tournaments", {
      body: {
        scope: "single_games",
        scope_slugs: ["dice"],
        ranking_rule: "random",
        min_bet: "0.5",
        prizes: [],
        duration_seconds: 60,
        ...body,
      },
    });
  const cash = (rank_from: number, rank_to: number, amount: string) => ({
    rank_from,
    rank_to,
    prize: { prize_type: "cash", amount },
  });
  const bad = await devTournament({ slug: "dev-bad", title: "Bad", scope_slugs: ["no-such-game"] });
  expect(bad.status).toBe(422);
  const overlap = await devTournament({
    slug: "dev-overlap",
    title: "Overlap",
    prizes: [cash(1, 2, "1"), cash(2, 3, "1")],
  });
  expect(overlap.status).toBe(422);
  // Free spins are played by the slot engine: a free-spin prize on dice is refused.
  const notSlot = await devTournament({
    slug: "dev-not-slot",
    title: "Not a slot",
    prizes: [
      {
        rank_from: 1,
        rank_to: 1,
        prize: { prize_type: "free_spin", free_spins_count: 5, free_spins_game_slug: "dice" },
      },
    ],
  });
  expect(notSlot.status).toBe(422);
  expect(JSON.stringify(notSlot.body)).toContain("free_spins_game_slug");

  const created = await devTournament({
    slug: "dev-dice-draw",
    title: "Dev <b>Dice</b> Draw",
    prizes: [cash(1, 3, "2")],
  });
  expect(created.status).toBe(201);
  const id = created.body.data.id;
  expect((await sandbox.call("POST", "/dev/competitions/run")).status).toBe(200);
  expect(
    published.some(
      (p) =>
        p.event === "player_new_tournament" &&
        p.userId === player.id &&
        p.payload.tournament.id === id,
    ),
  ).toBe(true);

  await winDice(player, 50);
  await until(
    () => sandbox.call("GET", `/api/tournaments/${id}/leaderboard`),
    (res) => res.body.data.total === 1,
  );
  sandbox.clock.advance(120_000);
  await sandbox.call("POST", "/dev/competitions/run");
  const prizes = await until(
    async () =>
      (await sandbox.call("GET", "/api/user/prizes", { token: player.token })).body.data
        .data as any[],
    (list) => list.some((p) => p.source === "tournament" && p.source_id === id),
  );
  expect(prizes.find((p) => p.source_id === id)).toMatchObject({ rank: 1, claim_status: 0 });
  // The inbox body is HTML: the title is escaped there.
  const inbox = await until(
    async () =>
      (await sandbox.call("GET", "/api/notifications", { token: player.token })).body.data
        .data as any[],
    (list) => list.some((n) => n.type === "tournament"),
  );
  const note = inbox.find((n) => n.type === "tournament");
  expect(note.body).toContain("Dev &lt;b&gt;Dice&lt;/b&gt; Draw");
  expect(note.body).not.toContain("<b>");
  stop();
});

it("pictures every tournament: a game's art, a provider's logo, or a drawn cup for a category", async () => {
  const list = await sandbox.call("GET", "/api/tournaments?status=live");
  expect(list.status).toBe(200);
  const tournaments = list.body.data.data as any[];
  const image = (slug: string) => tournaments.find((t) => t.slug === slug)?.image as string;
  expect(image("dice-multiplier-week")).toMatch(/\/static\/games\/dice\.svg\?v=\d+$/);
  expect(image("originals-wager-race")).toMatch(/\/static\/providers\/[a-z0-9-]+\.svg\?v=\d+$/);
  const cup = image("slots-lucky-draw");
  expect(cup).toMatch(/\/static\/tournaments\/slots-lucky-draw\.svg\?v=\d+$/);
  const drawn = await fetch(cup);
  expect(drawn.status).toBe(200);
  expect(drawn.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  expect(await drawn.text()).toMatch(/^<svg [^>]*viewBox="0 0 1280 720"/);
  expect((await fetch(cup.replace("slots-lucky-draw", "no-such-tournament"))).status).toBe(404);
});
