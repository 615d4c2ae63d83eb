/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely, as JSON */
/**
 * What subscribes to settled bets, over HTTP: the gaming history (filters, paging, UTC day
 * range; transactions and rounds), the realtime bet feeds (public, high roller, the player's own), the live-wins lists
 * and the highest wins, all from real bets of the originals.
 */
import { dec } from "@casino/rules";
import { creditWin, placeBet, rollbackBet, settleBet, settleRound } from "./pipeline.ts";
import { usePublished } from "../../test/events.ts";
import { useSandbox } from "../../test/harness.ts";
import { fundedPlayer } from "../../test/play.ts";
import { pollUntil } from "../../test/polling.ts";
import { maskUsername } from "../users/public-name.ts";

const sandbox = useSandbox();
const published = usePublished(sandbox);

it("records every bet and win in the gaming history, filtered and paged", async () => {
  const p = await fundedPlayer(sandbox, "histplay", "500");
  const bets: any[] = [];
  for (let i = 0; i < 6; i++) {
    const res = await sandbox.call("POST", "/api/originals/dice/bet", {
      token: p.token,
      body: { entity_wallet_code: "USDT", amount: "1", target: 60, condition: "under" },
    });
    bets.push(res.body.data);
  }
  await sandbox.call("POST", "/api/originals/keno/bet", {
    token: p.token,
    body: { entity_wallet_code: "USDT", amount: "2", picks: [1, 2, 3] },
  });
  const wins = bets.filter((b) => b.win).length;
  const all = await sandbox.call("GET", "/api/user/gaming-history?per_page=100", {
    token: p.token,
  });
  expect(all.status).toBe(200);
  const keno = all.body.data.data.filter((t: any) => t.game.slug === "keno");
  expect(all.body.data.total).toBe(
    7 + wins + keno.filter((t: any) => t.type === "game_win").length,
  );
  expect(all.body.data.data[0]).toMatchObject({
    type: expect.stringMatching(/^game_(bet|win)$/),
    mode: "real",
    entity_wallet_code: "USDT",
    provider: { name: expect.any(String) },
  });
  // Each transaction names its bet: the originals' lookup (the bet details link) finds it.
  const newest = all.body.data.data[0];
  expect(newest.bet_id).toEqual(expect.any(Number));
  const lookedUp = await sandbox.call("GET", `/api/originals/bets/${newest.bet_id}`);
  expect(lookedUp.body.data.game.slug).toBe(newest.game.slug);
  const onlyWins = await sandbox.call("GET", "/api/user/gaming-history?types[]=game_win", {
    token: p.token,
  });
  expect(onlyWins.body.data.data.every((t: any) => t.type === "game_win")).toBe(true);
  for (const win of onlyWins.body.data.data) expect(win.multiplier).not.toBeNull();
  const diceId = bets[0].game.id;
  const dice = await sandbox.call(
    "GET",
    `/api/user/gaming-history?types[]=game_bet&game_id=${diceId}&per_page=2&page=2`,
    { token: p.token },
  );
  expect(dice.body.data).toMatchObject({ total: 6, current_page: 2, last_page: 3 });
  const today = new Date(sandbox.clock.now()).toISOString().slice(0, 10);
  const inRange = await sandbox.call("GET", `/api/user/gaming-history?from=${today}&to=${today}`, {
    token: p.token,
  });
  expect(inRange.body.data.total).toBe(all.body.data.total);
  const fun = await sandbox.call("GET", "/api/user/gaming-history?mode=fun", { token: p.token });
  expect(fun.body.data.total).toBe(0);
  const bad = await sandbox.call("GET", "/api/user/gaming-history?from=2026-02-02&to=2026-02-01", {
    token: p.token,
  });
  expect(bad.status).toBe(422);
  const other = await fundedPlayer(sandbox, "histother", "0");
  const empty = await sandbox.call("GET", "/api/user/gaming-history", { token: other.token });
  expect(empty.body.data.total).toBe(0);
});

