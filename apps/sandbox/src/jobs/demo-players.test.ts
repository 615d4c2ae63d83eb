/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely, as JSON */
/**
 * The lobby shows only real bets: with `SANDBOX_DEMO_PLAYERS=2` two demo accounts sign up once,
 * are funded by simulated deposits and bet for real on the originals and the demo slot; every bet on the public
 * feeds, the live-wins lists and the biggest wins is a settled round in the database on a game of
 * the catalogue; the ledger stays balanced; the synthetic load of `POST /dev/bets` is marked as
 * development data and never reaches a list of wins.
 */
import { dec } from "@casino/rules";
import { usePublished } from "../test/events.ts";
import { useSandbox } from "../test/harness.ts";
import { pollUntil } from "../test/polling.ts";
import { DEV_LOAD_PLAYER } from "../dev/bet-load.ts";
import { signedInPlayer } from "../test/accounts.ts";
import { demoEmail, ensureDemoPlayers, fundDemoPlayer, placeDemoBet } from "./demo-players.ts";

const sandbox = useSandbox({ demoPlayers: 2, demoBetIntervalMs: 150 });
const published = usePublished(sandbox);

const demoIds = async () =>
  (
    await sandbox.db
      .selectFrom("users")
      .select("id")
      .where("email", "in", [demoEmail(0), demoEmail(1), demoEmail(2)])
      .orderBy("id")
      .execute()
  ).map((u) => u.id);

/** The catalogue row of a feed's game (by id and slug), or undefined when there is none. */
const catalogueGame = (game: { id: number; slug: string }) =>
  sandbox.db
    .selectFrom("games")
    .select(["id", "slug", "name"])
    .where("id", "=", game.id)
    .where("slug", "=", game.slug)
    .executeTakeFirst();

async function expectAuditBalanced() {
  const audit = (await sandbox.call("GET", "/dev/ledger/audit")).body.data;
  expect(audit.mismatchedAccounts).toEqual([]);
  expect(audit.unbalancedTransfers).toEqual([]);
  for (const total of Object.values(audit.totals)) expect(dec(total as string)).toBe(0n);
}

it("two demo players sign up once, are funded by deposits and bet for real: feeds, history, ledger", async () => {
  const latest = await pollUntil(
    async () => (await sandbox.call("GET", "/api/games/live-wins/list?type=lastest_bet")).body.data,
    (bets: any[]) => bets.length >= 6,
    { what: "six demo bets in the latest-bets feed", tries: 400, everyMs: 100 },
  );
  const ids = await demoIds();
  expect(ids).toHaveLength(2);
  const players = await sandbox.db.selectFrom("users").selectAll().where("id", "in", ids).execute();
  for (const player of players) {
    expect(player.email_verified_at).not.toBeNull();
    expect(player.terms_accepted_at).not.toBeNull();
    expect(player.referral_code).toMatch(/^[A-Z0-9]{10}$/);
  }

  // Every listed bet is a settled round of a demo player on a catalogue game.
  const rounds = await sandbox.db
    .selectFrom("game_rounds")
    .select(["id", "user_id", "game_id", "game_slug", "status"])
    .where(
      "id",
      "in",
      latest.map((b: any) => Number(b.id)),
    )
    .execute();
  expect(rounds).toHaveLength(latest.length);
  for (const round of rounds) {
    expect(ids).toContain(round.user_id);
    expect(round.status).toBe("settled");
    expect(await catalogueGame({ id: round.game_id, slug: round.game_slug })).toBeDefined();
  }

  // Funded through the chain-deposit path: confirmed deposits, before any bet.
  const bettors = [...new Set(rounds.map((r) => r.user_id))];
  const deposits = await sandbox.db
    .selectFrom("wallet_transactions")
    .select(["user_id", "status", "code"])
    .where("type", "=", "deposit")
    .where("user_id", "in", bettors)
    .execute();
  for (const bettor of bettors)
    expect(deposits.filter((d) => d.user_id === bettor && d.status === "confirmed")).not.toEqual(
      [],
    );

  // The player's own gaming history lists the same bets.
  const bettor = players.find((p) => p.id === bettors[0])!;
  const { token } = await sandbox.app.services.sessions.issue(bettor.id, "email");
  const history = await sandbox.call("GET", "/api/user/gaming-history?per_page=100", { token });
  expect(history.status).toBe(200);
  const ownRounds = rounds.filter((r) => r.user_id === bettor.id).map((r) => r.id);
  const historyBets = history.body.data.data.map((t: any) => t.bet_id);
  for (const id of ownRounds) expect(historyBets).toContain(id);

  await expectAuditBalanced();

  // A restart finds the same accounts: none is created again; a third is added when asked.
  const again = await ensureDemoPlayers(sandbox.app.services, 2);
  expect(again.map((u) => u.id).sort()).toEqual(ids);
  const three = await ensureDemoPlayers(sandbox.app.services, 3);
  expect(three.slice(0, 2).map((u) => u.id)).toEqual(again.map((u) => u.id));
  expect(await demoIds()).toHaveLength(3);
});

