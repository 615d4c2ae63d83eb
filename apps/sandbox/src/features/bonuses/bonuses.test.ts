/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely, as JSON */
/**
 * Bonuses over HTTP, driven by real play (dice bets of the originals): a deposit bonus claimed,
 * activated by a deposit, wagered to completion and converted; a bonus busted; the max bet; code
 * limits and windows; a HIDDEN_WHEN_BONUS game while active; expiry; cancel; promotions; and the
 * ledger audit over bonus money. Rules: docs/bonuses.md.
 */
import { ART_REVISION } from "../../lib/art-url.ts";
import { sql } from "kysely";
import type { BonusType } from "../../db/types.ts";
import { dec, fmt } from "@casino/rules";
import { newPlayer, signedInPlayer, signIn, verifyFromOutbox } from "../../test/accounts.ts";
import { startSandbox, type Sandbox } from "../../test/harness.ts";
import { loyaltyCredits } from "../../test/loyalty.ts";
import { fundedPlayer, usdtBalance, usdtWithdrawal } from "../../test/play.ts";
import { pollUntil } from "../../test/polling.ts";
import { computeCashback } from "../loyalty/cashback.ts";
import { expireBonuses } from "./jobs.ts";
import { DEMO_CODES } from "./seed-bonuses.ts";

let sandbox: Sandbox;
const published: { event: string; userId: number | undefined; payload: any }[] = [];
beforeAll(async () => {
  sandbox = await startSandbox();
  sandbox.app.realtime.onPublish((p) =>
    published.push({ event: p.event, userId: p.userId, payload: p.payload }),
  );
});
afterAll(() => sandbox.close());

const DAY = 86_400_000;
let codes = 0;

/** Inserts an offer with a fresh code (the test's own terms). */
async function offer(type: BonusType, terms: Record<string, unknown> = {}) {
  codes += 1;
  const code = `T${codes}${type.slice(0, 4).toUpperCase()}`;
  const row = await sandbox.db
    .insertInto("bonus_offers")
    .values({
      name: `Test ${type} ${codes}`,
      description: null,
      type,
      code,
      entity_wallet_code: "USDT",
      amount: "10",
      wagering_multiplier: "2",
      ...terms,
    } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
  return row;
}

/** Polls every 20 ms, 100 times at most. */
const until = <T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string) =>
  pollUntil(read, ok, { what, everyMs: 20 });

/** Redeems a bonus code for the player. */
const redeem = (token: string, code: string | null) =>
  sandbox.call("POST", "/api/bonuses/redeem", { token, body: { code } });

const tab = async (token: string, name: string) =>
  (await sandbox.call("GET", `/api/bonuses?tab=${name}`, { token })).body.data.data as any[];

const bonusIn = (token: string, name: string, id: number) =>
  tab(token, name).then((list) => list.find((b) => b.id === id));

const eventsOf = (userId: number, event: string) =>
  published.filter((p) => p.userId === userId && p.event === event).map((p) => p.payload);

const dice = (token: string, amount: string, target: number, condition: "over" | "under") =>
  sandbox.call("POST", "/api/originals/dice/bet", {
    token,
    body: { entity_wallet_code: "USDT", amount, target, condition },
  });

async function auditClean() {
  const audit = (await sandbox.call("GET", "/dev/ledger/audit")).body.data;
  expect(audit.mismatchedAccounts).toEqual([]);
  expect(audit.unbalancedTransfers).toEqual([]);
  for (const total of Object.values(audit.totals)) expect(dec(total as string)).toBe(0n);
}

async function notifications(token: string) {
  const list = await sandbox.call("GET", "/api/notifications?per_page=50", { token });
  return (list.body.data.data as any[]).map((n) => n.title);
}