it("groups each round's bet, win and rollback under the round, with stake, payout, multiplier and result", async () => {
  const p = await fundedPlayer(sandbox, "roundplay", "100");
  const services = sandbox.app.services;
  const slot = (roundId: string, externalId: string, amount: string) => ({
    gameId: 101,
    gameSlug: "demo-slot",
    userId: p.id,
    walletCode: "USDT",
    amount: dec(amount),
    roundId,
    source: "slot" as const,
    externalId,
  });
  // A won round: its bet and its win; a lost one; one rolled back; one still open.
  await placeBet(services, slot("rg-won", "rg-b1", "4"));
  sandbox.clock.advance(1000);
  await creditWin(services, { ...slot("rg-won", "rg-w1", "10"), betExternalId: "rg-b1" });
  await settleRound(services, { userId: p.id, source: "slot", roundId: "rg-won" });
  sandbox.clock.advance(1000);
  await settleBet(services, { ...slot("rg-lost", "rg-b2", "3"), payout: 0n });
  sandbox.clock.advance(1000);
  await placeBet(services, slot("rg-back", "rg-b3", "5"));
  await rollbackBet(services, {
    userId: p.id,
    source: "slot",
    externalId: "rg-rb3",
    betExternalId: "rg-b3",
  });
  sandbox.clock.advance(1000);
  await placeBet(services, slot("rg-open", "rg-b4", "2"));
  sandbox.clock.advance(1000);
  const dice = await sandbox.call("POST", "/api/originals/dice/bet", {
    token: p.token,
    body: { entity_wallet_code: "USDT", amount: "1", target: 50.5, condition: "under" },
  });

  const res = await sandbox.call("GET", "/api/user/gaming-history/rounds?per_page=10", {
    token: p.token,
  });
  expect(res.status).toBe(200);
  const rounds = res.body.data.data;
  expect(res.body.data).toMatchObject({ total: 5, current_page: 1, last_page: 1 });
  expect(rounds.map((r: any) => r.round_id).slice(1)).toEqual([
    "rg-open",
    "rg-back",
    "rg-lost",
    "rg-won",
  ]);
  const [original, open, back, lost, won] = rounds;
  // The original's round is the bet the player placed: the same id opens its details.
  expect(original).toMatchObject({
    id: dice.body.data.id,
    game: { slug: "dice" },
    stake: "1.000000",
    payout: dice.body.data.payout,
    result: dice.body.data.win ? "win" : "loss",
  });
  expect(won).toMatchObject({
    game: { id: 101 },
    entity_wallet_code: "USDT",
    mode: "real",
    stake: "4.000000",
    payout: "10.000000",
    multiplier: "2.5",
    result: "win",
    settled_at: expect.any(String),
  });
  expect(won.transactions.map((t: any) => [t.type, t.amount])).toEqual([
    ["game_bet", "4.000000"],
    ["game_win", "10.000000"],
  ]);
  // The transaction list names the same round on both rows.
  const moves = await sandbox.call("GET", "/api/user/gaming-history?game_id=101", {
    token: p.token,
  });
  const ofWon = moves.body.data.data.filter((t: any) => t.round_id === "rg-won");
  expect(new Set(ofWon.map((t: any) => t.bet_id))).toEqual(new Set([won.id]));
  expect(lost).toMatchObject({ payout: "0.000000", multiplier: "0", result: "loss" });
  expect(back).toMatchObject({ stake: "0.000000", multiplier: null, result: "refunded" });
  expect(back.transactions.map((t: any) => [t.type, t.amount])).toEqual([
    ["game_bet", "5.000000"],
    ["game_rollback", "5.000000"],
  ]);
  expect(open).toMatchObject({ result: "open", multiplier: null, settled_at: null });

  const onlySlot = await sandbox.call("GET", "/api/user/gaming-history/rounds?game_id=101", {
    token: p.token,
  });
  expect(onlySlot.body.data.total).toBe(4);
  const fun = await sandbox.call("GET", "/api/user/gaming-history/rounds?mode=fun", {
    token: p.token,
  });
  expect(fun.body.data.total).toBe(0);
  const bad = await sandbox.call(
    "GET",
    "/api/user/gaming-history/rounds?from=2026-02-02&to=2026-02-01",
    { token: p.token },
  );
  expect(bad.status).toBe(422);
  expect((await sandbox.call("GET", "/api/user/gaming-history/rounds")).status).toBe(401);
  const other = await fundedPlayer(sandbox, "roundother", "0");
  const none = await sandbox.call("GET", "/api/user/gaming-history/rounds", { token: other.token });
  expect(none.body.data.total).toBe(0);
});

it("publishes real bets to the feeds and lists them as live and highest wins", async () => {
  const p = await fundedPlayer(sandbox, "feedplay", "5000");
  const res = await sandbox.call("POST", "/api/originals/limbo/bet", {
    token: p.token,
    body: { entity_wallet_code: "USDT", amount: "600", target: 1.01 },
  });
  const bet = res.body.data;
  const id = String(bet.id);
  const events = await pollUntil(
    async () => published.filter((e) => (e.payload as any)?.bet?.id === id),
    (found) => found.length === 3,
    { what: "the bet's three feed events", everyMs: 10 },
  );
  expect(events.map((e) => [e.channel, e.event, e.userId])).toEqual([
    ["bets", "transaction_latest_bet", undefined],
    ["bets", "transaction_high_roller_bet", undefined],
    [expect.stringContaining(String(p.id)), "transaction_latest_bet", p.id],
  ]);
  expect((events[0]!.payload as any).bet).toMatchObject({
    username: maskUsername(p.username),
    bet_amount: "600.000000",
    fiat_bet_amount: "600.00",
    game: { slug: "limbo" },
  });

  const latest = await sandbox.call("GET", "/api/games/live-wins/list?type=lastest_bet");
  expect(latest.body.data[0]).toMatchObject({ id, username: maskUsername(p.username) });
  const high = await sandbox.call("GET", "/api/games/live-wins/list?type=high_roller");
  expect(high.body.data.map((b: any) => b.id)).toContain(id);
  expect(high.body.data.every((b: any) => dec(b.fiat_bet_amount) >= dec(500))).toBe(true);
  const mineAnon = await sandbox.call("GET", "/api/games/live-wins/list?type=user_lastest_bet");
  expect(mineAnon.status).toBe(401);
  const mine = await sandbox.call("GET", "/api/games/live-wins/list?type=user_lastest_bet", {
    token: p.token,
  });
  expect(mine.body.data.map((b: any) => b.id)).toEqual([id]);
});

