/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely, as JSON */
/**
 * One rule for a player's name in every public place (docs/app.md, "Public names"): the masked
 * name, or "Hidden" for a player who hides it, and never the full username, in the feeds' lists
 * and realtime events, the highest wins (the wins ticker), tournament leaderboards and the
 * public bet pages; "hide my name" (`PUT /api/user/privacy`) switches a player to "Hidden".
 */
import { usePublished } from "../../test/events.ts";
import { useSandbox } from "../../test/harness.ts";
import { fundedPlayer } from "../../test/play.ts";
import { pollUntil } from "../../test/polling.ts";
import { diceTournament } from "../../test/competitions.ts";
import { HIDDEN_NAME, maskUsername, publicName } from "./public-name.ts";

const sandbox = useSandbox();
const published = usePublished(sandbox);

describe("the masking rule", () => {
  it("keeps the first two characters and the last one of names longer than four", () => {
    expect(maskUsername("alice")).toBe("al***e");
    expect(maskUsername("demoplayer")).toBe("de***r");
  });

  it("keeps only the first character of names of four characters or fewer", () => {
    expect(maskUsername("demo")).toBe("d***");
    expect(maskUsername("bob")).toBe("b***");
    expect(maskUsername("x")).toBe("x***");
  });

  it("counts characters, not UTF-16 units", () => {
    expect(maskUsername("😀😀😀😀😀")).toBe("😀😀***😀");
  });

  it("gives Hidden for a player who hides the name", () => {
    expect(publicName({ username: "alice", hide_name: true })).toBe(HIDDEN_NAME);
    expect(publicName({ username: "alice", hide_name: false })).toBe("al***e");
  });
});

/** Every public place a settled dice bet of `p` shows up in, with the name it shows there. */
async function publicNamesOf(p: { token: string; id: number }, tournamentId: number) {
  const res = await sandbox.call("POST", "/api/originals/dice/bet", {
    token: p.token,
    body: { entity_wallet_code: "USDT", amount: "600", target: 98, condition: "under" },
  });
  expect(res.status).toBe(201);
  const id = String(res.body.data.id);
  const events = await pollUntil(
    async () => published.filter((e) => (e.payload as any)?.bet?.id === id),
    (found) => found.length === 3,
    { what: "the bet's feed events", everyMs: 10 },
  );
  const latest = await sandbox.call("GET", "/api/games/live-wins/list?type=lastest_bet");
  const high = await sandbox.call("GET", "/api/games/live-wins/list?type=high_roller");
  const highest = await sandbox.call("GET", "/api/games/highest-win-amount/list?time_range=live");
  const byId = await sandbox.call("GET", `/api/bets/${id}`);
  const original = await sandbox.call("GET", `/api/originals/bets/${id}`);
  // The tournament counts the bet as one of its effects, which may land after the bet's answer.
  const board = await pollUntil(
    () => sandbox.call("GET", `/api/tournaments/${tournamentId}/leaderboard`),
    (response) => response.body.data.data.length > 0,
    { what: "the tournament's leaderboard", everyMs: 20 },
  );
  return {
    realtime: events.map((e) => (e.payload as any).bet.username),
    latest: latest.body.data.find((b: any) => b.id === id)?.username,
    highRoller: high.body.data.find((b: any) => b.id === id)?.username,
    highestTop: highest.body.data[0]?.username,
    byId: byId.body.data.player,
    original: original.body.data.username,
    leaderboard: board.body.data.data.map((r: any) => r.username),
  };
}

it("shows the masked name everywhere public, then Hidden once the player hides it", async () => {
  const now = sandbox.clock.now();
  const tournament = await diceTournament(sandbox.db, {
    slug: "mask-race",
    title: "Mask race",
    startsAt: new Date(now - 60_000),
    endsAt: new Date(now + 3_600_000),
  });
  const p = await fundedPlayer(sandbox, "maskedplayer", "5000");
  const masked = maskUsername(p.username);
  expect(masked).not.toBe(p.username);

  const shown = await publicNamesOf(p, tournament.id);
  expect(shown).toEqual({
    realtime: [masked, masked, masked],
    latest: masked,
    highRoller: masked,
    highestTop: masked,
    byId: masked,
    original: masked,
    leaderboard: [masked],
  });
  // Not a single public answer carries the full name.
  expect(JSON.stringify(shown)).not.toContain(p.username);

  const off = await sandbox.call("PUT", "/api/user/privacy", {
    token: p.token,
    body: { hide_name: true },
  });
  expect(off.status).toBe(200);
  expect(off.body.data).toMatchObject({ username: p.username, hide_name: true });
  const me = await sandbox.call("GET", "/api/user/information", { token: p.token });
  expect(me.body.data.hide_name).toBe(true);

  const hidden = await publicNamesOf(p, tournament.id);
  expect(hidden).toEqual({
    realtime: [HIDDEN_NAME, HIDDEN_NAME, HIDDEN_NAME],
    latest: HIDDEN_NAME,
    highRoller: HIDDEN_NAME,
    highestTop: HIDDEN_NAME,
    byId: null,
    original: HIDDEN_NAME,
    leaderboard: [HIDDEN_NAME],
  });

  // The player still sees their own row under their own name.
  const own = await sandbox.call("GET", `/api/tournaments/${tournament.id}/leaderboard`, {
    token: p.token,
  });
  expect(own.body.data.data[0]).toMatchObject({ username: p.username, is_me: true });

  const back = await sandbox.call("PUT", "/api/user/privacy", {
    token: p.token,
    body: { hide_name: false },
  });
  expect(back.body.data.hide_name).toBe(false);
  const again = await sandbox.call("GET", "/api/games/live-wins/list?type=lastest_bet");
  expect(again.body.data[0].username).toBe(masked);
});

it("refuses the preference without a session or with a wrong value", async () => {
  const anon = await sandbox.call("PUT", "/api/user/privacy", { body: { hide_name: true } });
  expect(anon.status).toBe(401);
  const p = await fundedPlayer(sandbox, "privbad", "0");
  const wrong = await sandbox.call("PUT", "/api/user/privacy", {
    token: p.token,
    body: { hide_name: "yes" },
  });
  expect(wrong.status).toBe(422);
});
