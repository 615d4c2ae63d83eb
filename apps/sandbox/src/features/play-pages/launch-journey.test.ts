/**
 * The journey over HTTP from the catalogue's launch endpoints: a player launches a slot for real
 * and a guest for fun, the URL opens the sandbox's page, the page's calls (session, state, spins)
 * move the balance, and the real spins reach the gaming history.
 */
import { sql } from "kysely";
import { dec, fmt } from "@casino/rules";
import { useSandbox } from "../../test/harness.ts";
import { fundedPlayer, openSession, usdtBalance, withSession } from "../../test/play.ts";

const sandbox = useSandbox();

async function playableSlot() {
  return sandbox.db
    .selectFrom("games")
    .select(["id", "slug"])
    .where(
      sql<boolean>`engine = 'slot' and status = 'active' and has_demo
      and blocked_countries = '{}' and not hidden_when_bonus`,
    )
    .orderBy("id")
    .executeTakeFirstOrThrow();
}

/** Opens the launch URL's page and returns the token the page would read. */
async function openPage(url: string): Promise<string> {
  const page = new URL(url);
  expect(page.pathname).toBe("/play/slot");
  const response = await fetch(`${sandbox.base}${page.pathname}${page.search}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-security-policy")).toContain("frame-ancestors");
  return page.searchParams.get("token")!;
}

it("launches a slot for real from the catalogue, plays it, and the balance and history move", async () => {
  const game = await playableSlot();
  const player = await fundedPlayer(sandbox, "launchreal", "200");
  const launched = await sandbox.call(
    "GET",
    `/api/games/${game.id}/game-url?currency=USD&entity_wallet_code=USDT`,
    { token: player.token },
  );
  expect(launched.status).toBe(200);
  const session = await openSession(sandbox, await openPage(launched.body.data.url));
  expect(session).toMatchObject({ mode: "real", currency: "USDT" });
  const call = withSession(sandbox, session.session_token);
  const level = (await call("GET", "/api/play/slot")).body.data.bet_levels[0].usd;
  let expected = dec("200");
  for (let i = 0; i < 5; i++) {
    const spin = (await call("POST", "/api/play/slot/spin", { bet: level })).body.data;
    if (!spin.free_spin) expected -= dec(spin.stake);
    expected += dec(spin.win);
  }
  expect(await usdtBalance(sandbox, player.token)).toBe(fmt(expected));
  const history = await sandbox.call("GET", "/api/user/gaming-history", { token: player.token });
  expect(history.body.data.data.length).toBeGreaterThanOrEqual(5);
  // Recently played: the real launch.
  const recent = await sandbox.call("GET", "/api/games/recently-played/list", {
    token: player.token,
  });
  expect(recent.status).toBe(200);
  expect(JSON.stringify(recent.body.data)).toContain(game.slug);
});

it("launches a slot for fun as a guest: play money only", async () => {
  const game = await playableSlot();
  const launched = await sandbox.call("GET", `/api/games/${game.id}/game-demo-url`);
  expect(launched.status).toBe(200);
  const session = await openSession(sandbox, await openPage(launched.body.data.url));
  expect(session).toMatchObject({ mode: "fun", currency: "FUN" });
  const call = withSession(sandbox, session.session_token);
  const level = (await call("GET", "/api/play/slot")).body.data.bet_levels[0].usd;
  const spin = (await call("POST", "/api/play/slot/spin", { bet: level })).body.data;
  expect(fmt(dec(spin.balance))).toBe(fmt(dec("1000") - dec(spin.stake) + dec(spin.win)));
});
