/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely, as JSON */
/**
 * The durable subscribers of `betSettled` (docs/sandbox.md, "Durable bet subscribers"): rounds
 * settled by an instance that died before its listeners ran are replayed by the catch-up job,
 * each effect once (bonus wagering, a challenge win, tournament points, VIP stars, a referral
 * reward), and a second run, or a round the live listeners processed, credits nothing again.
 * The scheduled jobs are off here (`jobIntervalMs: 0`): the test runs the catch-up itself.
 */
import { dec, fmt } from "@casino/rules";
import { auditLedger } from "../lib/ledger.ts";
import { newPlayer, signedInPlayer, signIn, verifyFromOutbox } from "../test/accounts.ts";
import { useSandbox } from "../test/harness.ts";
import { settledRound, usdtBalance } from "../test/play.ts";
import { diceGame, diceTournament } from "../test/competitions.ts";
import { CATCH_UP_AFTER_MS } from "../features/bets/durable.ts";
import { betSettledPayload } from "../features/bets/pipeline.ts";
import { createChallenge } from "../features/challenges/index.ts";
import { finishDueTournaments } from "../features/tournaments/index.ts";
import { cashPrize } from "../features/prizes/prizes.ts";
import { DEMO_CODES } from "../features/bonuses/seed-bonuses.ts";
import { catchUpBets } from "./bet-catch-up.ts";

const sandbox = useSandbox({ jobIntervalMs: 0 });

const get = async (token: string, path: string) =>
  (await sandbox.call("GET", path, { token })).body.data;

it("replays the settled rounds whose listeners never ran, each effect once", async () => {
  const services = sandbox.app.services;
  // A referrer, and a friend who signed up with the referral code and holds 100 USDT.
  const referrer = await signedInPlayer(sandbox, "cureferrer");
  const referrerId = (await get(referrer.token, "/api/user/information")).id as number;
  const friend = {
    ...newPlayer("cufriend"),
    reference: (await get(referrer.token, "/api/user/referral-friends/info")).referral_code,
  };
  expect((await sandbox.call("POST", "/api/register", { body: friend })).status).toBe(201);
  await verifyFromOutbox(sandbox, friend.email);
  const token = await signIn(sandbox, friend);
  const userId = (await get(token, "/api/user/information")).id as number;
  await sandbox.call("PUT", "/dev/wallets/balance", {
    body: { user_id: userId, entity_wallet_code: "USDT", balance: "100" },
  });
  const referrerBefore = await usdtBalance(sandbox, referrer.token);

  // An active bonus (10 USDT, x20: 200 USDT to wager; dice counts 20 %).
  const redeemed = await sandbox.call("POST", "/api/bonuses/redeem", {
    token,
    body: { code: DEMO_CODES.noDeposit },
  });
  expect(redeemed.status).toBe(200);
  const bonusId = redeemed.body.data.id as number;
  const claimed = await sandbox.call("POST", `/api/bonuses/${bonusId}/claim`, { token });
  expect(claimed.body.data).toMatchObject({ status: "active", wagered: "0" });

  // A challenge (a x3 multiplier on dice) and a tournament (wagering points on dice), both live.
  const dice = await diceGame(sandbox.db);
  const now = sandbox.clock.now();
  const challenge = await createChallenge(sandbox.db, {
    title: "Catch-up x3",
    gameId: dice.id,
    targetType: "multiplier",
    targetMultiplier: "3",
    minBetUsd: "1",
    prize: cashPrize("3"),
    winnersLimit: 5,
    startsAt: new Date(now - 60_000),
    endsAt: new Date(now + 3_600_000),
    announcedAt: new Date(now),
  });
  const tournament = await diceTournament(sandbox.db, {
    slug: "catch-up-race",
    title: "Catch-up race",
    minBetUsd: "1",
    startsAt: new Date(now - 60_000),
    endsAt: new Date(now + 3_600_000),
  });

  // 26 rounds of 2 USDT (52 USD) settled by an instance that stopped before raising
  // `betSettled`: the money moved, no listener ran. The first one won x3.
  const rounds = Array.from({ length: 26 }, (_, i) =>
    settledRound({
      userId,
      game: dice,
      roundId: `catch-up-${userId}-${i}`,
      stake: "2",
      payout: i === 0 ? "6" : "0",
      multiplier: i === 0 ? "3" : "0",
      at: new Date(now + 1_000),
    }),
  );
  await sandbox.db.insertInto("game_rounds").values(rounds).execute();

  // Too fresh: the live subscriber may still be at work.
  expect(await catchUpBets(services, now + 2_000)).toEqual({
    bonuses: 0,
    challenges: 0,
    tournaments: 0,
    loyalty: 0,
  });
  const later = now + 2_000 + CATCH_UP_AFTER_MS;
  expect(await catchUpBets(services, later)).toEqual({
    bonuses: 26,
    challenges: 26,
    tournaments: 26,
    loyalty: 26,
  });

  const effects = async () => {
    const bonus = await sandbox.db
      .selectFrom("bonuses")
      .select("wagered")
      .where("id", "=", bonusId)
      .executeTakeFirstOrThrow();
    const entry = await sandbox.db
      .selectFrom("tournament_entries")
      .select("points")
      .where("tournament_id", "=", tournament.id)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    const prizes = await sandbox.db
      .selectFrom("prizes")
      .select(["source", "source_id"])
      .where("user_id", "=", userId)
      .execute();
    return {
      wagered: fmt(dec(bonus.wagered)),
      points: entry ? fmt(dec(entry.points)) : null,
      stars: (await get(token, "/api/user/star-information")).stars,
      challengePrizes: prizes.filter(
        (p) => p.source === "challenge" && p.source_id === challenge.id,
      ).length,
      referral: await get(referrer.token, "/api/user/referral-friends/info"),
      referrerBalance: await usdtBalance(sandbox, referrer.token),
    };
  };
  const first = await effects();
  expect(first).toMatchObject({
    wagered: "10.4", // 26 x 2 x 20 %
    points: "52",
    stars: 52,
    challengePrizes: 1,
    referral: expect.objectContaining({ friend_qualified: 1, rewards_earned: "5.00" }),
  });
  expect(dec(first.referrerBalance)).toBe(dec(referrerBefore) + dec("5"));

  // A second run, even later, finds nothing to do and credits nothing again.
  expect(await catchUpBets(services, later + 60_000)).toEqual({
    bonuses: 0,
    challenges: 0,
    tournaments: 0,
    loyalty: 0,
  });
  // A lost event delivered late after all (the live path) applies nothing either.
  const round = await sandbox.db
    .selectFrom("game_rounds")
    .selectAll()
    .where("round_id", "=", `catch-up-${userId}-0`)
    .executeTakeFirstOrThrow();
  services.events.emit("betSettled", betSettledPayload(round));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await effects()).toEqual(first);

  // A bet the live listeners processed is not replayed.
  const placed = await sandbox.call("POST", "/api/originals/dice/bet", {
    token,
    body: { entity_wallet_code: "USDT", amount: "2", target: 50, condition: "under" },
  });
  expect(placed.status).toBe(201);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const live = await effects();
  expect(live).toMatchObject({ wagered: "10.8", points: "54", stars: 54 });
  expect(await catchUpBets(services, sandbox.clock.now() + CATCH_UP_AFTER_MS * 2)).toEqual({
    bonuses: 0,
    challenges: 0,
    tournaments: 0,
    loyalty: 0,
  });
  expect(await effects()).toEqual(live);
  // The referrer was told once.
  const notes = await get(referrer.token, "/api/notifications");
  expect(notes.data.filter((n: any) => n.title === "A friend qualified")).toHaveLength(1);
  expect(referrerId).toBeGreaterThan(0);

  const audit = await auditLedger(sandbox.db);
  expect(audit.mismatchedAccounts).toEqual([]);
  expect(audit.unbalancedTransfers).toEqual([]);
});

