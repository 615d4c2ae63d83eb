/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely, as JSON */
/**
 * Loyalty journeys over HTTP, driven by real play through the originals' endpoints: a player
 * reaches VIP levels and gets each level-up reward once (with `level_progress` and an inbox
 * notification); a losing player's cashback is computed by the scheduled job
 * (`ready_claim_cashback`) only once the period of their level closes (a week for the lower
 * levels, a day from Token Tosser up) and credited once under concurrent claims; the login reward once per
 * UTC day; a referred friend qualifies by wagering and the referrer is credited once; the claim
 * rate limit; the ledger audit stays clean.
 */
import { dec, div, fmt, mul, truncate } from "@casino/rules";
import { auditLedger } from "../../lib/ledger.ts";
import { newPlayer, signedInPlayer, signIn, verifyFromOutbox } from "../../test/accounts.ts";
import { usePublished } from "../../test/events.ts";
import { useSandbox } from "../../test/harness.ts";
import { fundedPlayer, settledRound, usdtBalance } from "../../test/play.ts";
import { diceGame } from "../../test/competitions.ts";
import { until } from "../../test/realtime-client.ts";
import { betSettledPayload } from "../bets/pipeline.ts";
import { computeCashback } from "./cashback.ts";
import { LOYALTY_CLAIMS } from "./handlers.ts";
import { LEVELS, periodAt, type CashbackPeriodKind } from "./rules.ts";
import { CATCH_UP_AFTER_MS, countBet } from "./vip.ts";
import { referralStep } from "../referral/referrals.ts";

const sandbox = useSandbox();
const published = usePublished(sandbox);

const DAY = 86_400_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signs a player in again (a session lapses when the clock moves a week). */
async function signInAgain(p: { username: string; password: string; token: string }) {
  p.token = await signIn(sandbox, p);
}

/** Moves the clock to `before` ms before the running period of a kind closes (UTC). */
function moveToClose(kind: CashbackPeriodKind, before: number): string {
  const end = periodAt(sandbox.clock.now(), kind).end;
  sandbox.clock.advance(Math.max(0, end.getTime() - before - sandbox.clock.now()));
  return end.toISOString();
}

function eventsOf(userId: number, event: string): any[] {
  return published
    .filter((p) => p.userId === userId && p.event === event)
    .map((p) => p.payload as any);
}

/** Waits until the player has had `count` events of a kind. */
async function nth(userId: number, event: string, count: number): Promise<any> {
  await until(() => eventsOf(userId, event).length >= count, 5_000, `${event} #${count}`);
  return eventsOf(userId, event)[count - 1];
}

