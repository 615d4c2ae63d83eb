import { dice, minePositions, plinko } from "@casino/fair";
import { dec, fmt, round } from "@casino/rules";
import {
  cashOutFunMines,
  creditFunMines,
  FUN_BALANCE_START,
  playFunRound,
  revealFunMines,
  startFunMines,
  startFunSession,
} from "./fun-mode.ts";

const session = () => startFunSession("fun-server-seed", "fun-client-seed");

describe("fun mode rounds", () => {
  it("plays dice with the provably fair code at the session's nonce and moves the fun balance", () => {
    const start = session();
    const params = { target: 50.5, condition: "under" as const };
    const played = playFunRound(start, { game: "dice", params }, "10");
    if ("error" in played) throw new Error(played.error);
    const expected = dice(
      { serverSeed: "fun-server-seed", clientSeed: "fun-client-seed", nonce: 0 },
      params,
    );
    expect(played.bet.outcome.roll).toBe(expected.roll);
    expect(played.bet.win).toBe(expected.win);
    const balance = expected.win ? dec("990") + dec(played.bet.payout) : dec("990");
    expect(fmt(dec(played.session.balance), 2)).toBe(fmt(balance, 2));
    expect(played.session.seeds.nonce).toBe(1);
    expect(played.session.played).toBe(1);
  });

  it("takes the next nonce for the next round (each round differs)", () => {
    const first = playFunRound(
      session(),
      { game: "plinko", params: { rows: 12, risk: "high" } },
      "1",
    );
    if ("error" in first) throw new Error(first.error);
    const second = playFunRound(
      first.session,
      { game: "plinko", params: { rows: 12, risk: "high" } },
      "1",
    );
    if ("error" in second) throw new Error(second.error);
    const seeds = { serverSeed: "fun-server-seed", clientSeed: "fun-client-seed", nonce: 1 };
    expect(second.bet.outcome.path).toEqual(plinko(seeds, { rows: 12, risk: "high" }).path);
  });

  it("refuses a stake above the fun balance, a zero stake and invalid parameters", () => {
    const bet = { game: "limbo" as const, params: { target: 2 } };
    expect(playFunRound(session(), bet, "1000.01")).toEqual({ error: "insufficient_balance" });
    expect(playFunRound(session(), bet, "0")).toEqual({ error: "amount_invalid" });
    expect(playFunRound(session(), bet, "0.001")).toEqual({ error: "amount_invalid" });
    expect(playFunRound(session(), { game: "limbo", params: { target: 0.5 } }, "1")).toEqual({
      error: "invalid_value",
    });
    expect(session().balance).toBe(FUN_BALANCE_START);
  });

  it("plays a mines round: the stake leaves, a safe tile then cash-out pays, a mine loses", () => {
    const seeds = { serverSeed: "fun-server-seed", clientSeed: "fun-client-seed", nonce: 0 };
    const mines = minePositions(seeds, 3);
    const safe = Array.from({ length: 25 }, (_, i) => i).find((i) => !mines.includes(i))!;
    const started = startFunMines(session(), 3, "10");
    if ("error" in started) throw new Error(started.error);
    expect(started.session.balance).toBe("990");
    expect(started.round.mine_positions).toBeNull();
    const revealed = revealFunMines(started.round, safe);
    expect(revealed.status).toBe("active");
    const cashed = cashOutFunMines(revealed);
    expect(cashed.status).toBe("cashed_out");
    expect(cashed.mine_positions).toEqual(mines);
    expect(creditFunMines(started.session, cashed).balance).toBe(
      fmt(round(dec("990") + dec(cashed.payout), 2)),
    );
    const lost = revealFunMines(started.round, mines[0]!);
    expect(lost.status).toBe("lost");
    expect(lost.payout).toBe("0");
  });
});