it("claims a deposit bonus, wagers it with dice to completion and converts it to real money", async () => {
  const p = await fundedPlayer(sandbox, "bonusdep", "100");
  const terms = await offer("deposit_bonus_offer", {
    amount: "10",
    deposit_match_percent: "100",
    min_deposit: "10",
    max_bet: "5",
    wagering_multiplier: "2",
  });

  const redeemed = await redeem(p.token, terms.code!.toLowerCase());
  expect(redeemed.status).toBe(200);
  expect(redeemed.body.data).toMatchObject({
    status: "available",
    type: "deposit_bonus_offer",
    can_cancel: false,
  });
  const id = redeemed.body.data.id as number;
  expect(eventsOf(p.id, "update_available_bonus").at(-1)).toMatchObject({
    bonus: { id, status: "available" },
    available_count: 1,
  });

  const claimed = await sandbox.call("POST", `/api/bonuses/${id}/claim`, { token: p.token });
  expect(claimed.body.data).toMatchObject({ status: "claimed", can_cancel: true });
  expect(await bonusIn(p.token, "active", id)).toMatchObject({ status: "claimed" });

  // A deposit under the minimum does not qualify; one at the minimum does.
  await sandbox.call("POST", "/dev/deposits", {
    body: { user_id: p.id, entity_wallet_code: "USDT", amount: "5", confirm_after_seconds: 0 },
  });
  await sandbox.call("POST", "/dev/deposits", {
    body: { user_id: p.id, entity_wallet_code: "USDT", amount: "10", confirm_after_seconds: 0 },
  });
  const active = await until(
    () => bonusIn(p.token, "active", id),
    (b) => b?.status === "active",
    "the deposit to activate the bonus",
  );
  expect(active).toMatchObject({
    amount: "10",
    wagering_required: "20",
    wagered: "0",
    bonus_balance: "10",
    progress_percent: 0,
  });
  expect(eventsOf(p.id, "update_bonus_item").some((e) => e.bonus.status === "active")).toBe(true);
  expect(await notifications(p.token)).toContain("Bonus credited");
  expect(await usdtBalance(sandbox, p.token)).toBe("115");

  // One bonus at a time.
  const other = await offer("non_deposit_bonus");
  const second = await redeem(p.token, other.code);
  const refusedClaim = await sandbox.call("POST", `/api/bonuses/${second.body.data.id}/claim`, {
    token: p.token,
  });
  expect(refusedClaim.status).toBe(422);
  expect(refusedClaim.body.code).toBe("bonus_active_exists");

  // Max bet while wagering.
  const tooBig = await dice(p.token, "5.01", 98, "under");
  expect(tooBig.status).toBe(422);
  expect(tooBig.body.code).toBe("bonus_max_bet_exceeded");
  expect(await usdtBalance(sandbox, p.token)).toBe("115");

  // Dice counts 20 %: 20 bets of 5 USDT wager 20 USDT. Real money pays them (it covers them).
  let won = 0n;
  for (let i = 0; i < 19; i += 1) {
    const bet = await dice(p.token, "5", 98, "under");
    expect(bet.status).toBe(201);
    won += dec(bet.body.data.payout) - dec("5");
  }
  const partway = await until(
    () => bonusIn(p.token, "active", id),
    (b) => b?.wagered === "19",
    "19 bets of wagering",
  );
  expect(partway).toMatchObject({ progress_percent: 95, bonus_balance: "10" });
  // The event follows the commit that the read above already sees.
  const lastUpdate = await until(
    async () => eventsOf(p.id, "update_bonus_item").at(-1),
    (e) => e?.bonus.wagered === "19",
    "the 19th wagering event",
  );
  expect(lastUpdate.bonus).toMatchObject({ wagered: "19", progress_percent: 95 });
  const last = await dice(p.token, "5", 98, "under");
  won += dec(last.body.data.payout) - dec("5");

  const done = await until(
    () => bonusIn(p.token, "history", id),
    (b) => b?.status === "completed",
    "the bonus to complete",
  );
  expect(done).toMatchObject({ wagered: "20", progress_percent: 100, bonus_balance: "0" });
  // The event follows the commit the read above already sees (as for the 19th bet's).
  const finished = await until(
    async () => eventsOf(p.id, "update_finish_bonus").at(-1),
    (e) => Boolean(e),
    "the bonus's finish event",
  );
  expect(finished.bonus).toMatchObject({ id, status: "completed" });
  // 100 funded + 15 deposited + the dice result + the 10 released + the loyalty programme's
  // level-up reward (the 20 bets wager 100 USD: docs/vip.md).
  const rewards = await loyaltyCredits(sandbox, p.id);
  expect(await usdtBalance(sandbox, p.token)).toBe(fmt(dec("125") + won + rewards));
  const row = await sandbox.db
    .selectFrom("bonuses")
    .select(["released"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  expect(dec(row.released!)).toBe(dec("10"));
  // The notice, like the event, is written after the listeners' commit.
  await until(
    () => notifications(p.token),
    (titles) => titles.includes("Bonus completed"),
    "the bonus's completion notice",
  );
  await auditClean();
});

it("busts a no-deposit bonus whose bonus money runs out, playing with bonus money only", async () => {
  const p = await signedInPlayer(sandbox, "bonusbust");
  const me = await sandbox.call("GET", "/api/user/information", { token: p.token });
  const userId = me.body.data.id as number;
  const terms = await offer("non_deposit_bonus", {
    amount: "10",
    max_bet: "10",
    min_balance: "1",
    wagering_multiplier: "50",
  });
  const redeemed = await redeem(p.token, terms.code);
  const id = redeemed.body.data.id as number;
  const claimed = await sandbox.call("POST", `/api/bonuses/${id}/claim`, { token: p.token });
  expect(claimed.body.data).toMatchObject({ status: "active", bonus_balance: "10" });
  expect(await usdtBalance(sandbox, p.token)).toBe("0");

  // A 2 % chance: the bonus money is staked until it is lost.
  let busted: any;
  for (let i = 0; i < 40 && !busted; i += 1) {
    const bet = await dice(p.token, "10", 98, "over");
    expect(bet.status).toBe(201);
    busted = await until(
      () => Promise.all([bonusIn(p.token, "history", id), bonusIn(p.token, "active", id)]),
      ([ended, open]) => Boolean(ended) || open?.wagered === fmt(dec(2 * (i + 1))),
      "the bet to be counted",
    ).then(([ended]) => ended);
  }
  expect(busted).toMatchObject({ status: "busted", bonus_balance: "0" });
  // The event follows the listeners' commit, which the read above already sees.
  const finished = await until(
    async () => eventsOf(userId, "update_finish_bonus").at(-1),
    (e) => Boolean(e),
    "the bonus's finish event",
  );
  expect(finished.bonus).toMatchObject({ id, status: "busted" });
  // Real money never moved; the rounds were bonus-funded.
  expect(await usdtBalance(sandbox, p.token)).toBe("0");
  const rounds = await sandbox.db
    .selectFrom("game_rounds")
    .select("bonus_id")
    .where("user_id", "=", userId)
    .execute();
  expect(rounds.length).toBeGreaterThan(0);
  expect(rounds.every((r) => r.bonus_id === id)).toBe(true);
  expect(await notifications(p.token)).toContain("Bonus ended");
  // Bonus money earns no VIP stars (so no referral qualification) and no cashback.
  await until(
    () =>
      sandbox.db
        .selectFrom("bet_effects as e")
        .innerJoin("game_rounds as r", "r.id", "e.bet_id")
        .select("e.bet_id")
        .where("e.listener", "=", "loyalty")
        .where("r.user_id", "=", userId)
        .execute(),
    (done) => done.length === rounds.length,
    "the loyalty listener",
  );
  const stars = await sandbox.call("GET", "/api/user/star-information", { token: p.token });
  expect(stars.body.data).toMatchObject({ stars: 0, lifetime_stars: 0 });
  // Even at a level with cashback (set here), the lost bonus money pays none back.
  await sandbox.db
    .insertInto("vip_progress")
    .values({ user_id: userId, wagered_usd: "100", stars: 100, level: 1, updated_at: new Date() })
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({ wagered_usd: "100", stars: 100, level: 1 }),
    )
    .execute();
  await sandbox.db
    .insertInto("vip_level_history")
    .values({ user_id: userId, level: 1, reached_at: new Date(sandbox.clock.now() - 30 * DAY) })
    .onConflict((oc) => oc.columns(["user_id", "level"]).doNothing())
    .execute();
  await computeCashback(sandbox.app.services, sandbox.clock.now() + 7 * DAY);
  const cashback = await sandbox.db
    .selectFrom("cashback_periods")
    .select("id")
    .where("user_id", "=", userId)
    .execute();
  expect(cashback).toEqual([]);
  await auditClean();
});

it("hides HIDDEN_WHEN_BONUS games while a bonus is active, and shows them again after", async () => {
  const p = await signedInPlayer(sandbox, "bonushide");
  const hidden = await sandbox.db
    .selectFrom("games")
    .select(["id", "slug"])
    .where(sql<boolean>`hidden_when_bonus and status = 'active' and blocked_countries = '{}'`)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const availability = async () =>
    (await sandbox.call("GET", `/api/games/${hidden.slug}`, { token: p.token })).body.data
      .availability;
  const launch = () =>
    sandbox.call("GET", `/api/games/${hidden.slug}/game-url?currency=USD&entity_wallet_code=USDT`, {
      token: p.token,
    });
  expect(await availability()).toBe("CAN_PLAY");

  const terms = await offer("non_deposit_bonus");
  const id = (await redeem(p.token, terms.code)).body.data.id;
  // Available (not yet claimed) hides nothing.
  expect(await availability()).toBe("CAN_PLAY");
  await sandbox.call("POST", `/api/bonuses/${id}/claim`, { token: p.token });
  expect(await availability()).toBe("HIDDEN_WHEN_BONUS");
  const refused = await launch();
  expect(refused.status).toBe(403);
  expect(refused.body.code).toBe("game_hidden_when_bonus");

  const cancelled = await sandbox.call("POST", `/api/bonuses/${id}/cancel`, { token: p.token });
  expect(cancelled.body.data).toMatchObject({ status: "busted", can_cancel: false });
  expect(await availability()).toBe("CAN_PLAY");
  expect((await launch()).status).toBe(200);
  const again = await sandbox.call("POST", `/api/bonuses/${id}/cancel`, { token: p.token });
  expect(again.status).toBe(422);
  expect(again.body.code).toBe("bonus_not_cancelable");
  await auditClean();
});

it("enforces a code's total and per-player limits and its validity window", async () => {
  const [a, b, c] = await Promise.all(
    ["codea", "codeb", "codec"].map((prefix) => signedInPlayer(sandbox, prefix)),
  );
  const limited = await offer("non_deposit_bonus", { max_redemptions: 2, max_per_player: 1 });

  expect((await redeem(a!.token, limited.code!)).status).toBe(200);
  const twice = await redeem(a!.token, ` ${limited.code!.toLowerCase()} `);
  expect(twice.status).toBe(422);
  expect(twice.body.code).toBe("bonus_already_claimed");
  expect((await redeem(b!.token, limited.code!)).status).toBe(200);
  const exhausted = await redeem(c!.token, limited.code!);
  expect(exhausted.status).toBe(422);
  expect(exhausted.body.code).toBe("bonus_code_invalid");

  const now = sandbox.clock.now();
  const ended = await offer("non_deposit_bonus", { valid_until: new Date(now - DAY) });
  const future = await offer("non_deposit_bonus", { valid_from: new Date(now + DAY) });
  for (const code of [ended.code!, future.code!, "NO-SUCH-CODE"]) {
    const response = await redeem(c!.token, code);
    expect({ code, status: response.status, key: response.body.code }).toEqual({
      code,
      status: 422,
      key: "bonus_code_invalid",
    });
  }
  // The window opens when the clock gets there.
  sandbox.clock.advance(DAY + 60_000);
  expect((await redeem(c!.token, future.code!)).status).toBe(200);
});

it("limits code attempts per player (L1: 10 a minute)", async () => {
  const p = await signedInPlayer(sandbox, "coderate");
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1)
    statuses.push(
      (
        await sandbox.call("POST", "/api/bonuses/redeem", {
          token: p.token,
          body: { code: `X${i}` },
        })
      ).status,
    );
  expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
  expect(statuses[10]).toBe(429);
});

