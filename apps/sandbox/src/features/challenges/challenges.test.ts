/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely, as JSON */
/**
 * A challenge over HTTP, driven by real dice bets: it opens on schedule (`player_new_challenge`
 * to the signed-in players), the first two players who win a dice bet at x1.5 or more complete
 * it, the third does not; bets under the minimum or under the target do not count; the winners'
 * prizes are claimed once (concurrent claims too) and the ledger stays balanced.
 */
import { dec, fmt, round } from "@casino/rules";
import { fundedPlayer, usdtBalance } from "../../test/play.ts";
import { useSandbox } from "../../test/harness.ts";
import { pollUntil as until, sleep } from "../../test/polling.ts";
import { cashPrize, PRIZE_CLAIM_DAYS } from "../prizes/prizes.ts";
import { createChallenge, type NewChallenge } from "./create.ts";
import { diceGame } from "../../test/competitions.ts";

const sandbox = useSandbox();

type Player = Awaited<ReturnType<typeof fundedPlayer>>;

const diceGameRow = () => diceGame(sandbox.db);

/** A dice challenge live since a second ago and already announced. */
const liveDiceChallenge = async (
  input: Omit<NewChallenge, "gameId" | "startsAt" | "endsAt" | "announcedAt">,
) =>
  createChallenge(sandbox.db, {
    ...input,
    gameId: (await diceGameRow()).id,
    startsAt: new Date(sandbox.clock.now() - 1000),
    endsAt: null,
    announcedAt: new Date(sandbox.clock.now()),
  });

function dice(player: Player, amount: string) {
  return sandbox.call("POST", "/api/originals/dice/bet", {
    token: player.token,
    body: { entity_wallet_code: "USDT", amount, target: 50, condition: "over" },
  });
}

/** Bets until a dice bet pays at least x1.5; returns that round's id. */
async function winDice(player: Player, amount = "1"): Promise<number> {
  for (let i = 0; i < 60; i += 1) {
    const res = await dice(player, amount);
    expect(res.status).toBe(201);
    if (dec(res.body.data.multiplier ?? "0") >= dec("1.5")) return latestRound(player);
  }
  throw new Error("no win in 60 dice bets");
}