it("ranks the biggest wins of the last hour, day and week", async () => {
  const p = await fundedPlayer(sandbox, "winsplay", "100");
  await settleBet(sandbox.app.services, {
    userId: p.id,
    walletCode: "USDT",
    amount: dec("10"),
    payout: dec("98765"),
    gameId: 4242,
    gameSlug: "lucky-reels",
    roundId: "wins-big",
    source: "slot",
    externalId: "wins-big-bet",
  });
  const highest = await sandbox.call("GET", "/api/games/highest-win-amount/list?time_range=live");
  expect(highest.body.data[0]).toMatchObject({
    rank: 1,
    username: maskUsername(p.username),
    win_amount: "98765.000000",
    fiat_win_amount: "98765.00",
    multiplier: "9876.5",
    game: { id: 4242, slug: "lucky-reels", name: "Lucky Reels" },
  });
  sandbox.clock.advance(2 * 3_600_000);
  const later = await sandbox.call("GET", "/api/games/highest-win-amount/list?time_range=live");
  expect(later.body.data.map((w: any) => w.win_amount)).not.toContain("98765.000000");
  const week = await sandbox.call("GET", "/api/games/highest-win-amount/list?time_range=week");
  expect(week.body.data[0]).toMatchObject({ rank: 1, win_amount: "98765.000000" });
});

it("shows any settled bet by id to a stranger: masked player, seeds only of an original, server seed once revealed", async () => {
  const p = await fundedPlayer(sandbox, "betbyid", "100");
  const slot = await settleBet(sandbox.app.services, {
    userId: p.id,
    walletCode: "USDT",
    amount: dec("4"),
    payout: dec("10"),
    gameId: 4242,
    gameSlug: "lucky-reels",
    roundId: "by-id-slot",
    source: "slot",
    externalId: "by-id-slot-bet",
  });
  const slotRound = await sandbox.app.services.db
    .selectFrom("game_rounds")
    .select("id")
    .where("round_id", "=", "by-id-slot")
    .executeTakeFirstOrThrow();
  expect(slot).toBeTruthy();
  const masked = `${[...p.username].slice(0, 2).join("")}***${[...p.username].at(-1)}`;

  // No token: anyone with the link sees it.
  const shown = await sandbox.call("GET", `/api/bets/${slotRound.id}`);
  expect(shown.status).toBe(200);
  expect(shown.body.data).toEqual({
    id: String(slotRound.id),
    game: expect.objectContaining({ slug: "lucky-reels", name: "Lucky Reels" }),
    player: masked,
    entity_wallet_code: "USDT",
    bet_amount: "4.000000",
    payout_amount: "10.000000",
    multiplier: "2.5",
    fiat_bet_amount: "4.00",
    fiat_payout_amount: "10.00",
    fiat_currency: "USD",
    original: null,
    fairness: null,
    created_at: expect.any(String),
  });
  expect(JSON.stringify(shown.body.data)).not.toContain(p.username);

  const placed = await sandbox.call("POST", "/api/originals/dice/bet", {
    token: p.token,
    body: { entity_wallet_code: "USDT", amount: "1", target: 50.5, condition: "under" },
  });
  const original = await sandbox.call("GET", `/api/bets/${placed.body.data.id}`);
  expect(original.body.data).toMatchObject({
    game: { slug: "dice" },
    player: masked,
    original: {
      game: "dice",
      params: { target: 50.5, condition: "under" },
      outcome: placed.body.data.outcome,
    },
    fairness: {
      server_seed_hash: placed.body.data.fairness.server_seed_hash,
      server_seed: null,
      client_seed: placed.body.data.fairness.client_seed,
      nonce: placed.body.data.fairness.nonce,
      formula_version: 2,
    },
  });
  await sandbox.call("POST", "/api/fair/seeds/rotate", { token: p.token });
  const revealed = await sandbox.call("GET", `/api/bets/${placed.body.data.id}`);
  expect(revealed.body.data.fairness.server_seed).toMatch(/^[0-9a-f]{64}$/);

  expect((await sandbox.call("GET", "/api/bets/2147483647")).status).toBe(404);
  expect((await sandbox.call("GET", "/api/bets/0")).status).toBe(422);
});
