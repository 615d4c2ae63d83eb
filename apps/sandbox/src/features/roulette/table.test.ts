/**
 * The live-style roulette table over HTTP: two players (one real, one fun) see the same round,
 * bet, the betting window closes, the wheel spins, the round settles through the wallet; an
 * unfinished round is voided and refunded at start-up.
 */
import { dec, fmt } from "@casino/rules";
import { useSandbox } from "../../test/harness.ts";
import { fundedPlayer, playSession, usdtBalance } from "../../test/play.ts";
import { findGame } from "../games/repository.ts";
import { RED } from "./roulette-maths.ts";
import { bettingMs, recoverRouletteRounds, SPIN_MS } from "./table.ts";

const sandbox = useSandbox();

it("runs one shared round for every player: bets, no more bets, spin, settlement", async () => {
  const player = await fundedPlayer(sandbox, "roulreal", "100000");
  const { game: table, call: real } = await playSession(sandbox, "roulette", player);
  const game = (await findGame(sandbox.db, table.id))!;
  const { call: fun } = await playSession(sandbox, "roulette");
  const seenByReal = (await real("GET", "/api/play/roulette")).body.data;
  const seenByFun = (await fun("GET", "/api/play/roulette")).body.data;
  expect(seenByReal.round.id).toBe(seenByFun.round.id);
  expect(seenByReal.round.phase).toBe("betting");
  const stake = seenByReal.limits_usd.min as string;

  const before = dec(await usdtBalance(sandbox, player.token));
  const placed = await real("POST", "/api/play/roulette/bets", {
    bets: [{ kind: "red", amount: stake }],
  });
  expect(placed.status).toBe(200);
  expect(await usdtBalance(sandbox, player.token)).toBe(fmt(before - dec(stake)));
  const funPlaced = await fun("POST", "/api/play/roulette/bets", {
    bets: [{ kind: "straight", numbers: [17], amount: stake }],
  });
  expect(funPlaced.status).toBe(200);
  expect(funPlaced.body.data.round_id).toBe(seenByReal.round.id);

  const badSpot = await real("POST", "/api/play/roulette/bets", {
    bets: [{ kind: "split", numbers: [3, 4], amount: stake }],
  });
  expect(badSpot.status).toBe(422);
  const tooBig = await real("POST", "/api/play/roulette/bets", {
    bets: [{ kind: "red", amount: fmt(dec(seenByReal.limits_usd.max) + dec("1")) }],
  });
  expect(tooBig.body.code).toBe("bet_out_of_range");

  sandbox.clock.advance(bettingMs(game));
  const spinning = (await fun("GET", "/api/play/roulette")).body.data;
  expect(spinning.round).toMatchObject({ id: seenByReal.round.id, phase: "spinning" });
  const late = await fun("POST", "/api/play/roulette/bets", {
    bets: [{ kind: "black", amount: stake }],
  });
  expect(late.status).toBe(422);
  expect(late.body.code).toBe("betting_closed");

  sandbox.clock.advance(SPIN_MS);
  const next = (await real("GET", "/api/play/roulette")).body.data;
  expect(next.round.phase).toBe("betting");
  expect(next.round.id).toBeGreaterThan(seenByReal.round.id);
  const result = next.history[0];
  expect(result.round_id).toBe(seenByReal.round.id);
  const won = RED.has(Number(result.result));
  const frenchHalf = game.engine_params["variant"] === "french" && result.result === "0";
  const back = won ? dec(stake) * 2n : frenchHalf ? dec(stake) / 2n : 0n;
  expect(await usdtBalance(sandbox, player.token)).toBe(fmt(before - dec(stake) + back));
  const funBalance = (await fun("POST", "/wallet-api/balance")).body.data.balance;
  expect(fmt(dec(funBalance))).toBe(
    fmt(dec("1000") - dec(stake) + (result.result === "17" ? dec(stake) * 36n : 0n)),
  );
  const round = await sandbox.db
    .selectFrom("game_rounds")
    .selectAll()
    .where("round_id", "like", `roulette-${seenByReal.round.id}-%`)
    .executeTakeFirstOrThrow();
  expect(round).toMatchObject({ status: "settled", source: "table", user_id: player.id });
  expect(fmt(dec(round.payout))).toBe(fmt(back));
});

it("voids an unfinished round at start-up and rolls its bets back", async () => {
  const player = await fundedPlayer(sandbox, "roulrecover", "100000");
  const { call: real } = await playSession(sandbox, "roulette", player);
  const state = (await real("GET", "/api/play/roulette")).body.data;
  const before = await usdtBalance(sandbox, player.token);
  const placed = await real("POST", "/api/play/roulette/bets", {
    bets: [{ kind: "odd", amount: state.limits_usd.min }],
  });
  expect(placed.status).toBe(200);
  expect(await usdtBalance(sandbox, player.token)).not.toBe(before);

  // What the start-up hook does after a restart.
  expect(await recoverRouletteRounds(sandbox.app.services)).toBe(1);
  expect(await usdtBalance(sandbox, player.token)).toBe(before);
  const round = await sandbox.db
    .selectFrom("roulette_rounds")
    .select("status")
    .where("id", "=", state.round.id)
    .executeTakeFirstOrThrow();
  expect(round.status).toBe("void");
  expect(await recoverRouletteRounds(sandbox.app.services)).toBe(0);
  // The table opens a fresh round.
  const fresh = (await real("GET", "/api/play/roulette")).body.data;
  expect(fresh.round.id).toBeGreaterThan(state.round.id);
});

it("gives the limits in the session's currency, and the table accepts its own minimum and maximum", async () => {
  const player = await fundedPlayer(sandbox, "roullim", "100000");
  const { call: real } = await playSession(sandbox, "roulette", player);
  const { call: fun } = await playSession(sandbox, "roulette");
  for (const [call, funded] of [
    [real, true],
    [fun, false],
  ] as const) {
    const state = (await call("GET", "/api/play/roulette")).body.data;
    const { min, max } = state.limits as { min: string; max: string };
    expect(dec(min) > 0n && dec(min) <= dec(max)).toBe(true);
    // The page's default chip is the minimum: never refused as out of range.
    const atMin = await call("POST", "/api/play/roulette/bets", {
      bets: [{ kind: "red", amount: min }],
    });
    expect(atMin.status).toBe(200);
    const atMax = await call("POST", "/api/play/roulette/bets", {
      bets: [{ kind: "black", amount: max }],
    });
    // In range either way (a fun balance may be short of the maximum).
    expect(atMax.body.code).not.toBe("bet_out_of_range");
    if (funded) expect(atMax.status).toBe(200);
  }
}, 60_000);