it("expires an active bonus (forfeiting its money) and an unclaimed one, by the scheduled job", async () => {
  const p = await signedInPlayer(sandbox, "bonusexp");
  const me = await sandbox.call("GET", "/api/user/information", { token: p.token });
  const userId = me.body.data.id as number;
  const wagered = await offer("non_deposit_bonus", { wager_days: 1, claim_days: 3 });
  const idle = await offer("cash_back_bonus", { claim_days: 2 });
  const activeId = (await redeem(p.token, wagered.code!)).body.data.id;
  const idleId = (await redeem(p.token, idle.code!)).body.data.id;
  await sandbox.call("POST", `/api/bonuses/${activeId}/claim`, { token: p.token });

  sandbox.clock.advance(DAY + 1000);
  await expireBonuses(sandbox.app.services);
  expect(await bonusIn(p.token, "history", activeId)).toMatchObject({ status: "expired" });
  expect(await bonusIn(p.token, "available", idleId)).toMatchObject({ status: "available" });
  const row = await sandbox.db
    .selectFrom("bonuses")
    .select("forfeited")
    .where("id", "=", activeId)
    .executeTakeFirstOrThrow();
  expect(dec(row.forfeited!)).toBe(dec("10"));
  expect(eventsOf(userId, "update_finish_bonus").map((e) => e.bonus.status)).toContain("expired");
  expect(await notifications(p.token)).toContain("Bonus expired");

  sandbox.clock.advance(DAY + 1000);
  await expireBonuses(sandbox.app.services);
  expect(await bonusIn(p.token, "history", idleId)).toMatchObject({ status: "unclaimed" });
  const late = await sandbox.call("POST", `/api/bonuses/${idleId}/claim`, { token: p.token });
  expect(late.status).toBe(422);
  expect(late.body.code).toBe("bonus_not_available");
  expect(await usdtBalance(sandbox, p.token)).toBe("0");
  await auditClean();
});

