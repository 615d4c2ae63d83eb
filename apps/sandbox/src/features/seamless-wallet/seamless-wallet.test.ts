/**
 * The seamless wallet over HTTP: a launch token for a session, balance, bet, win, rollback keyed
 * by the provider's transaction id, in fun mode (play money, never the ledger) and real mode
 * (the bet pipeline: ledger, rounds, wallet balance), under concurrent retries.
 */
import { dec, fmt } from "@casino/rules";
import { auditLedger } from "../../lib/ledger.ts";
import { useSandbox, type ApiResponse } from "../../test/harness.ts";
import {
  fundedPlayer,
  gameOf,
  launch,
  openSession,
  playSession,
  seamlessWallet,
  usdtBalance,
  withSession,
} from "../../test/play.ts";
import { concurrently } from "../../test/polling.ts";

const sandbox = useSandbox();

const money = (value: string) => fmt(dec(value));

/** A wallet call refused with 422 and `code`. */
function expectRefused(response: ApiResponse, code: string) {
  expect(response.status).toBe(422);
  expect(response.body.code).toBe(code);
}

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
    const { session } = await playSession(sandbox);
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
    const { call } = await playSession(sandbox);
    const wallet = seamlessWallet(call);
    const balance = async () => money((await wallet.balance()).body.data.balance);
    const before = await auditLedger(sandbox.db);

    const bets = await concurrently(10, () => wallet.bet("fun-b1", "fun-r1", "10"));
    expect(bets.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(bets.filter((r) => r.body.data.duplicate === false)).toHaveLength(1);
    expect(new Set(bets.map((r) => money(r.body.data.balance)))).toEqual(new Set([money("990")]));

    const win = await wallet.win("fun-w1", "fun-b1", "fun-r1", "25.5");
    expect(money(win.body.data.balance)).toBe(money("1015.5"));

    // A paid bet cannot be rolled back.
    expectRefused(await wallet.rollback("fun-rb0", "fun-b1"), "round_closed");

    // A rollback of an unknown bet is recorded; the bet arriving later is refused.
    const ghost = await wallet.rollback("fun-rb1", "fun-ghost");
    expect(ghost.status).toBe(200);
    expect(money(ghost.body.data.balance)).toBe(money("1015.5"));
    expectRefused(await wallet.bet("fun-ghost", "fun-r2", "1"), "bet_refused");

    // A known bet rolled back is refunded once, even when retried concurrently.
    await wallet.bet("fun-b3", "fun-r3", "15.5");
    const rollbacks = await concurrently(5, () => wallet.rollback("fun-rb3", "fun-b3"));
    expect(rollbacks.filter((r) => r.body.data.duplicate === false)).toHaveLength(1);
    expect(await balance()).toBe(money("1015.5"));

    expectRefused(await wallet.bet("fun-b4", "fun-r4", "5000"), "insufficient_balance");

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
    const player = await fundedPlayer(sandbox, "seamreal", "100");
    const { game, session, call } = await playSession(sandbox, "slot", player);
    expect(session).toMatchObject({ mode: "real", currency: "USDT" });
    expect(money(session.balance)).toBe(money("100"));
    const wallet = seamlessWallet(call);
    const balance = () => usdtBalance(sandbox, player.token);

    const bets = await concurrently(10, () => wallet.bet("real-b1", "real-r1", "10"));
    expect(bets.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(bets.filter((r) => r.body.data.duplicate === false)).toHaveLength(1);
    expect(await balance()).toBe(money("90"));

    expect((await wallet.win("real-w1", "real-b1", "real-r1", "25")).status).toBe(200);
    expect(await balance()).toBe(money("115"));
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

    expect((await wallet.rollback("real-rb1", "real-ghost")).status).toBe(200);
    expectRefused(await wallet.bet("real-ghost", "real-r2", "1"), "bet_refused");

    await wallet.bet("real-b3", "real-r3", "15");
    expect(await balance()).toBe(money("100"));
    const rollbacks = await concurrently(5, () => wallet.rollback("real-rb3", "real-b3"));
    expect(rollbacks.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(await balance()).toBe(money("115"));

    expectRefused(await wallet.bet("real-b4", "real-r4", "500"), "insufficient_balance");

    const audit = await auditLedger(sandbox.db);
    expect(audit.mismatchedAccounts).toEqual([]);
    expect(audit.unbalancedTransfers).toEqual([]);
    expect(Object.values(audit.totals).every((t) => dec(t) === 0n)).toBe(true);
  });
});