it("counts a tournament's lost rounds before its final ranking, even when the catch-up has not run", async () => {
  const player = await signedInPlayer(sandbox, "cutour");
  const userId = (await get(player.token, "/api/user/information")).id as number;
  const dice = await diceGame(sandbox.db);
  const now = sandbox.clock.now();
  const tournament = await diceTournament(sandbox.db, {
    slug: "catch-up-final",
    title: "Catch-up final",
    minBetUsd: "1",
    prizes: [{ rankFrom: 1, rankTo: 1, value: cashPrize("4") }],
    startsAt: new Date(now - 60_000),
    endsAt: new Date(now + 2_000),
  });
  // Settled a second before the end by an instance that died before its listeners ran.
  await sandbox.db
    .insertInto("game_rounds")
    .values(
      settledRound({
        userId,
        game: dice,
        roundId: `catch-up-final-${userId}`,
        stake: "3",
        at: new Date(now + 1_000),
      }),
    )
    .execute();
  // The tournament finishes 3 s after its end, before the catch-up would take the round (10 s).
  expect(await finishDueTournaments(sandbox.app.services, new Date(now + 5_000))).toBe(1);
  const entry = await sandbox.db
    .selectFrom("tournament_entries")
    .select(["points", "final_rank"])
    .where("tournament_id", "=", tournament.id)
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  expect({ points: fmt(dec(entry.points)), rank: entry.final_rank }).toEqual({
    points: "3",
    rank: 1,
  });
  const prizes = (await get(player.token, "/api/user/prizes")).data;
  expect(prizes).toEqual([
    expect.objectContaining({ source: "tournament", source_id: tournament.id, rank: 1 }),
  ]);
  // The catch-up later finds the round processed for tournaments.
  const replayed = await catchUpBets(sandbox.app.services, now + 60_000);
  expect(replayed.tournaments).toBe(0);
});