async function latestRound(player: Player): Promise<number> {
  const row = await sandbox.db
    .selectFrom("game_rounds")
    .select("id")
    .where("user_id", "=", player.id)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Waits until the challenge listener has handled a settled bet (it records every bet it saw). */
const counted = (challengeId: number, betId: number) =>
  until(
    () =>
      sandbox.db
        .selectFrom("competition_bets")
        .select("bet_id")
        .where("kind", "=", "challenge")
        .where("competition_id", "=", challengeId)
        .where("bet_id", "=", betId)
        .executeTakeFirst(),
    (row) => row !== undefined,
  );

const completedIds = async (player: Player) =>
  (await sandbox.call("GET", "/api/challenges/user/completed", { token: player.token })).body.data
    .data as any[];

it("opens on schedule, pays the first two winners only, and each prize is claimed once", async () => {
  const published: { event: string; userId: number | undefined; payload: any }[] = [];
  const stop = sandbox.app.realtime.onPublish((p) => published.push(p));
  const [a, b, c] = [
    await fundedPlayer(sandbox, "chala", "100"),
    await fundedPlayer(sandbox, "chalb", "100"),
    await fundedPlayer(sandbox, "chalc", "100"),
  ];
  const diceGame = await diceGameRow();
  const before = (await sandbox.call("GET", "/api/settings/general")).body.data.challenge_count;
  const challenge = await createChallenge(sandbox.db, {
    title: "Dice x1.5 sprint",
    gameId: diceGame.id,
    targetType: "multiplier",
    targetMultiplier: "1.5",
    minBetUsd: "0.5",
    prize: cashPrize("3"),
    winnersLimit: 2,
    startsAt: new Date(sandbox.clock.now() + 60_000),
    endsAt: new Date(sandbox.clock.now() + 3_600_000),
  });

  // Not live yet: not listed, not counted, not announced.
  const live = await sandbox.call("GET", "/api/challenges/live");
  expect(live.body.data.data.map((x: any) => x.id)).not.toContain(challenge.id);
  await sleep(300);
  expect(published.filter((p) => p.event === "player_new_challenge")).toHaveLength(0);

  // It starts: the scheduled job announces it once to each signed-in player.
  sandbox.clock.advance(120_000);
  await until(
    async () => published.filter((p) => p.event === "player_new_challenge"),
    (events) => [a, b, c].every((p) => events.some((e) => e.userId === p.id)),
  );
  const announced = published.filter((p) => p.event === "player_new_challenge");
  expect(announced.find((e) => e.userId === a.id)!.payload.challenge).toMatchObject({
    id: challenge.id,
    status: "live",
    target_type: "multiplier",
    target_multiplier: "1.5",
    winners_limit: 2,
    winners_count: 0,
    prize: { prize_type: "cash", amount: "3.000000", currency: "USDT" },
  });
  expect((await sandbox.call("GET", "/api/settings/general")).body.data.challenge_count).toBe(
    before + 1,
  );

  // Bets that do not qualify: a loss (multiplier 0) and a win under the minimum bet.
  let small: number | undefined;
  for (let i = 0; i < 60 && small === undefined; i += 1) {
    const res = await dice(a, "0.1");
    if (dec(res.body.data.multiplier) >= dec("1.5")) small = await latestRound(a);
  }
  await sleep(200);
  expect(await completedIds(a)).toEqual([]);

  // A wins, then B: both complete it.
  await counted(challenge.id, await winDice(a));
  await counted(challenge.id, await winDice(b));
  // C wins too late: the two prizes are gone.
  await counted(challenge.id, await winDice(c));

  const doneA = await completedIds(a);
  expect(doneA).toHaveLength(1);
  expect(doneA[0]).toMatchObject({ id: challenge.id, status: "completed" });
  expect(doneA[0].completed_at).not.toBeNull();
  expect(await completedIds(b)).toHaveLength(1);
  expect(await completedIds(c)).toEqual([]);

  const finished = await sandbox.call("GET", "/api/challenges/finished", { token: c.token });
  const row = finished.body.data.data.find((x: any) => x.id === challenge.id);
  expect(row).toMatchObject({ status: "finished", winners_count: 2, completed_at: null });
  expect((await sandbox.call("GET", "/api/settings/general")).body.data.challenge_count).toBe(
    before,
  );

  // Prizes: A and B each have one, C none; inbox notifications for the winners.
  const prizesOf = async (p: Player) =>
    (await sandbox.call("GET", "/api/user/prizes", { token: p.token })).body.data.data as any[];
  const [prizeA] = await prizesOf(a);
  expect(prizeA).toMatchObject({
    source: "challenge",
    source_id: challenge.id,
    source_title: "Dice x1.5 sprint",
    rank: null,
    claim_status: 0,
    prize: { prize_type: "cash", amount: "3.000000", currency: "USDT" },
  });
  expect(prizeA.description).toMatch(/3\.000000 USDT/);
  expect(await prizesOf(b)).toHaveLength(1);
  expect(await prizesOf(c)).toEqual([]);
  const inbox = await sandbox.call("GET", "/api/notifications", { token: b.token });
  expect(inbox.body.data.data.filter((n: any) => n.type === "challenge")).toHaveLength(1);

  // A claims once: +3 USDT; a second claim is refused.
  const balanceA = await usdtBalance(sandbox, a.token);
  const claimed = await sandbox.call("POST", `/api/user/prizes/${prizeA.id}/claim`, {
    token: a.token,
  });
  expect(claimed.status).toBe(200);
  expect(claimed.body.data).toMatchObject({ id: prizeA.id, claim_status: 1 });
  expect(await usdtBalance(sandbox, a.token)).toBe(fmt(dec(balanceA) + dec("3")));
  const again = await sandbox.call("POST", `/api/user/prizes/${prizeA.id}/claim`, {
    token: a.token,
  });
  expect(again.status).toBe(422);
  expect(again.body.code).toBe("prize_not_claimable");
  // Another player's prize is not found for C.
  const [prizeB] = await prizesOf(b);
  expect(
    (await sandbox.call("POST", `/api/user/prizes/${prizeB.id}/claim`, { token: c.token })).status,
  ).toBe(404);

  // B claims five times at once: one credit.
  const balanceB = await usdtBalance(sandbox, b.token);
  const claims = await Promise.all(
    Array.from({ length: 5 }, () =>
      sandbox.call("POST", `/api/user/prizes/${prizeB.id}/claim`, { token: b.token }),
    ),
  );
  expect(claims.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422]);
  expect(await usdtBalance(sandbox, b.token)).toBe(fmt(dec(balanceB) + dec("3")));
  expect(
    published.some(
      (p) => p.event === "wallet_balance" && p.userId === b.id && p.payload.reason === "prize",
    ),
  ).toBe(true);

  // The small win never counted.
  if (small !== undefined)
    expect(
      await sandbox.db
        .selectFrom("competition_bets")
        .select("bet_id")
        .where("kind", "=", "challenge")
        .where("competition_id", "=", challenge.id)
        .where("bet_id", "=", small)
        .executeTakeFirst(),
    ).toBeUndefined();

  const audit = await sandbox.call("GET", "/dev/ledger/audit");
  expect(audit.body.data.mismatchedAccounts).toEqual([]);
  expect(audit.body.data.unbalancedTransfers).toEqual([]);
  stop();
});