it("plays a free-spins offer on its slot and credits the win as bonus money", async () => {
  const p = await signedInPlayer(sandbox, "bonusspin");
  const redeemed = await redeem(p.token, DEMO_CODES.freeSpins);
  expect(redeemed.body.data).toMatchObject({ type: "free_spins_offer", free_spins_count: 25 });
  expect(redeemed.body.data.free_spins_game).toMatchObject({ slug: expect.any(String) });
  const claimed = await sandbox.call("POST", `/api/bonuses/${redeemed.body.data.id}/claim`, {
    token: p.token,
  });
  expect(claimed.status).toBe(200);
  const bonus = claimed.body.data;
  if (dec(bonus.amount) > 0n)
    expect(bonus).toMatchObject({
      status: "active",
      bonus_balance: bonus.amount,
      wagering_required: fmt(dec(bonus.amount) * 10n),
    });
  else expect(bonus.status).toBe("completed");
  await auditClean();
});

it("pays a cash-back bonus as a share of the net loss since its grant, capped (B18)", async () => {
  const limbo = (token: string, amount: string) =>
    sandbox.call("POST", "/api/originals/limbo/bet", {
      token,
      body: { entity_wallet_code: "USDT", amount, target: 1_000_000 },
    });
  const lossBackOffer = await offer("cash_back_bonus", {
    amount: "5",
    deposit_match_percent: "20",
    min_deposit: "1",
    wagering_multiplier: "1",
  });
  const p = await fundedPlayer(sandbox, "bonuslossback", "100");
  // Lost before the grant: not paid back.
  expect(dec((await limbo(p.token, "40")).body.data.payout)).toBe(0n);
  const redeemed = await redeem(p.token, lossBackOffer.code);
  expect(redeemed.body.data).toMatchObject({ type: "cash_back_bonus", status: "available" });
  expect(dec((await limbo(p.token, "10")).body.data.payout)).toBe(0n);
  // 20 % of the 10 lost since the grant: 2 USDT of bonus money to wager once.
  const claimed = await sandbox.call("POST", `/api/bonuses/${redeemed.body.data.id}/claim`, {
    token: p.token,
  });
  expect(claimed.status).toBe(200);
  expect(claimed.body.data).toMatchObject({ status: "active", amount: "2" });
  expect(dec(claimed.body.data.wagering_required)).toBe(dec("2"));
  expect(await usdtBalance(sandbox, p.token)).toBe("50");

  // Capped at the offer's amount: 20 % of 30 lost is 6, paid 5.
  const q = await fundedPlayer(sandbox, "bonuslosscap", "30");
  const capped = await redeem(q.token, lossBackOffer.code);
  await limbo(q.token, "30");
  const cappedClaim = await sandbox.call("POST", `/api/bonuses/${capped.body.data.id}/claim`, {
    token: q.token,
  });
  expect(cappedClaim.body.data).toMatchObject({ status: "active", amount: "5" });

  // Nothing lost since the grant: nothing to pay, the bonus completes at once.
  const r = await signedInPlayer(sandbox, "bonuslossnone");
  const none = await redeem(r.token, lossBackOffer.code);
  const noneClaim = await sandbox.call("POST", `/api/bonuses/${none.body.data.id}/claim`, {
    token: r.token,
  });
  expect(noneClaim.body.data).toMatchObject({ status: "completed" });
  expect(dec(noneClaim.body.data.amount)).toBe(0n);
  await auditClean();
});

