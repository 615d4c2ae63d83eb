/**
 * Journeys over HTTP: launch the demo slot for fun and for real, spin, and see the balance and
 * the rounds move; free spins keep one round open until the last one.
 */
import { dec, fmt, sum } from "@casino/rules";
import { useSandbox } from "../../test/harness.ts";
import {
  fundedPlayer,
  gameOf,
  launch,
  openSession,
  playSession,
  usdtBalance,
  withSession,
} from "../../test/play.ts";
import { findGame } from "../games/repository.ts";
import { SCATTER } from "./slot-maths.ts";
import { playSpin, slotConfigOf } from "./slot-play.ts";

const sandbox = useSandbox();

const money = (value: string) => fmt(dec(value));

it("plays the slot for fun: state, spins decided by the server, play money moves", async () => {
  const { game, call } = await playSession(sandbox);
  const state = await call("GET", "/api/play/slot");
  expect(state.status).toBe(200);
  const levels = state.body.data.bet_levels as { usd: string; amount: string }[];
  expect(levels.length).toBeGreaterThan(0);
  expect(
    levels.every((l) => dec(l.usd) >= dec(game.min_bet) && dec(l.usd) <= dec(game.max_bet)),
  ).toBe(true);
  expect(state.body.data.pay_table.symbols).toHaveLength(8);

  let expected = dec("1000");
  for (let i = 0; i < 15; i++) {
    const spun = await call("POST", "/api/play/slot/spin", { bet: levels[0]!.usd });
    expect(spun.status).toBe(200);
    const data = spun.body.data;
    if (!data.free_spin) expected -= dec(data.stake);
    expected += dec(data.win);
    expect(money(data.balance)).toBe(fmt(expected));
    expect(data.grid).toHaveLength(5);
    const lineTotal = sum(data.line_wins.map((w: { win: string }) => dec(w.win)));
    expect(lineTotal <= dec(data.win) * 4n || data.free_spin).toBe(true);
  }

  const outOfRange = await call("POST", "/api/play/slot/spin", { bet: "123456" });
  if (!(await call("GET", "/api/play/slot")).body.data.free_spins) {
    expect(outOfRange.status).toBe(422);
    expect(outOfRange.body.code).toBe("bet_out_of_range");
  }
});

it("plays the slot for real: stakes and wins through the pipeline, one settled round a spin", async () => {
  const player = await fundedPlayer(sandbox, "slotreal", "500");
  const { call } = await playSession(sandbox, "slot", player);
  const levels = (await call("GET", "/api/play/slot")).body.data.bet_levels;
  let expected = dec("500");
  const rounds = new Set<string>();
  for (let i = 0; i < 10; i++) {
    const data = (await call("POST", "/api/play/slot/spin", { bet: levels[0].usd })).body.data;
    if (!data.free_spin) expected -= dec(data.stake);
    expected += dec(data.win);
    rounds.add(data.round_id);
  }
  expect(await usdtBalance(sandbox, player.token)).toBe(fmt(expected));
  const stored = await sandbox.db
    .selectFrom("game_rounds")
    .selectAll()
    .where("user_id", "=", player.id)
    .execute();
  expect(new Set(stored.map((r) => r.round_id))).toEqual(rounds);
  const paid = sum(stored.map((r) => dec(r.stake))) - sum(stored.map((r) => dec(r.payout)));
  expect(fmt(dec("500") - paid)).toBe(fmt(expected));

  // The player's gaming history shows the slot's bets and wins.
  const history = await sandbox.call("GET", "/api/user/gaming-history?per_page=100", {
    token: player.token,
  });
  expect(history.status).toBe(200);
  const rows = history.body.data.data as { type: string; amount: string }[];
  const bets = rows.filter((r) => r.type === "game_bet");
  expect(bets.length).toBe([...rounds].length);
  const net =
    sum(rows.filter((r) => r.type === "game_win").map((r) => dec(r.amount))) -
    sum(bets.map((r) => dec(r.amount)));
  expect(fmt(dec("500") + net)).toBe(fmt(expected));
});

it("keeps a free-spins round open until its last free spin, then settles it once", async () => {
  const slot = await gameOf(sandbox, "slot");
  const game = (await findGame(sandbox.db, slot.id))!;
  const player = await fundedPlayer(sandbox, "slotfree", "100");
  const opened = await openSession(sandbox, await launch(sandbox, game.id, "real", player.id));
  const session = await sandbox.db
    .selectFrom("game_sessions")
    .selectAll()
    .where("token", "=", opened.session_token)
    .executeTakeFirstOrThrow();
  const config = slotConfigOf(game);
  // Stops that show a scatter on the first three reels, then stops that show none.
  const scatterStops = config.strips.map((strip) => strip.indexOf(SCATTER));
  let draws = 0;
  const trigger = (n: number) => scatterStops[draws++ % 5]! % n;
  const quiet = (n: number) => (scatterStops[draws++ % 5]! + 7) % n;
  const level = (await withSession(sandbox, opened.session_token)("GET", "/api/play/slot")).body
    .data.bet_levels[0].usd;

  const first = await playSpin(sandbox.app.services, session.id, game, level, trigger);
  expect(first.free_spins_awarded).toBe(config.params.freeSpins);
  const round = () =>
    sandbox.db
      .selectFrom("game_rounds")
      .selectAll()
      .where("round_id", "=", first.round_id)
      .executeTakeFirstOrThrow();
  expect((await round()).status).toBe("open");
  let last = first;
  for (let i = 0; i < config.params.freeSpins; i++) {
    last = await playSpin(sandbox.app.services, session.id, game, undefined, quiet);
    expect(last.free_spin).toBe(true);
    expect(last.round_id).toBe(first.round_id);
  }
  expect(last.free_spins).toBeNull();
  const settled = await round();
  expect(settled.status).toBe("settled");
  expect(money(settled.payout)).toBe(money(last.feature_win!));
  expect(await usdtBalance(sandbox, player.token)).toBe(
    fmt(dec("100") - dec(first.stake) + dec(last.feature_win!)),
  );
  // The next spin is a paid one again.
  const next = await playSpin(sandbox.app.services, session.id, game, level, quiet);
  expect(next.free_spin).toBe(false);
});
