/**
 * The seamless wallet over HTTP: a launch token for a session, balance, bet, win, rollback keyed
 * by the provider's transaction id, in fun mode (play money, never the ledger) and real mode
 * (the bet pipeline: ledger, rounds, wallet balance), under concurrent retries.
 */
import { dec, fmt } from "../../lib/decimal.ts";
import { auditLedger } from "../../lib/ledger.ts";
import { useSandbox } from "../../test/harness.ts";
import {
  fundedPlayer,
  gameOf,
  launch,
  openSession,
  usdtBalance,
  withSession,
} from "../../test/play.ts";

const sandbox = useSandbox();

const money = (value: string) => fmt(dec(value));

describe("game sessions", () => {
  it("opens one session per launch token and refuses unknown or expired ones", async () => {
    const game = await gameOf(sandbox, "slot");
    const token = await launch(sandbox, game.id, "fun");
    const first = await openSession(sandbox, token);
    expect(first).toMatchObject({ mode: "fun", engine: "slot", currency: "FUN" });
    expect(money(first.balance)).toBe(money("1000"));
    const again = await openSession(sandbox, token);
    expect(again.session_token).toBe(first.session_token);

    const unknown = await sandbox.call("POST", "/api/play/session", {
      body: { launch_token: "no-such-launch-token" },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe("launch_invalid");

    const call = withSession(sandbox, first.session_token);
    expect((await call("POST", "/wallet-api/balance")).status).toBe(200);
    expect(
      (await withSession(sandbox, "not-a-session-token")("POST", "/wallet-api/balance")).status,
    ).toBe(401);
    sandbox.clock.advance(61 * 60_000);
    const expired = await call("POST", "/wallet-api/balance");
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe("session_expired");
  });
});

describe("the provider's key", () => {
  it("refuses wallet calls without the provider's key: a page's session token alone moves no money", async () => {
    const game = await gameOf(sandbox, "slot");
    const session = await openSession(sandbox, await launch(sandbox, game.id, "fun"));
    const page = withSession(sandbox, session.session_token, false);
    for (const [path, body] of [
      ["/wallet-api/balance", undefined],
      [
        "/wallet-api/win",
        { transaction_id: "p-w", bet_transaction_id: "p-b", round_id: "p-r", amount: "500" },
      ],
      ["/wallet-api/bet", { transaction_id: "p-b", round_id: "p-r", amount: "1" }],
    ] as const) {
      const refused = await page("POST", path, body);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("provider_key_invalid");
    }
    const wrong = await sandbox.call("POST", "/wallet-api/balance", {
      headers: { "X-Game-Session": session.session_token, "X-Provider-Key": "not-the-key" },
    });
    expect(wrong.status).toBe(403);
    const balance = await withSession(sandbox, session.session_token)(
      "POST",
      "/wallet-api/balance",
    );
    expect(money(balance.body.data.balance)).toBe(money("1000"));
  });
});

describe("fun mode", () => {
  it("plays with play money, idempotent by transaction id, never touching the ledger", async () => {
    const game = await gameOf(sandbox, "slot");
    const session = await openSession(sandbox, await launch(sandbox, game.id, "fun"));
    const call = withSession(sandbox, session.session_token);
    const before = await auditLedger(sandbox.db);

    const bets = await Promise.all(
      Array.from({ length: 10 }, () =>
        call("POST", "/wallet-api/bet", {
          transaction_id: "fun-b1",
          round_id: "fun-r1",
          amount: "10",
        }),
      ),
    );
    expect(bets.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(bets.filter((r) => r.body.data.duplicate === false)).toHaveLength(1);
    expect(new Set(bets.map((r) => money(r.body.data.balance)))).toEqual(new Set([money("990")]));

    const win = await call("POST", "/wallet-api/win", {
      transaction_id: "fun-w1",
      bet_transaction_id: "fun-b1",
      round_id: "fun-r1",
      amount: "25.5",
    });
    expect(money(win.body.data.balance)).toBe(money("1015.5"));

    // A paid bet cannot be rolled back.
    const late = await call("POST", "/wallet-api/rollback", {
      transaction_id: "fun-rb0",
      bet_transaction_id: "fun-b1",
    });
    expect(late.status).toBe(422);
    expect(late.body.code).toBe("round_closed");

    // A rollback of an unknown bet is recorded; the bet arriving later is refused.
    const ghost = await call("POST", "/wallet-api/rollback", {
      transaction_id: "fun-rb1",
      bet_transaction_id: "fun-ghost",
    });
    expect(ghost.status).toBe(200);
    expect(money(ghost.body.data.balance)).toBe(money("1015.5"));
    const refused = await call("POST", "/wallet-api/bet", {
      transaction_id: "fun-ghost",
      round_id: "fun-r2",
      amount: "1",
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("bet_refused");

    // A known bet rolled back is refunded once, even when retried concurrently.
    await call("POST", "/wallet-api/bet", {
      transaction_id: "fun-b3",
      round_id: "fun-r3",
      amount: "15.5",
    });
    const rollbacks = await Promise.all(
      Array.from({ length: 5 }, () =>
        call("POST", "/wallet-api/rollback", {
          transaction_id: "fun-rb3",
          bet_transaction_id: "fun-b3",
        }),
      ),
    );
    expect(rollbacks.filter((r) => r.body.data.duplicate === false)).toHaveLength(1);
    const balance = await call("POST", "/wallet-api/balance");
    expect(money(balance.body.data.balance)).toBe(money("1015.5"));

    const poor = await call("POST", "/wallet-api/bet", {
      transaction_id: "fun-b4",
      round_id: "fun-r4",
      amount: "5000",
    });
    expect(poor.status).toBe(422);
    expect(poor.body.code).toBe("insufficient_balance");

    const after = await auditLedger(sandbox.db);
    expect(after.totals).toEqual(before.totals);
    const rounds = await sandbox.db
      .selectFrom("game_rounds")
      .select("id")
      .where("round_id", "like", "fun-r%")
      .execute();
    expect(rounds).toHaveLength(0);
  });
});

describe("real mode", () => {
  it("charges 10 concurrent identical bets once, pays wins, refunds and refuses through the pipeline", async () => {
    const game = await gameOf(sandbox, "slot");
    const player = await fundedPlayer(sandbox, "seamreal", "100");
    const session = await openSession(sandbox, await launch(sandbox, game.id, "real", player.id));
    expect(session).toMatchObject({ mode: "real", currency: "USDT" });
    expect(money(session.balance)).toBe(money("100"));
    const call = withSession(sandbox, session.session_token);

    const bets = await Promise.all(
      Array.from({ length: 10 }, () =>
        call("POST", "/wallet-api/bet", {
          transaction_id: "real-b1",
          round_id: "real-r1",
          amount: "10",
        }),
      ),
    );
    expect(bets.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(bets.filter((r) => r.body.data.duplicate === false)).toHaveLength(1);
    expect(await usdtBalance(sandbox, player.token)).toBe(money("90"));

    const win = await call("POST", "/wallet-api/win", {
      transaction_id: "real-w1",
      bet_transaction_id: "real-b1",
      round_id: "real-r1",
      amount: "25",
    });
    expect(win.status).toBe(200);
    expect(await usdtBalance(sandbox, player.token)).toBe(money("115"));
    const round = await sandbox.db
      .selectFrom("game_rounds")
      .selectAll()
      .where("round_id", "=", "real-r1")
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({
      status: "settled",
      source: "slot",
      game_id: game.id,
      user_id: player.id,
    });
    expect(money(round.stake)).toBe(money("10"));
    expect(money(round.payout)).toBe(money("25"));

    const ghost = await call("POST", "/wallet-api/rollback", {
      transaction_id: "real-rb1",
      bet_transaction_id: "real-ghost",
    });
    expect(ghost.status).toBe(200);
    const refused = await call("POST", "/wallet-api/bet", {
      transaction_id: "real-ghost",
      round_id: "real-r2",
      amount: "1",
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("bet_refused");

    await call("POST", "/wallet-api/bet", {
      transaction_id: "real-b3",
      round_id: "real-r3",
      amount: "15",
    });
    expect(await usdtBalance(sandbox, player.token)).toBe(money("100"));
    const rollbacks = await Promise.all(
      Array.from({ length: 5 }, () =>
        call("POST", "/wallet-api/rollback", {
          transaction_id: "real-rb3",
          bet_transaction_id: "real-b3",
        }),
      ),
    );
    expect(rollbacks.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(await usdtBalance(sandbox, player.token)).toBe(money("115"));

    const poor = await call("POST", "/wallet-api/bet", {
      transaction_id: "real-b4",
      round_id: "real-r4",
      amount: "500",
    });
    expect(poor.status).toBe(422);
    expect(poor.body.code).toBe("insufficient_balance");

    const audit = await auditLedger(sandbox.db);
    expect(audit.mismatchedAccounts).toEqual([]);
    expect(audit.unbalancedTransfers).toEqual([]);
    expect(Object.values(audit.totals).every((t) => dec(t) === 0n)).toBe(true);
  });
});