it("offers the welcome bonus before the first deposit and lists the seeded promotions", async () => {
  const p = await signedInPlayer(sandbox, "welcome");
  const available = await tab(p.token, "available");
  expect(available.map((b) => b.type)).toContain("welcome_bonus_offer");
  expect((await tab(p.token, "available")).length).toBe(available.length);

  // The welcome offer is for the first deposit: after one, it can no longer be claimed.
  const welcome = available.find((b) => b.type === "welcome_bonus_offer");
  const me = await sandbox.call("GET", "/api/user/information", { token: p.token });
  await sandbox.call("POST", "/dev/deposits", {
    body: {
      user_id: me.body.data.id,
      entity_wallet_code: "USDT",
      amount: "5",
      confirm_after_seconds: 0,
    },
  });
  const late = await sandbox.call("POST", `/api/bonuses/${welcome.id}/claim`, { token: p.token });
  expect(late.status).toBe(422);
  expect(late.body.code).toBe("bonus_not_available");

  const list = await sandbox.call("GET", "/api/promotions");
  expect(list.status).toBe(200);
  const slugs = list.body.data.data.map((x: any) => x.slug);
  expect(slugs).toEqual(expect.arrayContaining(["welcome-bonus", "no-deposit-10"]));
  const card = list.body.data.data.find((x: any) => x.slug === "no-deposit-10");
  expect(card.bonus_code).toBe(DEMO_CODES.noDeposit);
  const bySlug = await sandbox.call("GET", "/api/promotions/no-deposit-10");
  const byId = await sandbox.call("GET", `/api/promotions/${card.id}`);
  expect(bySlug.body.data).toEqual(byId.body.data);
  expect(bySlug.body.data.body).toContain(DEMO_CODES.noDeposit);
  expect((await sandbox.call("GET", "/api/promotions/no-such-promo")).status).toBe(404);
  expect((await sandbox.call("GET", "/api/promotions/99999999999")).status).toBe(404);

  // Every card has a cover: the one the sandbox draws for a promotion without an image of its own,
  // a gift for the welcome offer, something else for money without a deposit.
  expect(card.image).toBe(`${sandbox.base}/static/promotions/no-deposit-10.svg?v=${ART_REVISION}`);
  const cover = await fetch(card.image);
  expect(cover.status).toBe(200);
  expect(cover.headers.get("content-type")).toContain("image/svg+xml");
  const welcomeCover = await (
    await fetch(`${sandbox.base}/static/promotions/welcome-bonus.svg`)
  ).text();
  expect(welcomeCover).not.toBe(await cover.text());
  expect((await fetch(`${sandbox.base}/static/promotions/no-such-promo.svg`)).status).toBe(404);

  // The promotion's code works.
  const redeemed = await redeem(p.token, card.bonus_code);
  expect(redeemed.body.data).toMatchObject({ type: "non_deposit_bonus", amount: "10" });
});