it("refuses a claim after the prize's 30 days, and credits nothing", async () => {
  const player = await fundedPlayer(sandbox, "chalexp", "10");
  const challenge = await liveDiceChallenge({
    title: "Dice x1.5 expiry",
    targetType: "multiplier",
    targetMultiplier: "1.5",
    minBetUsd: "0.5",
    prize: cashPrize("2"),
    winnersLimit: 1,
  });
  await counted(challenge.id, await winDice(player));
  const [prize] = (await sandbox.call("GET", "/api/user/prizes", { token: player.token })).body.data
    .data as any[];
  expect(prize.source_id).toBe(challenge.id);
  const created = Date.parse(prize.created_at);
  expect(Date.parse(prize.expires_at) - created).toBe(PRIZE_CLAIM_DAYS * 86_400_000);
  // The deadline passes (the stored one, so the player's session stays valid).
  await sandbox.db
    .updateTable("prizes")
    .set({ expires_at: new Date(sandbox.clock.now() - 1) })
    .where("id", "=", prize.id)
    .execute();
  const balance = await usdtBalance(sandbox, player.token);
  const late = await sandbox.call("POST", `/api/user/prizes/${prize.id}/claim`, {
    token: player.token,
  });
  expect(late.status).toBe(422);
  expect(late.body.code).toBe("prize_not_claimable");
  expect(await usdtBalance(sandbox, player.token)).toBe(balance);
});

it("completes a wager challenge when eligible stakes add up to the target", async () => {
  const player = await fundedPlayer(sandbox, "chalwag", "50");
  const challenge = await liveDiceChallenge({
    title: "Wager 4.5 USD on Dice",
    targetType: "wager",
    targetWagerUsd: "4.5",
    minBetUsd: "0.9",
    prize: cashPrize("1"),
    winnersLimit: 5,
  });
  const bet = async (amount: string) => {
    const res = await sandbox.call("POST", "/api/originals/dice/bet", {
      token: player.token,
      body: { entity_wallet_code: "USDT", amount, target: 50, condition: "over" },
    });
    expect(res.status).toBe(201);
    await counted(challenge.id, await latestRound(player));
  };
  // Four eligible 1 USD bets and small ones (under the minimum, never counted): 4 < 4.5.
  for (let i = 0; i < 4; i += 1) await bet("1");
  for (let i = 0; i < 3; i += 1) {
    await sandbox.call("POST", "/api/originals/dice/bet", {
      token: player.token,
      body: { entity_wallet_code: "USDT", amount: "0.5", target: 50, condition: "over" },
    });
  }
  await sleep(200);
  expect(await completedIds(player)).toEqual([]);
  const entry = await sandbox.db
    .selectFrom("challenge_entries")
    .select("wagered_usd")
    .where("challenge_id", "=", challenge.id)
    .executeTakeFirstOrThrow();
  expect(fmt(round(dec(entry.wagered_usd), 2))).toBe("4");
  // The fifth, won or lost, completes it.
  await bet("1");
  const done = await completedIds(player);
  expect(done.map((c) => [c.id, c.target_type, c.target_wager])).toEqual([
    [challenge.id, "wager", "4.50"],
  ]);
});