it("puts only settled rounds on catalogue games on the public feeds, the live wins and the biggest wins", async () => {
  const feed = published.filter((e) => e.channel === "bets");
  expect(feed.length).toBeGreaterThanOrEqual(6);
  for (const event of feed) {
    const bet = (event.payload as any).bet;
    const round = await sandbox.db
      .selectFrom("game_rounds")
      .select(["game_id", "game_slug", "status", "stake_usd"])
      // A bet that is not a round of this casino has no numeric id: no row.
      .where("id", "=", /^\d+$/.test(bet.id) ? Number(bet.id) : -1)
      .executeTakeFirst();
    expect({ id: bet.id, round }).toEqual({
      id: bet.id,
      round: expect.objectContaining({
        game_id: bet.game.id,
        game_slug: bet.game.slug,
        status: "settled",
      }),
    });
    expect(await catalogueGame(bet.game)).toMatchObject({ name: bet.game.name });
  }

  const lists = [
    ...(await sandbox.call("GET", "/api/games/live-wins/list?type=lastest_bet")).body.data,
    ...(await sandbox.call("GET", "/api/games/live-wins/list?type=high_roller")).body.data,
    ...(await sandbox.call("GET", "/api/games/highest-win-amount/list?time_range=day&limit=20"))
      .body.data,
    ...(await sandbox.call("GET", "/api/games/highest-win-amount/list?time_range=week&limit=20"))
      .body.data,
  ];
  expect(lists.length).toBeGreaterThan(0);
  for (const item of lists) {
    // The tile opens the game: the catalogue answers for its slug.
    const game = await sandbox.call("GET", `/api/games/${item.game.slug}`);
    expect({ slug: item.game.slug, status: game.status }).toEqual({
      slug: item.game.slug,
      status: 200,
    });
    expect(game.body.data.id).toBe(item.game.id);
    // Modest stakes: nothing near the invented five- and six-figure wins.
    expect(Number(item.fiat_bet_amount ?? 0)).toBeLessThanOrEqual(10);
  }
});

it("marks the synthetic load of POST /dev/bets as development data that never reaches a list of wins", async () => {
  const before = published.length;
  const sent = await sandbox.call("POST", "/dev/bets", { body: { count: 20 } });
  expect(sent.status).toBe(200);
  expect(sent.body.data).toHaveLength(20);
  for (const bet of sent.body.data) {
    expect(bet).toMatchObject({
      id: expect.stringMatching(/^dev-load-/),
      username: DEV_LOAD_PLAYER,
      fiat_payout_amount: "0.00",
    });
    expect(dec(bet.payout_amount)).toBe(0n);
    expect(await catalogueGame(bet.game)).toMatchObject({ name: bet.game.name });
  }
  const events = published.slice(before).filter((e) => e.channel === "bets");
  expect(events.length).toBeGreaterThanOrEqual(20);
  const ids = new Set(sent.body.data.map((b: any) => b.id));
  const lists = [
    ...(await sandbox.call("GET", "/api/games/live-wins/list?type=lastest_bet")).body.data,
    ...(await sandbox.call("GET", "/api/games/live-wins/list?type=high_roller")).body.data,
    ...(await sandbox.call("GET", "/api/games/highest-win-amount/list?time_range=day&limit=50"))
      .body.data,
  ];
  for (const item of lists) {
    expect(ids.has(item.id)).toBe(false);
    expect(item.username).not.toBe(DEV_LOAD_PLAYER);
  }
  await expectAuditBalanced();
});

it("plays the demo slot through a seamless-wallet session as the slot page does: settled rounds, one session", async () => {
  const services = sandbox.app.services;
  // A player of this test's own (the demo job never bets for it), funded as demo players are.
  const player = await signedInPlayer(sandbox, "slotdemo");
  const { id: userId } = await sandbox.db
    .selectFrom("users")
    .select("id")
    .where("username", "=", player.username)
    .executeTakeFirstOrThrow();
  await fundDemoPlayer(services, userId);
  // The draws: the smallest stake, then the last game choice (the slot), its first slot and level.
  const slotDraws = (n: number) => (n === 6 ? 5 : 0);
  await placeDemoBet(services, userId, slotDraws);
  await placeDemoBet(services, userId, slotDraws);

  const rounds = await sandbox.db
    .selectFrom("game_rounds")
    .innerJoin("games", "games.id", "game_rounds.game_id")
    .select(["game_rounds.status", "games.engine", "game_rounds.game_id"])
    .where("game_rounds.user_id", "=", userId)
    .execute();
  expect(rounds).toHaveLength(2);
  for (const round of rounds) expect(round).toMatchObject({ engine: "slot", status: "settled" });
  // The second spin played in the session the first one opened.
  const sessions = await sandbox.db
    .selectFrom("game_sessions")
    .select(["mode", "wallet_code"])
    .where("user_id", "=", userId)
    .execute();
  expect(sessions).toEqual([{ mode: "real", wallet_code: "USDT" }]);
  await expectAuditBalanced();
});