it("redeems the sign-up cookie's bonus code at registration, and ignores an unknown one", async () => {
  const signUp = async (voucher: string) => {
    const player = newPlayer("voucher");
    const registered = await sandbox.call("POST", "/api/register", {
      body: { ...player, voucher_code: voucher },
    });
    expect(registered.status).toBe(201);
    await verifyFromOutbox(sandbox, player.email);
    return signIn(sandbox, player);
  };
  const withCode = await signUp(DEMO_CODES.reload.toLowerCase());
  expect((await tab(withCode, "available")).map((b) => b.bonus_code)).toContain(DEMO_CODES.reload);
  const unknown = await signUp("NOT-A-CODE");
  expect((await tab(unknown, "available")).map((b) => b.bonus_code)).not.toContain("NOT-A-CODE");
});

it("busts an active bonus when the player requests a withdrawal of its coin (B17)", async () => {
  const p = await fundedPlayer(sandbox, "bonuswd", "50");
  const terms = await offer("non_deposit_bonus");
  const id = (await redeem(p.token, terms.code)).body.data.id;
  await sandbox.call("POST", `/api/bonuses/${id}/claim`, { token: p.token });
  const withdrawal = await sandbox.call("POST", "/api/user/withdrawal", {
    token: p.token,
    body: usdtWithdrawal("20"),
  });
  expect(withdrawal.status).toBe(201);
  expect(await bonusIn(p.token, "history", id)).toMatchObject({ status: "busted" });
  expect(eventsOf(p.id, "update_finish_bonus").at(-1).bonus).toMatchObject({
    id,
    status: "busted",
  });
  expect(await usdtBalance(sandbox, p.token)).toBe("30");
  await auditClean();
});

