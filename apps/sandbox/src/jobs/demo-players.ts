/**
 * Demo players (`SANDBOX_DEMO_PLAYERS=N`, development only): N ordinary accounts that bet for real
 * so a development lobby looks alive. Nothing here is invented for the feeds: each player is
 * created by the user-creation service sign-up uses (`createUser`: wallets, referral code), is
 * funded by the simulated chain deposit of `POST /dev/deposits` (`simulateDeposit`, a ledger
 * credit), and plays the provably fair originals through the one bet pipeline (`playOriginal`,
 * `startMines`/`revealMines`/`cashOutMines`) and the demo slot through its seamless-wallet session
 * as the slot page does (`openSession`, `playSpin`), so every bet is a settled round in `game_rounds`,
 * the ledger, the feeds, the highest wins and the player's history, published on `bets` like any
 * other.
 *
 * Runs as the scheduled job `demo-players` (registry.ts): one bet of one demo player per run,
 * every `SANDBOX_DEMO_BET_INTERVAL_MS`. The pg-boss runner runs it once per period across every
 * instance on the database (never two loops) and waits for the run in progress on shutdown. The
 * accounts are found again by their e-mail address after a restart (never created twice).
 */
import { randomInt } from "node:crypto";
import type { User } from "../db/types.ts";
import { hashPassword, randomToken } from "../lib/crypto.ts";
import { dec } from "@casino/rules";
import { walletAccounts, walletBalances } from "../lib/ledger.ts";
import type { Services } from "../services.ts";
import { createUser, usernameTaken } from "../features/users/repository.ts";
import { simulateDeposit } from "../features/deposits/deposits.ts";
import { findCoin } from "../features/wallets/catalog.ts";
import { createLaunch } from "../features/games/launch.ts";
import { findGame, type GameRecord } from "../features/games/repository.ts";
import { openSession } from "../features/game-sessions/sessions.ts";
import { betLevels, playSpin } from "../features/slot/slot-play.ts";
import {
  cashOutMines,
  currentMines,
  playOriginal,
  revealMines,
  startMines,
} from "../features/originals/originals.ts";

/** The coin demo players bet in. */
export const DEMO_COIN = "USDT";
/** A demo player whose available balance falls below this is topped up first. */
export const DEMO_TOP_UP_BELOW = "10";
/** What one top-up deposits (a simulated chain deposit, confirmed at once). */
export const DEMO_TOP_UP = "200";
/** Stakes in {@link DEMO_COIN}: modest, mostly small. */
export const DEMO_STAKES = ["0.10", "0.20", "0.25", "0.50", "0.50", "1", "1", "2", "5", "10"];

/** The invented handles of the demo players; past their number a suffix tells them apart. */
const HANDLES = [
  "quiet_otter",
  "nova_kite",
  "amber_finch",
  "lumen_fox",
  "tidal_moth",
  "sable_wren",
  "cedar_lynx",
  "pixel_heron",
  "marble_crow",
  "ember_koi",
];

/** The address that identifies demo player `index` (0-based) across restarts. */
export function demoEmail(index: number): string {
  return `demo-player-${index + 1}@players.sandbox.test`;
}

function demoHandle(index: number): string {
  const round = Math.floor(index / HANDLES.length);
  return `${HANDLES[index % HANDLES.length]}${round ? `_${round + 1}` : ""}`;
}

type Random = (n: number) => number;
const defaultRandom: Random = (n) => randomInt(n);

/**
 * The first `count` demo players: the existing accounts (by e-mail), the missing ones signed up
 * now through `createUser` (e-mail verified, age and terms confirmed, an unguessable password
 * nobody knows).
 */
export async function ensureDemoPlayers(services: Services, count: number): Promise<User[]> {
  const { db, clock } = services;
  const emails = Array.from({ length: count }, (_, i) => demoEmail(i));
  if (emails.length === 0) return [];
  const existing = await db.selectFrom("users").selectAll().where("email", "in", emails).execute();
  const byEmail = new Map(existing.map((user) => [user.email, user]));
  const players: User[] = [];
  for (const [index, email] of emails.entries()) {
    let user = byEmail.get(email);
    if (!user) {
      let username = demoHandle(index);
      if (await usernameTaken(db, username)) username = `${username}_${randomInt(1000, 9999)}`;
      const now = new Date(clock.now());
      user = await createUser(db, {
        username,
        email,
        password_hash: await hashPassword(`${randomToken(24)}aA1!`),
        login_method: "email",
        email_verified_at: now,
        // The sandbox's own simulated players, signed up as the form would (boxes ticked).
        terms_accepted_at: now,
        created_at: now,
      });
    }
    players.push(user);
  }
  return players;
}

/** Tops the player's {@link DEMO_COIN} wallet up by a simulated deposit when it runs low. */
export async function fundDemoPlayer(services: Services, userId: number): Promise<void> {
  const accounts = await walletAccounts(services.db, userId, DEMO_COIN);
  const { available } = await walletBalances(services.db, accounts);
  if (available >= dec(DEMO_TOP_UP_BELOW)) return;
  const coin = findCoin(DEMO_COIN)!;
  const network = coin.networks.find((n) => n.deposit_enabled && n.kind !== "LIGHTNING")!;
  await simulateDeposit(services, {
    userId,
    coin,
    network,
    amount: dec(DEMO_TOP_UP),
    confirmAfterMs: 0,
  });
}

