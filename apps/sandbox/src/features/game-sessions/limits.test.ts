/**
 * The limits of the game pages and the seamless wallet (docs/security.md, games-play).
 */
import { useSandbox } from "../../test/harness.ts";
import { playSession, seamlessWallet } from "../../test/play.ts";
import type { GameRecord } from "../games/repository.ts";
import { bettingMs, MAX_SPOTS } from "../roulette/table.ts";
import { PLAY_RATE_LIMIT, playLimitKey } from "./sessions.ts";

const sandbox = useSandbox();

it("refuses tokens and transaction ids beyond their lengths", async () => {
  const long = await sandbox.call("POST", "/api/play/session", {
    body: { launch_token: "a".repeat(129) },
  });
  expect(long.status).toBe(422);
  const wallet = seamlessWallet((await playSession(sandbox)).call);
  expect((await wallet.bet("t".repeat(100), "r", "1")).status).toBe(200);
  expect((await wallet.bet("t".repeat(101), "r", "1")).status).toBe(422);
  expect((await wallet.bet("t-precise", "r", "0.000000001")).body.code).toBe("amount_invalid");
});

it("refuses another session's transaction id instead of replaying it", async () => {
  const a = seamlessWallet((await playSession(sandbox)).call);
  const b = seamlessWallet((await playSession(sandbox)).call);
  expect((await a.bet("shared-1", "r", "1")).status).toBe(200);
  const other = await b.bet("shared-1", "r", "1");
  expect(other.status).toBe(422);
  expect(other.body.code).toBe("bet_refused");
});

it("takes at most 20 roulette spots a placement", async () => {
  const { call } = await playSession(sandbox, "roulette");
  const min = (await call("GET", "/api/play/roulette")).body.data.limits_usd.min;
  const spots = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ kind: "straight", numbers: [i], amount: min }));
  expect(MAX_SPOTS).toBe(20);
  expect((await call("POST", "/api/play/roulette/bets", { bets: spots(21) })).status).toBe(422);
  expect((await call("POST", "/api/play/roulette/bets", { bets: spots(20) })).status).toBe(200);
});

it("clamps the betting window to 5 to 60 seconds", () => {
  const table = (round_seconds: unknown) =>
    ({ engine_params: { round_seconds } }) as unknown as GameRecord;
  expect(bettingMs(table(0))).toBe(15_000);
  expect(bettingMs(table(2))).toBe(5_000);
  expect(bettingMs(table(25))).toBe(25_000);
  expect(bettingMs(table(3600))).toBe(60_000);
});

it("takes at most 600 plays a session a minute (429 with Retry-After after that)", async () => {
  const { session, call } = await playSession(sandbox);
  const level = (await call("GET", "/api/play/slot")).body.data.bet_levels[0].usd;
  expect((await call("POST", "/api/play/slot/spin", { bet: level })).status).toBe(200);
  const row = await sandbox.db
    .selectFrom("game_sessions")
    .select("id")
    .where("token", "=", session.session_token)
    .executeTakeFirstOrThrow();
  expect(PLAY_RATE_LIMIT.max).toBe(600);
  // The 599 plays after the first, counted directly; the next spin over HTTP is the 601st.
  for (let i = 1; i < PLAY_RATE_LIMIT.max; i++)
    await sandbox.app.services.limiter.hit(playLimitKey(row.id), PLAY_RATE_LIMIT);
  const limited = await call("POST", "/api/play/slot/spin", { bet: level });
  expect(limited.status).toBe(429);
  expect(limited.body.code).toBe("rate_limited");
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  sandbox.clock.advance(PLAY_RATE_LIMIT.windowMs);
  expect((await call("POST", "/api/play/slot/spin", { bet: level })).status).toBe(200);
});