it("previews the bonus a deposit will activate with the deposit handler's own rule, and none once declined", async () => {
  // A new minute: the sign-ups of the tests before do not count against this one's (10 a minute).
  sandbox.clock.advance(61_000);
  const p = await signedInPlayer(sandbox, "preview");
  const me = await sandbox.call("GET", "/api/user/information", { token: p.token });
  const preview = async (code: string) => {
    const res = await sandbox.call("GET", `/api/bonuses/deposit-offer?entity_wallet_code=${code}`, {
      token: p.token,
    });
    expect(res.status).toBe(200);
    return res.body.data.bonus;
  };
  const welcome = (await tab(p.token, "available")).find((b) => b.type === "welcome_bonus_offer");
  // Available is not claimed: a deposit would activate nothing yet.
  expect(await preview("USDT")).toBeNull();
  await sandbox.call("POST", `/api/bonuses/${welcome.id}/claim`, { token: p.token });
  expect(await preview("USDT")).toMatchObject({
    id: welcome.id,
    status: "claimed",
    deposit_match_percent: "100",
    amount: "200",
    min_deposit: "20",
  });
  // Another coin gets nothing: the deposit handler would not activate it either.
  expect(await preview("BTC")).toBeNull();

  // The deposit does what the preview said.
  await sandbox.call("POST", "/dev/deposits", {
    body: {
      user_id: me.body.data.id,
      entity_wallet_code: "USDT",
      amount: "30",
      confirm_after_seconds: 0,
    },
  });
  const active = await until(
    () => bonusIn(p.token, "active", welcome.id),
    (b) => b?.status === "active",
    "the welcome bonus active",
  );
  expect(active.amount).toBe("30");
  expect(await preview("USDT")).toBeNull();

  // Declined (cancelled) before the deposit: the preview says no bonus, and the deposit gets none.
  const q = await signedInPlayer(sandbox, "decline");
  const qMe = await sandbox.call("GET", "/api/user/information", { token: q.token });
  const theirs = (await tab(q.token, "available")).find((b) => b.type === "welcome_bonus_offer");
  await sandbox.call("POST", `/api/bonuses/${theirs.id}/claim`, { token: q.token });
  await sandbox.call("POST", `/api/bonuses/${theirs.id}/cancel`, { token: q.token });
  const none = await sandbox.call("GET", "/api/bonuses/deposit-offer?entity_wallet_code=USDT", {
    token: q.token,
  });
  expect(none.body.data).toEqual({ entity_wallet_code: "USDT", bonus: null });
  await sandbox.call("POST", "/dev/deposits", {
    body: {
      user_id: qMe.body.data.id,
      entity_wallet_code: "USDT",
      amount: "30",
      confirm_after_seconds: 0,
    },
  });
  await until(
    () => usdtBalance(sandbox, q.token),
    (b) => b === "30",
    "the deposit credited",
  );
  expect(await tab(q.token, "active")).toEqual([]);
  await auditClean();
});