const ONE_SHOT = ["dice", "limbo", "plinko", "keno"] as const;

/** Distinct integers of [min, max], `count` of them, in random order. */
function distinct(random: Random, count: number, min: number, max: number): number[] {
  const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** One real bet of the player on a random original or the demo slot, with a modest stake. */
export async function placeDemoBet(
  services: Services,
  userId: number,
  random: Random = defaultRandom,
): Promise<void> {
  const amount = DEMO_STAKES[random(DEMO_STAKES.length)]!;
  const game = random(ONE_SHOT.length + 2);
  if (game === ONE_SHOT.length) return playMines(services, userId, amount, random);
  if (game === ONE_SHOT.length + 1) return playSlot(services, userId, random);
  const slug = ONE_SHOT[game]!;
  const params =
    slug === "dice"
      ? { target: 10 + random(81), condition: random(2) ? ("over" as const) : ("under" as const) }
      : slug === "limbo"
        ? { target: [1.5, 2, 2, 3, 5, 10, 25][random(7)]! }
        : slug === "plinko"
          ? { rows: 8 + random(9), risk: (["low", "medium", "high"] as const)[random(3)]! }
          : { picks: distinct(random, 1 + random(10), 1, 40) };
  await playOriginal(services, userId, slug, DEMO_COIN, amount, params);
}

/** A mines round: one to four tiles, then cash out unless a mine ended it. */
async function playMines(services: Services, userId: number, amount: string, random: Random) {
  // A round left in play (a restart in the middle of one) is finished first.
  if ((await currentMines(services, userId))?.status !== "active")
    await startMines(services, userId, DEMO_COIN, amount, 1 + random(5));
  for (const tile of distinct(random, 1 + random(4), 0, 24)) {
    const round = await currentMines(services, userId);
    if (round?.status !== "active") return;
    if (round.revealed.includes(tile)) continue;
    if ((await revealMines(services, userId, tile)).status !== "active") return;
  }
  await cashOutMines(services, userId);
}

/** The slot games a demo player may play: the catalogue's active games of the demo slot engine. */
async function demoSlots(services: Services): Promise<GameRecord[]> {
  const rows = await services.db
    .selectFrom("games")
    .select("id")
    .where("engine", "=", "slot")
    .where("status", "=", "active")
    .orderBy("id")
    .limit(DEMO_SLOT_CHOICE)
    .execute();
  const games = await Promise.all(rows.map((row) => findGame(services.db, row.id)));
  return games.filter((game): game is GameRecord => game !== undefined);
}

/** How many of the catalogue's slots demo players choose from (the first by id). */
export const DEMO_SLOT_CHOICE = 24;
/** The highest slot stake a demo player picks, in USD (the slot's bet ladder). */
export const DEMO_SLOT_MAX_USD = "5";

/**
 * A paid spin of a demo slot, as the slot's page plays it: a real launch and session in
 * {@link DEMO_COIN} (the player's open session of that game is used again while it lasts), one bet level of the game's ladder up to {@link DEMO_SLOT_MAX_USD}, and the
 * free spins it awards played out at once, so no feature is left open. The money moves through the
 * seamless wallet and the bet pipeline like any player's spin.
 */
async function playSlot(services: Services, userId: number, random: Random): Promise<void> {
  const slots = await demoSlots(services);
  if (slots.length === 0) return;
  const game = slots[random(slots.length)]!;
  const now = services.clock.now();
  const open = await services.db
    .selectFrom("game_sessions")
    .select("launch_token")
    .where("user_id", "=", userId)
    .where("game_id", "=", game.id)
    .where("mode", "=", "real")
    .where("wallet_code", "=", DEMO_COIN)
    .where("expires_at", ">", new Date(now + 60_000))
    .orderBy("id", "desc")
    .executeTakeFirst();
  const launchToken =
    open?.launch_token ??
    (
      await createLaunch(services.db, {
        gameId: game.id,
        userId,
        mode: "real",
        entityWalletCode: DEMO_COIN,
        currency: "USD",
        now,
      })
    ).token;
  const { session } = await openSession(services, launchToken);
  const levels = (await betLevels(services, session, game)).filter(
    (level) => dec(level.usd) <= dec(DEMO_SLOT_MAX_USD),
  );
  if (levels.length === 0) return;
  const level = levels[random(levels.length)]!;
  let spin = await playSpin(services, session.id, game, level.usd);
  while (spin.free_spins !== null) spin = await playSpin(services, session.id, game, undefined);
}

/** The scheduled job: one demo player (at random) tops up if needed and places one bet. */
export async function runDemoPlayers(
  services: Services,
  random: Random = defaultRandom,
): Promise<void> {
  const players = await ensureDemoPlayers(services, services.config.demoPlayers);
  if (players.length === 0) return;
  const player = players[random(players.length)]!;
  await fundDemoPlayer(services, player.id);
  await placeDemoBet(services, player.id, random);
}