async function bet(token: string, game: "dice" | "limbo", amount: string) {
  const params =
    game === "dice" ? { target: 98, condition: "under" } : { target: 1_000_000 /* ~1e-6 */ };
  const res = await sandbox.call("POST", `/api/originals/${game}/bet`, {
    token,
    body: { entity_wallet_code: "USDT", amount, ...params },
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; payout: string };
}

const get = (token: string, path: string) => sandbox.call("GET", path, { token });

it("declares the five levels and the star rule", async () => {
  const levels = (await sandbox.call("GET", "/api/levels")).body.data;
  expect(levels.map((l: any) => [l.level, l.name, l.stars_required])).toEqual([
    [0, "No level", 0],
    [1, "Pixel Pioneer", 100],
    [2, "Byte Bandit", 1000],
    [3, "Token Tosser", 5000],
    [4, "Chain Commander", 25000],
    [5, "Punk Overlord", 100000],
  ]);
  expect(levels[1]).toMatchObject({
    cashback_percent: "5",
    rakeback_percent: "5",
    level_up_bonus: "1",
    login_reward: "0.10",
    currency: "USD",
  });
  expect(levels[0]).toMatchObject({ level_up_bonus: null, login_reward: null });
  // The rule table's periods (rules.test.ts pins them: weekly below Token Tosser, daily from it).
  expect(levels.map((l: any) => l.cashback_period)).toEqual(LEVELS.map((l) => l.cashbackPeriod));
  const stars = (await sandbox.call("GET", "/api/settings/vip-system/star")).body.data;
  expect(stars).toMatchObject({ wager_per_star: "1", currency: "USD" });
  expect(stars.levels).toHaveLength(6);
});

it("lists each level's benefits as data, the same in every language", async () => {
  const levels = (await sandbox.call("GET", "/api/levels")).body.data;
  expect(levels[0].benefits).toEqual([{ kind: "stars_to_unlock", stars: 100 }]);
  expect(levels[3].benefits).toEqual([
    { kind: "cashback", percent: "10", period: "daily" },
    { kind: "rakeback", percent: "10" },
    { kind: "level_up_bonus", amount: "50.00", currency: "USD" },
    { kind: "daily_login_reward", amount: "0.50", currency: "USD" },
  ]);
  expect(levels[2].benefits[0]).toEqual({ kind: "cashback", percent: "7.5", period: "weekly" });
  const russian = await sandbox.call("GET", "/api/levels", {
    headers: { "x-localization": "ru" },
  });
  expect(russian.body.data.map((l: any) => l.benefits)).toEqual(levels.map((l: any) => l.benefits));
});

it("reaches VIP levels by playing dice, live progress after each bet, each reward once", async () => {
  const p = await fundedPlayer(sandbox, "vip", "2000");
  expect((await get(p.token, "/api/user/level-information")).body.data).toMatchObject({
    level: 0,
    stars: 0,
    next_level: 1,
  });
  let expected = dec("2000");

  const first = await bet(p.token, "dice", "60");
  expected += dec(first.payout) - dec("60");
  expect(await nth(p.id, "level_progress", 1)).toEqual({
    progress: expect.objectContaining({ level: 0, stars: 60, progress_percent: 60 }),
    leveled_up: false,
  });

  const second = await bet(p.token, "dice", "60");
  expected += dec(second.payout) - dec("60") + dec("1");
  expect(await nth(p.id, "level_progress", 2)).toEqual({
    progress: expect.objectContaining({ level: 1, name: "Pixel Pioneer", stars: 120 }),
    leveled_up: true,
  });
  await nth(p.id, "new_notification", 1);

  // One bet jumps to level 2: its reward (10) is credited, level 1's is not paid again.
  const third = await bet(p.token, "dice", "900");
  expected += dec(third.payout) - dec("900") + dec("10");
  expect(await nth(p.id, "level_progress", 3)).toMatchObject({
    progress: { level: 2, name: "Byte Bandit", stars: 1020, next_level: 3 },
    leveled_up: true,
  });
  await nth(p.id, "new_notification", 2);

  // A second delivery of the same settled bet counts nothing and pays nothing.
  const round = await sandbox.db
    .selectFrom("game_rounds")
    .selectAll()
    .where("user_id", "=", p.id)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  expect(await countBet(sandbox.app.services, betSettledPayload(round), referralStep)).toBe(false);

  expect(await usdtBalance(sandbox, p.token)).toBe(fmt(expected));
  expect((await get(p.token, "/api/user/star-information")).body.data).toEqual({
    stars: 1020,
    lifetime_stars: 1020,
    wagered_towards_next_star: "0.00",
    wager_per_star: "1",
    currency: "USD",
  });
  expect((await get(p.token, "/api/user/information")).body.data.vip_level).toBe(2);
  const inbox = (await get(p.token, "/api/notifications")).body.data.data;
  expect(inbox.filter((n: any) => n.type === "vip").map((n: any) => n.title)).toEqual([
    "Welcome to Byte Bandit",
    "Welcome to Pixel Pioneer",
  ]);
  const credits = await sandbox.db
    .selectFrom("loyalty_credits")
    .select(["key", "amount"])
    .where("user_id", "=", p.id)
    .orderBy("key")
    .execute();
  expect(credits.map((c) => [c.key, fmt(dec(c.amount))])).toEqual([
    ["level:1", "1"],
    ["level:2", "10"],
  ]);
  // Both rewards are listed among the prizes, credited already: a claim credits nothing more.
  const prizes = (await get(p.token, "/api/user/prizes")).body.data.data;
  expect(prizes.filter((x: any) => x.source === "level_up")).toEqual([
    expect.objectContaining({
      source_id: 2,
      source_title: "VIP level 2: Byte Bandit",
      rank: null,
      claim_status: 1,
      claimed_at: expect.any(String),
      prize: expect.objectContaining({ prize_type: "cash", amount: "10.000000", currency: "USDT" }),
    }),
    expect.objectContaining({ source_id: 1, claim_status: 1 }),
  ]);
  const again = await sandbox.call("POST", `/api/user/prizes/${prizes[0].id}/claim`, {
    token: p.token,
  });
  expect(again.status).toBe(422);
  expect(again.body.code).toBe("prize_not_claimable");
  expect(await usdtBalance(sandbox, p.token)).toBe(fmt(expected));
});

it("gives the login reward once per UTC day, from VIP level 1, under concurrent claims", async () => {
  const newcomer = await fundedPlayer(sandbox, "nolevel", "10");
  const refused = await sandbox.call("POST", "/api/login-reward/claim", { token: newcomer.token });
  expect(refused.status).toBe(422);
  expect(refused.body.code).toBe("bonus_not_available");

  const p = await fundedPlayer(sandbox, "login", "300");
  const placed = await bet(p.token, "dice", "110");
  await nth(p.id, "level_progress", 1);
  const status = await get(p.token, "/api/login-reward/is-claimed");
  expect(status.body.data).toMatchObject({ is_claimed: false, claimed_at: null });
  const before = dec(await usdtBalance(sandbox, p.token));
  expect(before).toBe(dec("300") - dec("110") + dec(placed.payout) + dec("1"));

  const claims = await Promise.all(
    [1, 2, 3].map(() => sandbox.call("POST", "/api/login-reward/claim", { token: p.token })),
  );
  expect(claims.map((c) => c.status).sort()).toEqual([200, 422, 422]);
  const won = claims.find((c) => c.status === 200)!.body.data;
  expect(won).toMatchObject({ entity_wallet_code: "USDT", amount: "0.1" });
  for (const lost of claims.filter((c) => c.status === 422))
    expect(lost.body.code).toBe("bonus_already_claimed");
  expect(dec(await usdtBalance(sandbox, p.token))).toBe(before + dec("0.1"));
  expect((await get(p.token, "/api/login-reward/is-claimed")).body.data.is_claimed).toBe(true);

  sandbox.clock.advance(DAY);
  expect((await get(p.token, "/api/login-reward/is-claimed")).body.data.is_claimed).toBe(false);
  const tomorrow = await sandbox.call("POST", "/api/login-reward/claim", { token: p.token });
  expect(tomorrow.status).toBe(200);
  expect(dec(await usdtBalance(sandbox, p.token))).toBe(before + dec("0.2"));
});

it("computes a weekly-level player's cashback only once the week closes and credits one of concurrent claims", async () => {
  const p = await fundedPlayer(sandbox, "cashback", "500");
  const lost = await bet(p.token, "limbo", "150");
  expect(lost.payout).toMatch(/^0(\.0+)?$/);
  await nth(p.id, "level_progress", 1); // level 1 (150 stars), reward 1

  // 5% of the 150 lost, plus 5% rakeback on 1% of the 150 wagered: 7.50 + 0.075 -> 7.57.
  const weekEnd = periodAt(sandbox.clock.now(), "weekly").end.toISOString();
  const running = (await get(p.token, "/api/cashback")).body.data;
  expect(running).toMatchObject({
    entity_wallet_code: "USDT",
    amount: "7.57",
    rate_percent: "5",
    can_claim: false,
    cashback_period: "weekly",
    period_end: weekEnd,
    next_claim_at: weekEnd,
  });
  const early = await sandbox.call("POST", "/api/cashback/claim", { token: p.token });
  expect(early.status).toBe(422);
  expect(early.body.code).toBe("cashback_not_available");

  // Two seconds before Monday 00:00 UTC: the days before closed, the week did not.
  moveToClose("weekly", 2_000);
  await sleep(500);
  expect(eventsOf(p.id, "ready_claim_cashback")).toHaveLength(0);
  expect((await get(p.token, "/api/cashback")).body.data).toMatchObject({ can_claim: false });

  // The week ends; the scheduled job computes it and tells the player.
  sandbox.clock.advance(3_000);
  const ready = await nth(p.id, "ready_claim_cashback", 1);
  await signInAgain(p);
  expect(ready.cashback).toMatchObject({
    amount: "7.57",
    can_claim: true,
    cashback_period: "weekly",
    period_start: running.period_start,
    period_end: running.period_end,
    last_claimed_at: null,
  });
  await until(
    () => eventsOf(p.id, "new_notification").some((e) => e.notification.type === "cashback"),
    5_000,
    "cashback notification",
  );
  const inbox = (await get(p.token, "/api/notifications")).body.data.data;
  expect(inbox.filter((n: any) => n.type === "cashback").map((n: any) => n.title)).toEqual([
    "Your cashback is ready",
  ]);
  const before = dec(await usdtBalance(sandbox, p.token));
  expect(before).toBe(dec("500") - dec("150") + dec("1"));

  const claims = await Promise.all(
    [1, 2, 3, 4].map(() => sandbox.call("POST", "/api/cashback/claim", { token: p.token })),
  );
  expect(claims.map((c) => c.status).sort()).toEqual([200, 422, 422, 422]);
  expect(claims.find((c) => c.status === 200)!.body.data).toMatchObject({
    entity_wallet_code: "USDT",
    amount: "7.57",
  });
  expect(dec(await usdtBalance(sandbox, p.token))).toBe(before + dec("7.57"));
  const after = (await get(p.token, "/api/cashback")).body.data;
  expect(after).toMatchObject({ can_claim: false, amount: "0", cashback_period: "weekly" });
  expect(after.last_claimed_at).toEqual(expect.any(String));

  // The job does not compute the same periods twice.
  expect(await computeCashback(sandbox.app.services)).toEqual([]);
  expect(eventsOf(p.id, "ready_claim_cashback")).toHaveLength(1);
});

it("switches a player who reaches a daily level mid-week to daily cashback from the next Monday", async () => {
  const p = await fundedPlayer(sandbox, "cbdaily", "8000");
  // Token Tosser (5,000 stars, daily, 10 %) reached in the middle of a weekly week.
  const wins = [await bet(p.token, "dice", "2600"), await bet(p.token, "dice", "2600")];
  await nth(p.id, "level_progress", 2);
  expect((await get(p.token, "/api/user/level-information")).body.data.level).toBe(3);
  const week = (await get(p.token, "/api/cashback")).body.data;
  expect(week).toMatchObject({ cashback_period: "weekly", rate_percent: "10", can_claim: false });

  // Its first day closes: nothing (this week stays weekly), then the week closes at level 3's rate.
  if (periodAt(sandbox.clock.now(), "daily").end < periodAt(sandbox.clock.now(), "weekly").end) {
    moveToClose("daily", -1_000);
    await sleep(500);
    expect(eventsOf(p.id, "ready_claim_cashback")).toHaveLength(0);
  }
  const weekEnd = moveToClose("weekly", -1_000);
  const weekly = (await nth(p.id, "ready_claim_cashback", 1)).cashback;
  await signInAgain(p);
  const paid = wins.reduce((sum, w) => sum + dec(w.payout), 0n);
  const loss = dec("5200") > paid ? dec("5200") - paid : 0n;
  // 10 % of the net loss + 10 % x 1 % x 5200 = 5.20, rounded down to the cent.
  const expected = truncate(div(mul(loss, dec("10")), dec("100")) + dec("5.2"), 2);
  expect(weekly).toMatchObject({
    cashback_period: "weekly",
    rate_percent: "10",
    period_start: week.period_start,
    period_end: weekEnd,
    amount: fmt(expected),
    can_claim: true,
  });
  expect((await sandbox.call("POST", "/api/cashback/claim", { token: p.token })).status).toBe(200);

  // Monday: daily now. A loss is claimable after the day, not before.
  await bet(p.token, "limbo", "100");
  await nth(p.id, "level_progress", 3);
  const dayEnd = periodAt(sandbox.clock.now(), "daily").end.toISOString();
  const running = (await get(p.token, "/api/cashback")).body.data;
  // 10 % of 100 + 10 % x 1 % x 100 = 10.10.
  expect(running).toMatchObject({
    cashback_period: "daily",
    amount: "10.1",
    rate_percent: "10",
    period_start: weekEnd,
    period_end: dayEnd,
    next_claim_at: dayEnd,
    can_claim: false,
  });
  moveToClose("daily", 2_000);
  await sleep(500);
  expect(eventsOf(p.id, "ready_claim_cashback")).toHaveLength(1);
  sandbox.clock.advance(3_000);
  const daily = (await nth(p.id, "ready_claim_cashback", 2)).cashback;
  expect(daily).toMatchObject({
    cashback_period: "daily",
    amount: "10.1",
    period_start: weekEnd,
    period_end: dayEnd,
    can_claim: true,
  });
  const before = dec(await usdtBalance(sandbox, p.token));
  const claims = await Promise.all(
    [1, 2, 3].map(() => sandbox.call("POST", "/api/cashback/claim", { token: p.token })),
  );
  expect(claims.map((c) => c.status).sort()).toEqual([200, 422, 422]);
  expect(dec(await usdtBalance(sandbox, p.token))).toBe(before + dec("10.1"));
  const rows = await sandbox.db
    .selectFrom("cashback_periods")
    .select(["period_kind", "status"])
    .where("user_id", "=", p.id)
    .orderBy("period_start")
    .execute();
  expect(rows).toEqual([
    { period_kind: "weekly", status: "claimed" },
    { period_kind: "daily", status: "claimed" },
  ]);
});

it("qualifies a referred friend after real wagering (not a deposit) and credits the referrer once", async () => {
  const referrer = await signedInPlayer(sandbox, "referrer");
  const referrerId = (await get(referrer.token, "/api/user/information")).body.data.id as number;
  const info = async () => (await get(referrer.token, "/api/user/referral-friends/info")).body.data;
  const friend = { ...newPlayer("friend"), reference: (await info()).referral_code };
  expect((await sandbox.call("POST", "/api/register", { body: friend })).status).toBe(201);
  await verifyFromOutbox(sandbox, friend.email);
  const token = await signIn(sandbox, friend);
  const friendId = (await get(token, "/api/user/information")).body.data.id as number;
  await sandbox.call("POST", "/dev/deposits", {
    body: { user_id: friendId, entity_wallet_code: "USDT", amount: "200" },
  });
  await until(() => eventsOf(friendId, "player_deposit").length > 0, 5_000, "deposit");
  expect(await info()).toMatchObject({ friends_invited: 1, friend_qualified: 0 });

  await bet(token, "dice", "30");
  await nth(friendId, "level_progress", 1);
  expect(await info()).toMatchObject({ friend_qualified: 0, rewards_earned: "0.00" });
  await bet(token, "dice", "20"); // 50 USD wagered: qualifies
  await nth(friendId, "level_progress", 2);
  await nth(referrerId, "new_notification", 1);
  await bet(token, "dice", "20");
  await nth(friendId, "level_progress", 3);
  expect(await info()).toMatchObject({
    friends_invited: 1,
    friend_qualified: 1,
    rewards_earned: "5.00",
    rewards_currency: "USD",
  });
  expect(await usdtBalance(sandbox, referrer.token)).toBe("5");
  expect(eventsOf(referrerId, "new_notification")).toHaveLength(1);
});

it("rate limits claims per player", async () => {
  const p = await signedInPlayer(sandbox, "claimlimit");
  const statuses: number[] = [];
  for (let i = 0; i <= LOYALTY_CLAIMS.max; i++)
    statuses.push((await sandbox.call("POST", "/api/cashback/claim", { token: p.token })).status);
  expect(statuses.slice(0, LOYALTY_CLAIMS.max).every((s) => s === 422)).toBe(true);
  expect(statuses[LOYALTY_CLAIMS.max]).toBe(429);
});

it("expires an unclaimed cashback when the next period's is computed (claim within one period)", async () => {
  const p = await fundedPlayer(sandbox, "cbexpire", "500");
  await bet(p.token, "limbo", "150");
  await nth(p.id, "level_progress", 1);
  moveToClose("weekly", -1_000);
  const first = (await nth(p.id, "ready_claim_cashback", 1)).cashback;
  await signInAgain(p);
  expect(first.amount).toBe("7.57");

  await bet(p.token, "limbo", "50");
  await nth(p.id, "level_progress", 2);
  moveToClose("weekly", -1_000);
  const second = (await nth(p.id, "ready_claim_cashback", 2)).cashback;
  await signInAgain(p);
  // 5% of 50 + 5% x 1% x 50 = 2.525, rounded down to the cent.
  expect(second).toMatchObject({ amount: "2.52", can_claim: true });
  expect(Date.parse(second.period_start)).toBe(Date.parse(first.period_end));
  expect((await get(p.token, "/api/cashback")).body.data).toMatchObject({
    amount: "2.52",
    period_start: second.period_start,
    can_claim: true,
  });
  const rows = await sandbox.db
    .selectFrom("cashback_periods")
    .select(["amount", "status"])
    .where("user_id", "=", p.id)
    .orderBy("period_start")
    .execute();
  expect(rows.map((r) => [fmt(dec(r.amount)), r.status])).toEqual([
    ["7.57", "expired"],
    ["2.52", "claimable"],
  ]);
  const before = dec(await usdtBalance(sandbox, p.token));
  const claimed = await sandbox.call("POST", "/api/cashback/claim", { token: p.token });
  expect(claimed.body.data).toMatchObject({ amount: "2.52" });
  expect(dec(await usdtBalance(sandbox, p.token))).toBe(before + dec("2.52"));
  expect((await sandbox.call("POST", "/api/cashback/claim", { token: p.token })).status).toBe(422);
});

it("counts a settled bet whose event was lost (a restart after the commit) in the catch-up job", async () => {
  const p = await fundedPlayer(sandbox, "catchup", "0");
  // A round settled by an instance that stopped before raising `betSettled`.
  await sandbox.db
    .insertInto("game_rounds")
    .values(
      settledRound({
        userId: p.id,
        game: await diceGame(sandbox.db),
        roundId: `lost-${p.id}`,
        stake: "42",
        at: new Date(sandbox.clock.now()),
      }),
    )
    .execute();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(eventsOf(p.id, "level_progress")).toHaveLength(0); // not before CATCH_UP_AFTER_MS
  sandbox.clock.advance(CATCH_UP_AFTER_MS + 1_000);
  expect((await nth(p.id, "level_progress", 1)).progress).toMatchObject({ stars: 42 });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(eventsOf(p.id, "level_progress")).toHaveLength(1); // counted once
});

it("keeps the ledger audit clean", async () => {
  const audit = await auditLedger(sandbox.db);
  expect(audit.mismatchedAccounts).toEqual([]);
  expect(audit.unbalancedTransfers).toEqual([]);
  for (const total of Object.values(audit.totals)) expect(dec(total)).toBe(0n);
});