it("presents the welcome offer once after sign-up, until the player answers (B19)", async () => {
  // A new minute: the sign-ups of the tests before do not count against this one's (10 a minute).
  sandbox.clock.advance(61_000);
  const p = await signedInPlayer(sandbox, "invite");
  const welcome = () => sandbox.call("GET", "/api/bonuses/welcome", { token: p.token });
  const first = await welcome();
  expect(first.status).toBe(200);
  expect(first.body.data).toMatchObject({
    prompt: true,
    bonus: { type: "welcome_bonus_offer", status: "available" },
  });
  // Asking again (another device, a reload) still presents it: only an answer ends it.
  expect((await welcome()).body.data.prompt).toBe(true);
  const answered = await sandbox.call("POST", "/api/bonuses/welcome/answer", { token: p.token });
  expect(answered.body.data).toMatchObject({ prompt: false, bonus: { status: "available" } });
  expect((await welcome()).body.data.prompt).toBe(false);

  // After a deposit the welcome offer no longer applies.
  const me = await sandbox.call("GET", "/api/user/information", { token: p.token });
  await sandbox.call("POST", "/dev/deposits", {
    body: {
      user_id: me.body.data.id,
      entity_wallet_code: "USDT",
      amount: "5",
      confirm_after_seconds: 0,
    },
  });
  await until(
    () => usdtBalance(sandbox, p.token),
    (b) => b === "5",
    "the deposit credited",
  );
  expect((await welcome()).body.data).toEqual({ bonus: null, prompt: false });

  // The promotion says which offer it links: the welcome offer has no code.
  const promo = await sandbox.call("GET", "/api/promotions/welcome-bonus");
  expect(promo.body.data).toMatchObject({ bonus_code: null, bonus_type: "welcome_bonus_offer" });
});
